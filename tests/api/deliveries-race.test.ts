import { beforeAll, describe, expect, it } from 'vitest'

import { withDatabase } from '#tests/support/admin.ts'
import { testEngine } from '#tests/support/database.ts'
import { addTrucks } from '#tests/support/delivery-trucks.ts'
import { postReserve, reserveForm } from '#tests/support/reserve-form.ts'
import { serverRing } from '#tests/support/server-ring.ts'

/*
 * The last places of a delivery window: 30 renters send the reserve form at
 * the same moment for a cart delivered to Milford on the same Saturday at
 * 10 AM, spread over three servers on one database, every cart type asked.
 * The showroom that serves Milford has two trucks: exactly two requests are
 * held, each with its delivery on its own truck and its collection; the
 * others read that the window is full (or that their cart is taken), and
 * nothing of theirs is stored.
 */

const instances = 3
const renters = 30
const cartTypes = ['four-seater', 'six-seater', 'utility'] as const

const { server, count, database } = serverRing(instances)
beforeAll(() => withDatabase(database().url, (db) => addTrucks(db, 1)))

describe(`a delivery window's last places, ${renters} requests across ${instances} servers (${testEngine()})`, () => {
  it('gives exactly as many deliveries as trucks, and stores nothing of the others', async () => {
    const delivered = {
      handover: 'delivery',
      locationId: '',
      town: 'milford',
      address: '12 Harford Street',
      days: '1',
    }
    const started = Date.now()
    const responses = await Promise.all(
      Array.from({ length: renters }, (_, i) =>
        postReserve(
          server(i).url,
          reserveForm({
            ...delivered,
            cartType: cartTypes[i % 3] ?? 'utility',
            email: `renter${i}@example.com`,
          }),
        ),
      ),
    )
    const ms = Date.now() - started
    const statuses = responses.map((r) => r.status)
    const bodies = await Promise.all(responses.map((r) => r.text()))
    const held = statuses.filter((s) => s === 303)
    const full = bodies.filter(
      (b, i) => statuses[i] === 400 && b.includes('That delivery window is full'),
    )
    const cartTaken = bodies.filter(
      (b, i) => statuses[i] === 400 && b.includes('That cart is no longer free'),
    )
    console.info(
      JSON.stringify({
        engine: testEngine(),
        servers: instances,
        sent: renters,
        trucks: 2,
        held: held.length,
        toldFull: full.length,
        toldCartTaken: cartTaken.length,
        other: statuses.filter((s) => s !== 303 && s !== 400),
        ms,
      }),
    )
    if (statuses.includes(500))
      console.info(
        Array.from({ length: instances }, (_, i) => server(i).logs())
          .join('\n')
          .slice(-3000),
      )
    expect(held).toHaveLength(2)
    expect(full.length + cartTaken.length).toBe(renters - 2)
    expect(full.length).toBeGreaterThan(0)
    expect(await count('select count(*) as n from rental_reservations')).toBe(2)
    expect(
      await count(`select count(*) as n from delivery_jobs where kind = 'rental_delivery'`),
    ).toBe(2)
    expect(
      await count(`select count(*) as n from delivery_jobs where kind = 'rental_collection'`),
    ).toBe(2)
    expect(
      await count(
        `select count(distinct truck_id) as n from delivery_jobs where kind = 'rental_delivery'`,
      ),
    ).toBe(2)
    expect(await count('select sum(taken) as n from delivery_window_counts')).toBe(4)
    expect(await count('select max(taken) as n from delivery_window_counts')).toBe(2)
  }, 120_000)
})
