import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { openPreparationJobs } from '#app/storage/.server/preparation.ts'
import { invitePath, withDatabase } from '#tests/support/admin.ts'
import { spawnServer } from '#tests/support/server-process.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

import { acceptInvitation, expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * Storage booked on a phone (390 x 844), without a script: from the storage
 * policy to /storage, an indoor winter package at Scranton dropped off,
 * with pre-season preparation. The total shows before paying;
 * a booking sent without the terms accepted comes back with every value
 * kept; accepted, it goes to the local Stripe's hosted page, is paid with
 * 4242 4242 4242 4242, and the contract page shows the space booked; staff
 * see the space taken and, a month before the season ends, its preparation
 * as a job on the service board. Monthly covered outdoor storage picked up
 * in Carbondale takes a window of the trucks in its booking, refused until
 * one is chosen. The shared e2e servers take no payment online, so this
 * journey starts a server of its own beside a local Stripe (its trucks are
 * its own).
 */

const phone = { width: 390, height: 844 }
test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  // the local Stripe answers the hosted page's favicon request as an API call without a key
  // (401); the refused booking is answered 400 by design
  allowedConsoleErrors: /status of (401 \(Unauthorized\)|400 \(Bad Request\))/,
})

const port = Number(process.env.E2E_PORT ?? 3100) + 7
const site = `http://localhost:${port}`

let stripe: StripeServer
let dir = ''
let databaseUrl = ''
let stop = async () => {}

test.beforeAll(async () => {
  stripe = await startStripeServer({ webhookRetryDelaysMs: [10, 20] })
  dir = mkdtempSync(path.join(tmpdir(), 'golf-carts-e2e-storage-'))
  databaseUrl = path.join(dir, 'site.db')
  const { child } = await spawnServer({
    PORT: String(port),
    SITE_URL: site,
    DATABASE_URL: databaseUrl,
    PHOTO_DIR: path.join(dir, 'photos'),
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  })
  stripe.setWebhookUrl(`${site}/webhooks/stripe`)
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  }
})

test.describe.configure({ mode: 'serial' })

test.afterAll(async () => {
  await stop()
  await stripe?.stop()
  rmSync(dir, { recursive: true, force: true })
})

test('an indoor winter package with preparation, paid on Stripe’s page, then the contract', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })

  await page.goto(`${site}/policies/storage-policy`)
  await expect(page.getByRole('cell', { name: '$650' })).toBeVisible()
  await page.getByRole('link', { name: 'Book storage online' }).click()
  await expect(page).toHaveURL(`${site}/storage`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Golf Cart Storage')
  // no script on the page: the form is a plain post
  expect(await page.locator('script[src]').count()).toBe(0)

  await expect(page.getByRole('radio', { name: /^Winter package/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Indoor/ })).toBeChecked()
  await page.getByRole('radio', { name: /^Scranton Showroom/ }).check()
  await page.getByRole('checkbox', { name: /Pre-season preparation, \$150/ }).check()
  await page.getByLabel('Brand', { exact: true }).fill('Evolution')
  await page.getByLabel('Model', { exact: true }).fill('Classic 4 Plus')
  await page.getByRole('radio', { name: 'Lithium' }).check()
  await page.getByLabel('First name', { exact: true }).fill('Ada')
  await page.getByLabel('Last name', { exact: true }).fill('Byron')
  await page.getByLabel('E-mail', { exact: true }).fill('ada.byron@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0123')

  await page.getByRole('button', { name: 'Update my total' }).click()
  const total = page.getByRole('region', { name: 'Your total, paid now' })
  await expect(total.getByRole('row', { name: /Winter package, indoor \$650\b/ })).toBeVisible()
  await expect(total.getByRole('row', { name: /Pre-season preparation \$150\b/ })).toBeVisible()
  await expect(total.getByRole('row', { name: /Sales tax/ })).toBeVisible()
  const amount =
    (await total
      .getByRole('row', { name: /^Total/ })
      .locator('td')
      .textContent()) ?? ''
  expect(amount).toMatch(/^\$[\d,]+(\.\d{2})?$/)
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Evolution')
  await expectAccessible(page)
  await shot('1-storage-total')

  // sent without the terms accepted: refused, every value kept, nothing booked
  await page.getByRole('button', { name: 'Book and pay' }).click()
  await expect(page.getByRole('link', { name: /Accept the storage terms to book/ })).toBeVisible()
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Classic 4 Plus')
  await expect(page.getByRole('radio', { name: /^Scranton Showroom/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Pre-season preparation/ })).toBeChecked()
  await expectAccessible(page)
  await shot('2-storage-terms-refused')

  await page.getByRole('checkbox', { name: /I accept the storage policy/ }).check()
  await page.getByRole('button', { name: 'Book and pay' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay /)
  await expect(page.getByText(amount).first()).toBeVisible()
  await shot('3-stripe-hosted-page')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/storage\/[\w-]{32}$/)
  await expect(page.getByRole('status')).toHaveText(/Thank you, Ada: your space is booked/)
  await expect(page.getByText('Winter package, indoor space')).toBeVisible()
  const billing = page.getByRole('region', { name: 'Billing' })
  await expect(billing.getByRole('listitem').filter({ hasText: `: ${amount}` })).toBeVisible()
  // a package is paid whole: no monthly invoices, no notice to give
  await expect(billing.getByRole('heading', { name: 'Invoices' })).toHaveCount(0)
  await expect(billing.getByRole('button', { name: /notice/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Ask for Sunday access' })).toBeVisible()
  await expectAccessible(page)
  await shot('4-storage-contract')

  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    const contract = await db.selectFrom('storage_contracts').selectAll().executeTakeFirstOrThrow()
    expect(contract).toMatchObject({
      status: 'active',
      plan: 'winter',
      kind: 'indoor',
      handover: 'drop_off',
    })
    const mails = await db.selectFrom('outbox').select(['kind', 'recipient']).execute()
    expect(mails).toContainEqual({ kind: 'renter', recipient: 'ada.byron@example.com' })
  } finally {
    await db.destroy()
  }

  // the contract's link is its only key
  const unknown = await page.request.get(`${site}/storage/not-a-real-token-at-all`)
  expect(unknown.status()).toBe(404)
})

test('an owner raises the indoor winter package and closes Pocono Pines’ indoor spaces; the policy and the booking page follow', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })
  await page.goto(`${site}${await invitePath(databaseUrl, 'owner.storage@example.com', 'owner')}`)
  await waitForHydration(page)
  await acceptInvitation(page, {
    email: 'owner.storage@example.com',
    name: 'Olive Owner',
    password: 'harbor lantern cobble mint',
  })

  await page.goto(`${site}/admin/storage/offers`)
  await waitForHydration(page)
  await page.getByLabel('Winter package, indoor ($)').fill('lots')
  await page.getByRole('button', { name: 'Save the offers' }).click()
  await expect(
    page.getByRole('link', { name: /Winter package, indoor: a price from \$0/ }),
  ).toBeVisible()
  await page.getByLabel('Winter package, indoor ($)').fill('695')
  await page.getByRole('button', { name: 'Save the offers' }).click()
  await expect(
    page.getByText('Saved: the booking page and the policy show the new offers.'),
  ).toBeVisible()
  await expect(
    page.getByRole('row', {
      name: /Winter package Indoor price \$650\.00 \$695\.00 owner\.storage@example\.com/,
    }),
  ).toBeVisible()
  await expectAccessible(page)
  await shot('5-owner-offers-saved')

  await page.goto(`${site}/admin/storage/spaces`)
  await waitForHydration(page)
  await page.getByLabel('Pocono Pines Showroom, indoor').fill('0')
  await page.getByRole('button', { name: 'Save the spaces' }).click()
  await expect(page.getByText('Saved: bookings count the new spaces at once.')).toBeVisible()
  await expect(page.getByLabel('Pocono Pines Showroom, indoor')).toHaveValue('0')
  await expectAccessible(page)
  await shot('6-owner-spaces-saved')

  await page.goto(`${site}/policies/storage-policy`)
  await expect(page.getByRole('cell', { name: '$695' })).toBeVisible()
  await page.goto(`${site}/storage`)
  await expect(page.getByRole('radio', { name: /^Winter package.*\$695 indoor/ })).toBeVisible()

  // no indoor space at Pocono Pines: the booking is refused with every value kept
  await page.getByRole('radio', { name: /^Pocono Pines Showroom/ }).check()
  await page.getByLabel('Brand', { exact: true }).fill('Denago')
  await page.getByLabel('Model', { exact: true }).fill('Nomad')
  await page.getByLabel('First name', { exact: true }).fill('Ben')
  await page.getByLabel('Last name', { exact: true }).fill('Late')
  await page.getByLabel('E-mail', { exact: true }).fill('ben.late@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0188')
  await page.getByRole('checkbox', { name: /I accept the storage policy/ }).check()
  await page.getByRole('button', { name: 'Book and pay' }).click()
  await expect(
    page.getByRole('link', { name: /Every indoor space at Pocono Pines Showroom is taken/ }),
  ).toBeVisible()
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Nomad')
  await expectAccessible(page)
  await shot('7-storage-kind-full')
})

test('staff see the winter space taken, and a month before the season ends, the preparation job on the service board', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })
  await page.goto(`${site}${await invitePath(databaseUrl, 'desk.storage@example.com', 'staff')}`)
  await waitForHydration(page)
  await acceptInvitation(page, {
    email: 'desk.storage@example.com',
    name: 'Dana Desk',
    password: 'harbor lantern cobble mint',
  })

  // Scranton has 18 indoor spaces; Ada's winter package holds one of them
  await page.goto(`${site}/admin/storage`)
  await expect(page.getByRole('link', { name: /Ada Byron/ }).first()).toBeVisible()
  const scrantonIndoor = page.getByRole('row', { name: /^Scranton Showroom, Indoor/ })
  await expect(scrantonIndoor).toContainText('17 free of 18')
  await expectAccessible(page)
  await shot('8-staff-storage-overview')

  // the billing pass a month before the package ends opens the preparation as a service job
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    const contract = await db
      .selectFrom('storage_contracts')
      .select(['end_day'])
      .where('email', '=', 'ada.byron@example.com')
      .executeTakeFirstOrThrow()
    const today = addDays(contract.end_day ?? '', -20)
    const clock = { now: new Date(`${today}T15:00:00Z`), today }
    expect(await openPreparationJobs(db, clock)).toBe(1)
    // a second pass opens none
    expect(await openPreparationJobs(db, clock)).toBe(0)
  } finally {
    await db.destroy()
  }
  await page.goto(`${site}/admin/service`)
  const booked = page.getByRole('region', { name: /^Booked/ })
  await booked.getByRole('link', { name: 'Ada Byron' }).click()
  await expect(page.getByText('Seasonal preparation').first()).toBeVisible()
  await expectAccessible(page)
  await shot('9-staff-preparation-job')
})

test('monthly covered outdoor storage picked up in Carbondale takes a pickup window of the trucks; staff book its return', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })
  // monthly storage starts any day: five days ahead, the pickup's days are all to come
  const start = addDays(calendarDay(new Date(), business.timeZone), 5)

  await page.goto(`${site}/storage`)
  await page.getByRole('radio', { name: /^Monthly, any time of year/ }).check()
  await page.getByRole('radio', { name: /^Covered outdoor/ }).check()
  await page.getByRole('radio', { name: /^Scranton Showroom/ }).check()
  await page.getByLabel('Start date', { exact: true }).fill(start)
  await page.getByRole('radio', { name: /^Pick it up from my address/ }).check()
  await page.getByLabel('Street address', { exact: true }).fill('12 Lake Road')
  await page.getByLabel('Town', { exact: true }).fill('Carbondale')
  await page.getByLabel('ZIP code', { exact: true }).fill('18407')
  await page.getByLabel('Brand', { exact: true }).fill('Club Car')
  await page.getByLabel('Model', { exact: true }).fill('Onward')
  await page.getByLabel('First name', { exact: true }).fill('Grace')
  await page.getByLabel('Last name', { exact: true }).fill('Hopper')
  await page.getByLabel('E-mail', { exact: true }).fill('grace.hopper@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0144')
  await page.getByRole('button', { name: 'Update my total' }).click()

  // the pickup's windows, on the start date and the three days before
  const picker = page.getByRole('group', { name: 'Pickup window (2 hours)' })
  await expect(picker).toBeVisible()
  await expect(picker.getByText(/Distance fee to your town|No distance fee/)).toBeVisible()
  await expect(page.getByRole('group', { name: 'At your address' })).toBeVisible()
  await expectAccessible(page)
  await shot('1-storage-pickup-windows')

  // booked without a window or the access path: refused, every value kept, nothing booked
  await page.getByRole('checkbox', { name: /I accept the storage policy/ }).check()
  await page.getByRole('checkbox', { name: /For monthly storage: I allow/ }).check()
  await page.getByRole('button', { name: 'Book and save my card' }).click()
  await expect(page.getByRole('link', { name: 'Choose a pickup window' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Confirm the path to the cart/ })).toBeVisible()
  await expect(page.getByLabel('Town', { exact: true })).toHaveValue('Carbondale')
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue(start)
  await expectAccessible(page)
  await shot('2-storage-pickup-refused')

  const window = picker.getByRole('radio', { disabled: false }).first()
  const chosen = (await window.getAttribute('value')) ?? ''
  await window.check()
  await page.getByRole('checkbox', { name: /The path from the street to the cart/ }).check()
  await page.getByLabel('Where the cart is').fill('In the garage behind the house')
  await page.getByRole('checkbox', { name: /I accept the storage policy/ }).check()
  await page.getByRole('checkbox', { name: /For monthly storage: I allow/ }).check()
  await page.getByRole('button', { name: 'Book and save my card' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Save your card/)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Save card' }).click()

  await expect(page).toHaveURL(/\/storage\/[\w-]{32}$/)
  await expect(page.getByRole('status')).toHaveText(/Thank you, Grace: your space is booked/)
  const trips = page.getByRole('region', { name: 'Pickup and return' })
  const pickup = trips.getByRole('link', { name: 'Storage pickup' })
  await expect(pickup).toHaveAttribute('href', /^\/delivery\/[\w-]+$/)
  await expect(trips.getByRole('listitem')).toContainText('(scheduled)')
  await expectAccessible(page)
  await shot('3-storage-pickup-contract')

  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    const contract = await db
      .selectFrom('storage_contracts')
      .select(['id', 'status', 'pickup_fee_cents'])
      .where('email', '=', 'grace.hopper@example.com')
      .executeTakeFirstOrThrow()
    expect(contract.status).toBe('active')
    const jobs = await db
      .selectFrom('delivery_jobs')
      .select(['kind', 'day', 'window_start', 'status', 'distance_cents'])
      .where('subject_id', '=', contract.id)
      .execute()
    expect(jobs).toEqual([
      {
        kind: 'storage_pickup',
        day: chosen.split('@')[0],
        window_start: Number(chosen.split('@')[1]),
        status: 'scheduled',
        distance_cents: contract.pickup_fee_cents,
      },
    ])
  } finally {
    await db.destroy()
  }

  await pickup.click()
  await expect(page).toHaveURL(/\/delivery\/[\w-]+$/)
  await expectAccessible(page)
  await shot('4-storage-pickup-delivery-page')

  // Grace gives notice by phone; staff record it and book the cart's return for her
  await page.goto(`${site}${await invitePath(databaseUrl, 'trips.storage@example.com', 'staff')}`)
  await waitForHydration(page)
  await acceptInvitation(page, {
    email: 'trips.storage@example.com',
    name: 'Tess Trips',
    password: 'harbor lantern cobble mint',
  })
  const grace = await withDatabase(databaseUrl, (db) =>
    db
      .selectFrom('storage_contracts')
      .select('id')
      .where('email', '=', 'grace.hopper@example.com')
      .executeTakeFirstOrThrow(),
  )
  await page.goto(`${site}/admin/storage/contracts/${grace.id}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Record 30 days’ notice' }).click()
  await expect(page.getByText('Notice recorded')).toBeVisible()
  const returning = page.getByRole('group', { name: 'Return window (2 hours)' })
  await returning.getByRole('radio', { disabled: false }).first().check()
  await page.getByRole('checkbox', { name: /The path to where the cart goes/ }).check()
  await page.getByLabel('Where to leave the cart').fill('Back in the garage')
  await page.getByRole('button', { name: 'Book the return' }).click()
  await expect(page.getByText('Booked on the trucks.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Storage return' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book the return' })).toHaveCount(0)
  await expectAccessible(page)
  await shot('5-staff-storage-return-booked')
  const audit = await withDatabase(databaseUrl, (db) =>
    db
      .selectFrom('audit_log')
      .select(['actor_email', 'entity_id'])
      .where('action', '=', 'storage-contract.trip')
      .execute(),
  )
  expect(audit).toEqual([{ actor_email: 'trips.storage@example.com', entity_id: grace.id }])
})
