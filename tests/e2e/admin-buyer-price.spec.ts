import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { withDatabase } from '#tests/support/admin.ts'

import { adminDatabase, expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * A buyer on a phone prices a cart delivered to their town (outside the free
 * zone), reads a 48-month estimate, and sends a trade-in with photos from the
 * cart's page; staff see the lead with the photos and answer with a value,
 * and the buyer's e-mail shows the price less it. The estimate is the same
 * without JavaScript. Runs on the back-office server, whose inbox it reads.
 */

const run = Date.now().toString(36)
const buyer = { first: 'Robin', last: `Trader${run}`, email: `robin-${run}@example.com` }
const staff = {
  email: `trade-${run}@example.com`,
  name: 'Tess Sales',
  password: 'harbor violet ember kite',
}
// $12,995 delivered 25 miles from Pocono Pines (no free zone there): $150, and 6% on both
const cart = { id: 'evolution-d5-maverick-4-plus', name: 'Evolution D5 Maverick 4 Plus' }
const town = 'Middle Smithfield Township'
const photos = ['Kleiber_by_Lukas_Baubkus.jpg', 'sunset_by_Aitzol_Berasategi.jpg'].map((file) =>
  path.join('tests/fixtures/photos', file),
)

/** A screenshot in Playwright's output folder, copied to BUYER_SHOTS_DIR when it is set. */
async function shot(target: Locator, step: string) {
  const out = test.info().outputPath(`buyer-${step}.png`)
  await target.screenshot({ path: out })
  const folder = process.env.BUYER_SHOTS_DIR
  if (!folder) return
  await mkdir(folder, { recursive: true })
  await copyFile(out, path.join(folder, `buyer-${step}.png`))
}

async function priceMyTown(page: Page) {
  await page.goto(`/vehicle/${cart.id}`)
  await page.getByText('Out-the-door price and monthly payment').click()
  await page.getByLabel('Deliver to').selectOption({ label: town })
  await expect(page.getByLabel('Term')).toHaveValue('48')
  await page.getByRole('button', { name: 'Show my price' }).click()
  await expect(page).toHaveURL(/town=middle-smithfield-township&term=48&down=#price$/)
  await expect(page.getByTestId('out-the-door-total')).toHaveText('$13,933.70')
  return (await page.getByTestId('payment-disclosure').innerText()).trim()
}

test('a buyer prices a cart to their town, trades in with photos, and is e-mailed the difference', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const visitor = await phone.newPage()
  const estimate = await priceMyTown(visitor)
  const box = visitor.locator('#price')
  await expect(
    box.getByRole('row', { name: /Delivery to Middle Smithfield Township/ }),
  ).toContainText('$150')
  await expect(box.getByRole('row', { name: /Sales tax \(6%\)/ })).toContainText('$788.70')
  // a 48-month estimate on the total less 10% down ($1,393), with its APR and terms beside it
  expect(estimate).toContain('$306.10 a month for 48 months')
  expect(estimate).toContain('$1,393 down')
  expect(estimate).toContain('7.99% APR')
  expect(estimate).toContain('An estimate, not an offer of credit')
  await expect(box.getByRole('row', { name: /^48 months/ })).toHaveAttribute('aria-current', 'true')
  // the structured data and meta tags keep the listed price: no estimate goes into them
  const jsonLd = (
    await visitor.locator('script[type="application/ld+json"]').allTextContents()
  ).join()
  expect(jsonLd).toMatch(/"price":"?12995"?/)
  expect(jsonLd).not.toContain('13933')
  await expect(visitor.locator('meta[property="product:price:amount"]')).toHaveAttribute(
    'content',
    '12995',
  )
  await expectAccessible(visitor)
  await shot(box.locator('table').first().locator('..'), 'price-box')
  await shot(box.getByTestId('payment-table').locator('..'), 'payment-table')

  // with JavaScript, a new term is estimated at once, and the address follows
  await waitForHydration(visitor)
  await visitor.getByLabel('Term').selectOption('36')
  await expect(box.getByTestId('payment-disclosure')).toContainText('$392.93 a month for 36 months')
  await expect(box.getByRole('row', { name: /^36 months/ })).toHaveAttribute('aria-current', 'true')
  await expect(visitor).toHaveURL(/term=36/)
  await visitor.getByLabel('Term').selectOption('48')

  // a down payment above the price is refused beside its field
  await visitor.getByLabel('Down payment ($)').fill('20000')
  await visitor.getByRole('button', { name: 'Show my price' }).click()
  await expect(visitor.getByRole('alert')).toHaveText(
    'The down payment must be less than the out-the-door price of $13,933.70.',
  )

  await visitor.getByRole('link', { name: 'Get it valued' }).click()
  await expect(visitor).toHaveURL(
    new RegExp(`/trade-in\\?vehicle=${cart.id}&town=middle-smithfield-township$`),
  )
  await expect(visitor.getByText('Trading toward the')).toContainText(
    `${cart.name}, delivered to ${town}`,
  )
  await visitor.getByLabel('Brand').fill('Club Car')
  await visitor.getByLabel('Model', { exact: true }).fill('Onward')
  await visitor.getByLabel('Model year').fill('2019')
  await visitor.getByRole('radio', { name: 'Lithium' }).check()
  await visitor.getByLabel('Battery age in years (if known)').fill('2')
  await visitor.getByRole('radio', { name: 'Yes' }).check()
  await visitor.getByRole('radio', { name: /^Good/ }).check()
  await visitor.getByLabel(/^Up to 8 photos/).setInputFiles(photos)
  await visitor.getByLabel('First name').fill(buyer.first)
  await visitor.getByLabel('Last name').fill(buyer.last)
  await visitor.getByLabel('E-mail').fill(buyer.email)
  await visitor.getByLabel('Phone').fill('570-555-0190')
  await expectAccessible(visitor)
  await visitor.getByRole('button', { name: 'Send for a value' }).click()
  await expect(visitor).toHaveURL(/\/thank-you$/)
  await phone.close()

  await signIn(page, staff, 'staff')
  await page.goto(`/admin/leads?q=${encodeURIComponent(buyer.last)}`)
  await page.getByRole('link', { name: `${buyer.first} ${buyer.last}` }).click()
  const card = page.getByRole('region', { name: 'Trade-in: 2019 Club Car Onward' })
  await expect(card).toContainText(
    `Wants the ${cart.name}, delivered to ${town}: out-the-door $13,933.70.`,
  )
  const images = card.getByRole('img')
  await expect(images).toHaveCount(2)
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty('complete', true)
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
  await waitForHydration(page)
  await card.getByLabel('Trade-in value in dollars').fill('3500')
  await card.getByRole('button', { name: 'Send the value' }).click()
  await expect(card.getByText('Value saved; the buyer is e-mailed it.')).toBeVisible()
  await expect(card).toContainText('Valued at $3,500: the buyer was sent $10,433.70 after trade.')
  await expectAccessible(page)
  await shot(card, 'trade-in-lead')

  const mail = await withDatabase(adminDatabase(), (db) =>
    db
      .selectFrom('outbox')
      .select(['payload'])
      .where('recipient', '=', buyer.email)
      .where('kind', '=', 'renter')
      .executeTakeFirstOrThrow(),
  )
  const text = (JSON.parse(mail.payload ?? '{}') as { text: string }).text
  expect(text).toContain('we value it at $3,500 in trade')
  expect(text).toContain('out-the-door price $13,933.70, less your trade-in $3,500: $10,433.70.')

  // the same estimate without JavaScript
  const noScript = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    javaScriptEnabled: false,
  })
  const plain = await noScript.newPage()
  expect(await priceMyTown(plain)).toBe(estimate)
  // asking about the cart then carries its lot and the buyer's town into the lead
  await plain.getByRole('link', { name: 'Ask About This Cart' }).click()
  await expect(plain.getByLabel('Message', { exact: true })).toHaveValue(
    `I'm interested in the ${cart.name} at your Pocono Pines Showroom, delivered to ${town}.`,
  )
  await noScript.close()
})
