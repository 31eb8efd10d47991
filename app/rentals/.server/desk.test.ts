import { describe, expect, it } from 'vitest'

import type { CheckoutInput } from '#app/rentals/rental-desk-form.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { deskHandover } from '#tests/support/rental-desk.ts'
import {
  deskStaff as actor,
  holdRequest,
  hours,
  now,
  siteUrl,
  weekendEnd,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import { checkIn, checkOut } from './desk'
import { placeHold } from './holds'
import { confirmReservation } from './staff-actions'

/* The rental desk hands carts over and takes them back, on both engines. */

const db = eachTestDatabase()

/** Saturday 9:30 EDT, the morning the weekend rental starts */
const startMorning = new Date(weekendStart.getTime() - hours(0.5))
const desk = (at: Date) => ({ actor, now: at, siteUrl })

const handover = deskHandover

/** Check-out at `at` of the version the page showed, without photos. */
const handOver = (id: string, version: number, at: Date, checkout: CheckoutInput = handover) =>
  checkOut(db(), { id, version, ...desk(at), checkout, photos: [] })

/** A confirmed weekend rental of the type (version 2). */
async function confirmed(cartType: 'utility' | 'four-seater' = 'utility', start = weekendStart) {
  const end = new Date(start.getTime() + hours(48))
  const hold = await placeHold(db(), holdRequest(cartType, start, end))
  if (!hold.ok) throw new Error(`a seeded ${cartType} cart should be free`)
  const answer = await confirmReservation(db(), { id: hold.id, version: 1, ...desk(now) })
  if (!answer.ok) throw new Error('the request should confirm')
  return hold
}

const reservation = (id: string) =>
  db().selectFrom('rental_reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const renterMails = async () =>
  (await db().selectFrom('outbox').select('payload').where('kind', '=', 'renter').execute()).map(
    (row) => JSON.parse(row.payload ?? '{}') as { subject: string; text: string; html: string },
  )

/** The payments ledger's rows of a reservation, in the order they were written. */
const ledgerOf = (id: string) =>
  db()
    .selectFrom('payments')
    .select(['kind', 'method', 'amount_cents', 'status'])
    .where('subject_type', '=', 'reservation')
    .where('subject_id', '=', id)
    .orderBy('created_at')
    .orderBy('kind')
    .execute()

const auditActions = async () =>
  (await db().selectFrom('audit_log').select('action').orderBy('at').orderBy('id').execute()).map(
    (a) => a.action,
  )

const cartNamed = async (name: string) =>
  (
    await db()
      .selectFrom('rental_carts')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id

describe('checkOut', () => {
  it('hands the reserved cart over on the start day, recorded with its history and audit row', async () => {
    const hold = await confirmed()
    const result = await handOver(hold.id, 2, startMorning)
    expect(result).toEqual({ ok: true })
    const row = await reservation(hold.id)
    expect(row).toMatchObject({
      status: 'out',
      version: 3,
      cart_id: hold.cartId,
      checked_out_at: startMorning.toISOString(),
    })
    const { evenIfNotReady: _asked, ...kept } = handover
    expect(JSON.parse(row.checkout ?? '{}')).toEqual({
      ...kept,
      cartId: hold.cartId,
      licencesSeen: true,
    })
    expect(await auditActions()).toEqual(['rental.confirm', 'rental.check-out'])
    const events = await db()
      .selectFrom('rental_reservation_events')
      .select(['kind', 'actor_email'])
      .where('reservation_id', '=', hold.id)
      .orderBy('at')
      .execute()
    expect(events.at(-1)).toEqual({ kind: 'checked-out', actor_email: actor.email })
    // the only utility cart is out: the same weekend cannot be promised again
    expect((await placeHold(db(), holdRequest('utility'))).ok).toBe(false)
  })

  it('refuses before the start day, a request not confirmed, an old version and an unknown id; nothing is stored', async () => {
    const hold = await confirmed()
    const dayBefore = new Date(weekendStart.getTime() - hours(20))
    expect(await handOver(hold.id, 2, dayBefore)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'The cart is handed over from the day the rental starts (2026-06-13), not before.',
    })
    expect(await handOver(hold.id, 1, startMorning)).toMatchObject({
      ok: false,
      reason: 'conflict',
    })
    const waiting = await placeHold(db(), holdRequest('four-seater'))
    if (!waiting.ok) throw new Error('a four-seater should be free')
    expect(await handOver(waiting.id, 1, startMorning)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'This reservation is waiting for an answer, so it cannot be checked out.',
    })
    expect(await handOver('nope', 1, startMorning)).toEqual({ ok: false, reason: 'not-found' })
    expect((await reservation(hold.id)).status).toBe('confirmed')
    expect(await auditActions()).toEqual(['rental.confirm'])
  })

  it('hands over another free cart of the type, but not one reserved by someone else', async () => {
    const mine = await confirmed('four-seater')
    const theirs = await confirmed('four-seater')
    expect(theirs.cartId).not.toBe(mine.cartId)
    const taken = await handOver(mine.id, 2, startMorning, { ...handover, cartId: theirs.cartId })
    expect(taken).toMatchObject({ ok: false, reason: 'invalid' })
    expect((await reservation(mine.id)).cart_id).toBe(mine.cartId)
    const wrongType = await handOver(mine.id, 2, startMorning, {
      ...handover,
      cartId: await cartNamed('Utility no. 1'),
    })
    expect(wrongType).toMatchObject({ ok: false, reason: 'invalid' })

    // once theirs is cancelled, its cart is free to hand over instead
    await db()
      .updateTable('rental_reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', theirs.id)
      .execute()
    expect(
      await handOver(mine.id, 2, startMorning, { ...handover, cartId: theirs.cartId }),
    ).toEqual({ ok: true })
    expect((await reservation(mine.id)).cart_id).toBe(theirs.cartId)
  })

  it('of two check-outs of one reservation at once exactly one wins', async () => {
    const hold = await confirmed()
    const go = () => handOver(hold.id, 2, startMorning)
    const results = await Promise.all([go(), go()])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: 'conflict' })
    expect((await auditActions()).filter((a) => a === 'rental.check-out')).toHaveLength(1)
  })
})

describe('checkIn', () => {
  async function out() {
    const hold = await confirmed()
    const result = await handOver(hold.id, 2, startMorning)
    if (!result.ok) throw new Error('the cart should check out')
    return hold
  }
  /** Monday 12:00 EDT: two hours after the end */
  const twoHoursLate = new Date(weekendEnd.getTime() + hours(2))
  const back = {
    returnedAt: '2026-06-15T12:00',
    battery: 40,
    hourMeter: 131,
    fees: [{ kind: 'cleaning' as const, amount: 50, note: 'Mud on the floor' }],
    depositChoice: 'apply' as const,
  }
  /** Check-in at `at` of the version the page showed, without photos. */
  const takeBack = (id: string, version: number, at: Date, checkin = back) =>
    checkIn(db(), { id, version, ...desk(at), checkin, photos: [] })

  it('takes the cart back two hours late with a cleaning fee: the statement is stored and e-mailed', async () => {
    const hold = await out()
    const result = await takeBack(hold.id, 3, new Date(twoHoursLate.getTime() + hours(0.25)))
    expect(result).toEqual({ ok: true })
    const row = await reservation(hold.id)
    expect(row).toMatchObject({
      status: 'returned',
      version: 4,
      returned_at: twoHoursLate.toISOString(),
    })
    const statement = JSON.parse(row.statement ?? '{}') as Record<string, unknown>
    expect(statement).toMatchObject({
      late: { hours: 2, amount: 50 },
      charges: 100,
      deposit: { taken: 600, method: 'card', applied: 100, returned: 500 },
      balance: 0,
    })
    expect(await auditActions()).toEqual(['rental.confirm', 'rental.check-out', 'rental.check-in'])
    // the ledger agrees: the card held at the desk, $100 of it taken, the rest let go
    expect(await ledgerOf(hold.id)).toEqual([
      { kind: 'authorisation', method: 'card_desk', amount_cents: 60_000, status: 'succeeded' },
      { kind: 'capture', method: 'card_desk', amount_cents: 10_000, status: 'succeeded' },
      { kind: 'release', method: 'card_desk', amount_cents: 50_000, status: 'succeeded' },
    ])
    const mail = (await renterMails()).at(-1)
    expect(mail?.subject).toMatch(/^Your rental statement - /)
    expect(mail?.text).toContain('Late return: 2 hours started after the agreed end: $50')
    expect(mail?.text).toContain('Cleaning (sand, mud, spills, litter): Mud on the floor: $50')
    expect(mail?.text).toContain('Deposit taken (card (authorised, not charged)): $600')
    expect(mail?.text).toContain('Deposit given back: $500')
    expect(mail?.html).toContain('<li>Balance still due: $0</li>')
    // back in: the cart can be reserved again
    const nextWeek = new Date(weekendStart.getTime() + hours(24 * 7))
    expect(
      (
        await placeHold(
          db(),
          holdRequest('utility', nextWeek, new Date(nextWeek.getTime() + hours(24))),
        )
      ).ok,
    ).toBe(true)
  })

  it('writes a cash deposit to the ledger as money in, and what is given back as money out', async () => {
    const hold = await confirmed()
    const cash = { ...handover, deposit: 200, depositMethod: 'cash' as const }
    expect(await handOver(hold.id, 2, startMorning, cash)).toEqual({ ok: true })
    expect(await ledgerOf(hold.id)).toEqual([
      { kind: 'desk_payment', method: 'cash', amount_cents: 20_000, status: 'succeeded' },
    ])
    expect(await takeBack(hold.id, 3, new Date(twoHoursLate.getTime() + hours(0.25)))).toEqual({
      ok: true,
    })
    // $100 of charges kept from the $200: $100 handed back
    expect(await ledgerOf(hold.id)).toEqual([
      { kind: 'desk_payment', method: 'cash', amount_cents: 20_000, status: 'succeeded' },
      { kind: 'desk_refund', method: 'cash', amount_cents: 10_000, status: 'succeeded' },
    ])
  })

  it('refuses a reservation not out, an old version, and a return in the future; nothing is stored', async () => {
    const waiting = await confirmed('four-seater')
    expect(await takeBack(waiting.id, 2, twoHoursLate)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'This reservation is confirmed, so it cannot be checked in.',
    })
    const hold = await out()
    expect(await takeBack(hold.id, 2, twoHoursLate)).toMatchObject({
      ok: false,
      reason: 'conflict',
    })
    expect(await takeBack(hold.id, 3, new Date(weekendEnd.getTime() + hours(1)))).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'The return time cannot be in the future.',
    })
    expect(await takeBack(hold.id, 3, twoHoursLate, { ...back, hourMeter: 100 })).toMatchObject({
      ok: false,
      reason: 'invalid',
    })
    expect((await reservation(hold.id)).status).toBe('out')
    expect(
      (await renterMails()).filter((m) => m.subject.startsWith('Your rental statement')),
    ).toEqual([])
  })
})
