import { describe, expect, it } from 'vitest'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'

import { bookDelivery, deliveriesOf } from './book-delivery.ts'
import { jobByToken } from './customer-changes.ts'
import { deliveryDashboard } from './dashboard.ts'
import { freeWindows } from './free-windows.ts'
import { stopsBetween } from './schedule.ts'

/*
 * The trucks' pages stay fast with years of finished jobs: the week, the
 * driver's day, the dashboard, a customer's page, a subject's trips and the
 * picker each seek an index of the jobs or of the window counters, never
 * walking every job, on both engines.
 */

const db = eachTestDatabase()
const now = new Date('2026-11-30T12:00:00Z')

describe('the delivery pages’ queries', () => {
  it('seek an index, never walking all the jobs or all the windows', async () => {
    const booked = await withTransaction(db(), (trx) =>
      bookDelivery(
        trx,
        {
          kind: 'sale_delivery',
          subject: { type: 'vehicle', id: 'v-1' },
          window: '2026-12-03@600',
          town: 'milford',
          address: '12 Lake Road',
          customer: { name: 'Dana Reyes', email: 'dana@example.com', phone: '570-555-0142' },
          items: 'Deliver a 4-seat cart',
          accessConfirmed: true,
          leaveAt: 'By the garage',
          whiteGlove: false,
        },
        { now },
      ),
    )
    if (!booked.ok) throw new Error(booked.error)
    const plans = await queryPlans(db(), async (recorded) => {
      await stopsBetween(recorded, '2026-11-30', '2026-12-06')
      await deliveryDashboard(recorded, now)
      await jobByToken(recorded, booked.job.token)
      await deliveriesOf(recorded, { type: 'vehicle', id: 'v-1' })
      await freeWindows(recorded, { kind: 'sale_delivery', town: 'milford', now })
    })
    const jobs = plans.filter((plan) => /delivery_jobs/.test(plan))
    // the week, the dashboard, the token and the subject
    expect(jobs.length).toBeGreaterThanOrEqual(4)
    expect(jobs.filter((plan) => scansWhole(plan, 'delivery_jobs'))).toEqual([])
    expect(jobs.some((plan) => usesIndex(plan, 'delivery_jobs_day'))).toBe(true)
    expect(jobs.some((plan) => usesIndex(plan, 'delivery_jobs_subject'))).toBe(true)
    const windows = plans.filter((plan) => /delivery_window_counts/.test(plan))
    expect(windows.length).toBeGreaterThanOrEqual(1)
    expect(windows.filter((plan) => scansWhole(plan, 'delivery_window_counts'))).toEqual([])
  })
})
