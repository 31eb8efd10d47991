import type { Page } from '@playwright/test'

import { expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * The rental pages on a 390 x 844 phone put the choice first: a plan's
 * RESERVE TODAY on the first screen of /rentals, a town's prices before its
 * selling points, and a reserve form short enough to reach its Send button
 * in a few screens (it was 1,583 and 2,549 pixels down).
 */

const phone = { width: 390, height: 844 }
const shots = 'test-results/rentals-phone'

test.use({ viewport: phone, hasTouch: true, isMobile: true })
// three pages scanned by axe, on a machine the other tests share
test.setTimeout(120_000)

/** How far down the page (CSS pixels) an element starts and ends, scrolled to the top. */
async function place(page: Page, name: RegExp | string, role: 'link' | 'button' = 'link') {
  const box = await page.getByRole(role, { name }).first().boundingBox()
  if (!box) throw new Error(`no ${role} ${String(name)}`)
  return { top: box.y, bottom: box.y + box.height }
}

test('/rentals shows a whole RESERVE TODAY on the first screen', async ({ page }) => {
  await page.goto('/rentals')
  const reserve = await place(page, /^Reserve today: 4-Seater Golf Cart, Daily Rental$/)
  expect(reserve.top).toBeGreaterThan(0)
  expect(reserve.bottom).toBeLessThanOrEqual(phone.height)
  await page.screenshot({ path: `${shots}/rentals-first-screen.png` })
  await expectAccessible(page)
})

test('a town’s rental page shows its prices before its selling points', async ({ page }) => {
  await page.goto('/rentals/milford')
  const prices = await page.getByRole('heading', { name: 'Milford Rental Rates' }).boundingBox()
  const why = await page.getByRole('heading', { name: /Why Rent With Us/ }).boundingBox()
  expect(prices?.y ?? Infinity).toBeLessThan(why?.y ?? 0)
  // it was 3,151 pixels down, below the four selling points
  expect((await place(page, /^Reserve today:/)).top).toBeLessThan(2 * phone.height)
  await page.screenshot({ path: `${shots}/milford.png`, fullPage: true })
  await expectAccessible(page)
})

test('the reserve form reaches its Send button in under three screens', async ({ page }) => {
  await page.goto('/rentals/reserve?type=six-seater&plan=three-day&town=milford')
  await waitForHydration(page)
  // the month grid is in place: the form is as tall as a renter sees it
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible()
  const send = await place(page, 'Send my reservation request', 'button')
  // 2,549 pixels down before; the calendar's month has five or six weeks. The
  // delivery's access path and where to leave the cart (record 077) added 60.
  expect(send.bottom).toBeLessThan(2400)
  await page.screenshot({ path: `${shots}/reserve-form.png`, fullPage: true })
  await expectAccessible(page)
})
