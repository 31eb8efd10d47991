import { business } from '#app/kernel/dealer/business.ts'
import { localInputValue } from '#app/kernel/zoned-time.ts'

import { expect, expectAccessible, screenshots, signIn, test, waitForHydration } from './fixtures'

/*
 * An owner adds a banner for the inventory pages on /admin/announcements
 * (scanned for accessibility, a bad link refused first): it shows on
 * /inventory and a cart's page, not on /contact, and moves nothing on the
 * page as it loads; shown on every page, it reaches the home page; ended,
 * it leaves them; then it is deleted.
 */

const run = Date.now().toString(36)
const person = {
  email: `banner-${run}@example.com`,
  name: 'Bea Banner',
  password: 'harbor lantern maple cobble',
}
const text =
  'Winter storage is open: heated indoor spots, battery care over the winter and pickup and delivery from every town we serve, book yours before December 15'

test('an owner adds a banner for the inventory pages; it shows there, on time, and nowhere else', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const shot = screenshots(page, testInfo)
  const banner = page.getByRole('region', { name: 'Announcement' })
  await signIn(page, person, 'owner')

  await page.getByRole('link', { name: 'Announcements', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements')
  await waitForHydration(page)
  await expectAccessible(page)

  const form = page.getByRole('form', { name: 'Add the banner' })
  await form.getByLabel('Banner text').fill(text)
  await form.getByLabel('Link address').fill('javascript:alert(1)')
  await form.getByLabel('Link text').fill('See the storage plans')
  const ends = localInputValue(new Date(Date.now() + 2 * 86_400_000), business.timeZone)
  await form.getByLabel('Ends').fill(ends)
  await form.getByLabel('Only the pages ticked below').check()
  await form.getByLabel('Inventory and cart pages').check()
  await form.getByRole('button', { name: 'Add the banner' }).click()
  await expect(page.getByRole('alert').first()).toContainText(
    'The link must be a page of this site (starting with /) or an https:// address.',
  )
  await expectAccessible(page)
  await form.getByLabel('Link address').fill('/services')
  await form.getByRole('button', { name: 'Add the banner' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Banner added/)
  const showing = page.getByRole('region', { name: 'Showing now' })
  await expect(showing).toContainText(text)
  await expect(showing).toContainText('Inventory and cart pages')
  await shot('admin-announcements.png')

  await page.goto('/inventory')
  await expect(banner).toHaveText(`${text} See the storage plans`)
  await expect(banner.getByRole('link', { name: 'See the storage plans' })).toHaveAttribute(
    'href',
    '/services',
  )
  await expectAccessible(page)
  await shot('inventory-desktop.png')
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^View Details/ })
    .click()
  await expect(page).toHaveURL(/\/vehicles?\//)
  await expect(banner).toContainText(text)
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toHaveCount(0)

  // on a phone the long text wraps, laid out from the first paint: nothing shifts as the page loads
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/inventory', { waitUntil: 'load' })
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 1500)
      }),
  )
  expect(shift).toBe(0)
  expect((await banner.boundingBox())?.height).toBeGreaterThan(60)
  await shot('inventory-390.png')
  await page.setViewportSize({ width: 1280, height: 900 })

  // shown on every page, it reaches the home page
  await page.goto('/admin/announcements')
  await waitForHydration(page)
  await showing.getByRole('link', { name: `Edit “${text}”` }).click()
  const edit = page.getByRole('form', { name: 'Save the banner' })
  await edit.getByLabel('Every public page').check()
  await edit.getByLabel('Sale (amber)').check()
  await edit.getByRole('button', { name: 'Save the banner' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Banner saved/)
  // never on the staff pages
  await expect(banner).toHaveCount(0)
  await page.goto('/')
  await expect(banner).toContainText(text)
  await expectAccessible(page)
  await shot('home-desktop.png')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await shot('home-390.png')
  await page.setViewportSize({ width: 1280, height: 900 })

  // ended now, it leaves the pages; deleted, it leaves the list
  await page.goto('/admin/announcements')
  await waitForHydration(page)
  await showing.getByRole('button', { name: `End “${text}” now` }).click()
  await expect(page.getByRole('status')).toHaveText(/^Banner ended/)
  await expect(page.getByRole('region', { name: 'Ended' })).toContainText(text)
  await page.goto('/inventory')
  await expect(banner).toHaveCount(0)
  await page.goto('/admin/announcements')
  await waitForHydration(page)
  await page
    .getByRole('region', { name: 'Ended' })
    .getByRole('button', { name: `Delete “${text}”` })
    .click()
  await expect(page.getByRole('status')).toHaveText(/^Banner deleted/)
  await expect(page.getByText(text)).toHaveCount(0)
})
