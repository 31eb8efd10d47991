import type { Page } from '@playwright/test'

import { withDatabase } from '#tests/support/admin.ts'
import { seedLeads } from '#tests/support/leads.ts'

import {
  adminDatabase,
  expect,
  expectAccessible,
  holdRequests,
  signIn,
  test,
  waitForHydration,
} from './fixtures'

/*
 * The dealer answers leads on a phone (390 x 844 CSS px): the inbox shows
 * its first lead on the first screen, with the filters folded away; the
 * inventory fits the width; the cart page too. Each screen is scanned by axe
 * and kept as a picture with the run's results.
 */

const phone = { width: 390, height: 844 }
test.use({ viewport: phone, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })

const run = Date.now().toString(36)
const person = {
  email: `phone-${run}@example.com`,
  name: 'Pia Phone',
  password: 'walnut harbor saddle lyric',
}

/**
 * The page is no wider than the phone (nothing to scroll sideways), and
 * nothing in it is cut off at the right edge, scrolled inside a box or not.
 */
async function expectNoSidewaysScroll(page: Page) {
  const cutOff = await page.locator('main').evaluate((main, width) => {
    return [...main.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} ${element.className} ${element.getBoundingClientRect().right} ${element.textContent?.slice(0, 40)}`,
      )
  }, phone.width)
  expect(cutOff, 'elements past the right edge').toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  )
}

test('on a phone the inbox, the inventory and a cart fit the screen', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const now = Date.now()
  await withDatabase(adminDatabase(), (db) =>
    seedLeads(db, [
      {
        received_at: new Date(now - 60_000).toISOString(),
        due_at: new Date(now + 3_600_000).toISOString(),
        first_name: 'Morgan',
        last_name: `Phone${run}`,
        message: 'Is the six-seat lifted cart still on the lot? I could come by on Saturday.',
      },
    ]),
  )
  // the dealer: an owner, who sees the most (menu, the mail warning)
  await signIn(page, person, 'owner')

  // the inbox: its newest lead on the first screen, the filters one tap away
  await page.goto('/admin/leads')
  await waitForHydration(page)
  const firstLead = page.getByRole('link', { name: `Morgan Phone${run}` })
  await expect(firstLead).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('inbox-390.png'), fullPage: false })
  // the whole of the first lead's card, not only its name (another journey's lead may be newer)
  const card = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem').first()
  const box = await card.boundingBox()
  expect(box, 'the first lead is laid out').not.toBeNull()
  expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height)
  const filters = page.locator('summary', { hasText: 'Filters' })
  await expect(page.getByLabel('Interest')).toBeHidden()
  await filters.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Interest')).toBeVisible()
  await page.getByLabel('Interest').selectOption('sales')
  await page.getByRole('button', { name: 'Show leads' }).click()
  await expect(page).toHaveURL(/interest=sales/)
  // the filter in force is said on the folded disclosure
  await expect(filters).toContainText('Interest: Sales')
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  // the inventory: one card a cart, nothing cut off on the right
  await page.goto('/admin/inventory')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory')
  const carts = page.getByRole('list', { name: 'Carts' })
  await expect(carts.getByRole('listitem').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('inventory-390.png'), fullPage: false })

  // a cart's page: the form and the status buttons fit too (a cart for sale: other
  // journeys running beside this one change carts, and a sold one has no "Mark sold")
  await page.goto('/admin/inventory?status=available')
  await carts.getByRole('link').first().click()
  // its status buttons come first, on the first screen, not under the whole form
  const markSold = page.getByRole('button', { name: 'Mark sold' })
  await expect(markSold).toBeVisible()
  const button = await markSold.boundingBox()
  expect(button!.y + button!.height).toBeLessThanOrEqual(phone.height)
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('cart-390.png'), fullPage: false })
})

test('on a slow phone, a page scrolled before its scripts start stays where the reader is', async ({
  page,
}) => {
  await signIn(page, { ...person, email: `slow-${person.email}` }, 'staff')
  // the scripts arrive only once the reader has scrolled to the form's button
  const release = await holdRequests(
    page,
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
  )
  await page.goto('/admin/inventory/new', { waitUntil: 'commit' })
  const save = page.getByRole('button', { name: 'Save the cart' })
  await save.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(300)
  release()
  await waitForHydration(page)
  // a route change scrolls again 10 ms after the first: wait past it
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await expect(save).toBeInViewport()
})
