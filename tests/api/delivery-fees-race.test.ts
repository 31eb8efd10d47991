import { describe, expect, it } from 'vitest'

import { withDatabase } from '#tests/support/admin.ts'
import { testEngine } from '#tests/support/database.ts'
import { insertDeliveryJob, windowLaterToday } from '#tests/support/delivery-jobs.ts'
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

/** Today's job, its window still to come on the dealer's clock. */
async function jobLaterToday(): Promise<string> {
  const { day, start } = await windowLaterToday()
  const job = await withDatabase(database().url, (db) =>
    insertDeliveryJob(db, { day, window_start: start, subject_id: 'race-sale' }),
  )
  return job.token
}

describe(`a cancellation on the day, ${posts} posts across ${instances} servers (${testEngine()})`, () => {
  it('cancels once, makes one $75 fee and gives the place back once', async () => {
    const token = await jobLaterToday()
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
