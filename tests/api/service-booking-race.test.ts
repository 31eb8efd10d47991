import { describe, expect, it } from 'vitest'

import { testEngine } from '#tests/support/database.ts'
import { serverRing } from '#tests/support/server-ring.ts'
import { firstFreeSlot, postBooking } from '#tests/support/service-booking-http.ts'

/*
 * The last mobile window: 30 customers send the booking form for it at the
 * same moment, spread over three servers on one database. Exactly one is
 * booked; the 29 others read that the window is full; nothing of theirs is
 * stored.
 */

const instances = 3
const customers = 30

const { server, count, database } = serverRing(instances)

describe(`the last mobile window, ${customers} bookings across ${instances} servers (${testEngine()})`, () => {
  it('books exactly one, tells the others it is full, and writes nothing half', async () => {
    const slot = await firstFreeSlot(server(0).url, 'mobile', 'Milford')
    // one online place per mobile window (the seeded capacity): this is the last one
    expect(
      await count(
        `select online_places as n from service_capacity where visit = 'mobile' and weekday = ${new Date(`${slot.slice(0, 10)}T12:00:00Z`).getUTCDay()}`,
      ),
    ).toBe(1)
    const started = Date.now()
    const responses = await Promise.all(
      Array.from({ length: customers }, (_, i) =>
        postBooking(server(i).url, { slot, town: 'Milford', email: `customer${i}@example.com` }),
      ),
    )
    const ms = Date.now() - started
    const statuses = responses.map((r) => r.status)
    const bodies = await Promise.all(responses.map((r) => r.text()))
    const booked = statuses.filter((s) => s === 303)
    const full = bodies.filter(
      (body, i) =>
        statuses[i] === 400 &&
        body.includes('That window is full: another customer has just taken its last place.'),
    )
    console.info(
      JSON.stringify({
        engine: testEngine(),
        servers: instances,
        sent: customers,
        booked: booked.length,
        toldFull: full.length,
        other: statuses.filter((s) => s !== 303 && s !== 400),
        ms,
      }),
    )
    expect(booked).toHaveLength(1)
    expect(full).toHaveLength(customers - 1)
    expect(await count('select count(*) as n from service_jobs')).toBe(1)
    expect(await count('select count(*) as n from service_job_events')).toBe(1)
    expect(await count('select sum(taken) as n from service_slot_counts')).toBe(1)
    expect(await count(`select count(*) as n from outbox where kind = 'renter'`)).toBe(1)
    expect(await count(`select count(*) as n from outbox where kind = 'staff'`)).toBe(1)
    const [winner] = await database().query<{ token: string }>('select token from service_jobs')
    expect(responses[statuses.indexOf(303)]?.headers.get('location')).toBe(
      `/service/${winner?.token}`,
    )
  }, 120_000)
})
