import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { featuredSeedIds, seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { insertVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { factsPath, pageSize } from '#app/sales/inventory-pages.ts'
import { lotVehicles, shareCovers } from '#tests/fixtures/lot.ts'
import { decodedBody, raw } from '#tests/support/raw-http.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * A dealer's full lot, 300 carts, 200 of them photographed: the inventory's first answer stays small
 * (one page of cards; every cart's filter facts come apart), its later pages
 * are there to crawl, and the cards of a page alone are cached like the API.
 */

const lotSize = 300
const photographed = 200
let server: TestServer

/** A cover as the photo pipeline records it once processed: three formats at five widths. */
function processedCover(cart: string, n: number) {
  const hash = `${n}`.padStart(16, 'a')
  const variants = (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [240, 480, 800, 1200, 1600].map((width) => ({
      format,
      width,
      height: (width * 3) / 4,
      key: `${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
      bytes: width * 60,
    })),
  )
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    vehicle_id: cart,
    position: 0,
    alt: null,
    width: 4000,
    height: 3000,
    hash: hash.repeat(4),
    variants: JSON.stringify(variants),
    status: 'ready' as const,
    error: null,
    created_at: now,
    updated_at: now,
  }
}

beforeAll(async () => {
  server = await startServer()
  // rows straight in, as a dealer's lot would have them: no photos to process
  const db = openDatabase(server.databaseUrl, { poolSize: 1 })
  const lot = lotVehicles(lotSize - seedVehicles.length)
  await insertVehicles(db, lot)
  const covers = lot.slice(0, 3).map((cart, n) => processedCover(cart.id, n))
  await db.insertInto('vehicle_photos').values(covers).execute()
  const others = lot.slice(covers.length, photographed).map((cart) => cart.id)
  await shareCovers(db, covers, others)
  await db.destroy()
})
afterAll(async () => {
  await server?.stop()
})

const budget = 40 * 1024

/** The cards' links of a page, in order. */
const cardLinks = (html: string) =>
  [...html.matchAll(/<article [^>]*data-vehicle-id="([^"]+)"/g)].map((match) => match[1])

describe(`the inventory of a ${lotSize}-cart lot`, () => {
  it(`first answers in under ${budget / 1024} KB, whichever compression the client takes`, async () => {
    const url = `${server.url}/inventory`
    // the first asks render and cache the page; the later ones get the cached copy
    for (const round of ['rendered', 'cached']) {
      for (const coding of ['gzip', 'br', 'gzip, deflate, br, zstd']) {
        const response = await raw(url, { 'accept-encoding': coding })
        expect(response.status).toBe(200)
        expect(response.headers['content-encoding'], `${round}, asked ${coding}`).toBeTruthy()
        expect(response.body.length, `${round}, ${coding}`).toBeLessThan(budget)
        const html = decodedBody(response)
        expect(html).toContain(`Available Golf Carts (${lotSize})`)
        expect(cardLinks(html)).toHaveLength(pageSize)
        // the featured carts come first, then photographed ones, whose photos are in it
        expect(html.match(/<picture>/g)).toHaveLength(pageSize - featuredSeedIds.length)
        // the filter facts are not in it: they would grow it with the lot
        expect(html).toContain(`"facts":"${factsPath}"`)
        expect(html).not.toContain('"vehicles":[')
      }
    }
  })

  it('links its later pages, which list the next carts and are complete without scripts', async () => {
    const first = await (await fetch(`${server.url}/inventory`)).text()
    expect(first).toContain('href="/inventory?page=2"')
    const second = await fetch(`${server.url}/inventory?page=2`)
    expect(second.status).toBe(200)
    const html = await second.text()
    expect(html).toContain(`Page 2 of ${Math.ceil(lotSize / pageSize)}`)
    const [onFirst, onSecond] = [cardLinks(first), cardLinks(html)]
    expect(onSecond).toHaveLength(pageSize)
    expect(onSecond.filter((id) => onFirst.includes(id))).toEqual([])
    // the plain inventory's later pages are their own canonical pages; a filtered one is the inventory's
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/inventory\?page=2"/)
    const filtered = await (await fetch(`${server.url}/inventory?brand=denago&page=2`)).text()
    expect(filtered).toMatch(/<link rel="canonical" href="[^"]+\/inventory"/)
  })

  it('lists in its ItemList the carts of the page, and those alone', async () => {
    for (const query of ['', '?page=3', '?brand=evolution&sort=price-asc']) {
      const html = await (await fetch(`${server.url}/inventory${query}`)).text()
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      const lists = blocks
        .map(
          (block) =>
            JSON.parse(block[1]!) as { '@type'?: string; itemListElement?: { url: string }[] },
        )
        .filter((data) => data['@type'] === 'ItemList')
      expect(lists).toHaveLength(1)
      const listed = lists[0]!.itemListElement!.map((item) => new URL(item.url).pathname)
      expect(listed, query).toEqual(cardLinks(html).map((id) => `/vehicle/${id}`))
    }
  })

  it("sends every listed cart's filter facts apart, cached with a strong ETag", async () => {
    const url = `${server.url}${factsPath}`
    const first = await raw(url, { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toMatch(/^application\/json/)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(first.headers['x-robots-tag']).toBe('noindex')
    const { vehicles } = JSON.parse(decodedBody(first)) as {
      vehicles: { id: string; price: number }[]
    }
    expect(vehicles).toHaveLength(lotSize)
    expect(vehicles.map((cart) => cart.id)).toContain(featuredSeedIds[0])
    const again = await raw(url, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
  })

  it('sends the cards of a page alone, cached with a strong ETag and checked on each use', async () => {
    const url = `${server.url}/inventory/cards?brand=denago&sort=price-desc&page=2`
    const page = await (
      await fetch(`${server.url}/inventory?brand=denago&sort=price-desc&page=2`)
    ).text()
    const first = await raw(url, { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(first.headers['x-robots-tag']).toBe('noindex')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(cardLinks(decodedBody(first))).toEqual(cardLinks(page))
    const again = await raw(url, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
  })
})
