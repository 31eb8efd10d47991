import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { cartHoldsJob } from '#app/sales/.server/cart-holds/jobs.ts'
import { invitePath } from '#tests/support/admin.ts'
import {
  type MailedServer,
  type PayingServer,
  startPayingServer,
} from '#tests/support/mailed-server.ts'
import type { StripeServer } from '#tests/support/stripe-server/index.ts'

import { acceptInvitation, expect, expectAccessible, test } from './fixtures'

/*
 * A buyer holds a cart on a phone: "Hold this cart" on the cart's page,
 * their details, the deposit on the local Stripe's hosted page (card 4242),
 * back on the site with the cart "Sale pending"; then the hold lapses (the
 * job run with the clock moved on) and an owner finds the refund on the
 * payments page. The shared e2e servers have online payment off, so this
 * journey starts a server of its own, pointed at a local Stripe in this
 * worker; each screen is scanned by axe.
 */

const phone = { width: 390, height: 844 }
test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  // the 400 of the details sent with a bad address (on purpose), and the local
  // Stripe's 401 to the browser's own request for its page's icon
  allowedConsoleErrors: /the server responded with a status of (400|401)/,
})

let paying: PayingServer
let own: MailedServer
let stripe: StripeServer
test.beforeAll(async () => {
  paying = await startPayingServer('cart-hold')
  own = paying.own
  stripe = paying.stripe
})
test.afterAll(() => paying?.stop())

test('a phone buyer holds a cart with a deposit, it shows sale pending, and the lapsed hold is refunded', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const shot = (step: string) =>
    page.screenshot({ path: testInfo.outputPath(`${step}.png`), fullPage: true })
  const db = openDatabase(own.databaseUrl, { poolSize: 1 })
  const cart = await db
    .selectFrom('vehicles')
    .select(['id', 'name'])
    .where('status', '=', 'available')
    .where('in_stock', '=', 1)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow()

  // 1. the cart's page: the hold offer, a plain form's button
  await page.goto(`${own.site}/vehicle/${cart.id}`)
  const offer = page.getByRole('region', { name: 'Hold this cart' })
  await expect(offer).toContainText('refundable deposit of $500')
  await expectAccessible(page)
  await shot('1-cart-page')
  await offer.getByRole('button', { name: 'Hold this cart' }).click()

  // 2. the buyer's details (checked by the server like the contact form)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hold the ${cart.name}`)
  await page.getByLabel('First name').fill('Hana')
  await page.getByLabel('Last name').fill('Holder')
  await page.getByLabel('E-mail').fill('not an address')
  await page.getByLabel('Phone').fill('570-555-0142')
  await page.getByLabel('E-mail').evaluate((input) => input.setAttribute('type', 'text'))
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email address')
  await page.getByLabel('E-mail').fill('hana.holder@example.com')
  await expectAccessible(page)
  await shot('2-hold-form')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  // 3. Stripe's hosted page (the local one)
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}`))
  await expect(page.getByRole('row', { name: /Total due/ })).toContainText('$500.00')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Hana Holder')
  await shot('3-stripe-page')
  await page.getByRole('button', { name: 'Pay' }).click()

  // 4. back on the site: the hold is in place, the cart sale pending to everyone
  await expect(page).toHaveURL(/\/holds\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is on hold')
  await expectAccessible(page)
  await shot('4-hold-confirmed')
  await page.getByRole('link', { name: 'See the cart' }).click()
  await expect(page.getByText('Sale pending').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Hold this cart' })).toHaveCount(0)
  await expectAccessible(page)
  await shot('5-cart-sale-pending')

  // 5. the hold lapses: the scheduler's job, its clock moved past the hold's end
  const hold = await db.selectFrom('cart_holds').selectAll().executeTakeFirstOrThrow()
  const later = new Date(Date.parse(hold.ends_at ?? '') + 60_000)
  const settings = parseSettings({
    SITE_URL: own.site,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  })
  const quiet = { info() {}, warn() {}, error() {} }
  expect(await cartHoldsJob({ db, settings, logger: quiet, now: later, batchSize: 10 })).toEqual({
    cartHoldsLapsed: 1,
    cartHoldRefundsSent: 1,
    cartHoldWindowsFreed: 0,
  })
  await page.reload()
  await expect(page.getByRole('region', { name: 'Hold this cart' })).toBeVisible()

  // 6. an owner finds the refund in the ledger
  const owner = {
    email: 'hold.owner@example.com',
    name: 'Olive Owner',
    password: 'harbor lantern cobble mint',
  }
  await page.goto(`${own.site}${await invitePath(own.databaseUrl, owner.email, 'owner')}`)
  await acceptInvitation(page, owner)
  await page.goto(`${own.site}/admin/payments`)
  const movements = page.getByRole('region', { name: 'Last movements' })
  const refund = movements.getByRole('row', { name: /Refund The hold lapsed/ })
  await expect(refund).toContainText('−$500')
  await expect(refund).toContainText('Done')
  await expect(movements.getByRole('row', { name: /Card charged/ })).toContainText('$500')
  await expectAccessible(page)
  await shot('6-ledger-refund')
  await db.destroy()
})

test('a phone buyer holds a cart to be delivered: a window for their town, the fees, the delivery on the return page', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const shot = (step: string) =>
    page.screenshot({ path: testInfo.outputPath(`${step}.png`), fullPage: true })
  const db = openDatabase(own.databaseUrl, { poolSize: 1 })
  // another cart than the journey above holds
  const cart = await db
    .selectFrom('vehicles')
    .select(['id', 'name'])
    .where('status', '=', 'available')
    .where('in_stock', '=', 1)
    .orderBy('sort_order')
    .offset(1)
    .limit(1)
    .executeTakeFirstOrThrow()
  await db.destroy()

  // 1. the details, "Deliver it", the town: the windows free for it, with no script
  await page.goto(`${own.site}/vehicle/${cart.id}/hold`)
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill('Reyes')
  await page.getByLabel('E-mail').fill('dana.reyes@example.com')
  await page.getByLabel('Phone').fill('570-555-0142')
  await page.getByRole('radio', { name: 'Deliver it' }).check()
  await page.getByLabel('Town (for delivery)').selectOption({ label: 'Milford' })
  await page.getByLabel('Street address (for delivery)').fill('12 Lake Road, Milford PA 18337')
  await page.getByRole('button', { name: 'Show windows for my town' }).click()
  const picker = page.getByRole('group', { name: 'Delivery window to Milford (2 hours)' })
  await expect(picker).toBeVisible()

  // 2. no window chosen: a clear message beside the windows, every value kept
  await page.getByRole('checkbox', { name: /at least 8 ft wide with 10 ft of clearance/ }).check()
  await page.getByLabel('Where to leave the cart').fill('In the driveway by the garage')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(picker.getByRole('alert')).toHaveText('Choose a delivery window.')
  await expect(page.getByLabel('Street address (for delivery)')).toHaveValue(
    '12 Lake Road, Milford PA 18337',
  )
  await expect(page.getByLabel('Where to leave the cart')).toHaveValue(
    'In the driveway by the garage',
  )

  // 3. the first free window (a sold cart's first day: two business days on), the path, white glove
  await picker
    .getByRole('radio', { name: /^8 AM - 10 AM/ })
    .first()
    .check()
  await page.getByRole('checkbox', { name: /at least 8 ft wide with 10 ft of clearance/ }).check()
  await page.getByRole('checkbox', { name: /White glove/ }).check()
  await expect(
    page.getByText('Delivery fees are paid with the cart, not with the deposit.'),
  ).toBeVisible()
  await expectAccessible(page)
  await shot('delivery-1-hold-form')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  // 4. the deposit alone on Stripe's page
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}`))
  await expect(page.getByRole('row', { name: /Total due/ })).toContainText('$500.00')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Dana Reyes')
  await page.getByRole('button', { name: 'Pay' }).click()

  // 5. back on the site: the window, the fees paid with the cart, the delivery's own page
  await expect(page).toHaveURL(/\/holds\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is on hold')
  const delivery = page.getByRole('region', { name: 'Your delivery' })
  await expect(delivery).toContainText('8 AM - 10 AM')
  await expect(delivery).toContainText('12 Lake Road, Milford PA 18337, Milford')
  await expect(delivery).toContainText(
    'White glove (placed where you want it)$150Delivery fees of $150',
  )
  await expect(delivery).toContainText('paid with the cart, not with the deposit')
  await expectAccessible(page)
  await shot('delivery-2-return-page')
  await delivery.getByRole('link', { name: 'See or move your delivery' }).click()
  await expect(page).toHaveURL(/\/delivery\/[\w-]+$/)
  await expect(page.getByText('8 AM - 10 AM').first()).toBeVisible()
  await expectAccessible(page)
  await shot('delivery-3-delivery-page')

  // 6. staff see the hold's delivery on the cart's page, with the truck and the fees due with the cart
  const owner = {
    email: 'delivery.owner@example.com',
    name: 'Della Owner',
    password: 'harbor lantern cobble mint',
  }
  await page.goto(`${own.site}${await invitePath(own.databaseUrl, owner.email, 'owner')}`)
  await acceptInvitation(page, owner)
  await page.goto(`${own.site}/admin/inventory/${cart.id}`)
  const held = page.getByRole('region', { name: 'Hold with a deposit' })
  await expect(held).toContainText('Delivery: ')
  await expect(held).toContainText('8 AM - 10 AM to 12 Lake Road, Milford PA 18337, Milford')
  await expect(held).toContainText('Delivery fees of $150 are due with the cart.')
  await expect(held.getByRole('link', { name: 'The trucks’ week' })).toHaveAttribute(
    'href',
    '/admin/deliveries',
  )
  await expectAccessible(page)
  await shot('delivery-4-staff-hold-view')
})
