import { business } from '#app/kernel/dealer/business.ts'
import { localInputValue } from '#app/kernel/zoned-time.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { holdDepositsDue } from '#app/rentals/.server/deposit-jobs.ts'
import { invitePath, withDatabase } from '#tests/support/admin.ts'
import {
  type MailedServer,
  type PayingServer,
  startPayingServer,
} from '#tests/support/mailed-server.ts'
import { stripeSettingsOf } from '#tests/support/payments.ts'
import { rentPaidOnline } from '#tests/support/rent-paid.ts'
import { seedStartedRental } from '#tests/support/rental-seed.ts'
import type { StripeServer } from '#tests/support/stripe-server/index.ts'

import { acceptInvitation, expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * The deposit held on the renter's card (record 064), on a phone (390 x 844
 * CSS px): the rent was paid on Stripe's page (the local Stripe) with the
 * card saved; the day-before pass holds the $500 deposit on it; staff hand
 * the cart over without being asked for a deposit, take it back two hours
 * late with a $50 cleaning fee, and $106 (the charges and 6% tax) is taken
 * from the hold and the rest released; the statement and the ledger agree.
 * Each screen is scanned by axe.
 */

const phone = { width: 390, height: 844 }
test.use({ viewport: phone, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })

const staff = {
  email: 'deposit.desk@example.com',
  name: 'Dee Deposit',
  password: 'harbor lantern cobble mint',
}

let paying: PayingServer
let own: MailedServer
let stripe: StripeServer
test.beforeAll(async () => {
  paying = await startPayingServer('deposit')
  own = paying.own
  stripe = paying.stripe
})
test.afterAll(() => paying?.stop())

test('the deposit held on the card is taken in part at check-in, the rest released, the statement and the ledger agreeing', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const shot = (step: string) =>
    page.screenshot({ path: testInfo.outputPath(`${step}.png`), fullPage: true })
  const online = onlinePayments(stripeSettingsOf(stripe))
  if (!online) throw new Error('online payment should be on')
  // a one-day four-seater rental ($500 deposit) that started 26 hours ago, its rent paid online
  const id = await seedStartedRental(own.databaseUrl, {
    cartType: 'four-seater',
    firstName: 'Casey',
    email: `casey.deposit-${Date.now().toString(36)}@example.com`,
    startedHoursAgo: 26,
    hours: 24,
  })
  await withDatabase(own.databaseUrl, async (db) => {
    await rentPaidOnline(db, { server: stripe, online }, id)
    const pass = await holdDepositsDue(db, online, { now: new Date(), siteUrl: own.site })
    expect(pass.held).toBe(1)
  })

  await page.goto(`${own.site}${await invitePath(own.databaseUrl, staff.email, 'staff')}`)
  await waitForHydration(page)
  await acceptInvitation(page, staff)

  // 1. check-out: the deposit is held on the card, not asked for
  await page.goto(`${own.site}/admin/rentals/${id}`)
  await waitForHydration(page)
  const checkout = page.getByRole('form', { name: 'Check out (hand the cart over)' })
  await expect(checkout).toContainText('Deposit held on card •••• 4242 ($500)')
  await expect(checkout.getByLabel('Deposit taken ($)')).toHaveCount(0)
  await expectAccessible(page)
  await checkout.getByLabel('Battery charge (%)').fill('95')
  await checkout.getByLabel('Hour meter (hours)').fill('120.5')
  await checkout.getByLabel(/I have seen a valid driver’s licence/).check()
  await checkout.scrollIntoViewIfNeeded()
  await shot('1-check-out-deposit-held')
  await checkout.getByRole('button', { name: 'Hand the cart over' }).click()
  await expect(page.getByText('Handed over: the cart is out with the renter.')).toBeVisible()

  // 2. check-in two hours late with a $50 cleaning fee
  const returned = new Date(Math.floor(Date.now() / 60_000) * 60_000)
  await withDatabase(own.databaseUrl, (db) =>
    db
      .updateTable('rental_reservations')
      .set({ end_at: new Date(returned.getTime() - 2 * 3_600_000).toISOString() })
      .where('id', '=', id)
      .execute(),
  )
  await page.reload()
  await waitForHydration(page)
  const checkin = page.getByRole('form', { name: 'Check in (take the cart back)' })
  await expect(checkin).toContainText('Deposit held on card •••• 4242 ($500)')
  await checkin
    .getByLabel('Returned at (Eastern time)')
    .fill(localInputValue(returned, business.timeZone))
  await checkin.getByLabel('Battery charge (%)').fill('30')
  await checkin.getByLabel('Hour meter (hours)').fill('131')
  await checkin.getByLabel(/^Cleaning \(sand, mud, spills, litter\)/).check()
  await checkin.getByLabel('Amount ($50 to $150)').fill('50')
  await expectAccessible(page)
  await checkin.scrollIntoViewIfNeeded()
  await shot('2-check-in-cleaning-fee')
  await checkin.getByRole('button', { name: 'Check the cart in and send the statement' }).click()
  await expect(
    page.getByText('Checked in; the final statement is stored and e-mailed to the renter.'),
  ).toBeVisible()

  // 3. the statement: $100 of charges, $6 of tax, $106 taken, $394 released
  const statement = page.getByRole('table', { name: 'Final statement' })
  await expect(statement).toContainText('Late return: 2 hours started after the agreed end$50')
  await expect(statement).toContainText('Sales tax (6%) on the charges$6')
  await expect(statement).toContainText('Taken from the deposit for the charges$106')
  await expect(statement).toContainText('Deposit released to the card$394')
  await expect(statement).toContainText('Balance still due$0')
  await expectAccessible(page)
  await page.getByRole('heading', { name: 'Final statement' }).scrollIntoViewIfNeeded()
  await shot('3-statement-part-taken-rest-released')

  // 4. the ledger says the same, to the cent
  await stripe.webhooksIdle()
  const ledger = await withDatabase(own.databaseUrl, (db) =>
    db
      .selectFrom('payments')
      .select(['kind', 'purpose', 'amount_cents', 'status'])
      .where('subject_id', '=', id)
      .where('purpose', '=', 'deposit')
      .execute(),
  )
  expect(ledger).toHaveLength(3)
  expect(ledger).toEqual(
    expect.arrayContaining([
      { kind: 'authorisation', purpose: 'deposit', amount_cents: 50_000, status: 'succeeded' },
      { kind: 'capture', purpose: 'deposit', amount_cents: 10_600, status: 'succeeded' },
      { kind: 'release', purpose: 'deposit', amount_cents: 39_400, status: 'succeeded' },
    ]),
  )
})
