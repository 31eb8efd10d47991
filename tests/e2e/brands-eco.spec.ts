import type { Locator, Page } from '@playwright/test'

import { expect, expectAccessible, expectLinks, test, waitForHydration } from './fixtures'
import { startIslandsLater } from './islands-later.ts'

/** Every distinct /vehicles/ link on the page resolves to a vehicle page (HTTP 200). */
async function expectVehicleLinksResolve(page: Page, minimum: number) {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/vehicles/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const unique = [...new Set(hrefs)]
  expect(unique.length).toBeGreaterThanOrEqual(minimum)
  const statuses = await Promise.all(
    unique.map(async (href) => [href, (await page.request.get(href)).status()] as const),
  )
  expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
}

test.describe('brand pages', () => {
  test('/evolution: 7 series, 6 models with MSRP, every model link resolves', async ({ page }) => {
    await page.goto('/evolution')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Evolution Golf Carts' }),
    ).toBeVisible()

    const series = page.getByRole('region', { name: 'Evolution Series' }).getByRole('article')
    await expect(series).toHaveCount(7)
    await expect(series.first()).toContainText('Classic')
    await expect(series.first()).toContainText('Starting at $6,695 MSRP')

    const models = page
      .getByRole('region', { name: 'Featured Evolution Models' })
      .getByRole('article')
    await expect(models).toHaveCount(6)
    const classic = models.filter({ hasText: 'Evolution Classic 2 Plus' })
    await expect(classic).toContainText('MSRP $6,995')
    await expect(classic).toContainText('35-40 miles')
    await expect(classic.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/vehicles/classic-2-plus',
    )
    await expect(models.filter({ hasText: 'Evolution D6 Max XT4' })).toContainText('MSRP $15,595')
    // One line tells the visitor where the dealer's own prices are.
    await expect(page.getByText(/dealer\s+prices/)).toBeVisible()

    // 6 model cards plus the series' model names: 15 distinct carts.
    await expectVehicleLinksResolve(page, 15)
    await expectAccessible(page)
  })

  test('/denago: 3 series and the six published models', async ({ page }) => {
    await page.goto('/denago')
    await expect(page.getByRole('heading', { level: 1, name: 'Denago Golf Carts' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Denago Series' }).getByRole('article'),
    ).toHaveCount(3)

    const models = page.getByRole('region', { name: 'Featured Denago Models' }).getByRole('article')
    await expect(models).toHaveCount(6)
    const figures: [string, string, string][] = [
      ['EV City', '$15,000', '2'],
      ['EV Nomad', '$8,495', '4'],
      ['Nomad XL', '$8,495', '4'],
      ['Rover XL', '$9,995', '6'],
      ['Rover XL6', '$11,995', '6'],
      ['Rover XXL', '$11,995', '8'],
    ]
    for (const [index, [name, price, seats]] of figures.entries()) {
      const card = models.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name)
      await expect(card).toContainText(`MSRP ${price}`)
      await expect(card.locator('dt', { hasText: 'Seats' }).locator('+ dd')).toHaveText(seats)
      await expect(card.locator('dt', { hasText: 'Top speed' }).locator('+ dd')).toHaveText(
        '25 mph',
      )
    }
    await expect(models.first().getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/vehicles/ev-city',
    )

    await expectVehicleLinksResolve(page, 6)
    await expectAccessible(page)
  })
})

function results(page: Page): Locator {
  return page.getByTestId('eco-results')
}

/** The figure shown under a label in the results. */
function figure(page: Page, label: string): Locator {
  return results(page).locator('dt', { hasText: label }).locator('+ dd')
}

/** Checks the figures shown in the results, each by its label. */
async function expectFigures(page: Page, figures: Record<string, string>) {
  for (const [label, text] of Object.entries(figures)) {
    await expect(figure(page, label), label).toHaveText(text)
  }
}

async function expectDefaultResults(page: Page) {
  await expectFigures(page, {
    'Miles driven': '1,300 miles',
    'Gas cart fuel cost': '$303',
    'charging cost': '$23',
    'net savings': '$280',
    Trees: '14.0 trees',
    Gasoline: '86.7 gallons',
    'CO2 emissions': '1,698.7 lbs',
  })
}

/** Opens the calculator (at `query`, e.g. a shared link) and waits until it is live. */
async function openCalculator(
  page: Page,
  options: { query?: string; reducedMotion?: boolean } = {},
) {
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/eco-impact${options.query ?? ''}`)
  await waitForHydration(page)
}

/** 40 miles a week, commercial use, over 5 years: the second worked example. */
const commercialFiveYears = { miles: '40', usage: 'commercial', years: '5' }

/** Fills the calculator's form and presses Calculate Impact. */
async function calculate(page: Page, input: { miles: string; usage: string; years: string }) {
  await page.getByLabel('Miles driven per week').fill(input.miles)
  await page.getByLabel('How will you use your cart?').selectOption(input.usage)
  await page.getByLabel('Time frame').selectOption(input.years)
  await page.getByRole('button', { name: 'Calculate Impact' }).click()
}

test.describe('eco-impact calculator', () => {
  test('defaults: calculating state, count-up results, celebration, shareable URL', async ({
    page,
  }) => {
    // Real time, but for the calculating state: 1.5 s calculating, then the 3 s celebration.
    test.setTimeout(60_000)
    await page.clock.install()
    await openCalculator(page)
    await expect(page.getByLabel('Miles driven per week')).toHaveValue('25')
    await expect(page.getByLabel('How will you use your cart?')).toHaveValue('recreational')
    await expect(page.getByLabel('Time frame')).toHaveValue('1')
    await expect(results(page)).toHaveCount(0)

    const button = page.getByRole('button', { name: 'Calculate Impact' })
    // time stands still while the calculating state is looked at: on a busy machine
    // its 1.5 s could otherwise pass between two steps of the test
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await button.click()
    const busy = page.getByRole('button', { name: 'Calculating...' })
    await expect(busy).toBeDisabled()
    await expect(results(page)).toHaveCount(0)
    // A second press while calculating changes nothing.
    await busy.click({ force: true })
    await expect(results(page)).toHaveCount(0)
    await page.clock.resume()

    const status = page.getByRole('status').filter({ hasText: 'Great Choice' })
    await expect(status).toContainText('Great Choice for the Environment!')
    await expect(status).toContainText('Your switch to electric saves the planet and your wallet.')
    await expectDefaultResults(page)
    await expect(page.getByRole('button', { name: 'Calculate Impact' })).toBeEnabled()
    await expect(page).toHaveURL(/milesPerWeek=25&usageType=recreational&timeFrame=1$/)
    await expect(results(page).getByRole('img', { name: /gas cart burns \$303/ })).toBeVisible()
    await expectAccessible(page)

    // The celebration leaves after 3 s; the results stay.
    await expect(page.getByText('Great Choice for the Environment!')).toBeHidden({ timeout: 5_000 })
    await expect(figure(page, 'net savings')).toHaveText('$280')
  })

  test('commercial use over 5 years, with reduced motion: figures and chart table', async ({
    page,
  }) => {
    await openCalculator(page, { reducedMotion: true })
    await calculate(page, commercialFiveYears)

    // 40 x 52 x 5 x 2 = 20,800 miles; / 15 = 1,386.67 gal; x 19.6 = 27,178.67 lbs;
    // x 3.5 = $4,853.33 fuel; 20,800 x 0.018 = $374.40 power; net $4,478.93; trees 224.22
    await expectFigures(page, {
      'Miles driven': '20,800 miles',
      Gasoline: '1,386.7 gallons',
      'CO2 emissions': '27,178.7 lbs',
      Trees: '224.2 trees',
      'Gas cart fuel cost': '$4,853',
      'charging cost': '$374',
      'net savings': '$4,479',
    })
    await expect(page).toHaveURL(/milesPerWeek=40&usageType=commercial&timeFrame=5$/)

    // Text equivalent of the chart: one row a year; year 2 = 8,320 mi -> $1,941 fuel, $150 power.
    const rows = results(page).getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(6)
    await expect(rows.nth(2)).toHaveText(/Year 2\s*\$1,941\s*\$150\s*\$1,792/)
  })

  test('out-of-range miles get an inline message and no result', async ({ page }) => {
    await openCalculator(page, { query: '?milesPerWeek=25&usageType=recreational&timeFrame=1' })
    await expect(figure(page, 'net savings')).toHaveText('$280')

    const miles = page.getByLabel('Miles driven per week')
    await miles.fill('501')
    await page.getByRole('button', { name: 'Calculate Impact' }).click()
    const message = page.getByText('Enter miles per week between 1 and 500.')
    await expect(message).toBeVisible()
    await expect(miles).toHaveAttribute('aria-invalid', 'true')
    await expect(miles).toHaveAccessibleDescription(/Enter miles per week between 1 and 500\./)
    await expect(miles).toBeFocused()
    await expect(results(page)).toHaveCount(0)
    await expectAccessible(page)

    await miles.fill('')
    await page.getByRole('button', { name: 'Calculate Impact' }).click()
    await expect(page).toHaveURL(/milesPerWeek=&/)
    await expect(message).toBeVisible()
    await expect(results(page)).toHaveCount(0)
  })

  test('back and forward show each entry computed from its URL, with no celebration', async ({
    page,
  }) => {
    await openCalculator(page, { reducedMotion: true })
    await calculate(page, commercialFiveYears)
    await expect(figure(page, 'net savings')).toHaveText('$4,479')
    const celebration = page.getByText('Great Choice for the Environment!')
    // it shows for 3 s: watched for from before the click, so a busy machine cannot miss it
    const celebrated = celebration.waitFor({ state: 'visible' })
    await calculate(page, { miles: '25', usage: 'recreational', years: '1' })
    await celebrated
    await expectDefaultResults(page)

    // the celebration belongs to the calculation: it leaves with it
    await page.goBack()
    await expect(page).toHaveURL(/milesPerWeek=40&usageType=commercial&timeFrame=5$/)
    await expect(figure(page, 'net savings')).toHaveText('$4,479')
    await expect(page.getByLabel('Miles driven per week')).toHaveValue('40')
    await expect(page.getByLabel('Time frame')).toHaveValue('5')
    await expect(page.getByRole('button', { name: 'Calculate Impact' })).toBeEnabled()
    await expect(celebration).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL(/\/eco-impact$/)
    await expect(results(page)).toHaveCount(0)
    await expect(page.getByLabel('Miles driven per week')).toHaveValue('25')

    await page.goForward()
    await expect(figure(page, 'net savings')).toHaveText('$4,479')
    await expect(celebration).toHaveCount(0)
  })
})

test.describe('eco-impact calculator on a slow phone', () => {
  test('what is typed and chosen before the calculator starts is kept and calculated', async ({
    page,
  }) => {
    // a CPU slowed 6x makes every step slower, on a machine that may be busy
    test.slow()
    const startIslands = await startIslandsLater(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/eco-impact')
    const miles = page.getByLabel('Miles driven per week')
    const usage = page.getByLabel('How will you use your cart?')
    const years = page.getByLabel('Time frame')
    await miles.fill('100')
    await usage.selectOption('commercial')
    await years.selectOption('5')

    startIslands()
    await waitForHydration(page)
    await expect(miles).toHaveValue('100')
    await expect(usage).toHaveValue('commercial')
    await expect(years).toHaveValue('5')

    await page.getByRole('button', { name: 'Calculate Impact' }).click()
    await expect(page).toHaveURL(/milesPerWeek=100&usageType=commercial&timeFrame=5$/)
    // 100 x 52 x 5 x 2 = 52,000 miles; / 15 = 3,466.67 gal; x 3.5 = $12,133.33 fuel;
    // 52,000 x 0.018 = $936 power; net $11,197.33
    await expectFigures(page, {
      'Miles driven': '52,000 miles',
      Gasoline: '3,466.7 gallons',
      'Gas cart fuel cost': '$12,133',
      'charging cost': '$936',
      'net savings': '$11,197',
    })
    await expect(miles).toHaveValue('100')
    await expect(usage).toHaveValue('commercial')
    await expect(years).toHaveValue('5')
  })
})

test.describe('eco-impact calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form is calculated on the server', async ({ page }) => {
    await page.goto('/eco-impact')
    await calculate(page, { miles: '10', usage: 'golf_course', years: '10' })

    await expect(page).toHaveURL(
      /\/eco-impact\?milesPerWeek=10&usageType=golf_course&timeFrame=10$/,
    )
    // 10 x 52 x 10 x 2.5 = 13,000 miles: ten times the default year.
    await expectFigures(page, {
      'Miles driven': '13,000 miles',
      'Gas cart fuel cost': '$3,033',
      'charging cost': '$234',
      'net savings': '$2,799',
      Trees: '140.1 trees',
    })
    await expect(page.getByLabel('Time frame')).toHaveValue('10')
  })

  test('a shared link renders its results, and invalid input its message', async ({ page }) => {
    await page.goto('/eco-impact?milesPerWeek=25&usageType=recreational&timeFrame=1')
    await expectDefaultResults(page)
    await expect(page.getByRole('status').filter({ hasText: 'Great Choice' })).toHaveCount(0)

    await page.goto('/eco-impact?milesPerWeek=0&usageType=recreational&timeFrame=1')
    await expect(page.getByText('Enter miles per week between 1 and 500.')).toBeVisible()
    await expect(page.getByLabel('Miles driven per week')).toHaveValue('0')
    await expect(results(page)).toHaveCount(0)
  })

  test('Why Choose Electric, Environmental Facts and the closing links', async ({ page }) => {
    await page.goto('/eco-impact')
    const why = page.getByRole('region', { name: 'Why Choose Electric?' })
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Zero Emissions',
      'Energy Efficient',
      'Forest Protection',
      'Sustainable Materials',
      'Climate Action',
      'Clean Air',
    ])
    const facts = page.getByRole('region', { name: 'Environmental Facts' })
    for (const figureText of ['19.6 lbs', '90% vs 25%', '$1,200+', '16.5']) {
      await expect(facts.getByText(figureText, { exact: true })).toBeVisible()
    }
    await expectLinks(page, {
      'Browse Electric Golf Carts': '/inventory',
      'Get Expert Advice': '/contact',
    })
  })
})
