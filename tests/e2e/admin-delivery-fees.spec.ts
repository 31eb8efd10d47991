import { withDatabase } from '#tests/support/admin.ts'
import {
  insertDeliveryJob,
  windowBegunToday,
  windowLaterToday,
} from '#tests/support/delivery-jobs.ts'

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
const driver = {
  email: `fees-driver-${run}@example.com`,
  name: 'Frankie Fees',
  password: 'meadow harbor lantern gravel',
}

/** A sold cart's delivery today (booking refuses a window that has begun, so it is written as booked). */
const bookedToday = (window: { day: string; start: number }, name: string) =>
  withDatabase(adminDatabase(), (db) =>
    insertDeliveryJob(db, {
      day: window.day,
      window_start: window.start,
      subject_id: `fees-${name}-${run}`,
      customer_name: name,
      email: `fees-${run}@example.com`,
      phone: '570-555-0177',
      items: 'Deliver a 2025 Evolution Classic 4 Plus (sold)',
    }),
  )

test('the customer cancels on the day after seeing the $75 fee; the driver marks a missed appointment ($100)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // a window later today, on the dealer's clock
  const job = await bookedToday(await windowLaterToday(), `Casey Cancel${run}`)

  // 1. the customer's page on the day: the fee and how it is paid, before confirming
  await page.goto(`/delivery/${job.token}`)
  const cancel = page.locator('form').filter({ hasText: 'Cancelling today costs $75' })
  await expect(cancel.getByRole('heading', { name: 'Cancelling today costs $75' })).toBeVisible()
  await expect(cancel).toContainText('You pay the $75 at the showroom.')
  await expect(page.getByRole('button', { name: 'Move my window' })).toHaveCount(0)
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('1-same-day-cancel.png'), fullPage: true })

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
  await page.screenshot({ path: testInfo.outputPath('2-cancelled-fee-owed.png'), fullPage: true })

  // 4. the driver's day: a missed appointment, confirmed, on a stop whose window has begun
  const begun = windowBegunToday()
  const day = begun.day
  await bookedToday(begun, `Morgan Missed${run}`)
  await signIn(page, driver, 'staff')
  await page.goto(`/admin/deliveries/day?day=${day}`)
  const card = page.getByRole('listitem').filter({ hasText: `Morgan Missed${run}` })
  await card.locator('summary', { hasText: 'Could not deliver' }).click()
  await expect(card.getByRole('button', { name: 'Missed appointment ($100)' })).toBeVisible()
  await expectAccessible(page)
  await card.getByLabel('No one met us: charge the $100 missed appointment fee').check()
  await page.screenshot({ path: testInfo.outputPath('3-driver-missed.png'), fullPage: true })
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
  await page.screenshot({ path: testInfo.outputPath('4-job-fee-owed.png'), fullPage: true })
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
  await page.screenshot({ path: testInfo.outputPath('5-print-the-day.png'), fullPage: true })
})
