import { seedRentalRequest } from '#tests/support/rental-seed.ts'

import { adminDatabase, expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * Money at the desk on a phone (390 x 844 CSS px): on a rental's page staff
 * see it has no payments, are refused a refund of money never paid, record
 * cash taken for the rent and see it in the rental's list and totals; the
 * owners' Payments page lists it with its purpose. Each screen scanned by axe.
 */

const phone = { width: 390, height: 844 }
test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  // the refused refund is the form's 400
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
})

const run = Date.now().toString(36)
const owner = {
  email: `desk-money-${run}@example.com`,
  name: 'Casey Cashdesk',
  password: 'harbor quartz lantern pine',
}

test('staff record cash taken on a rental and see it there and on Payments', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const id = await seedRentalRequest(adminDatabase(), {
    cartType: 'utility',
    firstName: 'Robin',
    email: `robin-${run}@example.com`,
    daysAhead: 11,
  })
  await signIn(page, owner, 'owner')
  await page.goto(`/admin/rentals/${id}`)
  await waitForHydration(page)
  const payments = page.getByRole('region', { name: 'Payments', exact: true })
  await expect(payments).toContainText('No money has moved for this rental yet.')
  const form = page.getByRole('form', { name: 'Record money at the desk' })
  await form.scrollIntoViewIfNeeded()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('rental-no-payments.png'), fullPage: true })

  // a refund of money never paid is refused, saying why
  await form
    .getByRole('combobox', { name: 'Money', exact: true })
    .selectOption('Given back to the customer')
  await form.getByRole('textbox', { name: 'Amount in dollars' }).fill('10')
  await form.getByRole('button', { name: 'Record' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toContainText(
    'Nothing paid here is left to give back, so the desk cannot refund it.',
  )
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('refund-refused.png'), fullPage: true })

  // cash taken for the rent
  await form
    .getByRole('combobox', { name: 'Money', exact: true })
    .selectOption('Taken from the customer')
  await form.getByRole('combobox', { name: 'Paid by' }).selectOption('Cash')
  await form.getByRole('textbox', { name: 'Amount in dollars' }).fill('125.50')
  await form.getByRole('combobox', { name: 'For', exact: true }).selectOption('Rent')
  await form.getByRole('textbox', { name: 'Note' }).fill(`Cash at the counter ${run}`)
  await form.getByRole('button', { name: 'Record' }).click()
  await expect(payments.getByRole('status').filter({ hasText: 'Recorded' })).toHaveText(
    'Recorded: $125.50 taken (cash, rent).',
  )
  const list = payments.getByRole('list', {
    name: 'Movements of money for this rental, oldest first',
  })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText('Paid at the desk, rent$125.50')
  await expect(list.getByRole('listitem')).toContainText('Cash · Done · Casey Cashdesk')
  await expect(payments.getByRole('definition').first()).toHaveText('$125.50')
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('cash-recorded.png'), fullPage: true })

  // the owners' page lists it, with what it was for
  await page.goto('/admin/payments')
  await waitForHydration(page)
  const movements = page.getByRole('region', { name: 'Last movements' })
  const row = movements.getByRole('row').filter({ hasText: `Cash at the counter ${run}` })
  await expect(row).toContainText('Rent')
  await expect(row).toContainText('$125.50')
  await expect(row.getByRole('link', { name: /^Rental / })).toHaveAttribute(
    'href',
    `/admin/rentals/${id}`,
  )
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('payments-with-cash.png'), fullPage: true })
})
