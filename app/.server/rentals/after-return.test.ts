import { describe, expect, it } from 'vitest'

import { freshDatabaseEachTest } from '#tests/support/database.ts'
import {
  holdRequest,
  hours,
  now,
  weekendEnd,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import type { DB } from '../db/connection'
import { checkIn, checkOut } from './desk'
import { handovers } from './handovers'
import { placeHold } from './holds'
import { cartsBeingReadied, markCartReady } from './readying'
import { confirmReservation } from './staff-actions'

/* After check-in: the cart is being readied until staff mark it ready, and the day sheet shows what was charged; on both engines. */

let db: DB
freshDatabaseEachTest((fresh) => {
  db = fresh
})

const siteUrl = 'https://carts.example'
const actor = { id: 'u1', email: 'sam@example.com', ip: '198.51.100.4' }
const handover = {
  cartId: '',
  battery: 96,
  hourMeter: 120.5,
  deposit: 600,
  depositMethod: 'card' as const,
  evenIfNotReady: false,
}
/** Monday 10:00 EDT, the weekend's end, and 14:00, when the next renter collects the cart */
const mondayPickup = new Date(weekendEnd.getTime() + hours(4))

/** A confirmed utility rental (the fleet has one utility cart), version 2. */
async function confirmed(start: Date, end: Date, name: string) {
  const hold = await placeHold(db, holdRequest('utility', start, end, now, name))
  if (!hold.ok) throw new Error('the utility cart should be free')
  const answer = await confirmReservation(db, { id: hold.id, version: 1, actor, now, siteUrl })
  if (!answer.ok) throw new Error('the request should confirm')
  return hold
}

const handOver = (id: string, at: Date, checkout = handover) =>
  checkOut(db, { id, version: 2, actor, now: at, siteUrl, checkout, photos: [] })

/** The weekend rental handed over and checked in at Monday 10:00 with no charges. */
async function returnedWeekend() {
  const weekend = await confirmed(weekendStart, weekendEnd, 'Riley')
  expect(await handOver(weekend.id, weekendStart)).toEqual({ ok: true })
  const back = await checkIn(db, {
    id: weekend.id,
    version: 3,
    actor,
    now: weekendEnd,
    siteUrl,
    checkin: {
      returnedAt: '2026-06-15T10:00',
      battery: 30,
      hourMeter: 130,
      fees: [],
      depositChoice: 'return',
    },
    photos: [],
  })
  expect(back).toEqual({ ok: true })
  return weekend
}

const audit = (action: string) =>
  db.selectFrom('audit_log').select(['actor_email', 'after']).where('action', '=', action).execute()

describe('readying a cart after its return', () => {
  it('check-in leaves the cart being readied; the day sheet says for which pickup', async () => {
    const weekend = await returnedWeekend()
    const next = await confirmed(mondayPickup, new Date(mondayPickup.getTime() + hours(24)), 'Dana')
    const readying = await cartsBeingReadied(db, weekendEnd)
    expect(readying).toEqual([
      {
        id: weekend.cartId,
        name: 'Utility no. 1',
        since: weekendEnd.toISOString(),
        next: {
          reservationId: next.id,
          at: mondayPickup.toISOString(),
          kind: 'pickup',
          renter: 'Dana Renter',
        },
      },
    ])
  })

  it('refuses to hand over a cart not marked ready unless staff tick the box, and records it', async () => {
    await returnedWeekend()
    const next = await confirmed(mondayPickup, new Date(mondayPickup.getTime() + hours(24)), 'Dana')
    expect(await handOver(next.id, mondayPickup)).toEqual({
      ok: false,
      reason: 'invalid',
      message:
        'Utility no. 1 came back from its last rental and is not marked ready (charged and cleaned). Mark it ready on the day sheet first, or tick that you hand it over although it is not ready; nothing was stored.',
    })
    const row = await db
      .selectFrom('rental_reservations')
      .select('status')
      .where('id', '=', next.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('confirmed')

    expect(await handOver(next.id, mondayPickup, { ...handover, evenIfNotReady: true })).toEqual({
      ok: true,
    })
    const [checkedOut] = await audit('rental.check-out').then((rows) => rows.slice(-1))
    expect(JSON.parse(checkedOut?.after ?? '{}')).toMatchObject({ handedOverNotReady: true })
    // handed over: it is no longer waiting to be readied
    expect(await cartsBeingReadied(db, mondayPickup)).toEqual([])
  })

  it('a cart marked ready is handed over without the box; of two clicks at once one is recorded', async () => {
    const weekend = await returnedWeekend()
    const next = await confirmed(mondayPickup, new Date(mondayPickup.getTime() + hours(24)), 'Dana')
    const click = () => markCartReady(db, { cartId: weekend.cartId, actor, now: mondayPickup })
    const results = await Promise.all([click(), click()])
    expect(results).toContainEqual({ ok: true, name: 'Utility no. 1' })
    expect(results).toContainEqual({ ok: false, reason: 'already-ready' })
    const rows = await audit('rental.cart.ready')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.actor_email).toBe(actor.email)
    expect(await markCartReady(db, { cartId: 'nope', actor, now })).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await cartsBeingReadied(db, mondayPickup)).toEqual([])
    expect(await handOver(next.id, mondayPickup)).toEqual({ ok: true })
    const [checkedOut] = await audit('rental.check-out').then((rows) => rows.slice(-1))
    expect(JSON.parse(checkedOut?.after ?? '{}')).not.toHaveProperty('handedOverNotReady')
  })

  it('the day sheet’s return shows what was charged once it is checked in', async () => {
    const weekend = await confirmed(weekendStart, weekendEnd, 'Riley')
    expect(await handOver(weekend.id, weekendStart)).toEqual({ ok: true })
    const monday = {
      from: new Date('2026-06-15T04:00:00Z'),
      until: new Date('2026-06-16T04:00:00Z'),
    }
    const before = await handovers(db, monday)
    expect(before.map((h) => [h.kind, h.charged, h.collect])).toEqual([
      ['return', false, ['Give back the $600 deposit if the cart returns as it left']],
    ])
    // back two hours late, with a cleaning fee; the deposit is applied
    const back = await checkIn(db, {
      id: weekend.id,
      version: 3,
      actor,
      now: new Date(weekendEnd.getTime() + hours(2)),
      siteUrl,
      checkin: {
        returnedAt: '2026-06-15T12:00',
        battery: 30,
        hourMeter: 130,
        fees: [{ kind: 'cleaning', amount: 50, note: 'Mud on the floor' }],
        depositChoice: 'apply',
      },
      photos: [],
    })
    expect(back).toEqual({ ok: true })
    const [returned] = await handovers(db, monday)
    expect(returned?.charged).toBe(true)
    expect(returned?.collect).toEqual([
      'Late return: 2 hours started after the agreed end: $50',
      'Cleaning (sand, mud, spills, litter): Mud on the floor: $50',
      'Charges at the return: $100',
      'Deposit taken (card (authorised, not charged)): $600',
      'Deposit applied to the charges: $100',
      'Deposit given back: $500',
      'Balance still due: $0',
    ])
  })
})
