import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * A staff member puts a new cart on sale ending in a week and tags it
 * "Financing offer"; the public card, the cart's page (its JSON-LD) and the
 * Google feed show the sale, and the financing filter finds the cart.
 */

const run = Date.now().toString(36)
const person = {
  email: `sale-${run}@example.com`,
  name: 'Sam Sale',
  password: 'harbor maple lantern quiet',
}
const cartName = `Evolution Sale Journey ${run}`
const shots = process.env.SHOTS_DIR

test('staff put a cart on sale with a financing tag, and the site and feed show it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, person, 'staff')
  await page.goto('/admin/inventory/new')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(cartName)
  await page.getByRole('textbox', { name: 'Series' }).fill('Classic')
  await page.getByRole('spinbutton', { name: 'Price (whole dollars)' }).fill('12000')
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('A four-seat street-legal cart, lithium, for the lake community.')
  const today = calendarDay(new Date(), business.timeZone)
  const lastDay = addDays(today, 7)
  await page.getByRole('checkbox', { name: 'On sale' }).check()
  await page.getByRole('spinbutton', { name: 'Sale price, in whole dollars' }).fill('9999')
  await page.getByLabel('Sale ends (day, optional)').fill(lastDay)
  await page.getByRole('checkbox', { name: 'Financing offer' }).check()
  await expectAccessible(page)
  if (shots) await page.screenshot({ path: `${shots}/sale-form.png`, fullPage: true })
  await page.getByRole('button', { name: 'Save the cart' }).click()
  await expect(page.getByText('Cart created as a draft.')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('button', { name: 'Put it on sale without photos' }).click()
  await expect(page.getByRole('heading', { name: 'Status: Available' })).toBeVisible()

  const ends = new Date(`${lastDay}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  await page.goto('/inventory?tag=financing')
  const card = page.getByRole('article').filter({ hasText: cartName })
  await expect(card).toContainText('Was $12,000, now $9,999')
  await expect(card).toContainText(`Sale ends ${ends}`)
  await expect(card.getByRole('link', { name: 'Financing offer' })).toBeVisible()
  await expectAccessible(page)

  await card.getByRole('link', { name: `View Details: ${cartName}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cartName)
  await expect(page.getByText('Was $12,000, now $9,999')).toBeAttached()
  await expectAccessible(page)
  if (shots) await page.screenshot({ path: `${shots}/cart-page-on-sale.png`, fullPage: true })
  const offers = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const data = JSON.parse(script.textContent ?? '{}') as { offers?: unknown }
      return data.offers ? [data.offers] : []
    }),
  )
  expect(offers).toContainEqual(expect.objectContaining({ price: 9999, priceValidUntil: lastDay }))

  const feed = await (await page.request.get('/feeds/google-products.xml')).text()
  const item = feed.split('<item>').find((part) => part.includes(cartName)) ?? ''
  expect(item).toContain('<g:price>12000.00 USD</g:price>')
  expect(item).toContain('<g:sale_price>9999.00 USD</g:sale_price>')
  expect(item).toMatch(
    new RegExp(
      `<g:sale_price_effective_date>${today}T00:00[-+]\\d{2}:\\d{2}/${lastDay}T23:59[-+]\\d{2}:\\d{2}<`,
    ),
  )
})
