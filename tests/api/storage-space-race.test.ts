import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { testEngine } from '#tests/support/database.ts'
import { serverRing } from '#tests/support/server-ring.ts'
import { postStorage } from '#tests/support/storage-booking.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

/*
 * The last indoor winter space at Scranton: 50 customers send the booking
 * form for it at the same moment, spread over three servers on one
 * database. Exactly one contract holds it and goes on to Stripe's page; the
 * 49 others read that the kind is full; nothing of theirs is stored.
 */

const instances = 3
const customers = 50

let stripe: StripeServer
beforeAll(async () => {
  stripe = await startStripeServer()
})
afterAll(() => stripe.stop())
const { server, count, database } = serverRing(instances, () => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_BASE: stripe.url,
}))

describe(`the last indoor winter space, ${customers} bookings across ${instances} servers (${testEngine()})`, () => {
  it('makes exactly one contract, tells the others the kind is full, and writes nothing half', async () => {
    // the owners leave one indoor space at Scranton
    const owner = openDatabase(database().url, { poolSize: 1 })
    await owner
      .updateTable('storage_spaces')
      .set({ spaces: 1 })
      .where('showroom', '=', 'scranton')
      .where('kind', '=', 'indoor')
      .execute()
    await owner.destroy()
    const started = Date.now()
    const responses = await Promise.all(
      Array.from({ length: customers }, (_, i) =>
        postStorage(server(i).url, { email: `customer${i}@example.com` }),
      ),
    )
    const ms = Date.now() - started
    const statuses = responses.map((r) => r.status)
    const bodies = await Promise.all(responses.map((r) => r.text()))
    const booked = statuses.filter((s) => s === 303)
    const full = bodies.filter(
      (body, i) =>
        statuses[i] === 400 &&
        body.includes('Every indoor space at Scranton Showroom is taken for those dates.'),
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
    expect(await count('select count(*) as n from storage_contracts')).toBe(1)
    expect(
      await count("select count(*) as n from storage_contract_events where kind = 'booked'"),
    ).toBe(1)
    // one package payment written ahead, on its way to Stripe's page
    expect(
      await count("select count(*) as n from payments where subject_type = 'storage_contract'"),
    ).toBe(1)
    const location = responses[statuses.indexOf(303)]?.headers.get('location') ?? ''
    expect(location.startsWith(stripe.url)).toBe(true)
  }, 120_000)
})
