import { bookDelivery } from '#app/deliveries/.server/book-delivery.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { withDatabase } from '#tests/support/admin.ts'
import { saturdayAhead } from '#tests/support/reserve-form.ts'

import { adminDatabase, expect, expectAccessible, signIn, test } from './fixtures'

/*
 * The delivery policy's fees on a phone (390 x 844): a customer opens their
 * page on the day of their delivery, reads that cancelling today costs $75
 * and how it is paid, is refused without ticking the box, ticks it and
 * cancels; the fee is owed on their page. A driver marks another stop a
 * missed appointment ($100) after confirming; the job view shows the fee,
 * recorded paid at the desk. The shared server takes no payment online, so
 * the fees are paid at the showroom here (online payment is tested against
 * Stripe's local twin in app/deliveries/.server/job-fees.test.ts).
 */

const phone = { width: 390, height: 844 }
test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  // the refused cancel is answered 400 by design
  allowedConsoleErrors: /status of 400 \(Bad Request\)/,
})

const run = Date.now().toString(36)
const shots = '/work/wt/shots'
const driver = {
  email: `fees-driver-${run}@example.com`,
  name: 'Frankie Fees',
  password: 'meadow harbor lantern gravel',
}

/** A sold cart's delivery in the first window of `day` the schedule gives (from the latest); its token. */
async function booked(day: string, windows: number[], name: string) {
  return withDatabase(adminDatabase(), async (db) => {
    for (const start of windows) {
      const result = await withTransaction(db, (trx) =>
        bookDelivery(
          trx,
          {
            kind: 'sale_delivery',
            subject: { type: 'cart_sale', id: `fees-${name}-${run}` },
            window: `${day}@${start}`,
            town: 'milford',
            address: '40 Broad Street',
            customer: { name, email: `fees-${run}@example.com`, phone: '570-555-0177' },
            items: 'Deliver a 2025 Evolution Classic 4 Plus (sold)',
            accessConfirmed: true,
            leaveAt: 'On the driveway',
            whiteGlove: false,
          },
          { now: new Date() },
        ),
      )
      if (result.ok) return result.job
    }
    return undefined
  })
}

test('the customer cancels on the day after seeing the $75 fee; the driver marks a missed appointment ($100)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // today's latest window not yet started (none after 4 PM Eastern, or on a day without deliveries)
  const today = calendarDay(new Date(), business.timeZone)
  const job = await booked(today, [960, 840, 720, 600, 480], `Casey Cancel${run}`)
  test.skip(!job, 'no delivery window left today')
  if (!job) return

  // 1. the customer's page on the day: the fee and how it is paid, before confirming
  await page.goto(`/delivery/${job.token}`)
  const cancel = page.locator('form').filter({ hasText: 'Cancelling today costs $75' })
  await expect(cancel.getByRole('heading', { name: 'Cancelling today costs $75' })).toBeVisible()
  await expect(cancel).toContainText('You pay the $75 at the showroom.')
  await expect(page.getByRole('button', { name: 'Move my window' })).toHaveCount(0)
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/dfee-1-same-day-cancel.png`, fullPage: true })

  // 2. without the box ticked the server refuses (the browser's own check bypassed)
  await cancel.getByRole('checkbox').evaluate((box) => box.removeAttribute('required'))
  await cancel.getByRole('button', { name: 'Cancel today for $75' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Cancelling today costs $75: tick “I accept the $75 same-day cancellation fee” to cancel.',
  )
  const still = await withDatabase(adminDatabase(), (db) =>
    db
      .selectFrom('delivery_jobs')
      .select('status')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow(),
  )
  expect(still.status).toBe('scheduled')

  // 3. ticked: cancelled, the fee owed on the page
  await page.getByLabel('I accept the $75 same-day cancellation fee').check()
  await page.getByRole('button', { name: 'Cancel today for $75' }).click()
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  const fees = page.getByRole('region', { name: 'Fees' })
  await expect(fees).toContainText('Same-day cancellation: $75, to pay')
  await expect(fees).toContainText('Please pay it at the showroom.')
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/dfee-2-cancelled-fee-owed.png`, fullPage: true })

  // 4. the driver's day: a missed appointment, confirmed, on a stop of its own day
  const day = saturdayAhead(7)
  const stop = await booked(day, [960, 840, 720, 600, 480], `Morgan Missed${run}`)
  if (!stop) throw new Error('no window free for the missed appointment')
  await signIn(page, driver, 'staff')
  await page.goto(`/admin/deliveries/day?day=${day}`)
  const card = page.getByRole('listitem').filter({ hasText: `Morgan Missed${run}` })
  await expect(card.getByRole('button', { name: 'Missed appointment ($100)' })).toBeVisible()
  await expectAccessible(page)
  await card.getByLabel('No one met us: charge the $100 missed appointment fee').check()
  await page.screenshot({ path: `${shots}/dfee-3-driver-missed.png`, fullPage: true })
  await card.getByRole('button', { name: 'Missed appointment ($100)' }).click()
  await expect(card).toContainText('Status: Could not deliver')
  await expect(card).toContainText('missed appointment')

  // 5. the job's view: the fee owed, recorded paid at the desk
  await card.getByRole('link', { name: 'Sale delivery' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Sale delivery: Morgan Missed${run}`,
  )
  const fee = page.getByRole('region', { name: 'Fees' })
  await expect(fee).toContainText('Missed appointment: $100, Owed')
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/dfee-4-job-fee-owed.png`, fullPage: true })
  await fee.getByLabel('Paid at the desk by').selectOption('cash')
  await fee.getByRole('button', { name: 'Record $100 paid' }).click()
  await expect(page.getByRole('region', { name: 'Fees' })).toContainText(
    'Missed appointment: $100, Paid',
  )
  await expect(page.getByRole('region', { name: 'History' })).toContainText('fee paid')

  // 6. the day printed: per truck, the stops with a signature line and no buttons
  await page.goto(`/admin/deliveries/day?day=${day}&print=1`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deliveries,')
  await expect(page.getByText('Signature:').first()).toBeVisible()
  await expect(page.locator('main button')).toHaveCount(0)
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: `${shots}/dfee-5-print-the-day.png`, fullPage: true })
})
