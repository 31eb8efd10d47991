import { describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { openTestDatabase } from '#tests/support/database.ts'

import { generateScaleData } from './scale-data'

const now = new Date('2026-06-01T16:00:00Z')
const photos = [{ hash: 'a'.repeat(64), variants: '[]', width: 1600, height: 1200 }]

/** A share of five years in a fresh database; its rows are handed to `look`. */
async function generated<T>(scale: number, seed: number, look: (db: DB) => Promise<T>) {
  const database = await openTestDatabase()
  try {
    const written = await generateScaleData(database.db, { scale, now, photos, seed })
    return { written, seen: await look(database.db) }
  } finally {
    await database.close()
  }
}

const rowsOf = (db: DB) =>
  Promise.all([
    db.selectFrom('contact_messages').selectAll().orderBy('id').execute(),
    db.selectFrom('lead_events').selectAll().orderBy('id').execute(),
    db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
    db
      .selectFrom('rental_reservations as r')
      .innerJoin('rental_carts as c', 'c.id', 'r.cart_id')
      .select(['r.token', 'c.name', 'r.status', 'r.start_at', 'r.end_at', 'r.statement'])
      .orderBy('r.token')
      .execute(),
  ])

describe('the scale data set', () => {
  it('writes the same rows for the same seed, and others for another', async () => {
    const first = await generated(0.002, 7, rowsOf)
    const again = await generated(0.002, 7, rowsOf)
    const other = await generated(0.002, 8, rowsOf)
    expect(again.seen).toEqual(first.seen)
    expect(other.seen[0]).not.toEqual(first.seen[0])
  })

  it('holds a hundredth of five years in the shares of a real inbox', async () => {
    const { written, seen } = await generated(0.01, 7, async (db) => {
      const leads = await db
        .selectFrom('contact_messages')
        .select(['status', 'stage', 'last_name', 'first_response_at', 'due_at'])
        .execute()
      const vehicles = await db.selectFrom('vehicles').select('status').execute()
      return { leads, vehicles }
    })
    expect(written).toMatchObject({
      vehicle_photos: 59,
      contact_messages: 1_000,
      lead_events: 5_770,
      audit_log: 10_000,
      outbox: 2_000,
      outbox_attempts: 2_000,
      alert_subscriptions: 500,
      alert_addresses: 350,
    })
    expect(written.rental_reservations).toBeGreaterThan(290)
    expect(seen.vehicles).toHaveLength(20)
    expect(
      seen.vehicles.filter((v) => v.status === 'sold' || v.status === 'archived'),
    ).toHaveLength(17)
    const share = (test: (lead: (typeof seen.leads)[number]) => boolean) =>
      seen.leads.filter(test).length / seen.leads.length
    expect(share((l) => l.status === 'spam')).toBeCloseTo(0.05, 2)
    expect(share((l) => l.stage === 'won' || l.stage === 'lost')).toBeGreaterThan(0.6)
    expect(share((l) => l.last_name === 'Smith')).toBeGreaterThan(0.003)
    expect(share((l) => l.last_name === 'Smith')).toBeLessThan(0.02)
    const overdue = share(
      (l) =>
        l.status === 'received' && !l.first_response_at && (l.due_at ?? '') < now.toISOString(),
    )
    expect(overdue).toBeGreaterThan(0.01)
    expect(overdue).toBeLessThan(0.1)
  })
})
