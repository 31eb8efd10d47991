import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import {
  cartIdNamed,
  holdRequest,
  hours,
  now,
  siteUrl,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import { changeReservation, takenMessage } from './change'
import { placeHold } from './holds'
import { addMaintenance } from './maintenance'
import { confirmReservation } from './staff-actions'

/* Staff change a reservation's dates, type or cart, checked again for conflicts, on both engines. */

const db = eachTestDatabase()

const actor = { id: 'u1', email: 'sam@example.com', ip: null }
const later = new Date(now.getTime() + hours(1))
/** who acts, when and from which site, in every staff action here */
const byStaff = { actor, now: later, siteUrl }
const week = hours(24 * 7)
const shift = (at: Date, ms: number) => new Date(at.getTime() + ms)

async function held(
  type: 'utility' | 'four-seater' | 'six-seater',
  start = weekendStart,
  days = 2,
) {
  const hold = await placeHold(db(), holdRequest(type, start, shift(start, hours(24 * days))))
  if (!hold.ok) throw new Error(`a ${type} cart should be free then`)
  return hold
}

const reservation = (id: string) =>
  db().selectFrom('rental_reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const cartNamed = (name: string) => cartIdNamed(db(), name)

const renterMails = async () =>
  (await db().selectFrom('outbox').select('payload').where('kind', '=', 'renter').execute()).map(
    (row) =>
      JSON.parse(row.payload ?? '{}') as { subject: string; text: string; calendar?: object },
  )

describe('changeReservation', () => {
  it('moves a reservation onto days that overlap its own, re-quoted, with history and audit', async () => {
    const hold = await held('utility')
    const start = shift(weekendStart, hours(24))
    const end = shift(start, hours(72))
    const result = await changeReservation(db(), {
      id: hold.id,
      version: 1,
      start,
      end,
      cartType: 'utility',
      cartId: null,
      ...byStaff,
    })
    expect(result).toEqual({ ok: true })
    const row = await reservation(hold.id)
    expect(row).toMatchObject({
      cart_id: hold.cartId,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      days: 3,
      version: 2,
      first_response_at: later.toISOString(),
    })
    // three days of the utility cart at pickup: the 3-day plan ($685) and one extra driver ($25)
    expect(row.total).toBe(685 + 25)
    // the same two-hour turnaround after the new end
    expect(row.hold_until - row.hold_from).toBe(72 * 60 + 120)
    const events = await db()
      .selectFrom('rental_reservation_events')
      .select(['kind', 'detail'])
      .where('reservation_id', '=', hold.id)
      .orderBy('at')
      .execute()
    expect(events.map((e) => e.kind)).toEqual(['requested', 'changed'])
    expect(JSON.parse(events[1]?.detail ?? '{}')).toMatchObject({
      from: { start: weekendStart.toISOString() },
      to: { start: start.toISOString(), total: 710 },
    })
    const audit = await db().selectFrom('audit_log').select('action').execute()
    expect(audit.map((a) => a.action)).toEqual(['rental.change'])
    const [mail] = await renterMails()
    expect(mail?.subject).toMatch(/^Your reservation has changed/)
    expect(mail?.text).toContain('$710')
    // a request not yet confirmed gets no calendar entry
    expect(mail?.calendar).toBeUndefined()
  })

  it('refuses a change into a cart taken for those days, and changes nothing', async () => {
    const first = await held('four-seater')
    const second = await held('four-seater', shift(weekendStart, week))
    const cart1 = await cartNamed('4-seater no. 1')
    expect([first.cartId, second.cartId]).toEqual([cart1, cart1])
    const before = await reservation(second.id)
    const result = await changeReservation(db(), {
      id: second.id,
      version: 1,
      start: weekendStart,
      end: shift(weekendStart, hours(48)),
      cartType: 'four-seater',
      cartId: cart1,
      ...byStaff,
    })
    expect(result).toEqual({ ok: false, reason: 'invalid', message: takenMessage })
    // a cart of another type is refused as such
    const sixSeater = await cartNamed('6-seater no. 1')
    expect(
      await changeReservation(db(), {
        id: second.id,
        version: 1,
        start: weekendStart,
        end: shift(weekendStart, hours(48)),
        cartType: 'four-seater',
        cartId: sixSeater,
        ...byStaff,
      }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: expect.stringMatching(/^Choose a cart of the cart type/),
    })
    expect(await reservation(second.id)).toEqual(before)
    expect(await renterMails()).toHaveLength(0)
    expect(await db().selectFrom('audit_log').select('id').execute()).toHaveLength(0)

    // without a chosen cart it takes the other 4-seater, and a confirmed one gets a new calendar entry
    expect(await confirmReservation(db(), { id: second.id, version: 1, ...byStaff })).toEqual({
      ok: true,
    })
    const moved = await changeReservation(db(), {
      id: second.id,
      version: 2,
      start: weekendStart,
      end: shift(weekendStart, hours(48)),
      cartType: 'four-seater',
      cartId: null,
      ...byStaff,
    })
    expect(moved).toEqual({ ok: true })
    expect((await reservation(second.id)).cart_id).toBe(await cartNamed('4-seater no. 2'))
    expect((await renterMails()).at(-1)?.calendar).toBeDefined()
  })

  it('of two changes onto the one free cart at once exactly one lands', async () => {
    const a = await held('utility', shift(weekendStart, week))
    const b = await held('utility', shift(weekendStart, 2 * week))
    const target = shift(weekendStart, 3 * week)
    const move = (id: string) =>
      changeReservation(db(), {
        id,
        version: 1,
        start: target,
        end: shift(target, hours(48)),
        cartType: 'utility',
        cartId: null,
        ...byStaff,
      })
    const results = await Promise.all([move(a.id), move(b.id)])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: 'invalid' })
    const starts = [(await reservation(a.id)).start_at, (await reservation(b.id)).start_at]
    expect(starts.filter((s) => s === target.toISOString())).toHaveLength(1)
  })

  it('of two moves of two reservations onto the same chosen cart and days exactly one lands', async () => {
    const four1 = await cartNamed('4-seater no. 1')
    const four2 = await cartNamed('4-seater no. 2')
    const a = await held('four-seater', shift(weekendStart, week))
    const b = await held('four-seater', shift(weekendStart, week))
    expect([a.cartId, b.cartId].sort()).toEqual([four1, four2].sort())
    const target = shift(weekendStart, 3 * week)
    const move = (id: string) =>
      changeReservation(db(), {
        id,
        version: 1,
        start: target,
        end: shift(target, hours(48)),
        cartType: 'four-seater',
        cartId: four1,
        ...byStaff,
      })
    const results = await Promise.all([move(a.id), move(b.id)])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      reason: 'invalid',
      message: takenMessage,
    })
    const onTarget = await db()
      .selectFrom('rental_reservations')
      .select('id')
      .where('cart_id', '=', four1)
      .where('start_at', '=', target.toISOString())
      .execute()
    expect(onTarget).toHaveLength(1)
  })

  it('refuses a cart blocked for maintenance on the new days, and e-mails the renter the new dates', async () => {
    const hold = await held('six-seater')
    const six2 = await cartNamed('6-seater no. 2')
    await addMaintenance(
      db(),
      { cartId: six2, firstDay: '2026-06-14', lastDay: '2026-06-14', reason: 'Brakes' },
      actor,
      now,
    )
    const to = (cartId: string, start: Date) =>
      changeReservation(db(), {
        id: hold.id,
        version: 1,
        start,
        end: shift(start, hours(48)),
        cartType: 'six-seater',
        cartId,
        ...byStaff,
      })
    expect(await to(six2, weekendStart)).toEqual({
      ok: false,
      reason: 'invalid',
      message: takenMessage,
    })
    expect(await renterMails()).toHaveLength(0)
    const later = shift(weekendStart, week)
    expect(await to(six2, later)).toEqual({ ok: true })
    const [mail] = await renterMails()
    expect(mail?.subject).toMatch(/^Your reservation has changed/)
    expect(mail?.text).toContain('Saturday, June 20')
  })

  it('refuses an end before the start, and a stale version', async () => {
    const hold = await held('utility')
    const base = {
      id: hold.id,
      cartType: 'utility' as const,
      cartId: null,
      ...byStaff,
    }
    expect(
      await changeReservation(db(), {
        ...base,
        version: 1,
        start: weekendStart,
        end: weekendStart,
      }),
    ).toMatchObject({ ok: false, reason: 'invalid' })
    expect(
      await changeReservation(db(), {
        ...base,
        version: 3,
        start: weekendStart,
        end: shift(weekendStart, hours(24)),
      }),
    ).toMatchObject({ ok: false, reason: 'conflict' })
    expect((await reservation(hold.id)).version).toBe(1)
  })
})
