import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays } from '#app/kernel/zoned-time.ts'
import { withDatabase } from '#tests/support/admin.ts'
import { testEngine } from '#tests/support/database.ts'
import { addTrucks } from '#tests/support/delivery-trucks.ts'
import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { serverRing } from '#tests/support/server-ring.ts'
import { postBooking } from '#tests/support/service-booking-http.ts'
import { postStorage } from '#tests/support/storage-booking.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

/*
 * One window of the trucks asked by the four businesses at the same moment:
 * for Tuesday 10 AM - 12 PM in Milford (the Pocono Pines showroom's two
 * trucks), renters send the reserve form with delivery, buyers hold a cart
 * to be delivered, customers book a service pickup and a storage pickup,
 * spread over three servers on one database. Exactly two jobs take the
 * window, whichever businesses they serve; every other request is refused
 * with its values kept and nothing of it stored, and no server answers 500.
 */

const instances = 3
const each = 8

let stripe: StripeServer
beforeAll(async () => {
  stripe = await startStripeServer()
})
afterAll(() => stripe.stop())
const { server, count, database } = serverRing(instances, () => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_BASE: stripe.url,
  RESERVE_RATE_LIMIT: '1000',
  HOLD_RATE_LIMIT: '1000',
  BOOKING_RATE_LIMIT: '1000',
}))

// a Tuesday within the service's four weeks of booking and past a sold cart's two business days
const tuesday = addDays(saturdayAhead(1), 3)
const window = `${tuesday}@600`
const milford = { street: '12 Harford Street', zip: '18337' }
const door = { accessConfirmed: 'yes', leaveAt: 'By the garage door' }

type Ask = { business: string; send: () => Promise<Response> }

function asks(carts: readonly string[]): Ask[] {
  const list: Ask[] = []
  for (let i = 0; i < each; i++) {
    list.push({
      business: 'rental',
      send: () =>
        postReserve(
          server(list.length).url,
          reserveForm({
            handover: 'delivery',
            locationId: '',
            town: 'milford',
            address: milford.street,
            startDay: tuesday,
            startTime: '10:00',
            days: '1',
            cartType: ['four-seater', 'six-seater', 'utility'][i % 3] ?? 'utility',
            email: `renter${i}@example.com`,
          }),
        ),
    })
    list.push({
      business: 'sale',
      send: () =>
        fetch(`${server(list.length).url}/vehicle/${carts[i]}/hold`, {
          method: 'POST',
          headers: {
            origin: server(list.length).url,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            firstName: 'Ada',
            lastName: `Buyer${i}`,
            email: `buyer${i}@example.com`,
            phone: '570-555-0199',
            handover: 'delivery',
            town: 'milford',
            address: milford.street,
            deliveryWindow: window,
            ...door,
          }),
          redirect: 'manual',
        }),
    })
    list.push({
      business: 'service',
      send: () =>
        postBooking(server(list.length).url, {
          visit: 'pickup',
          town: 'Milford',
          ...milford,
          slot: window,
          ...door,
          email: `pickup${i}@example.com`,
        }),
    })
    list.push({
      business: 'storage',
      send: () =>
        postStorage(server(list.length).url, {
          plan: 'monthly',
          consent: 'yes',
          preparation: '',
          showroom: 'pocono-pines',
          startDay: tuesday,
          handover: 'pickup',
          town: 'Milford',
          ...milford,
          deliveryWindow: window,
          ...door,
          email: `storage${i}@example.com`,
        }),
    })
  }
  return list
}

beforeAll(() => withDatabase(database().url, (db) => addTrucks(db, 1)))

describe(`one window asked by the four businesses, ${each * 4} requests across ${instances} servers (${testEngine()})`, () => {
  it('gives the window to exactly as many jobs as trucks, and stores nothing of the others', async () => {
    const carts = (
      await database().query<{ id: string }>(
        "select id from vehicles where status = 'available' and in_stock = 1 order by id",
      )
    ).map((row) => row.id)
    expect(carts.length).toBeGreaterThanOrEqual(each)
    const before = {
      reservations: await count('select count(*) as n from rental_reservations'),
      holds: await count('select count(*) as n from cart_holds'),
      serviceJobs: await count('select count(*) as n from service_jobs'),
      contracts: await count('select count(*) as n from storage_contracts'),
    }
    const list = asks(carts)
    const started = Date.now()
    const responses = await Promise.all(list.map((ask) => ask.send()))
    const ms = Date.now() - started
    const answers = await Promise.all(
      responses.map(async (response, i) => ({
        business: list[i]?.business ?? '',
        status: response.status,
        body: await response.text(),
      })),
    )
    const taken = answers.filter((a) => a.status === 303)
    const refused = answers.filter((a) => a.status === 400)
    const byBusiness = (rows: typeof answers) =>
      Object.fromEntries(
        ['rental', 'sale', 'service', 'storage'].map((b) => [
          b,
          rows.filter((a) => a.business === b).length,
        ]),
      )
    console.info(
      JSON.stringify({
        engine: testEngine(),
        servers: instances,
        sent: answers.length,
        trucks: 2,
        booked: byBusiness(taken),
        refused: byBusiness(refused),
        other: answers.filter((a) => a.status !== 303 && a.status !== 400).map((a) => a.status),
        ms,
      }),
    )
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    expect(taken).toHaveLength(2)
    expect(refused).toHaveLength(answers.length - 2)
    // each refusal is the business's own page saying the window is full (a renter may
    // instead read that the last cart of their type went first)
    expect(
      refused.filter(
        (a) =>
          !a.body.includes('That delivery window is full') &&
          !a.body.includes('That cart is no longer free'),
      ),
    ).toEqual([])
    const jobs = await database().query<{ kind: string; truck_id: string }>(
      `select kind, truck_id from delivery_jobs where day = ? and window_start = 600 and status <> 'cancelled'`,
      tuesday,
    )
    expect(jobs).toHaveLength(2)
    expect(new Set(jobs.map((j) => j.truck_id)).size).toBe(2)
    expect(
      await count(
        `select taken as n from delivery_window_counts where showroom = 'pocono-pines' and day = ? and window_start = 600`,
        tuesday,
      ),
    ).toBe(2)
    // nothing half-written: each business stored exactly the requests it took
    const stored = {
      reservations:
        (await count('select count(*) as n from rental_reservations')) - before.reservations,
      holds: (await count('select count(*) as n from cart_holds')) - before.holds,
      serviceJobs: (await count('select count(*) as n from service_jobs')) - before.serviceJobs,
      contracts: (await count('select count(*) as n from storage_contracts')) - before.contracts,
    }
    const tookBy = byBusiness(taken)
    expect(stored).toEqual({
      reservations: tookBy.rental,
      holds: tookBy.sale,
      serviceJobs: tookBy.service,
      contracts: tookBy.storage,
    })
  }, 180_000)
})
