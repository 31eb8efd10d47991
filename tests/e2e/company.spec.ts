import type { Page } from '@playwright/test'

import { phones } from '#app/kernel/dealer/business.ts'
import { towns } from '#app/site/content/towns.server.ts'

import { expect, expectAccessible, test, waitForHydration } from './fixtures'

/** Headings inside main never skip a level (h2 -> h4). */
async function expectHeadingOrder(page: Page) {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
  expect(levels[0]).toBe(1)
  expect(levels.filter((l) => l === 1)).toHaveLength(1)
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1)
  })
}

/** Opens a page and checks that its canonical URL is its own path and its h1 the given text. */
async function openPage(page: Page, path: string, h1: string) {
  await page.goto(path)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>)
}

function section(page: Page, heading: string) {
  return page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })
}

test('thank-you: the promise, how to reach us sooner, next steps and where to go', async ({
  page,
}) => {
  await page.goto('/thank-you')
  await expect(page).toHaveTitle(/Thank You/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/thank-you$/)
  // the response clock's promise, 60 business minutes unless an owner changes it
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /We answer every message within 1 business hour\./,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!')
  await expect(page.getByText('Your message is on its way to our team.')).toContainText(
    'We answer every message within 1 business hour.',
  )

  const sooner = section(page, 'Need an answer sooner?')
  await expect(sooner.getByRole('link', { name: /Call/ })).toHaveAttribute(
    'href',
    'tel:+15705550100',
  )
  await expect(sooner).toContainText(/Monday - Friday\s*9:00 AM - 5:00 PM/)
  await expect(sooner).toContainText(/Sunday\s*Closed/)

  const steps = section(page, 'What Happens Next').getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(steps.getByRole('heading')).toHaveText([
    'We review your message',
    'A personal response',
    'Solution and service',
  ])

  const showrooms = section(page, 'Visit a Showroom').getByRole('listitem')
  await expect(showrooms).toHaveCount(2)
  await expect(showrooms.nth(0)).toContainText('Pocono Pines Showroom')
  await expect(showrooms.nth(0)).toContainText('2150 Route 940, Pocono Pines, PA 18350')
  await expect(showrooms.nth(0).getByRole('link')).toHaveAttribute(
    'href',
    `tel:${phones.poconoPines.tel}`,
  )
  await expect(showrooms.nth(1)).toContainText('800 Keyser Avenue, Scranton, PA 18508')
  await expect(showrooms.nth(1).getByRole('link')).toHaveAttribute(
    'href',
    `tel:${phones.scranton.tel}`,
  )

  const next = page.getByRole('navigation', { name: 'While You Wait' }).getByRole('link')
  await expect(next).toHaveText([
    'Browse Inventory',
    'View Rentals',
    'Our Services',
    'Back to Home',
  ])
  expect(await next.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/inventory',
    '/rentals',
    '/services',
    '/',
  ])
  await expectHeadingOrder(page)
  await expectAccessible(page)
})

test('showroom: three location cards with every link, services, areas and calls to action', async ({
  page,
}) => {
  await openPage(page, '/showroom', 'Visit Our Showrooms')

  const cards = section(page, 'Our Locations').locator('article')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Pocono Pines Showroom',
    'Scranton Showroom',
    'Online Sales - Pennsylvania',
  ])
  const expected = [
    {
      address: '2150 Route 940, Pocono Pines, PA 18350',
      tel: phones.poconoPines.tel,
      directions: true,
    },
    {
      address: '800 Keyser Avenue, Scranton, PA 18508',
      tel: phones.scranton.tel,
      directions: true,
    },
    {
      address: 'Online sales and delivery across Pennsylvania',
      tel: phones.main.tel,
      directions: false,
    },
  ]
  for (const [i, want] of expected.entries()) {
    const card = cards.nth(i)
    await expect(card).toContainText(want.address)
    await expect(card).toContainText(/Monday - Friday\s*9:00 AM - 5:00 PM/)
    await expect(card).toContainText(/Saturday\s*9:00 AM - 5:00 PM/)
    await expect(card).toContainText(/Sunday\s*Closed/)
    await expect(card.getByRole('link', { name: /^Call Now/ })).toHaveAttribute(
      'href',
      `tel:${want.tel}`,
    )
    const directions = card.getByRole('link', { name: /^Directions/ })
    if (want.directions) {
      const href = new URL((await directions.getAttribute('href')) ?? '')
      expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/')
      expect(href.searchParams.get('destination')).toBe(want.address)
      await expect(directions).toHaveAttribute('target', '_blank')
    } else {
      await expect(directions).toHaveCount(0)
    }
    await expect(card.getByRole('link', { name: /^Website/ })).toHaveAttribute(
      'href',
      'https://keystone-golfcarts.example',
    )
    await expect(card.getByRole('link', { name: /^YouTube/ })).toHaveAttribute(
      'href',
      /youtube\.com\//,
    )
    await expect(card.getByRole('link', { name: /^Reviews/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    )
  }
  // the online desk has no Facebook page of its own; the showrooms do
  await expect(cards.getByRole('link', { name: /^Facebook/ })).toHaveCount(2)

  await expect(section(page, 'Showroom Services').getByRole('heading', { level: 3 })).toHaveText([
    'Test Drives',
    'Expert Consultation',
    'Financing Options',
  ])
  await expect(page.getByRole('link', { name: /Get Financing Quote/ })).toHaveAttribute(
    'target',
    '_blank',
  )

  const areas = section(page, 'Areas We Serve').getByRole('link')
  await expect(areas).toHaveCount(towns.length)
  const hrefs = await areas.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs).toContain('/milford-golf-carts')
  expect(hrefs).toContain('/middle-smithfield-township-golf-carts')
  expect(hrefs).toContain('/scranton-golf-carts')
  expect(new Set(hrefs).size).toBe(towns.length)

  const plan = section(page, 'Plan Your Visit')
  await expect(plan.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  await expect(plan.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+15705550100')

  const dealers = (await jsonLd(page)).filter((d) => d['@type'] === 'AutoDealer')
  expect(dealers.map((d) => (d.address as { addressLocality: string }).addressLocality)).toEqual([
    'Pocono Pines',
    'Scranton',
  ])
  expect(dealers.map((d) => d.telephone)).toEqual([phones.poconoPines.tel, phones.scranton.tel])
  expect(dealers[0]?.openingHours).toEqual(['Mo-Fr 09:00-17:00', 'Sa 09:00-17:00'])

  await expectHeadingOrder(page)
  await expectAccessible(page)
})

test('services: four priced services, why us, mobile service, hours and scheduling', async ({
  page,
}) => {
  await openPage(page, '/services', 'Golf Cart Service & Repair')

  const cards = section(page, 'Our Services').locator('article')
  await expect(cards).toHaveCount(4)
  await expect(cards.getByRole('heading')).toHaveText([
    'Maintenance & Repairs',
    'Battery Service & Upgrades',
    'Custom Modifications',
    'Warranty Service',
  ])
  // each card books its kind of work, the service line beside the button
  await expect(cards.getByRole('link', { name: /^Book this service/ })).toHaveCount(4)
  await expect(
    cards.nth(1).getByRole('link', { name: 'Book this service for Battery Service & Upgrades' }),
  ).toHaveAttribute('href', '/services/book?kind=battery')
  await expect(cards.getByRole('link', { name: phones.service.display })).toHaveCount(4)
  // the price line is each card's last paragraph, above its booking button
  await expect(cards.locator(':scope > p:last-of-type')).toHaveText([
    'Starting at $155/hour',
    'Starting at $155/hour',
    'Priced by quote',
    'Covered by your warranty',
  ])
  await expect(cards.nth(0)).toContainText('Most repairs completed in 24-48 hours')
  for (let i = 0; i < 4; i++)
    expect(await cards.nth(i).getByRole('listitem').count()).toBeGreaterThanOrEqual(4)

  await expect(
    section(page, 'Why Choose Our Service Department').getByRole('listitem'),
  ).toHaveCount(4)

  const mobile = section(page, 'Mobile Service')
  await expect(mobile.getByRole('link', { name: phones.service.display })).toHaveAttribute(
    'href',
    'tel:+15705550101',
  )
  const serviceHours = section(page, 'Service Department Hours')
  await expect(serviceHours).toContainText(/Monday - Friday\s*8:00 AM - 5:00 PM/)
  await expect(serviceHours).toContainText(/Saturday\s*9:00 AM - 3:00 PM/)
  await expect(serviceHours).toContainText(/Sunday\s*Emergency service only/)

  const schedule = section(page, 'Schedule Your Service')
  await expect(schedule.getByRole('link', { name: /Call/ })).toHaveAttribute(
    'href',
    'tel:+15705550101',
  )
  const dealer = (await jsonLd(page)).find((d) => d['@type'] === 'AutoDealer')
  expect(dealer?.openingHours).toEqual(['Mo-Fr 08:00-17:00', 'Sa 09:00-15:00'])

  await expectHeadingOrder(page)
  await expectAccessible(page)

  // scheduling opens the booking page, with the service line beside the button
  await waitForHydration(page)
  await schedule.getByRole('link', { name: 'Book Service' }).click()
  await expect(page).toHaveURL(/\/services\/book$/)
  await expect(page.getByRole('heading', { name: 'Book Service', level: 1 })).toBeVisible()
})

test('about: story, numbers, values, team, three regions of five, map and town list', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/)
  const main = page.locator('main')
  await expect(section(page, 'Our Story')).toContainText('2010')
  const stats: [string, string][] = [
    ['15+', 'Years of experience'],
    ['500+', 'Happy customers'],
    ['15', 'Municipalities served'],
    ['2010', 'Founded'],
  ]
  for (const [value, label] of stats) {
    await expect(main.locator('dl div', { hasText: label }).locator('dd')).toHaveText(value)
  }
  await expect(section(page, 'Our Values').getByRole('listitem')).toHaveCount(4)

  const team = section(page, 'Meet Our Team').getByRole('listitem')
  await expect(team).toHaveCount(4)
  await expect(team.locator('p.font-semibold')).toHaveText([
    'Founder & Owner',
    'Sales Manager',
    'Service Manager',
    'Rentals & Customer Care',
  ])

  const regions = section(page, 'Our Service Area').locator(':scope ul > li:has(h3)')
  await expect(regions).toHaveCount(3)
  const pike = towns.filter((m) => m.area === 'pike').map((m) => `/${m.slug}-golf-carts`)
  const regionHrefs: string[] = []
  for (let i = 0; i < 3; i++) {
    const links = regions.nth(i).getByRole('link')
    await expect(links).toHaveCount(5)
    regionHrefs.push(
      ...(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))),
    )
  }
  expect(regionHrefs.sort()).toEqual([...pike].sort())

  const findUs = section(page, 'Find Us')
  await expect(findUs.getByRole('button', { name: 'Show interactive map' })).toBeVisible()
  await expect(findUs.getByRole('link', { name: /Directions/ })).toHaveAttribute(
    'href',
    /Lords%20Valley/,
  )
  await expect(findUs).toContainText(/Sunday\s*By appointment/)
  await expect(findUs.getByRole('link', { name: 'Scranton' })).toHaveAttribute(
    'href',
    '/scranton-golf-carts',
  )
  const dealer = (await jsonLd(page)).find((d) => d['@type'] === 'AutoDealer')
  expect(dealer?.areaServed).toHaveLength(15)

  await expectHeadingOrder(page)
  await expectAccessible(page)
})
