import type { Page } from '@playwright/test'

import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * An owner changes a price of the pickup card and finds it on the rentals
 * page, then adds a rental cart and blocks it for maintenance with a reason. Both pages
 * are scanned, on a desktop and on a phone.
 */

const run = Date.now().toString(36)
const owner = {
  email: `fleet-${run}@example.com`,
  name: 'Fern Fleet',
  password: 'lantern orchard pebble violet',
}
const cartName = `6-seater ${run}`

// a refused price answers 400 with its message
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
})

/** The dealer's calendar day `days` after today, as a date input takes it. */
const dayFromNow = (days: number) => addDays(calendarDay(new Date(), business.timeZone), days)

async function onPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 })
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('an owner edits a rate, sees it on /rentals, and manages the fleet', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, owner, 'owner')

  await page.goto('/admin/rentals/rates')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rental rates')
  await waitForHydration(page)
  await expectAccessible(page)
  await onPhone(page)

  const pickup = page.getByRole('form', { name: 'Pickup at a showroom prices' })
  const monthly = pickup.getByLabel('Utility, Monthly Rental, price in dollars')
  await expect(monthly).toHaveValue('2800')
  // a price that is not whole dollars is named, and nothing is stored
  await monthly.fill('29.50')
  await pickup.getByRole('button', { name: /Save the pickup/ }).click()
  await expect(page.getByText('Please correct the following:')).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Utility, Monthly Rental: A price is whole dollars' }),
  ).toBeVisible()
  await expectAccessible(page)

  await pickup.getByLabel('Utility, Monthly Rental, price in dollars').fill('2950')
  await pickup.getByRole('button', { name: /Save the pickup/ }).click()
  await expect(page.getByText('Saved: the public pages show the new prices.')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Pickup at a showroom: price changes' }),
  ).toContainText('$2,800 → $2,950')

  await page.goto('/rentals')
  const utility = page.getByRole('region', { name: 'Utility Golf Cart' })
  await expect(utility.getByRole('article').filter({ hasText: 'Monthly Rental' })).toContainText(
    '$2,950',
  )

  await page.goto('/admin/rentals/fleet')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rental fleet')
  await waitForHydration(page)
  await expectAccessible(page)
  await onPhone(page)

  const add = page.getByRole('region', { name: 'Add a cart' })
  await add.getByRole('textbox', { name: 'Name or number' }).fill(cartName)
  await add.getByRole('combobox', { name: 'Type' }).selectOption({ label: '6-seater' })
  await add.getByRole('combobox', { name: 'Home showroom' }).selectOption({ index: 1 })
  await add.getByRole('button', { name: 'Add the cart' }).click()
  await expect(page.getByText('Cart added: it is in service and can be reserved.')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(cartName) })
  await expect(row).toContainText('In service')

  await row.getByRole('link', { name: `Manage ${cartName}` }).click()
  const manage = page.getByRole('region', { name: cartName })
  await expect(manage).toBeVisible()
  await manage.getByLabel('First day out of service').fill(dayFromNow(10))
  await manage.getByLabel('Last day out of service').fill(dayFromNow(12))
  await manage.getByLabel('Why').fill('New batteries')
  await manage.getByRole('button', { name: 'Add the maintenance' }).click()
  await expect(page.getByText(/The cart is out for maintenance on those days/)).toBeVisible()
  await expect(
    page.getByRole('list', { name: `Maintenance of ${cartName}` }).getByRole('listitem'),
  ).toContainText(['New batteries'])
  await expectAccessible(page)
  await onPhone(page)
})
