import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay, wallClockMinute } from '#app/kernel/zoned-time.ts'
import { withDatabase } from '#tests/support/admin.ts'
import { testEngine } from '#tests/support/database.ts'
import { serverRing } from '#tests/support/server-ring.ts'

/*
 * A cancellation on the day sent 12 times at the same moment, spread over
 * three servers on one database (a customer's double tap, a retried post):
 * one cancels and makes one $75 fee, the others read that the delivery is
 * already cancelled, and the window's place is given back once.
 */

const instances = 3
const posts = 12
const { server, count, database } = serverRing(instances)

/** Today's job, its window starting two hours from now on the dealer's clock (the rule compares minutes). */
async function jobLaterToday(): Promise<string | undefined> {
  const now = new Date()
  const [hours = 0, minutes = 0] = wallClockMinute(now, business.timeZone)
    .slice(11)
    .split(':')
    .map(Number)
  const start = hours * 60 + minutes + 120
  if (start > 1439) return undefined
  const day = calendarDay(now, business.timeZone)
  const token = randomUUID().replaceAll('-', '')
  const at = now.toISOString()
  await withDatabase(database().url, async (db) => {
    await db
      .insertInto('delivery_window_counts')
      .values({ showroom: 'pocono-pines', day, window_start: start, taken: 1 })
      .execute()
    await db
      .insertInto('delivery_jobs')
      .values({
        id: randomUUID(),
        token,
        kind: 'sale_delivery',
        subject_type: 'cart_sale',
        subject_id: 'race-sale',
        showroom: 'pocono-pines',
        day,
        window_start: start,
        window_end: start + 120,
        truck_id: 'pocono-pines-1',
        status: 'scheduled',
        customer_name: 'Riley Race',
        email: 'riley@example.com',
        phone: '570-555-0199',
        address: '40 Broad Street',
        town: 'Milford',
        items: 'A sold cart',
        access_confirmed_at: at,
        leave_at: 'Driveway',
        white_glove: 0,
        rush: 0,
        rush_cents: 0,
        white_glove_cents: 0,
        distance_cents: 0,
        proof_photo: null,
        proof_name: null,
        failure_reason: null,
        booked_at: at,
        on_the_way_at: null,
        arrived_at: null,
        done_at: null,
        failed_at: null,
        cancelled_at: null,
        updated_at: at,
      })
      .execute()
  })
  return token
}

describe(`a cancellation on the day, ${posts} posts across ${instances} servers (${testEngine()})`, () => {
  it('cancels once, makes one $75 fee and gives the place back once', async (context) => {
    const token = await jobLaterToday()
    if (!token) return context.skip()
    const responses = await Promise.all(
      Array.from({ length: posts }, (_, i) =>
        fetch(`${server(i).url}/delivery/${token}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: server(i).url,
          },
          body: new URLSearchParams({ intent: 'cancel', acceptFee: 'yes' }).toString(),
          redirect: 'manual',
        }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    const bodies = await Promise.all(responses.map((r) => r.text()))
    console.info(JSON.stringify({ engine: testEngine(), servers: instances, posts, statuses }))
    expect(statuses.filter((s) => s === 303)).toHaveLength(1)
    const refused = bodies.filter(
      (b, i) =>
        statuses[i] === 409 &&
        (b.includes('This delivery is already cancelled.') ||
          b.includes('This delivery is finished or cancelled')),
    )
    expect(refused).toHaveLength(posts - 1)
    expect(await count('select count(*) as n from delivery_fees')).toBe(1)
    expect(
      await count(
        "select cents as n from delivery_fees where kind = 'same_day_cancellation' and status = 'due'",
      ),
    ).toBe(7500)
    expect(await count('select taken as n from delivery_window_counts')).toBe(0)
    expect(
      await count("select count(*) as n from delivery_job_events where kind = 'cancelled'"),
    ).toBe(1)
  })
})
