import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * A sale ends on time on every server, with nobody saving anything: two
 * servers on one database keep the cart's page; one of them is asked
 * throughout, the other only after the end, and neither shows the sale
 * once it is over. The servers take no controlled clock, so the sale ends
 * a few seconds ahead.
 */

const recheckMs = 60_000 // far longer than the test: only the sale's end can turn the pages over
let database: TestDatabase
let servers: TestServer[] = []
let cartId = ''

beforeAll(async () => {
  database = await createTestDatabase()
  const first = await startServer({ INVENTORY_RECHECK_MS: String(recheckMs) }, database)
  servers = [first, await startServer({ INVENTORY_RECHECK_MS: String(recheckMs) }, database)]
  const [row] = await database.query<{ id: string }>(
    "select id from vehicles where status = 'available' and price_on_request = 0 order by id",
  )
  cartId = row?.id ?? ''
}, 120_000)
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await database.drop()
})

const page = async (server: TestServer) => (await fetch(`${server.url}/vehicle/${cartId}`)).text()
// what a screen reader says, the markup between the words left out
const onSale = (html: string) => /Was \$[\d,]+, now \$[\d,]+/.test(html.replace(/<[^>]*>/g, ''))

describe('a sale ending with nobody saving', () => {
  it("leaves every server's cached page and the feed when it ends", async () => {
    const [cart] = await database.query<{ price: number }>(
      'select price from vehicles where id = ?',
      cartId,
    )
    const endsAt = Date.now() + 4000
    const db: DB = openDatabase(database.url, { poolSize: 1 })
    await db
      .updateTable('vehicles')
      .set({
        sale_price: Math.round((cart?.price ?? 0) * 0.8),
        sale_starts_at: new Date(Date.now() - 60_000).toISOString(),
        sale_ends_at: new Date(endsAt).toISOString(),
      })
      .where('id', '=', cartId)
      .execute()
    await db.destroy()
    const [watched, idle] = servers as [TestServer, TestServer]
    // both servers render and cache the page during the sale (the second read is the cached one)
    for (const server of servers) {
      expect(onSale(await page(server))).toBe(true)
      expect(onSale(await page(server))).toBe(true)
    }
    // the watched server is asked all along: it shows the sale until the end, not after
    let lastSeenOnSale = 0
    while (Date.now() < endsAt + 1500) {
      const asked = Date.now()
      if (onSale(await page(watched))) lastSeenOnSale = asked
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(lastSeenOnSale).toBeGreaterThan(endsAt - 1000)
    expect(lastSeenOnSale).toBeLessThan(endsAt + 100)
    // the idle server, not asked since, shows the end too
    expect(onSale(await page(idle))).toBe(false)
    const feed = await (await fetch(`${idle.url}/feeds/google-products.xml`)).text()
    const item = feed.split('<item>').find((part) => part.includes(`<g:id>${cartId}<`)) ?? ''
    expect(item).toContain('<g:price>')
    expect(item).not.toContain('sale_price')
  }, 60_000)
})
