import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase } from '#tests/support/database.ts'

import type { DB } from '../db/connection'
import { seedIfEmpty } from '../db/seed'
import { inventoryVersion, pageBoundaries, saleBoundaries } from './inventory-version'

let db: DB
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
  await seedIfEmpty(db)
})
afterAll(() => close())

/** The key stays while no row changes, and turns over at `ends` though the last read is recent. */
async function expectNewKeyAt(ends: string) {
  // a minute between reads: only the instant passing can make it read again
  const version = inventoryVersion(db, 60_000)
  const during = await version.current()
  expect(await version.current()).toBe(during)
  await new Promise((resolve) => setTimeout(resolve, Date.parse(ends) - Date.now() + 20))
  const after = await version.current()
  expect(after).not.toBe(during)
  expect(after).toContain(ends)
}

const setSale = (id: string, startsAt: string, endsAt: string | null) =>
  db
    .updateTable('vehicles')
    .set({ sale_price: 5000, sale_starts_at: startsAt, sale_ends_at: endsAt })
    .where('id', '=', id)
    .execute()

describe('the inventory version and sales', () => {
  it('names the last sale start or end passed and the next to come', async () => {
    const [a, b] = await db.selectFrom('vehicles').select('id').limit(2).execute()
    await setSale(a!.id, '2026-12-01T05:00:00.000Z', '2027-01-01T05:00:00.000Z')
    await setSale(b!.id, '2026-12-10T05:00:00.000Z', null)
    expect(await saleBoundaries(db, '2026-11-30T00:00:00.000Z')).toEqual({
      last: null,
      next: '2026-12-01T05:00:00.000Z',
    })
    expect(await saleBoundaries(db, '2026-12-10T05:00:00.000Z')).toEqual({
      last: '2026-12-10T05:00:00.000Z',
      next: '2027-01-01T05:00:00.000Z',
    })
    expect(await saleBoundaries(db, '2027-02-01T00:00:00.000Z')).toEqual({
      last: '2027-01-01T05:00:00.000Z',
      next: null,
    })
  })

  it('gives a new key once a sale ends, though no row changed and the last read is recent', async () => {
    const [cart] = await db.selectFrom('vehicles').select('id').limit(1).execute()
    const ends = new Date(Date.now() + 2000).toISOString()
    await setSale(cart!.id, '2026-01-01T05:00:00.000Z', ends)
    await expectNewKeyAt(ends)
  })
})

const addBanner = (startsAt: string, endsAt: string) =>
  db
    .insertInto('announcements')
    .values({
      id: crypto.randomUUID(),
      text: 'Winter storage',
      link_url: null,
      link_text: null,
      tone: 'info',
      pages: '"all"',
      starts_at: startsAt,
      ends_at: endsAt,
      created_at: startsAt,
      updated_at: startsAt,
    })
    .execute()

describe('the inventory version and banners', () => {
  it('names the banners’ starts and ends among the pages’ boundaries, not the feeds’', async () => {
    await db.updateTable('vehicles').set({ sale_price: null }).execute()
    await addBanner('2030-03-01T05:00:00.000Z', '2030-03-08T05:00:00.000Z')
    expect(await pageBoundaries(db, '2030-03-02T00:00:00.000Z')).toEqual({
      last: '2030-03-01T05:00:00.000Z',
      next: '2030-03-08T05:00:00.000Z',
    })
    expect(await saleBoundaries(db, '2030-03-02T00:00:00.000Z')).toEqual({ last: null, next: null })
  })

  it('gives a new key once a banner ends, though no row changed and the last read is recent', async () => {
    const ends = new Date(Date.now() + 2000).toISOString()
    await addBanner(new Date(Date.now() - 60_000).toISOString(), ends)
    await expectNewKeyAt(ends)
  })
})
