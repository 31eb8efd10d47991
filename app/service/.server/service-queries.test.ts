import { describe, expect, it } from 'vitest'

import { eachTestDatabase, testEngine } from '#tests/support/database.ts'
import { queryPlans, scansWhole } from '#tests/support/query-plan.ts'
import { insertServiceJob } from '#tests/support/service-jobs.ts'

import { jobPage } from './job-page'
import { serviceBoard, stagePage } from './service-board'

/*
 * The board and a job's page stay fast with thousands of finished jobs:
 * every query they send seeks an index (no walk of the whole jobs table),
 * on both engines. The ledger learns the purpose `service` (migration 100)
 * and still refuses one it does not know.
 */

const db = eachTestDatabase()

describe('the service board’s and a job page’s queries', () => {
  it('seek an index, never walking all the jobs', async () => {
    const job = await insertServiceJob(db(), { stage: 'collected' })
    const plans = await queryPlans(db(), async (recorded) => {
      await serviceBoard(recorded)
      await stagePage(recorded, 'collected', { day: '2026-12-01', id: job.id })
      await jobPage(recorded, job.id)
    })
    // the counts per stage, one query per stage, the stage's page, and the job's page's queries
    expect(plans.length).toBeGreaterThanOrEqual(11)
    const whole = plans.filter((plan) => scansWhole(plan, 'service_jobs'))
    // the counts group the whole index once (a covering walk of (stage, visit_day), not of the rows)
    expect(whole.length).toBeLessThanOrEqual(1)
    if (whole[0]) expect(whole[0]).toMatch(/service_jobs_stage/)
  })
})

describe('the ledger’s purposes', () => {
  it('take a service job’s payment, and still refuse an unknown purpose', async () => {
    const row = (purpose: string, key: string) => ({
      id: key,
      kind: 'desk_payment',
      method: 'cash',
      amount_cents: 100,
      currency: 'usd',
      status: 'succeeded',
      subject_type: 'service_job',
      subject_id: 'job-1',
      purpose,
      idempotency_key: key,
      actor: 'staff',
      created_at: new Date().toISOString(),
    })
    await db()
      .insertInto('payments')
      .values(row('service', 'k1') as never)
      .execute()
    await expect(
      db()
        .insertInto('payments')
        .values(row('gift', 'k2') as never)
        .execute(),
    ).rejects.toThrow(/check/i)
    // the rebuilt table keeps its other checks and its unique key
    await expect(
      db()
        .insertInto('payments')
        .values({ ...row('service', 'k3'), amount_cents: 0 } as never)
        .execute(),
    ).rejects.toThrow()
    await expect(
      db()
        .insertInto('payments')
        .values({ ...row('service', 'k4'), idempotency_key: 'k1' } as never)
        .execute(),
    ).rejects.toThrow()
    if (testEngine() === 'sqlite') {
      const indexes = await db()
        .selectFrom('sqlite_master' as never)
        .select('name' as never)
        .where('tbl_name' as never, '=', 'payments' as never)
        .where('type' as never, '=', 'index' as never)
        .execute()
      const names = indexes.map((index) => (index as { name: string }).name)
      expect(names).toEqual(
        expect.arrayContaining([
          'payments_created',
          'payments_settled',
          'payments_subject',
          'payments_pending',
          'payments_payment_intent',
          'payments_checkout_session',
        ]),
      )
    }
  })
})
