import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'

import { eachTestDatabase, testEngine } from '#tests/support/database.ts'
import {
  blockCarts,
  holdRequest as request,
  hours,
  now,
  weekendEnd,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import { expireHolds, placeHold } from './holds'

/* Holds on the seeded fleet (two 4-seaters, two 6-seaters, one utility), on both engines. */

const db = eachTestDatabase()

const active = () =>
  db()
    .selectFrom('rental_reservations')
    .select(['cart_id', 'status'])
    .where('status', 'in', ['held', 'confirmed'])
    .execute()

/** Every pooled connection open first, so the requests below really run side by side. */
async function warmPool() {
  if (testEngine() !== 'postgres') return
  await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(db())))
}

describe('placeHold', () => {
  it('holds one free cart of the type, then the next, then says none is free', async () => {
    const first = await placeHold(db(), request('six-seater'))
    const second = await placeHold(db(), request('six-seater'))
    const third = await placeHold(db(), request('six-seater'))
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(first.cartId).not.toBe(second.cartId)
    expect(third).toEqual({ ok: false, reason: 'no-free-cart' })
    // what the renter sent is kept as sent, with the renter's link
    const row = await db()
      .selectFrom('rental_reservations')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'held',
      cart_type: 'six-seater',
      days: 2,
      extra_drivers: 1,
      total: 590 + 25,
      deposit: 750,
      terms_ip: '203.0.113.7',
      terms_effective_date: '2025-01-23',
      hold_expires_at: '2026-06-02T12:00:00.000Z',
    })
    // 256 random bits, URL-safe: the renter's link
    expect(row.token).toBe(first.token)
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('keeps the turnaround free after a rental: 2 hours after its end, not sooner', async () => {
    expect((await placeHold(db(), request('utility'))).ok).toBe(true)
    const tooSoon = new Date(weekendEnd.getTime() + hours(2) - 60_000)
    const inTime = new Date(weekendEnd.getTime() + hours(2))
    expect(
      await placeHold(db(), request('utility', tooSoon, new Date(tooSoon.getTime() + hours(24)))),
    ).toEqual({
      ok: false,
      reason: 'no-free-cart',
    })
    expect(
      (await placeHold(db(), request('utility', inTime, new Date(inTime.getTime() + hours(24)))))
        .ok,
    ).toBe(true)
  })

  it('does not hold a cart in maintenance on any day of the rental, or a retired one', async () => {
    await blockCarts(db(), 'utility', { firstDay: '2026-06-15', lastDay: '2026-06-20' })
    // the rental's last day is 15 June (the return): the cart is in the shop then
    expect((await placeHold(db(), request('utility', weekendStart, weekendEnd))).ok).toBe(false)
    const before = new Date('2026-06-10T14:00:00Z')
    expect(
      (await placeHold(db(), request('utility', before, new Date(before.getTime() + hours(48)))))
        .ok,
    ).toBe(true)
    await db()
      .updateTable('rental_carts')
      .set({ state: 'retired' })
      .where('cart_type', '=', 'four-seater')
      .execute()
    expect((await placeHold(db(), request('four-seater'))).ok).toBe(false)
  })

  it('frees the cart of a request staff left waiting past its time', async () => {
    const held = await placeHold(db(), request('utility'))
    expect(held.ok).toBe(true)
    const justBefore = new Date(now.getTime() + hours(24) - 1)
    expect(await placeHold(db(), request('utility', weekendStart, weekendEnd, justBefore))).toEqual(
      {
        ok: false,
        reason: 'no-free-cart',
      },
    )
    const after = new Date(now.getTime() + hours(24))
    expect((await placeHold(db(), request('utility', weekendStart, weekendEnd, after))).ok).toBe(
      true,
    )
    const rows = await db()
      .selectFrom('rental_reservations')
      .select(['id', 'status'])
      .orderBy('created_at')
      .execute()
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'held'])
    const history = await db()
      .selectFrom('rental_reservation_events')
      .select('kind')
      .where('reservation_id', '=', held.ok ? held.id : '')
      .orderBy('at')
      .execute()
    expect(history.map((event) => event.kind)).toEqual(['requested', 'expired'])
    expect(await expireHolds(db(), after)).toBe(0)
  })

  it('stores a hold whatever its date, in minutes past 2^31 too, and still sees it', async () => {
    // minute 4,223,359,740 of the epoch: past a 32-bit integer
    const far = new Date('9999-06-05T14:00:00Z')
    const farEnd = new Date(far.getTime() + hours(24))
    const held = await placeHold(db(), request('utility', far, farEnd))
    expect(held.ok).toBe(true)
    const row = await db()
      .selectFrom('rental_reservations')
      .select(['hold_from', 'hold_until'])
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      hold_from: far.getTime() / 60_000,
      hold_until: farEnd.getTime() / 60_000 + 120,
    })
    expect(await placeHold(db(), request('utility', far, farEnd))).toEqual({
      ok: false,
      reason: 'no-free-cart',
    })
  })

  it('gives the last free cart to exactly one of 50 simultaneous requests', async () => {
    expect((await placeHold(db(), request('six-seater'))).ok).toBe(true)
    await warmPool()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeHold(db(), request('six-seater', weekendStart, weekendEnd, now, `R${i}`)),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toHaveLength(49)
    const held = await active()
    expect(held).toHaveLength(2)
    expect(new Set(held.map((row) => row.cart_id)).size).toBe(2)
    // nothing half-written: one history entry per reservation
    const events = await db()
      .selectFrom('rental_reservation_events')
      .select('reservation_id')
      .execute()
    expect(events).toHaveLength(2)
  })
})

// SQLite has no such constraint: its one connection runs the look and the write in turn
if (testEngine() === 'postgres') {
  describe('on PostgreSQL the database itself', () => {
    it.each([
      ['this summer', weekendStart],
      ['in the year 9999', new Date('9999-06-05T14:00:00Z')],
    ])(
      'refuses a second active reservation of one cart that overlaps %s, whatever the code',
      async (_, start) => {
        const first = await placeHold(
          db(),
          request('utility', start, new Date(start.getTime() + hours(48))),
        )
        expect(first.ok).toBe(true)
        const copy = sql`insert into rental_reservations
        select gen_random_uuid()::text, 'other-hash', cart_id, cart_type, 'confirmed', start_at, end_at,
          hold_from + 60, hold_until + 60, days, handover, location_id, town_slug, address, extra_drivers,
          quote, total, deposit, first_name, last_name, email, phone, terms_accepted_at, terms_ip,
          terms_effective_date, hold_expires_at, received_at, due_at, first_response_at, decline_reason,
          created_at, updated_at, version
        from rental_reservations`
        await expect(copy.execute(db())).rejects.toMatchObject({ code: '23P01' })
        // a cancelled one does not hold the cart, so it may overlap
        await db().updateTable('rental_reservations').set({ status: 'cancelled' }).execute()
        await expect(copy.execute(db())).resolves.toBeDefined()
      },
    )
  })
}
