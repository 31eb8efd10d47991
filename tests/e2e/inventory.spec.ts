import type { Page } from '@playwright/test'

import { searchDebounceMs } from '#app/sales/components/inventory/live-filters.ts'

import { expect, expectAccessible, expectLinks, test, waitForHydration } from './fixtures'
import { startIslandsLater } from './islands-later.ts'

/*
 * The inventory journeys: home, inventory with its URL filters, and vehicle detail.
 * Expected counts are worked out by hand from the seed inventory (30 carts):
 *   Denago 9 · Rover series 5 · under $15,000: 23 · $15,000-$25,000: 5
 *   ($15,495 $15,995 $16,995 $19,495, and the cart quoted on request at its
 *   suggested $17,995) · over $25,000: 2 ($26,995 $29,495)
 *   · "lake" appears only in 4 descriptions.
 */

const TOTAL = 30

const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Available Golf Carts/ })
/** The cards a visitor sees: those the filters exclude stay in the page, hidden. */
const cards = (page: Page) => page.locator('#main article:visible')

async function expectCount(page: Page, count: number) {
  await expect(resultsHeading(page)).toHaveText(`Available Golf Carts (${count})`)
  await expect(cards(page)).toHaveCount(count)
}

test.describe('home', () => {
  test('hero, claims, brands, featured carts, map, towns and contact', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const main = page.locator('#main')
    for (const claim of [
      '0% financing on select models',
      '15+ years of experience',
      '500+ happy customers',
      'Factory warranties',
      'Certified service',
    ]) {
      await expect(main.getByRole('heading', { name: claim })).toBeVisible()
    }
    await expect(main.getByText('Founded', { exact: true })).toBeVisible()
    await expect(main.getByText('2010', { exact: true })).toBeVisible()

    await expectLinks(main, {
      'Explore Evolution golf carts': '/evolution',
      'Explore Denago golf carts': '/denago',
    })

    const featured = page.getByRole('region', { name: 'Featured golf carts' })
    await expect(featured.locator('article')).toHaveCount(3)
    for (const [name, price, id] of [
      ['Evolution D5 Maverick 4 Plus', '$12,995', 'evolution-d5-maverick-4-plus'],
      ['Evolution D6 Max XT4', '$16,995', 'evolution-d6-max-xt4'],
      ['Denago EV City', '$11,995', 'denago-ev-city'],
    ] as const) {
      const card = featured.locator('article', {
        has: page.getByRole('heading', { name, exact: true }),
      })
      await expect(card).toContainText(price)
      await expect(card.getByRole('link', { name: `View Details: ${name}` })).toHaveAttribute(
        'href',
        `/vehicle/${id}`,
      )
    }

    // the map provider is not contacted until the visitor asks
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(main.getByRole('button', { name: 'Show interactive map' })).toBeVisible()

    const areas = page.getByRole('region', { name: 'Areas we serve' })
    await expectLinks(
      areas,
      {
        Milford: '/milford-golf-carts',
        Scranton: '/scranton-golf-carts',
      },
      { exact: true },
    )
    await expect(areas.getByRole('link')).toHaveCount(34)

    const contact = page.getByRole('region', { name: 'Talk to a golf cart expert' })
    await expectLinks(contact, {
      'Send Us a Message': '/contact',
      '(570) 555-0101': 'tel:+15705550101',
      // booking service online, beside the service line
      'Schedule Service': '/services/book',
    })
    await expect(contact).toContainText('Monday - Friday')
    await expectAccessible(page)
  })
})

test.describe('inventory', () => {
  test('lists every cart with its card and the closing call to action', async ({ page }) => {
    await page.goto('/inventory')
    await expectCount(page, TOTAL)
    await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} total vehicles`)).toBeVisible()

    const card = cards(page).filter({
      has: page.getByRole('heading', { name: 'Evolution D6 Max XT4', exact: true }),
    })
    await expect(card.getByText('NEW', { exact: true })).toBeVisible()
    await expect(card).toContainText('$16,995')
    await expect(card).toContainText('lifted flagship')
    const image = card.getByRole('img')
    await expect(image).toHaveAttribute('src', '/images/carts/evolution-4-black.svg')
    await expect(image).toHaveAttribute('width', '800')
    await expect(image).toHaveAttribute('height', '600')
    await expect(
      card.getByRole('link', { name: 'View Details: Evolution D6 Max XT4' }),
    ).toHaveAttribute('href', '/vehicles/evolution-d6-max-xt4')

    // a used cart has no NEW badge; a cart without images shows the placeholder
    const used = cards(page).filter({
      has: page.locator('a[href="/vehicles/evolution-forester-4-plus-2022"]'),
    })
    await expect(used.getByText('NEW', { exact: true })).toHaveCount(0)
    const noImage = cards(page).filter({
      has: page.locator('a[href="/vehicles/evolution-classic-4-plus-2021"]'),
    })
    await expect(noImage.locator('img')).toHaveAttribute('src', '/images/carts/placeholder.svg')
    // the cart without a price
    const unpriced = cards(page).filter({
      has: page.locator('a[href="/vehicles/evolution-d6-max-gt4"]'),
    })
    await expect(unpriced).toContainText('Call for Price')

    await expect(page.getByRole('heading', { name: "Don't see the cart you want?" })).toBeVisible()
    await expectAccessible(page)
  })

  test('each filter alone filters live, in the URL, without a server round trip', async ({
    page,
  }) => {
    await page.goto('/inventory')
    await waitForHydration(page)
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(request.url())
    })

    await page.getByLabel('Search').pressSequentially('LAKE', { delay: 30 })
    await expectCount(page, 4)
    await expect(page).toHaveURL(/\/inventory\?search=LAKE$/)

    await page.getByLabel('Search').fill('')
    await expectCount(page, TOTAL)
    await expect(page).toHaveURL(/\/inventory$/)

    await page.getByLabel('Brand').selectOption('denago')
    await expectCount(page, 9)
    await expect(page).toHaveURL(/\?brand=denago$/)
    await page.getByLabel('Brand').selectOption('')

    await page.getByLabel('Category').selectOption('rover')
    await expectCount(page, 5)
    await expect(page).toHaveURL(/\?category=rover$/)
    await page.getByLabel('Category').selectOption('')

    // the bucket edges: $15,000 and $25,000 are "15,000 to 25,000"; the cart
    // quoted on request is filed under its suggested price
    await page.getByLabel('Price').selectOption('under-15k')
    await expectCount(page, 23)
    await page.getByLabel('Price').selectOption('15k-25k')
    await expectCount(page, 5)
    await expect(cards(page).filter({ hasText: 'Call for Price' })).toHaveCount(1)
    await page.getByLabel('Price').selectOption('over-25k')
    await expectCount(page, 2)
    await expect(page).toHaveURL(/\?price=over-25k$/)

    expect(dataRequests, 'filtering asks the server for nothing').toEqual([])
  })

  test('sorts by price both ways and by name', async ({ page }) => {
    await page.goto('/inventory')
    await waitForHydration(page)
    const firstName = cards(page).first().getByRole('heading')
    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(cards(page).first()).toContainText('$5,995')
    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect(cards(page).first()).toContainText('$29,495')
    // $19,495 > suggested $17,995 (on request) > $16,995
    await expect(cards(page).nth(2)).toContainText('$19,495')
    await expect(cards(page).nth(3)).toContainText('Call for Price')
    await expect(cards(page).nth(4)).toContainText('$16,995')
    await page.getByLabel('Sort by').selectOption('name')
    await expect(firstName).toHaveText('Denago EV City')
    await expect(page).toHaveURL(/\?sort=name$/)
  })

  test('combined filters, the empty state and Clear All Filters', async ({ page }) => {
    await page.goto('/inventory')
    await waitForHydration(page)
    await page.getByLabel('Search').pressSequentially('rover', { delay: 30 })
    await page.getByLabel('Price').selectOption('under-15k')
    await expectCount(page, 4)

    await page.getByLabel('Price').selectOption('15k-25k')
    await expectCount(page, 0)
    await expect(page.getByText('No vehicles match your current filters.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible()
    await expect(page.getByText(`Showing 0 of ${TOTAL} total vehicles`).last()).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Clear All Filters' }).click()
    await expectCount(page, TOTAL)
    await expect(page).toHaveURL(/\/inventory$/)
    await expect(page.getByLabel('Search')).toHaveValue('')
    await expect(page.getByLabel('Price')).toHaveValue('')
  })

  test('Clear All Filters wins over a search still waiting for its pause', async ({ page }) => {
    // The page's clock, held still once the page runs: the typing and the click
    // fall inside the search's pause however busy the machine, and the pause
    // then ends when the test says, not after a guessed wait.
    await page.clock.install()
    await page.goto('/inventory?brand=denago')
    await waitForHydration(page)
    await expectCount(page, 9)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    // type and clear at once, inside the search's debounce
    await page.getByLabel('Search').pressSequentially('zzz', { delay: 10 })
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/inventory$/)
    await expect(page.getByLabel('Search')).toHaveValue('')
    await expectCount(page, TOTAL)
    // and it stays so once the debounce has fired
    await page.clock.runFor(searchDebounceMs)
    await expect(page).toHaveURL(/\/inventory$/)
    await expect(page.getByLabel('Search')).toHaveValue('')
    await expectCount(page, TOTAL)

    // the same from the empty state's Clear All Filters, typed with no filter in the URL
    await page.getByLabel('Search').pressSequentially('nothing-matches-this', { delay: 5 })
    await expectCount(page, 0)
    await page.getByLabel('Search').press('End')
    await page.getByLabel('Search').pressSequentially('x', { delay: 0 })
    await page.getByRole('link', { name: 'Clear All Filters' }).click()
    await expect(page.getByLabel('Search')).toHaveValue('')
    await page.clock.runFor(searchDebounceMs)
    await expect(page).toHaveURL(/\/inventory$/)
    await expectCount(page, TOTAL)
  })

  test('a shared URL opens filtered, and the back button walks through filter changes', async ({
    page,
  }) => {
    await page.goto('/inventory?search=rover&brand=Denago&price=under-15k')
    await waitForHydration(page)
    await expectCount(page, 4)
    await expect(page.getByLabel('Search')).toHaveValue('rover')
    await expect(page.getByLabel('Brand')).toHaveValue('denago')
    await expect(page.getByLabel('Price')).toHaveValue('under-15k')

    await page.goto('/inventory')
    await waitForHydration(page)
    await page.getByLabel('Brand').selectOption('denago')
    await expectCount(page, 9)
    await page.getByLabel('Price').selectOption('under-15k')
    await expectCount(page, 8)
    await page.getByLabel('Search').pressSequentially('rover', { delay: 40 })
    await expect(page).toHaveURL(/search=rover/)
    await expectCount(page, 4)

    // one history entry for the whole word, one per choice
    await page.goBack()
    await expect(page).toHaveURL(/\/inventory\?brand=denago&price=under-15k$/)
    await expectCount(page, 8)
    await expect(page.getByLabel('Search')).toHaveValue('')
    await page.goBack()
    await expect(page).toHaveURL(/\/inventory\?brand=denago$/)
    await expect(page.getByLabel('Price')).toHaveValue('')
    await expectCount(page, 9)
    await page.goBack()
    await expect(page).toHaveURL(/\/inventory$/)
    await expectCount(page, TOTAL)
    await page.goForward()
    await page.goForward()
    await page.goForward()
    await expect(page.getByLabel('Search')).toHaveValue('rover')
    await expectCount(page, 4)
  })
})

test.describe('inventory on a slow phone', () => {
  test('filters chosen and a search typed before the filters start are applied, in the URL', async ({
    page,
  }) => {
    // a CPU slowed 6x makes every step slower, on a machine that may be busy
    test.slow()
    const startIslands = await startIslandsLater(page)
    await page.goto('/inventory')
    await page.getByLabel('Brand').selectOption('denago')
    await page.getByLabel('Price').selectOption('under-15k')
    await page.getByLabel('Search').fill('rover')

    startIslands()
    await waitForHydration(page)
    await expectCount(page, 4)
    await expect(page).toHaveURL(/\/inventory\?search=rover&brand=denago&price=under-15k$/)
    await expect(page.getByLabel('Brand')).toHaveValue('denago')
    await expect(page.getByLabel('Price')).toHaveValue('under-15k')
    await expect(page.getByLabel('Search')).toHaveValue('rover')

    // the next choice builds on them
    await page.getByLabel('Sort by').selectOption('name')
    await expect(page).toHaveURL(/\?search=rover&brand=denago&price=under-15k&sort=name$/)
    await expect(page.getByLabel('Brand')).toHaveValue('denago')
    await expectCount(page, 4)

    // what was chosen before the start is one entry, after the page as it came
    await page.goBack()
    await expect(page).toHaveURL(/\?search=rover&brand=denago&price=under-15k$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/inventory$/)
    await expect(page.getByLabel('Brand')).toHaveValue('')
    await expectCount(page, TOTAL)
  })
})

test.describe('vehicle detail', () => {
  test('shows every element of the loaded screen', async ({ page }) => {
    await page.goto('/vehicle/evolution-d6-max-xt4')
    const main = page.locator('main[data-page-type="vehicle"]')
    await expect(main).toHaveAttribute('style', /--vehicle-accent:\s*hsl\(/)
    await expect(main.getByRole('link', { name: 'Back to Inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    )
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Evolution D6 Max XT4')
    const image = main.getByRole('img', { name: 'Evolution D6 Max XT4 electric golf cart' })
    await expect(image).toHaveAttribute('width', '800')
    await expect(main.getByText('NEW', { exact: true })).toBeVisible()
    await expect(main).toContainText('lifted flagship with independent suspension')
    await expect(main.getByText('$16,995', { exact: true })).toBeVisible()
    await expect(main.getByText('Seats', { exact: true }).locator('..')).toContainText('4')
    await expect(main.getByText('EVOLUTION', { exact: true })).toBeVisible()

    await expect(main.getByRole('link', { name: /^Schedule Test Drive/ })).toHaveAttribute(
      'href',
      'tel:+15705550100',
    )
    // the payment is estimated on the page: no credit application elsewhere
    await expect(main.getByRole('link', { name: 'Price & Payment' })).toHaveAttribute(
      'href',
      '#price-form',
    )
    await expect(main.getByRole('link', { name: /^View Vehicle Details/ })).toHaveAttribute(
      'href',
      'https://www.evolutionevs.com',
    )

    const features = page.getByRole('region', { name: 'Features' })
    await expect(features.getByRole('listitem')).toHaveCount(6)
    await expect(features).toContainText('Captain-style seats')
    const specs = page.getByRole('region', { name: 'Specifications' })
    for (const [label, value] of [
      ['Top Speed', '25 mph'],
      ['Range', '45-50 miles'],
      ['Seating Capacity', '4'],
      ['Battery Type', '48V lithium-ion (LiFePO4)'],
      ['Charging Time', '4-6 hours'],
      ['Payload', '800 lbs'],
      ['Motor', '6.3 kW AC'],
      ['Suspension', 'Independent front and rear'],
    ] as const) {
      await expect(specs.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value)
    }
    await expect(specs.locator('dt')).toHaveCount(10)

    const interest = page.getByRole('region', { name: 'Interested in this vehicle?' })
    await expect(interest.getByRole('link', { name: /^Contact Sales Team/ })).toHaveAttribute(
      'href',
      'tel:+15705550100',
    )
    await expect(interest.getByRole('link', { name: 'View More Vehicles' })).toHaveAttribute(
      'href',
      '/inventory',
    )
    await expect(interest.getByRole('link', { name: /^Full Specifications/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expectAccessible(page)
  })

  test('badge rule, call for price and the buttons that need an external page', async ({
    page,
  }) => {
    // used and in stock, no maker's page
    await page.goto('/vehicle/evolution-forester-4-plus-2022')
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible()
    await expect(page.getByText('NEW', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^View Vehicle Details/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Full Specifications/ })).toHaveCount(0)
    await expect(page.getByText('$7,995', { exact: true })).toBeVisible()

    // used and out of stock
    await page.goto('/vehicle/evolution-turfman-800-2022')
    await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible()

    // new but out of stock still says NEW; no price
    await page.goto('/vehicle/evolution-d6-max-gt4')
    await expect(page.getByText('NEW', { exact: true })).toBeVisible()
    await expect(page.getByText('Call for Price', { exact: true })).toBeVisible()
  })

  test('both URL shapes and a brand-less slug reach the cart, with one canonical URL', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/inventory')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'View Details: Denago Rover XXL', exact: true }).click()
    await expect(page).toHaveURL(/\/vehicles\/denago-rover-xxl$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denago Rover XXL')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/vehicle/denago-rover-xxl`,
    )

    await page.goto('/vehicles/d6-max-xt4')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evolution D6 Max XT4')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/vehicle/evolution-d6-max-xt4`,
    )
  })

  test.describe('unknown cart', () => {
    test.use({ allowedConsoleErrors: /404/ })
    test('shows Vehicle Not Found with status 404 and a way back', async ({ page }) => {
      const response = await page.goto('/vehicle/no-such-cart')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Not Found')
      await expect(
        page.getByText("The vehicle you're looking for doesn't exist or has been removed."),
      ).toBeVisible()
      await expectAccessible(page)
      await waitForHydration(page)
      await page.getByRole('link', { name: 'Back to Inventory' }).click()
      await expect(page).toHaveURL(/\/inventory$/)
      await expectCount(page, TOTAL)

      expect((await page.request.get('/vehicles/no-such-cart')).status()).toBe(404)
    })
  })
})

test.describe('metadata in the server HTML', () => {
  function tag(html: string, pattern: RegExp): string | undefined {
    return pattern.exec(html)?.[1]
  }

  function jsonLd(html: string): Array<Record<string, unknown>> {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    )
  }

  test('vehicle pages carry product metadata and one canonical URL on both shapes', async ({
    request,
    baseURL,
  }) => {
    for (const path of [
      '/vehicle/evolution-d6-max-xt4',
      '/vehicles/evolution-d6-max-xt4',
      '/vehicles/d6-max-xt4',
    ]) {
      const html = await (await request.get(path)).text()
      expect(tag(html, /<title>([^<]*)<\/title>/)).toContain('Evolution D6 Max XT4')
      expect(tag(html, /<meta name="description" content="([^"]+)"/)).toContain('$16,995')
      expect(tag(html, /<meta name="keywords" content="([^"]+)"/)).toContain('Evolution golf cart')
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
        `${baseURL}/vehicle/evolution-d6-max-xt4`,
      )
      expect(tag(html, /<meta property="og:type" content="([^"]+)"/)).toBe('product')
      expect(tag(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image')
      expect(tag(html, /<meta property="product:price:amount" content="([^"]+)"/)).toBe('16995')
      expect(tag(html, /<meta property="product:price:currency" content="([^"]+)"/)).toBe('USD')
      expect(tag(html, /<meta property="product:availability" content="([^"]+)"/)).toBe('in stock')
      expect(tag(html, /<meta property="product:condition" content="([^"]+)"/)).toBe('new')
      expect(html).toContain('data-page-type="vehicle"')

      const product = jsonLd(html).find((item) => item['@type'] === 'Product')
      expect(product).toMatchObject({
        name: 'Evolution D6 Max XT4',
        offers: {
          '@type': 'Offer',
          price: 16995,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'AutoDealer', name: 'Keystone Electric Golf Carts' },
        },
      })
    }
  })

  test('home and inventory carry title, description, keywords and canonical', async ({
    request,
    baseURL,
  }) => {
    for (const [path, canonical] of [
      ['/', `${baseURL}/`],
      ['/inventory?brand=denago', `${baseURL}/inventory`],
    ] as const) {
      const html = await (await request.get(path)).text()
      expect(tag(html, /<title>([^<]*)<\/title>/)).toContain('Keystone Electric Golf Carts')
      expect(tag(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50)
      expect(tag(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy()
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical)
      expect(tag(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy()
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Apply Filters submits the GET form and the server filters', async ({ page }) => {
    await page.goto('/inventory')
    await page.getByLabel('Brand').selectOption('denago')
    await page.getByLabel('Category').selectOption('rover')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect(page).toHaveURL(/brand=denago/)
    await expect(page).toHaveURL(/category=rover/)
    await expectCount(page, 5)
    await expect(page.getByLabel('Brand')).toHaveValue('denago')

    await page.getByLabel('Search').fill('zzz')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expectCount(page, 0)
    await expect(page.getByText('No vehicles match your current filters.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear All Filters' }).click()
    await expect(page).toHaveURL(/\/inventory$/)
    await expectCount(page, TOTAL)
  })

  test('the detail page is complete in the server HTML', async ({ page }) => {
    await page.goto('/vehicles/denago-ev-city')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denago EV City')
    await expect(page.getByText('$11,995', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Specifications' }).locator('dt')).toHaveCount(9)
  })
})

test.describe('vehicle image gallery', () => {
  test('switches the large image with keyboard-operable thumbnails', async ({ page }) => {
    await page.goto('/vehicle/evolution-d6-max-xt4')
    await waitForHydration(page)
    const thumbnails = page.getByRole('list', { name: 'Images of this cart' }).getByRole('button')
    await expect(thumbnails).toHaveCount(3)
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true')
    const main = page.getByRole('img', { name: /image 1 of 3/ })
    await expect(main).toHaveAttribute('src', '/images/carts/evolution-4-black.svg')

    await thumbnails.nth(2).focus()
    await page.keyboard.press('Enter')
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('img', { name: /image 3 of 3/ })).toHaveAttribute(
      'src',
      '/images/carts/evolution-4-white.svg',
    )
    await thumbnails.nth(1).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('img', { name: /image 2 of 3/ })).toHaveAttribute(
      'src',
      '/images/carts/evolution-4-silver.svg',
    )
    await expectAccessible(page)
  })
})
