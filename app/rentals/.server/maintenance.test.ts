import { describe, expect, it } from 'vitest'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest, migrateUpTo } from '#app/kernel/.server/db/migrations.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { createTestDatabase, eachTestDatabase } from '#tests/support/database.ts'
import { cartIdNamed, holdRequest, now, testOwner } from '#tests/support/rental-requests.ts'

import { cartTypeAvailability } from './availability'
import { listFleet } from './fleet'
import { placeHold } from './holds'
import { addMaintenance, needsAnotherCart, removeMaintenance } from './maintenance'

/* Maintenance blocks on the seeded fleet, on both engines. */

const db = eachTestDatabase()

const cartId = (name: string) => cartIdNamed(db(), name)

const block = async (name: string, firstDay: string, lastDay: string, reason = 'New batteries') => {
  const added = await addMaintenance(
    db(),
    { cartId: await cartId(name), firstDay, lastDay, reason },
    testOwner,
    now,
  )
  if (!added.ok) throw new Error(added.reason)
  return added
}

describe('maintenance blocks', () => {
  it('keeps several blocks per cart, listed with the fleet, each added and removed with an audit row', async () => {
    await block('Utility no. 1', '2026-07-10', '2026-07-12', 'Tyres')
    await block('Utility no. 1', '2026-06-20', '2026-06-20')
    const utility = (await listFleet(db(), now)).find((c) => c.name === 'Utility no. 1')
    expect(utility?.blocks.map((b) => [b.firstDay, b.lastDay, b.reason])).toEqual([
      ['2026-06-20', '2026-06-20', 'New batteries'],
      ['2026-07-10', '2026-07-12', 'Tyres'],
    ])
    const first = utility?.blocks[0]?.id ?? ''
    expect(await removeMaintenance(db(), first, testOwner, now)).toEqual({
      ok: true,
      cartId: utility?.id,
    })
    expect(await removeMaintenance(db(), first, testOwner, now)).toEqual({
      ok: false,
      reason: 'not-found',
    })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'entity_id'])
      .execute()
    // all three at the same moment: their order is not the point
    expect(audit.map((row) => [row.action, row.actor_email, row.entity_id]).sort()).toEqual([
      ['rental.maintenance.add', testOwner.email, utility?.id],
      ['rental.maintenance.add', testOwner.email, utility?.id],
      ['rental.maintenance.remove', testOwner.email, utility?.id],
    ])
  })

  it('makes a blocked day unavailable to renters and to new holds', async () => {
    await block('Utility no. 1', '2026-06-15', '2026-06-16')
    const days = new Map(
      (
        await cartTypeAvailability(db(), 'utility', {
          now,
          turnaroundMinutes: 120,
          hours: seedWeek('showroom'),
        })
      ).pickup.map((d) => [d.day, d]),
    )
    expect(days.get('2026-06-15')).toEqual({
      day: '2026-06-15',
      free: false,
      reason: 'maintenance',
    })
    expect(days.get('2026-06-17')?.free).toBe(true)
    // Saturday to Monday the 15th: its last day is blocked
    expect(await placeHold(db(), holdRequest('utility'))).toEqual({
      ok: false,
      reason: 'no-free-cart',
    })
  })

  it('is allowed over a reservation, which is then flagged as needing another cart', async () => {
    const held = await placeHold(db(), holdRequest('six-seater'))
    if (!held.ok) throw new Error('a 6-seater should be free')
    expect(await needsAnotherCart(db(), now)).toEqual([])
    const added = await block('6-seater no. 1', '2026-06-15', '2026-06-18', 'Brake repair')
    const flag = {
      id: held.id,
      renter: 'Riley Renter',
      cartId: held.cartId,
      firstDay: '2026-06-13',
      lastDay: '2026-06-15',
      blockedFor: 'Brake repair',
    }
    expect(added.flagged).toEqual([flag])
    expect(await needsAnotherCart(db(), now)).toEqual([flag])
    expect(await needsAnotherCart(db(), now, held.id)).toEqual([flag])
    // a block on other days, or on another cart, flags nothing
    expect((await block('6-seater no. 1', '2026-06-16', '2026-06-18')).flagged).toEqual([])
    expect((await block('6-seater no. 2', '2026-06-13', '2026-06-14')).flagged).toEqual([])
    // once over, it is no longer listed
    expect(await needsAnotherCart(db(), new Date('2026-06-16T12:00:00Z'))).toEqual([])
  })

  it('refuses a retired cart', async () => {
    const id = await cartId('4-seater no. 2')
    await db().updateTable('rental_carts').set({ state: 'retired' }).where('id', '=', id).execute()
    expect(
      await addMaintenance(
        db(),
        { cartId: id, firstDay: '2026-06-10', lastDay: '2026-06-11', reason: 'Paint' },
        testOwner,
        now,
      ),
    ).toEqual({ ok: false, reason: 'retired' })
  })
})

describe('migration 072', () => {
  it('turns each cart’s single maintenance period into a block and puts the cart back in service', async () => {
    const database = await createTestDatabase()
    const old = openDatabase(database.url, { poolSize: 1 })
    try {
      await migrateUpTo(old, '070_backup_runs')
      const set = (name: string, fields: Record<string, string | null>) =>
        old
          .updateTable('rental_carts')
          .set(fields as never)
          .where('name', '=', name)
          .execute()
      await set('Utility no. 1', {
        state: 'maintenance',
        maintenance_from: '2026-07-01',
        maintenance_to: '2026-07-04',
      })
      await set('4-seater no. 1', { state: 'retired' })
      await migrateToLatest(old)
      const carts = await old
        .selectFrom('rental_carts')
        .select(['name', 'state'])
        .orderBy('name')
        .execute()
      expect(carts.map((c) => [c.name, c.state])).toEqual([
        ['4-seater no. 1', 'retired'],
        ['4-seater no. 2', 'in-service'],
        ['6-seater no. 1', 'in-service'],
        ['6-seater no. 2', 'in-service'],
        ['Utility no. 1', 'in-service'],
      ])
      const blocks = await old
        .selectFrom('rental_maintenance as m')
        .innerJoin('rental_carts as c', 'c.id', 'm.cart_id')
        .select(['c.name', 'm.first_day', 'm.last_day', 'm.reason'])
        .execute()
      expect(blocks).toEqual([
        {
          name: 'Utility no. 1',
          first_day: '2026-07-01',
          last_day: '2026-07-04',
          reason: 'Maintenance (set before blocks had reasons)',
        },
      ])
    } finally {
      await old.destroy()
      await database.drop()
    }
  })
})
