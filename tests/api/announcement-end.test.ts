import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * Banners start and end on time on every server, with nobody saving
 * anything: two servers on one database keep the inventory page; one is
 * asked throughout, the other only after both instants, and each shows the
 * first banner until its end and the second from its start. The servers
 * take no controlled clock, so the instants are a few seconds ahead.
 */

const recheckMs = 60_000 // far longer than the test: only the banners' instants can turn the pages over
let database: TestDatabase
let servers: TestServer[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  const first = await startServer({ INVENTORY_RECHECK_MS: String(recheckMs) }, database)
  servers = [first, await startServer({ INVENTORY_RECHECK_MS: String(recheckMs) }, database)]
}, 120_000)
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await database.drop()
})

/** The banner's words on a page as a visitor sees them, or '' without one. */
async function banner(server: TestServer, path = '/inventory') {
  const html = await (await fetch(`${server.url}${path}`)).text()
  const section = /<section aria-label="Announcement"[^>]*>([\s\S]*?)<\/section>/.exec(html)
  return section ? section[1]!.replace(/<[^>]*>/g, '').trim() : ''
}

const addBanner = (db: DB, text: string, pages: string, startsAt: number, endsAt: number) =>
  db
    .insertInto('announcements')
    .values({
      id: crypto.randomUUID(),
      text,
      link_url: null,
      link_text: null,
      tone: 'info',
      pages,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(endsAt).toISOString(),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute()

describe('banners starting and ending with nobody saving', () => {
  it('leave and reach every server’s cached pages on time', async () => {
    const endsAt = Date.now() + 8000
    const saleStartsAt = endsAt + 1500
    const db: DB = openDatabase(database.url, { poolSize: 1 })
    await addBanner(db, 'Winter storage: book now', '["inventory"]', Date.now() - 60_000, endsAt)
    await addBanner(db, 'Spring sale on now', '"all"', saleStartsAt, saleStartsAt + 3_600_000)
    await db.destroy()
    const [watched, idle] = servers as [TestServer, TestServer]
    // both servers render and cache the page with the first banner (the second read is the cached one)
    for (const server of servers) {
      expect(await banner(server)).toBe('Winter storage: book now')
      expect(await banner(server)).toBe('Winter storage: book now')
      // for the inventory pages only
      expect(await banner(server, '/contact')).toBe('')
    }
    // the watched server is asked all along: the first banner until its end, the sale from its start
    let lastStorage = 0
    let firstSale = Infinity
    while (Date.now() < saleStartsAt + 1500) {
      const asked = Date.now()
      const text = await banner(watched)
      if (text === 'Winter storage: book now') lastStorage = asked
      if (text === 'Spring sale on now') firstSale = Math.min(firstSale, asked)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(lastStorage).toBeGreaterThan(endsAt - 1000)
    expect(lastStorage).toBeLessThan(endsAt + 100)
    expect(firstSale).toBeGreaterThanOrEqual(saleStartsAt - 100)
    expect(firstSale).toBeLessThan(saleStartsAt + 500)
    // the idle server, not asked since, shows the sale on every page and the storage banner nowhere
    expect(await banner(idle)).toBe('Spring sale on now')
    expect(await banner(idle, '/contact')).toBe('Spring sale on now')
  }, 60_000)
})
