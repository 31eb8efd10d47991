import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { productFeeds } from '#app/sales/feed-paths.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.stop())

const site = 'https://www.keystone-golfcarts.example'
type Item = Record<string, string>
const parser = new XMLParser({ isArray: (name) => name === 'item', parseTagValue: false })

async function feedItems(path: string): Promise<Item[]> {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
  const doc = parser.parse(await response.text()) as { rss: { channel: { item: Item[] } } }
  return doc.rss.channel.item
}

/** The Product structured data of a vehicle page, as search engines read it. */
async function productOf(path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
  const product = blocks
    .flatMap((match) => [JSON.parse(match[1] ?? 'null') as unknown].flat())
    .find((data) => (data as { '@type'?: string })['@type'] === 'Product') as
    { offers: { price?: number; availability: string } } | undefined
  return { product, html }
}

describe('product feeds on the running site', () => {
  it('answer with validators and 304 when nothing changed', async () => {
    // the addresses the back office tells staff to paste
    for (const { path } of productFeeds) {
      const first = await fetch(`${server.url}${path}`)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')
      const modified = first.headers.get('last-modified')
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(Date.parse(modified ?? '')).not.toBeNaN()
      const again = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': etag! } })
      expect(again.status).toBe(304)
      const since = await fetch(`${server.url}${path}`, {
        headers: { 'If-Modified-Since': modified! },
      })
      expect(since.status).toBe(304)
    }
    const csv = await fetch(`${server.url}/feeds/meta-catalog.csv`)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
  })

  it('match each cart page: link and image answer 200, price and availability agree', async () => {
    const items = await feedItems('/feeds/google-products.xml')
    expect(items.length).toBe(29)
    for (const item of items) {
      const path = item['g:link']!.replace(site, '')
      const image = await fetch(`${server.url}${item['g:image_link']!.replace(site, '')}`)
      expect(image.status, item['g:image_link']).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/jpeg')
      const { product, html } = await productOf(path)
      expect(product, path).toBeDefined()
      const price = Number(item['g:price']!.replace(' USD', ''))
      expect(product?.offers.price, path).toBe(price)
      expect(html).toContain(`$${price.toLocaleString('en-US')}`)
      expect(product?.offers.availability).toBe(
        item['g:availability'] === 'in_stock'
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      )
    }
  }, 60_000)

  it('list the same carts in the local inventory feed', async () => {
    const products = await feedItems('/feeds/google-products.xml')
    const local = await feedItems('/feeds/google-local-inventory.xml')
    expect(local.map((i) => i['g:id'])).toEqual(products.map((i) => i['g:id']))
    expect(local.map((i) => i['g:price'])).toEqual(products.map((i) => i['g:price']))
  })
})
