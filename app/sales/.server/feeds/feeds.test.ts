import fc from 'fast-check'
import { XMLParser } from 'fast-xml-parser'
import { SyntaxValidator } from 'fast-xml-validator'
import { describe, expect, it } from 'vitest'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { withoutControls } from '#app/kernel/.server/mail/escape.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'

import { feedId, feedItems, feedLimits, feedProblems, inFeeds } from './feed-item'
import { googleLocalInventoryXml } from './google-local-inventory'
import { googleProductsXml } from './google-products'
import { metaCatalogCsv, metaColumns } from './meta-catalog'

const site = 'https://www.keystone-golfcarts.example'
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' })

type XmlItem = Record<string, string | string[]>
function itemsOf(xml: string): XmlItem[] {
  expect(SyntaxValidator.validate(xml)).toBe(true)
  const doc = parser.parse(xml) as { rss: { channel: { item?: XmlItem[] } } }
  return doc.rss.channel.item ?? []
}

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

const withStatus = (status: Vehicle['status']) => seedVehicles.map((v) => ({ ...v, status }))

describe('product feeds of the seeded inventory', () => {
  const items = feedItems(seedVehicles, site)
  const buyable = seedVehicles.filter((v) => !v.priceOnRequest)

  it('list every cart with a published price, and leave out the one quoted on request', () => {
    expect(items.map((i) => i.id)).toEqual(buyable.map((v) => feedId(v.id)))
    expect(items.some((i) => i.id === 'evolution-d6-max-gt4')).toBe(false)
    expect(feedProblems(seedVehicles.find((v) => v.priceOnRequest)!)).toContain('no-price')
  })

  it('give Google every required attribute in its format', () => {
    const xmlItems = itemsOf(googleProductsXml(items, site))
    expect(xmlItems).toHaveLength(buyable.length)
    for (const [index, item] of xmlItems.entries()) {
      const cart = buyable[index]!
      expect(String(item['g:id']).length).toBeLessThanOrEqual(50)
      expect(String(item['g:title']).length).toBeLessThanOrEqual(150)
      expect(String(item['g:title'])).toContain(cart.brand)
      expect(String(item['g:description']).length).toBeLessThanOrEqual(5000)
      expect(item['g:link']).toBe(`${site}/vehicle/${cart.id}`)
      expect(String(item['g:image_link'])).toMatch(/^https:\/\/.+\.(jpe?g|webp)$/)
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability'])
      expect(item['g:availability']).toBe(cart.inStock ? 'in_stock' : 'out_of_stock')
      expect(item['g:price']).toBe(`${cart.price}.00 USD`)
      expect(item['g:condition']).toBe(cart.isNew ? 'new' : 'used')
      expect(item['g:brand']).toBe(cart.brand)
      expect(item['g:identifier_exists']).toBe('no')
      expect(String(item['g:google_product_category'])).toBe('3931')
      expect(item['g:product_type']).toBe(`Golf Carts > ${cart.brand} > ${cart.category}`)
    }
  })

  it('give the local inventory feed a store code, quantity and pickup for each cart', () => {
    const local = itemsOf(googleLocalInventoryXml(items, site))
    expect(local).toHaveLength(buyable.length)
    for (const item of local) {
      expect(['KEG-POCONO-PINES', 'KEG-SCRANTON']).toContain(item['g:store_code'])
      const inStock = item['g:availability'] === 'in_stock'
      expect(String(item['g:quantity'])).toBe(inStock ? '1' : '0')
      expect(item['g:pickup_method']).toBe(inStock ? 'buy' : 'not supported')
      expect(String(item['g:price'])).toMatch(/^\d+\.\d{2} USD$/)
    }
  })

  it('give Meta the same carts in RFC 4180 CSV with its column names', () => {
    const rows = csvRows(metaCatalogCsv(items))
    expect(rows[0]).toEqual([...metaColumns])
    expect(rows).toHaveLength(buyable.length + 1)
    for (const row of rows.slice(1)) {
      const record = Object.fromEntries(metaColumns.map((c, i) => [c, row[i]]))
      expect(['in stock', 'out of stock']).toContain(record.availability)
      expect(record.price).toMatch(/^\d+\.\d{2} USD$/)
      expect(record.google_product_category).toBe('3931')
    }
  })

  it('follow the status: pending is out of stock; draft, sold and archived are absent', () => {
    const pending = feedItems(withStatus('pending'), site)
    expect(pending).toHaveLength(buyable.length)
    expect(new Set(pending.map((i) => i.availability))).toEqual(new Set(['out_of_stock']))
    for (const status of ['draft', 'sold', 'archived'] as const) {
      expect(feedItems(withStatus(status), site)).toEqual([])
    }
  })

  it("give a running sale as sale_price with its ISO 8601 start/end in the dealer's offset", () => {
    // Dec 1 to Dec 31, Eastern: 05:00 UTC is midnight in New York in winter
    const sale = {
      price: 11995,
      startsAt: '2026-12-01T05:00:00.000Z',
      endsAt: '2027-01-01T05:00:00.000Z',
    }
    const cart = { ...buyable[0]!, price: 12995, sale }
    const [item] = itemsOf(googleProductsXml(feedItems([cart], site), site))
    expect(item?.['g:price']).toBe('12995.00 USD')
    expect(item?.['g:sale_price']).toBe('11995.00 USD')
    const [start, end] = String(item?.['g:sale_price_effective_date']).split('/')
    const offset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}([+-]\d{2}:\d{2})$/
    expect(start).toMatch(offset)
    expect(end).toMatch(offset)
    expect(Date.parse(start!)).toBe(Date.parse(sale.startsAt))
    // the last minute of the sale: 23:59 on its last day
    expect(Date.parse(end!)).toBe(Date.parse(sale.endsAt) - 60_000)

    const [header, row] = csvRows(metaCatalogCsv(feedItems([cart], site)))
    const record = Object.fromEntries(header!.map((c, i) => [c, row![i]]))
    expect(record.sale_price).toBe('11995.00 USD')
    expect(record.sale_price_effective_date).toBe(item?.['g:sale_price_effective_date'])
  })

  it('give no sale fields without a running sale, and no dates for a sale without an end', () => {
    const [plain] = itemsOf(googleProductsXml(feedItems([buyable[0]!], site), site))
    expect(plain).not.toHaveProperty('g:sale_price')
    const open = { price: 9000, startsAt: '2026-01-01T05:00:00.000Z', endsAt: null }
    const [item] = itemsOf(
      googleProductsXml(feedItems([{ ...buyable[0]!, sale: open }], site), site),
    )
    expect(item?.['g:sale_price']).toBe('9000.00 USD')
    expect(item).not.toHaveProperty('g:sale_price_effective_date')
  })

  it('keep ids stable and within 50 characters', () => {
    const long = 'evolution-d6-max-xt6-street-legal-custom-edition-with-every-option'
    expect(feedId(long)).toHaveLength(50)
    expect(feedId(long)).toBe(feedId(long))
    expect(feedId('denago-ev-city')).toBe('denago-ev-city')
    expect(feedLimits.additionalImages).toBe(10)
  })
})

describe('hostile text in names and descriptions', () => {
  it('keeps every feed well-formed and the text intact', () => {
    const text = fc.string({ unit: 'binary', maxLength: 200 })
    fc.assert(
      fc.property(text, text, fc.array(text, { maxLength: 4 }), (name, description, features) => {
        const cart: Vehicle = {
          ...seedVehicles[0]!,
          name: `Evolution ${name}`,
          description,
          features,
          specifications: { ...seedVehicles[0]!.specifications, color: `"${name}", & <b>` },
        }
        expect(inFeeds(cart)).toBe(true)
        const items = feedItems([cart], site)
        expect(itemsOf(googleProductsXml(items, site))).toHaveLength(1)
        expect(itemsOf(googleLocalInventoryXml(items, site))).toHaveLength(1)
        const rows = csvRows(metaCatalogCsv(items))
        expect(rows).toHaveLength(2)
        expect(rows[1]).toHaveLength(metaColumns.length)
        expect(rows[1]?.[1]).toBe(withoutControls(items[0]?.title ?? ''))
      }),
      { numRuns: 300 },
    )
  })
})

describe('a large inventory', () => {
  it('builds all three feeds of 500 carts in well under a second', () => {
    const carts = Array.from({ length: 500 }, (_, i) => ({
      ...seedVehicles[i % seedVehicles.length]!,
      id: `evolution-cart-${i}`,
      priceOnRequest: false,
    }))
    const started = performance.now()
    const items = feedItems(carts, site)
    const sizes = [
      googleProductsXml(items, site).length,
      googleLocalInventoryXml(items, site).length,
      metaCatalogCsv(items).length,
    ]
    const ms = performance.now() - started
    console.log(
      `500 carts: three feeds (${sizes.map((n) => `${Math.round(n / 1024)} KB`).join(', ')}) in ${ms.toFixed(0)} ms`,
    )
    expect(items).toHaveLength(500)
    expect(ms).toBeLessThan(1000)
  })
})
