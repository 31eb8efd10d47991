import type { Page } from '@playwright/test'

import { phoneJpeg } from '#tests/support/photos.ts'

import { expect, expectAccessible, screenshots, test } from './fixtures'

/*
 * A customer on a phone books mobile service from /services: the town
 * served with its fee, the cart and a photo, a free 2-hour window, then the
 * booking's own page with its stage and photo. A town outside the area and
 * a sixth photo are refused with what was typed kept. Without JavaScript
 * the same booking posts as a plain form.
 */

const phone = { width: 390, height: 844 }

test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  // a refused booking is the page again with status 400
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
})
// several pages scanned by axe, on a machine the other tests share
test.setTimeout(180_000)

const photo = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await phoneJpeg(1200, 900),
})

async function chooseMobileIn(page: Page, town: string) {
  await page.getByRole('radio', { name: /Mobile service at your address/ }).check()
  await page.getByLabel('Your town (for a pickup or mobile service)').fill(town)
  await page.getByRole('button', { name: 'Show free times' }).click()
}

async function fillBooking(page: Page, email: string, window: 'first' | 'last') {
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Battery service' })
  await page
    .getByLabel('What is wrong, in your words')
    .fill('The cart stops after ten minutes of driving.')
  await page.getByLabel('Brand', { exact: true }).fill('Evolution')
  await page.getByLabel('Model', { exact: true }).fill('Classic 4 Plus')
  await page.getByLabel('Year (if known)').fill('2022')
  await page.getByLabel('Battery', { exact: true }).selectOption({ label: 'Lithium' })
  await page.getByLabel('Voltage (if known)').fill('48')
  await page.getByLabel('Street address').fill('12 Harford Street')
  await page.getByLabel('ZIP code').fill('18337')
  const free = page.locator('select[name="slot"] option:not([disabled]):not([value=""])')
  const value = await (window === 'first' ? free.first() : free.last()).getAttribute('value')
  await page.getByLabel('Window', { exact: true }).selectOption(value ?? '')
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill('Miller')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0199')
}

test('books mobile service with a photo from /services, on a phone', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo)
  await page.goto('/services')
  const hero = page.getByRole('link', { name: 'Schedule Service' })
  await hero.click()
  await expect(page).toHaveURL(/\/services\/book$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Book Service' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Or call \(570\) 555-0101/ })).toBeVisible()

  // a town outside the area: refused, the towns served listed
  await chooseMobileIn(page, 'Philadelphia')
  await expect(page.getByRole('alert').first()).toContainText(
    'We do not come to that town. We serve: Milford, Hawley,',
  )
  await shot('service-book-1-unknown-town.png')
  await expectAccessible(page)

  await chooseMobileIn(page, 'Milford')
  await expect(page.getByText('Mobile service fee to Milford: $79')).toBeVisible()
  await expect(page.getByText(/Sunday: emergencies only, call/)).toBeVisible()
  await fillBooking(page, 'dana.js@example.com', 'first')

  // a sixth photo: refused, what was typed kept
  await page
    .getByLabel('Photos (up to 5)')
    .setInputFiles(await Promise.all([1, 2, 3, 4, 5, 6].map((i) => photo(`cart-${i}.jpg`))))
  await page.getByRole('button', { name: 'Book the visit' }).click()
  await expect(
    page.getByText('Add at most 5 photos. Choose your photos again.').first(),
  ).toBeVisible()
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Evolution')
  await expect(page.getByLabel('E-mail')).toHaveValue('dana.js@example.com')
  await shot('service-book-2-sixth-photo.png')
  await expectAccessible(page)

  await page.getByLabel('Photos (up to 5)').setInputFiles([await photo('cart.jpg')])
  await shot('service-book-3-form.png')
  await page.getByRole('button', { name: 'Book the visit' }).click()
  await expect(page).toHaveURL(/\/service\/[A-Za-z0-9_-]{32}$/)
  await expect(page.getByRole('heading', { name: 'Now: Booked' })).toBeVisible()
  await expect(page.getByText('12 Harford Street, Milford, PA 18337')).toBeVisible()
  await expect(page.getByRole('img', { name: 'What you sent, 1 of 1' })).toBeVisible()
  await expect(page.getByRole('link', { name: '(570) 555-0101' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel this booking' })).toBeVisible()
  await shot('service-book-4-job-page.png')
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  // axe itself needs JavaScript: the pages' markup is scanned in the journey above
  test.use({ javaScriptEnabled: false })

  test('the same booking posts as a plain form', async ({ page }, testInfo) => {
    const shot = screenshots(page, testInfo)
    await page.goto('/services/book')
    await chooseMobileIn(page, 'milford')
    await expect(page.getByText('Mobile service fee to Milford: $79')).toBeVisible()
    await fillBooking(page, 'dana.nojs@example.com', 'last')
    await page.getByLabel('Photos (up to 5)').setInputFiles([await photo('cart.jpg')])
    await shot('service-book-5-form-no-js.png')
    await page.getByRole('button', { name: 'Book the visit' }).click()
    await expect(page).toHaveURL(/\/service\/[A-Za-z0-9_-]{32}$/)
    await expect(page.getByRole('heading', { name: 'Now: Booked' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'What you sent, 1 of 1' })).toBeVisible()
    await shot('service-book-6-job-page-no-js.png')
  })
})
