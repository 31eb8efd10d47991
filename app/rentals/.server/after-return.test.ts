import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import {
  checkedIn,
  confirmedRental,
  deskHandover,
  handOver,
  rentalOut,
} from '#tests/support/rental-desk.ts'
import {
  holdRequest,
  hours,
  now,
  testOwner,
  weekendEnd,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import { handovers } from './handovers'
import { cartsBeingReadied, markCartReady } from './readying'

/*
 * After check-in: the cart is being readied until staff mark it ready, and
 * the day sheet shows what was charged; on both engines.
 */

const db = eachTestDatabase()

/** Monday 14:00 EDT, four hours after the weekend's end: the next renter collects the cart */
const mondayPickup = new Date(weekendEnd.getTime() + hours(4))
const utility = (start: Date, end: Date, name: string) =>
  holdRequest('utility', start, end, now, name)

/** The fleet's one utility cart rented for the weekend and back on time, Monday 10:00, with no charges. */
async function returnedWeekend() {
  const weekend = await rentalOut(db(), utility(weekendStart, weekendEnd, 'Riley'))
  await checkedIn(db(), weekend.id, { now: weekendEnd, returnedAt: '2026-06-15T10:00' })
  return weekend
}

/** Dana's rental of the same cart from Monday 14:00, confirmed. */
const nextRenter = () =>
  confirmedRental(db(), utility(mondayPickup, new Date(mondayPickup.getTime() + hours(24)), 'Dana'))

const audit = (action: string) =>
  db()
    .selectFrom('audit_log')
    .select(['actor_email', 'after'])
    .where('action', '=', action)
    .execute()

const lastCheckOut = async () =>
  JSON.parse((await audit('rental.check-out')).at(-1)?.after ?? '{}') as Record<string, unknown>

describe('readying a cart after its return', () => {
  it('check-in leaves the cart being readied; the day sheet says for which pickup', async () => {
    const weekend = await returnedWeekend()
    const next = await nextRenter()
    expect(await cartsBeingReadied(db(), weekendEnd)).toEqual([
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
    const next = await nextRenter()
    expect(await handOver(db(), next.id, mondayPickup)).toEqual({
      ok: false,
      reason: 'invalid',
      message:
        'Utility no. 1 came back from its last rental and is not marked ready (charged and cleaned). Mark it ready on the day sheet first, or tick that you hand it over although it is not ready; nothing was stored.',
    })
    const row = await db()
      .selectFrom('rental_reservations')
      .select('status')
      .where('id', '=', next.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('confirmed')

    const anyway = { ...deskHandover, evenIfNotReady: true }
    expect(await handOver(db(), next.id, mondayPickup, anyway)).toEqual({ ok: true })
    expect(await lastCheckOut()).toMatchObject({ handedOverNotReady: true })
    // handed over: it is no longer waiting to be readied
    expect(await cartsBeingReadied(db(), mondayPickup)).toEqual([])
  })

  it('a cart marked ready is handed over without the box; of two clicks at once one is recorded', async () => {
    const weekend = await returnedWeekend()
    const next = await nextRenter()
    const click = () =>
      markCartReady(db(), { cartId: weekend.cartId, actor: testOwner, now: mondayPickup })
    const results = await Promise.all([click(), click()])
    expect(results).toContainEqual({ ok: true, name: 'Utility no. 1' })
    expect(results).toContainEqual({ ok: false, reason: 'already-ready' })
    const rows = await audit('rental.cart.ready')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.actor_email).toBe(testOwner.email)
    expect(await markCartReady(db(), { cartId: 'nope', actor: testOwner, now })).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await cartsBeingReadied(db(), mondayPickup)).toEqual([])
    expect(await handOver(db(), next.id, mondayPickup)).toEqual({ ok: true })
    expect(await lastCheckOut()).not.toHaveProperty('handedOverNotReady')
  })
})

describe('the day sheet’s return after check-in', () => {
  it('shows what was charged and what happened to the deposit instead of what to collect', async () => {
    const weekend = await rentalOut(db(), utility(weekendStart, weekendEnd, 'Riley'))
    const monday = {
      from: new Date('2026-06-15T04:00:00Z'),
      until: new Date('2026-06-16T04:00:00Z'),
    }
    expect((await handovers(db(), monday)).map((h) => [h.kind, h.charged, h.collect])).toEqual([
      ['return', false, ['Give back the $600 deposit if the cart returns as it left']],
    ])
    // back two hours late, with a cleaning fee; the deposit is applied
    await checkedIn(db(), weekend.id, {
      now: new Date(weekendEnd.getTime() + hours(2)),
      returnedAt: '2026-06-15T12:00',
      fees: [{ kind: 'cleaning', amount: 50, note: 'Mud on the floor' }],
      depositChoice: 'apply',
    })
    const [returned] = await handovers(db(), monday)
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
