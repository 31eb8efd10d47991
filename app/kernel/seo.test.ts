import { describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'

import { absoluteUrl, pageTitle, seo, siteUrlFrom } from './seo.ts'

const siteUrl = 'https://carts.example'

function tag(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined
}

describe('seo', () => {
  const tags = seo({
    siteUrl,
    dealerHours: siteHoursOn('2026-06-01').sets.showroom,
    title: 'Golf Cart Inventory',
    description: 'Browse new and used carts.',
    path: '/inventory',
    keywords: ['golf carts', 'Denago'],
  })

  it('sets the title with the dealer name, description and keywords', () => {
    expect(tags).toContainEqual({ title: `Golf Cart Inventory | ${business.name}` })
    expect(tag(tags, 'name', 'description')?.content).toBe('Browse new and used carts.')
    expect(tag(tags, 'name', 'keywords')?.content).toBe('golf carts, Denago')
  })

  it('builds the canonical URL from the site URL', () => {
    expect(tag(tags, 'rel', 'canonical')?.href).toBe('https://carts.example/inventory')
    expect(tag(tags, 'property', 'og:url')?.content).toBe('https://carts.example/inventory')
  })

  it('fills Open Graph and Twitter card tags with an absolute image', () => {
    expect(tag(tags, 'property', 'og:image')?.content).toBe(
      'https://carts.example/images/og-default.png',
    )
    expect(tag(tags, 'property', 'og:type')?.content).toBe('website')
    expect(tag(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(tag(tags, 'name', 'twitter:image')?.content).toBe(
      'https://carts.example/images/og-default.png',
    )
  })

  it('adds JSON-LD and extra tags when given', () => {
    const product = seo({
      siteUrl,
      dealerHours: siteHoursOn('2026-06-01').sets.showroom,
      title: 'Cart',
      description: 'd',
      path: '/vehicle/x',
      type: 'product',
      extra: [{ property: 'product:price:currency', content: 'USD' }],
      jsonLd: [{ '@type': 'Product', name: 'Cart' }],
    })
    expect(tag(product, 'property', 'og:type')?.content).toBe('product')
    expect(product).toContainEqual({ property: 'product:price:currency', content: 'USD' })
    expect(product).toContainEqual({ 'script:ld+json': { '@type': 'Product', name: 'Cart' } })
  })
})

describe('helpers', () => {
  it('keeps absolute URLs and prefixes paths', () => {
    expect(absoluteUrl(siteUrl, 'https://other.example/a.png')).toBe('https://other.example/a.png')
    expect(absoluteUrl(siteUrl, 'images/a.png')).toBe('https://carts.example/images/a.png')
  })
  it('does not repeat the dealer name in a title', () => {
    expect(pageTitle(business.name)).toBe(business.name)
  })
  it('reads the site URL from the root match', () => {
    expect(siteUrlFrom([{ id: 'root', loaderData: { siteUrl } }, { id: 'x' }])).toBe(siteUrl)
    expect(siteUrlFrom([])).toBe('')
  })
})
