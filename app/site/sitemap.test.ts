import { describe, expect, it } from 'vitest'

import { escapeXml, sitemapEntries, sitemapXml } from './sitemap.ts'

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
  })
})

describe('sitemapEntries', () => {
  const entries = sitemapEntries({
    staticPaths: ['/', '/inventory', '/'],
    vehicles: [
      { id: 'denago-ev-city', updatedAt: '2025-05-02T14:00:00.000Z' },
      { id: 'no-date', updatedAt: null },
    ],
    townPaths: ['/milford-golf-carts', '/rentals/milford'],
    policies: [{ path: '/privacy-policy' }],
    policyLastmod: '2025-01-23',
  })

  it('lists pages, vehicles with their change time, towns and policies once each', () => {
    expect(entries).toEqual([
      { path: '/' },
      { path: '/inventory' },
      { path: '/vehicle/denago-ev-city', lastmod: '2025-05-02T14:00:00.000Z' },
      { path: '/vehicle/no-date' },
      { path: '/milford-golf-carts' },
      { path: '/rentals/milford' },
      { path: '/privacy-policy', lastmod: '2025-01-23' },
    ])
  })
})

describe('sitemapXml', () => {
  it('writes absolute, escaped locations and optional lastmod', () => {
    const xml = sitemapXml('https://carts.example', [
      { path: '/' },
      { path: '/inventory?brand=a&seats=4', lastmod: '2025-01-23' },
    ])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://carts.example/</loc></url>',
        '  <url><loc>https://carts.example/inventory?brand=a&amp;seats=4</loc><lastmod>2025-01-23</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })
})
