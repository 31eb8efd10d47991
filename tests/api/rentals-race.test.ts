import { describe, expect, it } from 'vitest'

import { testEngine } from '#tests/support/database.ts'
import { postReserve, reserveForm } from '#tests/support/reserve-form.ts'
import { serverRing } from '#tests/support/server-ring.ts'

/*
 * The holiday-weekend rush: 50 renters send the reserve form at the same
 * moment for the last free 6-seater of one weekend, spread over three
 * servers on one database. Exactly one gets the cart; the 49 others read
 * that it is no longer free; nothing of theirs is stored.
 */

const instances = 3
const renters = 50

const { server, count, database } = serverRing(instances)

describe(`the last free 6-seater, ${renters} requests across ${instances} servers (${testEngine()})`, () => {
  it('gives it to exactly one, tells the others it is no longer free, and writes nothing half', async () => {
    // the fleet's other 6-seater is already taken for the weekend
    const first = await postReserve(server(0).url, reserveForm({ email: 'first@example.com' }))
    expect(first.status).toBe(303)

    const responses = await Promise.all(
      Array.from({ length: renters }, (_, i) =>
        postReserve(server(i).url, reserveForm({ email: `renter${i}@example.com` })),
      ),
    )
    const statuses = responses.map((r) => r.status)
    const bodies = await Promise.all(responses.map((r) => r.text()))
    const winners = statuses.filter((s) => s === 303)
    const noLongerFree = bodies.filter(
      (body, i) =>
        statuses[i] === 400 && body.includes('That cart is no longer free for those dates'),
    )
    console.info(
      `${testEngine()}: ${winners.length} hold, ${noLongerFree.length} no longer free, other statuses: ${JSON.stringify(statuses.filter((s) => s !== 303 && s !== 400))}`,
    )
    expect(winners).toHaveLength(1)
    expect(noLongerFree).toHaveLength(renters - 1)

    // two reservations in all (the first and the winner), each whole
    expect(await count('select count(*) as n from rental_reservations')).toBe(2)
    expect(await count(`select count(*) as n from rental_reservations where status = 'held'`)).toBe(
      2,
    )
    expect(
      await count(`select count(*) as n from rental_reservation_events where kind = 'requested'`),
    ).toBe(2)
    expect(await count('select count(*) as n from rental_reservation_events')).toBe(2)
    expect(await count('select count(distinct cart_id) as n from rental_reservations')).toBe(2)
    // the winner's two e-mails and the first's two, nobody else's
    expect(await count(`select count(*) as n from outbox where kind = 'renter'`)).toBe(2)
    expect(await count(`select count(*) as n from outbox where kind = 'staff'`)).toBe(2)
    const winner = await database().query<{ id: string; token: string; email: string }>(
      `select id, token, email from rental_reservations where email != 'first@example.com'`,
    )
    expect(winner).toHaveLength(1)
    const { id, token, email } = winner[0] ?? { id: '', token: '', email: '' }
    expect(responses[statuses.indexOf(303)]?.headers.get('location')).toBe(
      `/rentals/reservation/${token}`,
    )
    expect(await count('select count(*) as n from outbox where recipient = ?', email)).toBe(1)
    expect(
      await count(
        `select count(*) as n from outbox where kind = 'staff' and payload like ?`,
        `%${id}%`,
      ),
    ).toBe(1)
  }, 120_000)
})
