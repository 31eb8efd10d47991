import type { Page } from '@playwright/test'

import { phones } from '#app/content/business.ts'
import { aboutNav, mainNav } from '#app/content/navigation.ts'

import { fillContactForm } from './contact-helpers.ts'
import { expect, expectAccessible, expectLinks, test, waitForHydration } from './fixtures.ts'

test.describe('site header on desktop', () => {
  test('shows the logo, the two-line name and Call Now dialling the dealer', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/')
    await expect(header.getByText('Keystone Electric', { exact: true })).toBeVisible()
    await expect(header.getByText('Golf Carts', { exact: true })).toBeVisible()
    const call = header.getByRole('link', { name: /call now/i })
    await expect(call).toHaveAttribute('href', `tel:${phones.main.tel}`)
    await expect(header).toHaveCSS('position', 'sticky')
    await expectAccessible(page)
  })

  test('lists every main link and marks Home active only on the root', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const item of mainNav) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.to,
      )
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)

    await page.goto('/rentals/milford')
    await expect(nav.getByRole('link', { name: 'Rentals' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  })

  test('the About dropdown holds About Us and the Eco-Impact Calculator', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'About' }).click()
    const menu = page.getByRole('menu')
    for (const item of aboutNav) {
      await expect(menu.getByRole('menuitem', { name: item.label })).toHaveAttribute(
        'href',
        item.to,
      )
    }
    await expectAccessible(page)
    await menu.getByRole('menuitem', { name: 'Eco-Impact Calculator' }).click()
    await expect(page).toHaveURL(/\/eco-impact$/)
    await expect(page.getByRole('menu')).toHaveCount(0)
  })

  test('the About dropdown opens from the keyboard and gives focus back when closed', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'About',
    })
    await about.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(about).toBeFocused()
  })

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const footerLink = page.locator('footer').getByRole('link', { name: 'Services', exact: true })
    await footerLink.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await footerLink.click()
    await expect(page).toHaveURL(/\/services$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('site footer', () => {
  test('shows navigation, policy groups, contact details and both municipality areas', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: phones.main.display })).toHaveAttribute(
      'href',
      `tel:${phones.main.tel}`,
    )
    for (const group of ['Sales & Rentals', 'Our Standards', 'Legal']) {
      await expect(footer.getByRole('heading', { name: group })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: 'Rental Policy' })).toHaveAttribute(
      'href',
      '/policies/rental-policy',
    )
    await expect(footer.getByRole('heading', { name: 'Pike County area' })).toBeVisible()
    await expect(footer.getByRole('heading', { name: 'Lackawanna County area' })).toBeVisible()
    await expectLinks(
      footer,
      {
        Milford: '/milford-golf-carts',
        Scranton: '/scranton-golf-carts',
      },
      { exact: true },
    )
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens a 300 px right-side panel with every link and closes when a link is chosen', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog')
    await expect(panel).toBeVisible()
    const box = await panel.boundingBox()
    expect(box?.width).toBe(300)
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375)
    for (const item of [...mainNav, ...aboutNav]) {
      await expect(panel.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.to,
      )
    }
    await expect(panel.getByRole('link', { name: /call now/i })).toHaveAttribute(
      'href',
      `tel:${phones.main.tel}`,
    )
    await expectAccessible(page)
    await panel.getByRole('link', { name: 'Showroom' }).click()
    await expect(page).toHaveURL(/\/showroom$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('is 400 px wide on wider small screens', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect((await page.getByRole('dialog').boundingBox())?.width).toBe(400)
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('page not found', () => {
  test.use({ allowedConsoleErrors: /404/ })

  test('answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('/this/page/does-not-exist')).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('notifications', () => {
  // the refused requests below are logged by the browser
  test.use({ allowedConsoleErrors: /net::ERR_CONNECTION_REFUSED/ })

  /** A contact message that cannot reach the server raises the destructive notification. */
  async function raiseError(page: Page) {
    await fillContactForm(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.locator('[data-variant="destructive"]')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText('Failed to send message. Please try again.')
    return toast
  }

  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/contact.data',
      (route) => route.abort('connectionrefused'),
    )
  })

  test('shows one destructive notification at the bottom right, closed by its control', async ({
    page,
  }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const toast = await raiseError(page)
    const viewport = page.viewportSize()
    const box = await toast.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(420)
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBeGreaterThan(
      (viewport?.width ?? 0) - 40,
    )
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) - 60)
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('[data-variant="destructive"]')).toHaveCount(1)

    await toast.getByRole('button', { name: 'Close notification' }).click()
    await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0)
  })

  test('is dismissed by a 50 px swipe', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const toast = await raiseError(page)
    const box = await toast.boundingBox()
    if (!box) throw new Error('no notification box')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    for (let dx = 10; dx <= 80; dx += 10) await page.mouse.move(box.x + 20 + dx, y)
    await page.mouse.up()
    await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0)
  })

  test('closes by itself after 5 seconds', async ({ page }) => {
    await page.clock.install()
    await page.goto('/contact')
    await waitForHydration(page)
    await raiseError(page)
    await page.clock.fastForward(4000)
    await expect(page.locator('[data-variant="destructive"]')).toHaveCount(1)
    await page.clock.fastForward(1500)
    await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0)
  })

  test('shows at the top on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/contact')
    await waitForHydration(page)
    const toast = await raiseError(page)
    expect((await toast.boundingBox())?.y ?? 999).toBeLessThan(100)
  })
})
