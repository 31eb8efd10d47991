import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import Stripe from 'stripe'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { formatCents } from '#app/kernel/format.ts'
import { stripeAddress } from '#app/payments/.server/stripe-client.ts'
import { confirmReservation } from '#app/rentals/.server/staff-actions.ts'
import { invitePath } from '#tests/support/admin.ts'
import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { spawnServer } from '#tests/support/server-process.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

import { acceptInvitation, expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * The rent paid online, on a phone (390 x 844): a renter reserves, pays on
 * the local Stripe's hosted page with 4242 4242 4242 4242 and comes back to
 * a reservation whose card is held; staff confirm and see the rent
 * captured. Then two confirmed rentals are cancelled by their renters, 2
 * days ahead (everything back) and 3 hours ahead (half the rent back, the
 * drivers and the tax on both), each showing the refund before the button.
 * The shared e2e servers take payment at the desk, so this journey starts a
 * server of its own with online payment on, beside a local Stripe.
 */

const phone = { width: 390, height: 844 }
test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  // the local Stripe answers the hosted page's favicon request as an API call without a key: 401
  allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
})
test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3100) + 2
const site = `http://localhost:${port}`
const staff = {
  email: 'rent.staff@example.com',
  name: 'Robin Staff',
  password: 'harbor lantern cobble mint',
}

let stripe: StripeServer
let client: Stripe
let dir = ''
let databaseUrl = ''
let stop = async () => {}

test.beforeAll(async () => {
  stripe = await startStripeServer({ webhookRetryDelaysMs: [10, 20] })
  client = new Stripe(stripe.secretKey, { ...stripeAddress(stripe.url), maxNetworkRetries: 0 })
  dir = mkdtempSync(path.join(tmpdir(), 'golf-carts-e2e-rent-online-'))
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

test.afterAll(async () => {
  await stop()
  await stripe?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const withDb = async <T>(work: (db: ReturnType<typeof openDatabase>) => Promise<T>) => {
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    return await work(db)
  } finally {
    await db.destroy()
  }
}

test('a renter pays the rent on Stripe’s page; staff confirm and the rent is captured', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000)
  const shot = (name: string, on = page) =>
    on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })

  await page.goto(`${site}/rentals/reserve?type=six-seater`)
  await waitForHydration(page)
  await page.getByLabel('First name', { exact: true }).fill('Pat')
  await page.getByLabel('Last name', { exact: true }).fill('Payer')
  await page.getByLabel('Email', { exact: true }).fill('pat.payer@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0199')
  await page.getByLabel('I am 18 or older').check()
  await page.getByLabel(/I accept the/).check()
  const quote = page.getByRole('region', { name: 'Your quote' })
  await expect(quote).toContainText('Sales tax (6%)')
  await expect(quote).toContainText('Total, paid by card online')
  await expectAccessible(page)
  await shot('1-reserve-quote-with-tax')
  const total = (await quote.locator('[data-quote-total]').textContent()) ?? ''
  expect(total).toMatch(/^\$\d/)

  await page.getByRole('button', { name: 'Send my reservation request' }).click()
  // the local Stripe's hosted page, for the server's total
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay /)
  await shot('2-stripe-hosted-page')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/rentals\/reservation\/[\w-]+\?session_id=cs_/)
  await expect(page.getByRole('status')).toHaveText(/your card is held for the rent/)
  await expect(page.locator('[data-rent-payment]')).toContainText(`Your card is held for ${total}`)
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  await expectAccessible(page)
  await shot('3-reservation-paid')

  const staffContext = await browser.newContext({
    baseURL: site,
    viewport: phone,
    hasTouch: true,
    isMobile: true,
  })
  const staffPage = await staffContext.newPage()
  staffPage.on('pageerror', (error) => consoleErrors.push(`staff: ${error.message}`))
  try {
    await staffPage.goto(await invitePath(databaseUrl, staff.email, 'staff'))
    await waitForHydration(staffPage)
    await acceptInvitation(staffPage, staff)
    await staffPage.goto('/admin/rentals/list')
    await staffPage.getByRole('link', { name: 'Pat Payer' }).click()
    await waitForHydration(staffPage)
    await expect(staffPage.locator('[data-rent-payment]')).toContainText(
      `Held on the card: ${total}`,
    )
    await expect(staffPage.getByText('Sales tax (6%)')).toBeVisible()
    await staffPage.getByRole('button', { name: 'Confirm the reservation' }).click()
    await expect(staffPage.getByText(/^Confirmed; the renter’s e-mail/)).toBeVisible()
    await expect(staffPage.locator('[data-rent-payment]')).toContainText(`Captured ${total}`)
    await expectAccessible(staffPage)
    await shot('4-staff-confirmed-captured', staffPage)
  } finally {
    await staffContext.close()
  }
})

/** A confirmed rental, paid on the hosted page, its start moved to `aheadMs` from now. */
async function confirmedPaid(weeks: number, email: string, aheadMs: number) {
  const sent = await postReserve(
    site,
    reserveForm({ cartType: 'four-seater', startDay: saturdayAhead(weeks), email }),
  )
  expect(sent.status).toBe(303)
  const sessionId = /\/(cs_[\w]+)/.exec(sent.headers.get('location') ?? '')?.[1] ?? ''
  expect(stripe.payWithCard(sessionId, '4242424242424242')).toEqual({ outcome: 'complete' })
  await stripe.webhooksIdle()
  return withDb(async (db) => {
    const row = await db
      .selectFrom('rental_reservations')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    const confirmed = await confirmReservation(db, {
      id: row.id,
      version: row.version,
      actor: { id: 'e2e', email: 'desk@example.com', ip: null },
      now: new Date(),
      siteUrl: site,
      stripe: client,
    })
    expect(confirmed).toEqual({ ok: true })
    await db
      .updateTable('rental_reservations')
      .set({ start_at: new Date(Date.now() + aheadMs).toISOString() })
      .where('id', '=', row.id)
      .execute()
    return row.token
  })
}

/** An amount as the pages print it ("$1,234" or "$545.90") in cents. */
const centsIn = (text: string, pattern: RegExp) =>
  Math.round(Number((pattern.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')) * 100)
const money = '\\$([\\d,]+(?:\\.\\d\\d)?)'

for (const [when, weeks, aheadMs] of [
  ['2 days ahead', 5, 2 * 86_400_000],
  ['3 hours ahead', 6, 3 * 3_600_000],
] as const) {
  test(`a renter cancels a paid rental ${when} and sees the refund first`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const email = `cancel-${weeks}@example.com`
    const token = await confirmedPaid(weeks, email, aheadMs)
    await page.goto(`${site}/rentals/reservation/${token}`)
    await waitForHydration(page)
    const paid = (await page.locator('[data-rent-payment]').textContent()) ?? ''
    const captured = centsIn(paid, new RegExp(`Paid: ${money} taken`))
    expect(captured).toBeGreaterThan(0)
    const refundLine = page.locator('[data-cancel-refund]')
    const refundPattern = new RegExp(`^Cancelling now refunds ${money} to your card\\.$`)
    await expect(refundLine).toHaveText(refundPattern)
    const refund = centsIn((await refundLine.textContent()) ?? '', refundPattern)
    if (when === '2 days ahead') expect(refund).toBe(captured)
    else {
      // half the rent back, the driver in full, with the tax on both
      expect(refund).toBeGreaterThan(captured / 2)
      expect(refund).toBeLessThan(captured)
    }
    await expectAccessible(page)
    await page.screenshot({
      path: testInfo.outputPath(`cancel-${weeks === 5 ? '2-days' : '3-hours'}-before.png`),
      fullPage: true,
    })
    await page.getByRole('button', { name: 'Cancel this reservation' }).click()
    await expect(page.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible()
    await expect(page.locator('[data-rent-payment]')).toContainText(
      `${formatCents(refund)} refunded`,
    )
    await page.screenshot({
      path: testInfo.outputPath(`cancel-${weeks === 5 ? '2-days' : '3-hours'}-after.png`),
      fullPage: true,
    })
    const mails = await withDb((db) =>
      db.selectFrom('outbox').select('payload').where('recipient', '=', email).execute(),
    )
    expect(mails.map((m) => m.payload).join()).toContain(`We have refunded ${formatCents(refund)}`)
  })
}
