import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { blockCarts, holdRequest, hours, now } from '#tests/support/rental-requests.ts'

import { cancelReservation } from './cancel'
import { fleetCalendar } from './fleet-calendar'
import { placeHold } from './holds'

/* What the fleet calendar reads for its window, on both engines. */

const db = eachTestDatabase()

const at = (iso: string) => new Date(iso)

describe('fleetCalendar', () => {
  it('reads the carts, the reservations on the window’s days with their dealer days, and flags', async () => {
    // Saturday 31 October 23:30 EDT to Sunday 1 November 23:30 EST: the clocks change between
    const fall = await placeHold(
      db(),
      holdRequest('utility', at('2026-11-01T03:30:00Z'), at('2026-11-02T04:30:00Z'), now, 'Fall'),
    )
    const summer = await placeHold(
      db(),
      holdRequest('six-seater', undefined, undefined, now, 'Sam'),
    )
    if (!fall.ok || !summer.ok) throw new Error('both should be held')
    await blockCarts(db(), 'utility', { firstDay: '2026-11-01', lastDay: '2026-11-03' }, 'Tyres')

    const window = { from: '2026-10-29', days: 7 }
    const shown = await fleetCalendar(db(), window, { now, closed: false })
    expect(shown.carts.map((c) => c.name)).toEqual([
      '4-seater no. 1',
      '4-seater no. 2',
      '6-seater no. 1',
      '6-seater no. 2',
      'Utility no. 1',
    ])
    expect(shown.reservations).toEqual([
      {
        id: fall.id,
        cartId: fall.cartId,
        renter: 'Fall Renter',
        status: 'held',
        firstDay: '2026-10-31',
        lastDay: '2026-11-01',
        needsAnotherCart: true,
      },
    ])
    expect(shown.blocks.map((b) => [b.firstDay, b.lastDay, b.reason])).toEqual([
      ['2026-11-01', '2026-11-03', 'Tyres'],
    ])
  })

  it('leaves out cancelled, declined and expired reservations unless asked, and retired carts', async () => {
    const held = await placeHold(db(), holdRequest('six-seater'))
    if (!held.ok) throw new Error('should be held')
    const cancelled = await cancelReservation(db(), {
      id: held.id,
      version: 1,
      by: { kind: 'renter', ip: null },
      now: new Date(now.getTime() + hours(1)),
      siteUrl: 'https://carts.example',
    })
    expect(cancelled.ok).toBe(true)
    await db()
      .updateTable('rental_carts')
      .set({ state: 'retired' })
      .where('name', '=', '4-seater no. 1')
      .execute()
    const window = { from: '2026-06-08', days: 14 }
    const hidden = await fleetCalendar(db(), window, { now, closed: false })
    expect(hidden.reservations).toEqual([])
    expect(hidden.carts.map((c) => c.name)).not.toContain('4-seater no. 1')
    const shown = await fleetCalendar(db(), window, { now, closed: true })
    expect(shown.reservations.map((r) => [r.renter, r.status, r.needsAnotherCart])).toEqual([
      ['Riley Renter', 'cancelled', false],
    ])
  })
})
