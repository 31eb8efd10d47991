import type { Locator, Page } from '@playwright/test'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { phones } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { cartTypes, planLabels, type RateCard } from '#app/rentals/content/rentals.ts'
import { buildPlans } from '#app/rentals/rental-savings.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { deliveryRates, pickupRates } from '#tests/support/published-rates.ts'

import { expect, expectAccessible, expectLinks, test } from './fixtures'
import { pageMetadata } from './html-scan.ts'

// Axe over a full rate card takes several seconds on a busy machine.
test.describe.configure({ timeout: 60_000 })

function town(slug: string) {
  const found = towns.find((m) => m.slug === slug)
  if (!found) throw new Error(`no town ${slug}`)
  return found
}

async function canonical(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href')
}

/** The JSON-LD objects of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/**
 * Every plan card of a rate card shows its price, computed savings, recommendation, a link to
 * the reserve form with its cart, plan (and town) filled in, and the phone as a second way.
 * The page is server-rendered, so the cards are read once each and checked in Node.
 */
async function expectRateCard(scope: Locator, card: RateCard, town?: string) {
  for (const type of cartTypes) {
    const articles = scope.getByRole('region', { name: card[type].title }).getByRole('article')
    await expect(articles).toHaveCount(4)
    const rendered = await articles.evaluateAll((nodes) =>
      nodes.map((node) => {
        const reserve = node.querySelector('a[href^="/rentals/reserve"]')
        const call = node.querySelector('a[href^="tel:"]')
        return {
          heading: node.querySelector('h3, h4')?.textContent?.trim() ?? '',
          text: node.textContent ?? '',
          reserveHref: reserve?.getAttribute('href') ?? '',
          reserveLabel: reserve?.getAttribute('aria-label') ?? '',
          reserveText: reserve?.textContent?.trim() ?? '',
          callHref: call?.getAttribute('href') ?? '',
        }
      }),
    )
    for (const [index, plan] of buildPlans(card[type]).entries()) {
      const shown = rendered[index]
      const where = `${card[type].title}, ${plan.name}`
      expect(shown?.heading, where).toBe(planLabels[plan.duration].name)
      expect(shown?.text, where).toContain(formatPrice(plan.price))
      expect(shown?.text, where).toContain(plan.renewalText)
      if (plan.savings) {
        expect(shown?.text, where).toContain(`Save ${plan.savings.percent.toFixed(1)}%`)
        expect(shown?.text, where).toContain(
          `${formatPrice(plan.savings.amount)} less than ${plan.days} days`,
        )
      } else {
        expect(shown?.text, where).not.toContain('Save ')
      }
      expect(shown?.text.includes('Recommended'), `${where} recommended`).toBe(plan.recommended)
      expect(shown?.reserveText, where).toBe('RESERVE TODAY')
      expect(shown?.reserveHref, where).toBe(
        `/rentals/reserve?type=${type}&plan=${plan.duration}${town ? `&town=${town}` : ''}`,
      )
      expect(shown?.callHref, where).toBe(`tel:${phones.main.tel}`)
      expect(shown?.reserveLabel, where).toContain(where)
    }
  }
}

/** Opens a page and waits for its main heading. */
async function openPage(page: Page, path: string, h1: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
}

test.describe('rentals', () => {
  test('/rentals shows every standard plan with computed savings, the rules and the policy link', async ({
    page,
  }) => {
    await openPage(page, '/rentals', 'Rent an Electric Golf Cart')
    const main = page.getByRole('main')

    // Hand-computed: 245 x 7 = 1,715, saving 665 = 38.7%; 245 x 30 = 7,350, saving 4,550 = 61.9%.
    const fourSeater = main.getByRole('region', { name: '4-Seater Golf Cart' })
    const weekly = fourSeater.getByRole('article').filter({ hasText: 'Weekly Rental' })
    await expect(weekly).toContainText('$1,050')
    await expect(weekly).toContainText('Save 38.7%')
    await expect(weekly).toContainText('$665')
    await expect(weekly).toContainText('Recommended')
    const monthly = fourSeater.getByRole('article').filter({ hasText: 'Monthly Rental' })
    await expect(monthly).toContainText('$2,800')
    await expect(monthly).toContainText('Save 61.9%')
    await expect(monthly).toContainText('$4,550')
    // 6-seater 3 days: 295 x 3 = 885, saving 150 = 16.9%
    await expect(
      main
        .getByRole('region', { name: '6-Seater Golf Cart' })
        .getByRole('article')
        .filter({ hasText: '3-Day Rental' }),
    ).toContainText('Save 16.9%')

    await expectRateCard(main, pickupRates)
    await expect(main.getByRole('link', { name: /Reserve today/i })).toHaveCount(12)

    const rules = main.getByRole('region', { name: 'Before You Rent' })
    await expect(rules).toContainText('Age 18 and up')
    await expect(rules).toContainText('24-hour minimum')
    await expect(rules).toContainText('30-day maximum')
    await expect(rules).toContainText('4-seater $500, 6-seater $750 and utility $600')
    await expect(rules).toContainText('Insurance included')
    await expect(rules.getByRole('link', { name: 'Read the full rental policy' })).toHaveAttribute(
      'href',
      '/policies/rental-policy',
    )
    await expect(main.getByRole('link', { name: 'Scranton golf cart rentals' })).toHaveAttribute(
      'href',
      '/rentals/scranton',
    )
    expect(await canonical(page)).toMatch(/\/rentals$/)
    await expectAccessible(page)
  })

  for (const slug of ['milford', 'scranton']) {
    test(`/rentals/${slug} shows the delivered rates, the benefits and free delivery in town`, async ({
      page,
    }) => {
      const t = town(slug)
      await openPage(page, `/rentals/${slug}`, `Golf Cart Rentals in ${t.name}, PA`)
      await expect(page).toHaveTitle(new RegExp(`Golf Cart Rentals in ${t.name}, PA`))
      expect(await canonical(page)).toMatch(new RegExp(`/rentals/${slug}$`))
      const main = page.getByRole('main')
      await expectLinks(main, {
        'View Rental Prices': '#pricing',
        'Contact Us': '/contact',
      })

      await expect(
        main.getByRole('region', { name: `Why Rent With Us in ${t.name}` }).getByRole('listitem'),
      ).toHaveCount(6)

      const pricing = page.locator('#pricing')
      // Town figures differ from /rentals: 6-seater 3 days 825 (295 x 3 = 885, saving 60 = 6.7%),
      // utility weekly 1,155 (275 x 7 = 1,925, saving 770 = 40.0%).
      await expect(
        pricing
          .getByRole('region', { name: '6-Seater Golf Cart' })
          .getByRole('article')
          .filter({ hasText: '3-Day Rental' }),
      ).toContainText(/\$825[\s\S]*Save 6\.7%/)
      await expect(
        pricing
          .getByRole('region', { name: 'Utility Golf Cart' })
          .getByRole('article')
          .filter({ hasText: 'Weekly Rental' }),
      ).toContainText(/\$1,155[\s\S]*Save 40\.0%/)
      await expectRateCard(pricing, deliveryRates, slug)

      await expect(main).toContainText(`Free delivery within the ${t.name} area`)
      await expect(main.getByRole('button', { name: 'Show interactive map' })).toBeVisible()
      await expect(main).toContainText(t.localSpots[0] ?? '')
      await expect(main.getByRole('link', { name: `Buy a Cart in ${t.name}` })).toHaveAttribute(
        'href',
        `/${slug}-golf-carts`,
      )
      await expectAccessible(page)
    })
  }
})

test.describe('town landing pages', () => {
  test('/milford-golf-carts is about Milford: local facts, delivery, carts, map, contact and structured data', async ({
    page,
  }) => {
    const milford = town('milford')
    await openPage(page, '/milford-golf-carts', 'Golf Carts in Milford, PA')
    await expect(page).toHaveTitle(/Milford/)
    expect(await canonical(page)).toMatch(/\/milford-golf-carts$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Browse Inventory', exact: true })).toHaveAttribute(
      'href',
      '/inventory',
    )
    await expect(main.getByRole('link', { name: 'Rent a Cart in Milford' })).toHaveAttribute(
      'href',
      '/rentals/milford',
    )

    // Local content: county, type, nearest location and distance, facts, places, delivery terms.
    await expect(main).toContainText('Pike County · Borough')
    await expect(main).toContainText('Lords Valley Main Office, about 12 miles')
    for (const fact of milford.facts) await expect(main).toContainText(fact)
    for (const spot of milford.localSpots) await expect(main).toContainText(spot)
    await expect(main).toContainText(
      'Delivery to Milford is free: it is in Pike County, our home county',
    )
    await expect(main.getByRole('link', { name: 'Visit our nearest showroom' })).toHaveAttribute(
      'href',
      '/showroom',
    )

    await expect(
      main.getByRole('region', { name: 'Why Milford Shops With Us' }).getByRole('listitem'),
    ).toHaveCount(4)

    const popular = main.getByRole('region', { name: 'Popular Golf Carts' })
    const cards = popular.getByRole('article')
    await expect(cards).toHaveCount(3)
    for (const [index, vehicle] of seedVehicles.slice(0, 3).entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name: vehicle.name })).toBeVisible()
      await expect(card).toContainText(vehicle.brand)
      await expect(card).toContainText(
        vehicle.priceOnRequest ? 'Call for Price' : `Starting at ${formatPrice(vehicle.price)}`,
      )
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
        'href',
        `/vehicles/${vehicle.id}`,
      )
      await expect(card.getByRole('link', { name: /Rent This Model/ })).toHaveAttribute(
        'href',
        '/rentals/milford',
      )
    }
    await expect(cards.first()).toContainText('Starting at $12,995')
    await expect(popular.getByRole('link', { name: /View All/ })).toHaveAttribute(
      'href',
      '/inventory',
    )

    await expect(main.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main.getByRole('button', { name: 'Show interactive map' })).toBeVisible()
    const contact = main.getByRole('region', { name: 'Talk to Us About Golf Carts in Milford' })
    await expect(
      contact.getByRole('link', { name: `Call ${phones.main.display}` }),
    ).toHaveAttribute('href', `tel:${phones.main.tel}`)
    await expect(contact).toContainText('Monday - Saturday')
    await expect(contact).toContainText('8:00 AM - 6:00 PM')
    await expect(contact).toContainText('10:00 AM - 4:00 PM')

    const business = (await jsonLd(page)).find((d) => d['@type'] === 'AutoDealer')
    expect(business).toMatchObject({
      address: { addressLocality: 'Milford', addressRegion: 'PA', addressCountry: 'US' },
      geo: { latitude: milford.coordinates.lat, longitude: milford.coordinates.lng },
      areaServed: ['Milford, PA', 'Pike County, PA'],
      openingHours: ['Mo-Sa 08:00-18:00', 'Su 10:00-16:00'],
    })
    await expectAccessible(page)
  })

  test('/towns/scranton-city is the Scranton page, canonical at /scranton-golf-carts', async ({
    page,
  }) => {
    await openPage(page, '/towns/scranton-city', 'Golf Carts in Scranton, PA')
    expect(await canonical(page)).toMatch(/\/scranton-golf-carts$/)
    const main = page.getByRole('main')
    await expect(main).toContainText('Lackawanna County · City')
    await expect(main).toContainText('Scranton Showroom, about 3 miles')
    await expect(main).toContainText(town('scranton').facts[1] ?? '')
    await expect(main.getByRole('link', { name: 'Rent a Cart in Scranton' })).toHaveAttribute(
      'href',
      '/rentals/scranton',
    )
    await expectAccessible(page)
  })

  test('each town page has its own title, description and text, and both URL shapes share one canonical', async ({
    request,
  }) => {
    const pages = await Promise.all(
      [
        '/milford-golf-carts',
        '/towns/milford',
        '/scranton-golf-carts',
        '/carbondale-golf-carts',
      ].map(async (path) => {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        return pageMetadata(await response.text())
      }),
    )
    const [landing, alias, scranton, carbondale] = pages
    expect(alias?.canonical).toBe(landing?.canonical)
    expect(landing?.canonical).toMatch(/\/milford-golf-carts$/)
    const distinct = [landing, scranton, carbondale]
    expect(new Set(distinct.map((p) => p?.title)).size).toBe(3)
    expect(new Set(distinct.map((p) => p?.description)).size).toBe(3)
    expect(scranton?.description).toContain('Scranton')
    // Carbondale is 17 miles from the Scranton showroom: 2 miles beyond the free 15, at $6 a mile
    expect(carbondale?.description).toContain('Delivery about $12 to Carbondale')

    const html = await (await request.get('/carbondale-golf-carts')).text()
    expect(html).toContain('2 miles beyond the 15-mile free delivery zone')
    expect(html).not.toContain(town('milford').facts[0] ?? '')
  })
})

test.describe('unknown towns', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })

  test('an unknown slug answers 404 with "Municipality not found"', async ({ page, request }) => {
    const response = await page.goto('/towns/nowhere')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Municipality not found' }),
    ).toBeVisible()
    await expectAccessible(page)

    for (const path of ['/nowhere-golf-carts', '/rentals/nowhere']) {
      const other = await request.get(path)
      expect(other.status(), path).toBe(404)
      expect(await other.text(), path).toContain('Municipality not found')
    }
    const plain = await request.get('/nowhere')
    expect(plain.status()).toBe(404)
    expect(await plain.text()).toContain('Page Not Found')
  })
})
