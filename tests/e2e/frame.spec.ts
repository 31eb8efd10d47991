import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { business, phones } from '#app/kernel/dealer/business.ts'
import { aboutNav, mainNav } from '#app/site/content/navigation.ts'

import { fillContactForm } from './contact-helpers.ts'
import { expect, expectAccessible, expectLinks, test, waitForHydration } from './fixtures.ts'

const aboutButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' })
const aboutPanel = (page: Page) => page.locator('#about-menu')
const mobilePanel = (page: Page) => page.getByTestId('mobile-menu')

/**
 * Whether the browser tells assistive technology that the button named `name`
 * is expanded. A popover's button gets that state from the browser, not from an
 * attribute, so it is read from Chromium's accessibility tree.
 */
async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded ? expanded.value.value === true : undefined
  } finally {
    await cdp.detach()
  }
}

/** Enter opens the About panel, Tab reaches its first link, Escape closes it and focus returns. */
async function expectAboutKeyboard(page: Page) {
  const about = aboutButton(page)
  const panel = aboutPanel(page)
  await about.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(about).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: aboutNav[0]?.label })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: aboutNav[1]?.label })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(about).toBeFocused()
}

/** A click outside the open About panel closes it, as does a second click on its button. */
async function expectAboutLightDismiss(page: Page) {
  const about = aboutButton(page)
  const panel = aboutPanel(page)
  await about.click()
  await expect(panel).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await about.click()
  await expect(panel).toBeVisible()
  await about.click()
  await expect(panel).toBeHidden()
}

/** The open mobile panel's heading, every link with its target and current mark, and Call Now. */
async function expectMobilePanelContent(page: Page, current: string) {
  const panel = mobilePanel(page)
  await expect(panel.getByRole('heading', { name: 'Menu' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'About' })).toBeVisible()
  const nav = panel.getByRole('navigation', { name: 'Mobile' })
  for (const item of [...mainNav, ...aboutNav]) {
    const link = nav.getByRole('link', { name: item.label, exact: true })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', item.to)
    if (item.to === current) await expect(link).toHaveAttribute('aria-current', 'page')
    else await expect(link).not.toHaveAttribute('aria-current')
  }
  await expect(panel.getByRole('link', { name: /call now/i })).toHaveAttribute(
    'href',
    `tel:${phones.main.tel}`,
  )
}

/**
 * The mobile panel closes with its Close menu button, with Escape (focus back
 * on Open menu) and with a tap on the dimmed page beside it, which does not
 * reach the page behind.
 */
async function expectMobileClosing(page: Page) {
  const open = page.getByRole('button', { name: 'Open menu' })
  const panel = mobilePanel(page)
  const url = page.url()

  await open.click()
  await expect(panel).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(panel).toBeHidden()

  await open.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: mainNav[0]?.label, exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(open).toBeFocused()

  await open.click()
  await expect(panel).toBeVisible()
  // the header's logo link lies under the dimmed layer, left of the panel
  await page.mouse.click(20, 36)
  await expect(panel).toBeHidden()
  expect(page.url()).toBe(url)
}

test.describe('site header on desktop', () => {
  test('shows the logo, the two-line name and Call Now dialling the dealer', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    const home = header.getByRole('link', { name: /home/i }).first()
    await expect(home).toHaveAttribute('href', '/')
    // the logo is drawn in the page (no request), 44 px square, and silent to screen readers
    const mark = home.locator('svg')
    await expect(mark).toBeVisible()
    await expect(mark).toHaveAttribute('aria-hidden', 'true')
    expect(await mark.boundingBox()).toMatchObject({ width: 44, height: 44 })
    expect(await mark.locator('path').count()).toBe(3)
    await expect(header.getByText('Keystone Electric', { exact: true })).toBeVisible()
    await expect(header.getByText('Golf Carts', { exact: true })).toBeVisible()
    const call = header.getByRole('link', { name: /call now/i })
    await expect(call).toHaveAttribute('href', `tel:${phones.main.tel}`)
    await expect(header).toHaveCSS('position', 'sticky')
    await expectAccessible(page)
  })

  test('the home link is named by its visible text first (WCAG 2.5.3 label in name)', async ({
    page,
  }) => {
    // every page has this header, from the root layout
    await page.goto('/')
    const header = page.locator('header').first()
    const home = header.locator('a[href="/"]').first()
    // the text as axe and Lighthouse read it: the link's text nodes joined (innerText
    // would put a line break between the two lines of the name, and hide a missing space)
    const visible = ((await home.textContent()) ?? '').replace(/\s+/g, ' ').trim()
    expect(visible).toBe(business.name)
    await expect(header.getByRole('link', { name: new RegExp(`^${visible}`) })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(home).toHaveAccessibleName(/home$/)

    // axe's check of it is experimental, so it runs only when asked for by name
    const results = await new AxeBuilder({ page })
      .include('header')
      .withRules(['label-content-name-mismatch'])
      .setLegacyMode(true)
      .analyze()
    expect(results.violations.map((violation) => violation.nodes.map((node) => node.html))).toEqual(
      [],
    )
    expect(results.passes.map((pass) => pass.id)).toContain('label-content-name-mismatch')
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

  test('the About panel lists its links, marks the current one and sits under the button', async ({
    page,
  }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const about = aboutButton(page)
    const panel = aboutPanel(page)
    await expect(panel).toBeHidden()
    await expect.poll(() => exposedExpanded(page, 'About')).toBe(false)
    await about.click()
    await expect(panel).toBeVisible()
    await expect.poll(() => exposedExpanded(page, 'About')).toBe(true)
    await expect(panel.getByRole('menu')).toHaveCount(0)
    await expect(panel.getByRole('listitem')).toHaveCount(aboutNav.length)
    for (const item of aboutNav) {
      await expect(panel.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to)
    }
    await expect(panel.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(panel.locator('[aria-current]')).toHaveCount(1)
    // right edges aligned, 6 px under the button
    const button = await about.boundingBox()
    const box = await panel.boundingBox()
    if (!button || !box) throw new Error('no About button or panel box')
    expect(Math.abs(box.x + box.width - (button.x + button.width))).toBeLessThanOrEqual(1)
    expect(Math.round(box.y - (button.y + button.height))).toBe(6)
    expect(box.width).toBeGreaterThanOrEqual(208)
    await expectAccessible(page)
  })

  test('a link followed in the About panel opens its page, where the panel is closed', async ({
    page,
  }) => {
    await page.goto('/inventory')
    await aboutButton(page).click()
    await aboutPanel(page).getByRole('link', { name: 'Eco-Impact Calculator' }).click()
    await expect(page).toHaveURL(/\/eco-impact$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Eco-Impact')
    await expect(aboutPanel(page)).toBeHidden()
    await expect.poll(() => exposedExpanded(page, 'About')).toBe(false)
  })

  test('the About panel opens from the keyboard and gives focus back when closed', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expectAboutKeyboard(page)
  })

  test('the About panel closes on a click elsewhere and on its button', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expectAboutLightDismiss(page)
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
  test('shows navigation, policy groups, contact details and both town areas', async ({ page }) => {
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
    await page.goto('/inventory')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(mobilePanel(page)).toBeHidden()
    await expect.poll(() => exposedExpanded(page, 'Open menu')).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = mobilePanel(page)
    await expect(panel).toBeVisible()
    await expect.poll(() => exposedExpanded(page, 'Open menu')).toBe(true)
    const box = await panel.boundingBox()
    expect(box).toEqual({ x: 75, y: 0, width: 300, height: 740 })
    await expectMobilePanelContent(page, '/inventory')
    await expectAccessible(page)
    await panel.getByRole('link', { name: 'Showroom' }).click()
    await expect(page).toHaveURL(/\/showroom$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Showroom')
    await expect(mobilePanel(page)).toBeHidden()
  })

  test('closes with Close menu, with Escape and with a tap beside the panel', async ({ page }) => {
    await page.goto('/showroom')
    await waitForHydration(page)
    await expectMobileClosing(page)
  })

  test('is 400 px wide on wider small screens', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect((await mobilePanel(page).boundingBox())?.width).toBe(400)
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(mobilePanel(page)).toBeHidden()
  })
})

// The header's menus are the browser's own popovers: they must work on pages
// served without scripts, or before the scripts have run.
test.describe('header menus without JavaScript', () => {
  // no axe scans here, as axe runs as a script in the page; the tests above
  // scan the same markup with the panels open
  test.use({ javaScriptEnabled: false })

  test('the About panel opens, shows its links, closes and its links navigate', async ({
    page,
  }) => {
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await aboutButton(page).click()
    const panel = aboutPanel(page)
    await expect(panel).toBeVisible()
    for (const item of aboutNav) {
      await expect(panel.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to)
    }
    await expect(panel.locator('[aria-current]')).toHaveCount(0)
    await panel.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(aboutPanel(page)).toBeHidden()
    await aboutButton(page).click()
    await expect(aboutPanel(page).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the About panel works from the keyboard', async ({ page }) => {
    await page.goto('/')
    await expectAboutKeyboard(page)
  })

  test('the About panel closes on a click elsewhere and on its button', async ({ page }) => {
    await page.goto('/')
    await expectAboutLightDismiss(page)
  })

  test('the mobile panel opens with every link, closes and its links navigate', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/services')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(mobilePanel(page)).toBeVisible()
    expect((await mobilePanel(page).boundingBox())?.width).toBe(300)
    await expectMobilePanelContent(page, '/services')
    await mobilePanel(page).getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(mobilePanel(page)).toBeHidden()
    await expectMobileClosing(page)
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
      (url) => url.pathname === '/api/contact',
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

    // a second failure replaces the notification; it is closed only once that
    // failure has been shown (the button is enabled again in the same update)
    const send = page.getByRole('button', { name: 'Send Message' })
    const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/contact'))
    await send.click()
    await failed
    await expect(send).toBeEnabled()
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
    // time stands still from here but for the steps below: on a busy machine the
    // checks that the notification shows could otherwise take a second of its five
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
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
