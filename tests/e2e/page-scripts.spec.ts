// Which pages load React in the browser, and what the others still do
// without it: the few enhancements every page carries (maps framed on
// request, the print button) work on pages sent without React; pages with
// interactive parts hydrate only those (islands), never React Router.
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

/** Pages with nothing that needs React: no module script, no script file. */
const staticPages = [
  '/',
  '/towns/milford',
  '/rentals/milford',
  '/rentals',
  '/evolution',
  '/policies/rental-policy',
  '/services',
  '/about',
  '/showroom',
  '/thank-you',
  '/trade-in',
]
/**
 * Pages with live filters, a calculator or a form, and their island: only
 * those parts run in the browser, as DOM enhancers, so they load no React at all.
 */
const islandPages = {
  '/inventory': 'inventory-browser',
  '/contact': 'contact-form',
  '/eco-impact': 'eco-calculator',
  '/rentals/reserve': 'reserve-form',
  '/vehicle/evolution-d6-max-xt4': 'payment-estimate',
}

for (const path of staticPages)
  test(`${path} has nothing interactive and loads no JavaScript file`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    // goto returns at the load event; a script asked for after it would need a
    // module script or the deferred hydration's element, checked for below
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-static', 'true')
    await expect(page.locator('script[type="module"], #deferred-hydration')).toHaveCount(0)
    expect(scripts).toEqual([])
  })

test('interactive pages load only their islands, after the page has loaded, and start them without React', async ({
  page,
}) => {
  for (const [path, island] of Object.entries(islandPages)) {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('html'), path).not.toHaveAttribute('data-static')
    // no React Router: no module script, no preloads, no route data
    await expect(
      page.locator('script[type="module"], link[rel="modulepreload"]'),
      path,
    ).toHaveCount(0)
    await expect(page.locator('[data-island]'), path).toHaveCount(1)
    // each script file, and whether it was asked for after the load event began
    const scripts = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' ||
            entry.name.endsWith('.js'),
        )
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          afterLoad: entry.startTime >= (navigation?.loadEventStart ?? Infinity),
        }))
    })
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const script of scripts) {
      expect(script.path, path).toMatch(/^\/assets\/islands-[\w-]+\.js$/)
      expect(script.afterLoad, `${path} ${script.path}`).toBe(true)
    }
    // islands are DOM enhancers: no script brings React's code
    const withReact: string[] = []
    for (const script of scripts) {
      const code = await (await page.request.get(script.path)).text()
      if (code.includes('react.transitional.element')) withReact.push(script.path)
    }
    expect(withReact, path).toEqual([])
    const files = scripts.map((script) => script.path.replace(/-[\w]+\.js$/, ''))
    expect(files, path).toEqual(
      expect.arrayContaining(['/assets/islands-client', `/assets/islands-${island}`]),
    )
    expect(
      files.every((file) =>
        ['/assets/islands-client', `/assets/islands-${island}`, '/assets/islands-chunk'].includes(
          file,
        ),
      ),
      path,
    ).toBe(true)
  }
})

test('a map is framed only when the visitor asks for it, on a page without React', async ({
  page,
}) => {
  const mapRequests: string[] = []
  await page.route('https://www.google.com/**', async (route) => {
    mapRequests.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' })
  })
  await page.goto('/')
  const main = page.locator('#main')
  await expect(main.locator('iframe')).toHaveCount(0)
  expect(mapRequests).toEqual([])
  await main.getByRole('button', { name: 'Show interactive map' }).click()
  const frame = main.locator('iframe')
  await expect(frame).toHaveAttribute('title', /^Map: /)
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/)
  await expect(main.getByRole('button', { name: 'Show interactive map' })).toBeHidden()
  await expect.poll(() => mapRequests.length).toBe(1)
  await expectAccessible(page)
})

test('the print button opens the print dialog on a page without React', async ({ page }) => {
  await page.goto('/policies/rental-policy')
  await page.evaluate(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'true'
    }
  })
  await page.getByRole('button', { name: 'Print this policy' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'true')
})
