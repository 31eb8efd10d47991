import { describe, expect, it } from 'vitest'

import { schedulerJobs } from '#app/jobs.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'

import { stripeEventRetentionJob } from './jobs'
import { trimOldStripeEvents } from './stripe-event-retention'

/*
 * Stripe's stored events, on both engines: whole for 30 days, then cut to
 * their id, type and object id by the scheduler's job, a batch at a time,
 * each once.
 */

const db = eachTestDatabase()
const now = new Date('2026-11-29T12:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

function event(id: string, receivedAt: string) {
  return {
    id,
    type: 'checkout.session.completed',
    received_at: receivedAt,
    handled_at: receivedAt,
    payload: JSON.stringify({
      id,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_${id}`,
          customer_details: { email: 'riley@example.com', name: 'Riley Renter' },
        },
      },
    }),
  }
}

const stored = () =>
  db().selectFrom('stripe_events').select(['id', 'payload', 'trimmed_at']).orderBy('id').execute()

describe('stripe events past their 30 days', () => {
  it('are cut to their ids in batches, once; younger ones stay whole', async () => {
    const old = ['evt_a', 'evt_b', 'evt_c', 'evt_d', 'evt_e'].map((id, n) =>
      event(id, daysAgo(31 + n)),
    )
    const young = event('evt_young', daysAgo(29))
    await db()
      .insertInto('stripe_events')
      .values([...old, young])
      .execute()

    expect(await trimOldStripeEvents(db(), now, 2)).toBe(5)
    const rows = await stored()
    for (const row of rows.filter((one) => one.id !== 'evt_young')) {
      expect(JSON.parse(row.payload)).toEqual({
        id: row.id,
        type: 'checkout.session.completed',
        data: { object: { id: `cs_${row.id}` } },
      })
      expect(row.trimmed_at).toBe(now.toISOString())
    }
    expect(rows.find((one) => one.id === 'evt_young')).toEqual({
      id: 'evt_young',
      payload: young.payload,
      trimmed_at: null,
    })
    expect(await trimOldStripeEvents(db(), now, 2)).toBe(0)
  })

  it('is a job of the scheduler, which reports what it cut', async () => {
    expect(schedulerJobs()).toContain(stripeEventRetentionJob)
    await db()
      .insertInto('stripe_events')
      .values(event('evt_old', daysAgo(40)))
      .execute()
    const logged: string[] = []
    const logger = { info: (line: string) => void logged.push(line), warn() {}, error() {} }
    const counts = await stripeEventRetentionJob({
      db: db(),
      settings: parseSettings({}),
      logger,
      now,
      batchSize: 100,
    })
    expect(counts).toEqual({ stripeEventsTrimmed: 1 })
    expect(logged).toEqual(['old Stripe events cut to their ids'])
    expect((await stored())[0]?.payload).not.toContain('riley')
  })

  it('are found through the index of whole events, not by reading every event', async () => {
    await db()
      .insertInto('stripe_events')
      .values([event('evt_p1', daysAgo(31)), event('evt_p2', daysAgo(1))])
      .execute()
    const plans = await queryPlans(db(), (d) => trimOldStripeEvents(d, now, 2))
    const picks = plans.filter((plan) => plan.includes('stripe_events'))
    expect(picks.length).toBeGreaterThan(0)
    for (const plan of picks) expect(scansWhole(plan, 'stripe_events'), plan).toBe(false)
    expect(usesIndex(picks[0] ?? '', 'stripe_events_whole'), picks[0]).toBe(true)
  })
})
