import { describe, expect, it } from 'vitest'

import { parseSettings } from '#app/kernel/.server/env.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'
import { insertServiceJob } from '#tests/support/service-clock-jobs.ts'

import { sendBookingReminders, sendRepairReminders } from './reminders'
import { sendUncollectedReminders } from './reminders-uncollected'

/*
 * The scheduler's service walks read their stage in its clock's order, from
 * the stage-and-time indexes of migration 101, on both engines: never every
 * job the shop has had.
 */

const db = eachTestDatabase()
const now = new Date('2026-11-25T15:00:00-05:00')
const settings = parseSettings({ SITE_URL: 'https://www.keystone-golfcarts.example' })

describe('the service reminders’ walks', () => {
  it.each([
    ['online bookings unanswered', sendBookingReminders, 'service_jobs_stage_booked'],
    ['repairs in the shop', sendRepairReminders, 'service_jobs_stage_approved'],
    // by stage, or (PostgreSQL's choice on a few rows) the ready times of the walk's 38 days
    ['carts ready and not collected', sendUncollectedReminders, 'service_jobs(_stage)?_ready'],
  ] as const)('of %s seek their stage in time order', async (_name, send, index) => {
    // one row in each walk's range, so that every page's query is sent
    await insertServiceJob(db(), { booked_at: '2026-11-25T13:00:00-05:00' })
    await insertServiceJob(db(), {
      booked_at: '2026-11-01T09:00:00-05:00',
      stage: 'in_repair',
      approved_at: '2026-11-16T09:00:00-05:00',
    })
    await insertServiceJob(db(), {
      booked_at: '2026-10-01T09:00:00-04:00',
      stage: 'ready',
      ready_at: '2026-11-10T09:00:00-05:00',
    })
    const plans = await queryPlans(db(), (d) => send(d, { now, settings, batchSize: 10 }))
    // SQLite's plans name the table by its alias in the query (j), and the index by its name
    const walks = plans.filter((plan) => /service_jobs/.test(plan))
    expect(walks.length).toBeGreaterThanOrEqual(2)
    for (const plan of walks) {
      expect(scansWhole(plan, 'service_jobs') || scansWhole(plan, 'j'), plan).toBe(false)
    }
    expect(
      walks.some((plan) => usesIndex(plan, index)),
      walks.join('\n'),
    ).toBe(true)
  })
})
