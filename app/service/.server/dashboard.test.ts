import { describe, expect, it } from 'vitest'

import { engineOf } from '#app/kernel/.server/db/engine.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'
import {
  insertJobEvent,
  insertLedgerRow,
  insertServiceJob,
  type JobFields,
} from '#tests/support/service-clock-jobs.ts'

import { serviceDashboard } from './dashboard'

const db = eachTestDatabase()
// Wednesday, November 25, 2026, 3 PM Eastern: the chart's eight weeks run from Monday, October 5
const now = new Date('2026-11-25T15:00:00-05:00')

/** A job booked at `booked`, its other columns as given. */
const job = (booked: string, fields: Omit<JobFields, 'booked_at'> = {}) =>
  insertServiceJob(db(), { booked_at: booked, ...fields })

describe('the dashboard’s service numbers', () => {
  it('count bookings per week, the repair clock’s median, the approval rate and the revenue per month', async () => {
    // booked this week (two repairs, a battery job), last week (maintenance), and before the chart
    await job('2026-11-23T09:00:00-05:00', { kind: 'repair' })
    await job('2026-11-24T11:00:00-05:00', { kind: 'repair', source: 'staff' })
    await job('2026-11-25T08:30:00-05:00', { kind: 'battery', source: 'staff' })
    await job('2026-11-18T10:00:00-05:00', { kind: 'maintenance', source: 'staff' })
    await job('2026-09-21T10:00:00-04:00', { kind: 'custom', source: 'staff' })

    // repairs: 6 h and 18 h this week (median 12 h); 38 h across the autumn change; 62 h in October
    const ready = (approved: string, readyAt: string) =>
      job('2026-09-28T09:00:00-04:00', {
        stage: 'collected',
        source: 'staff',
        approved_at: approved,
        ready_at: readyAt,
      })
    await ready('2026-11-23T09:00:00-05:00', '2026-11-23T15:00:00-05:00')
    await ready('2026-11-20T16:00:00-05:00', '2026-11-24T10:00:00-05:00')
    await ready('2026-10-30T16:00:00-04:00', '2026-11-05T12:00:00-05:00')
    await ready('2026-10-05T08:00:00-04:00', '2026-10-13T10:00:00-04:00')

    // the estimates' history: this week 4 sent, 2 approved, 1 declined; last week 1 and 1
    const history = await job('2026-09-28T09:00:00-04:00', { source: 'staff', stage: 'in_repair' })
    for (const [kind, at] of [
      ['estimate_sent', '2026-11-23T10:00:00-05:00'],
      ['estimate_sent', '2026-11-23T11:00:00-05:00'],
      ['estimate_sent', '2026-11-24T10:00:00-05:00'],
      ['estimate_sent', '2026-11-25T10:00:00-05:00'],
      ['approved', '2026-11-23T12:00:00-05:00'],
      ['approved', '2026-11-24T12:00:00-05:00'],
      ['declined', '2026-11-25T11:00:00-05:00'],
      ['note', '2026-11-25T11:00:00-05:00'],
      ['estimate_sent', '2026-11-17T10:00:00-05:00'],
      ['approved', '2026-11-17T16:00:00-05:00'],
    ] as const) {
      await insertJobEvent(db(), history, kind, at)
    }

    // the ledger: November 100 + 50 - 20 (a failed charge, a card held and a rental's payment not counted)
    const money = [
      { kind: 'charge', amountCents: 10_000, at: '2026-11-02T10:00:00-05:00' },
      { kind: 'desk_payment', amountCents: 5_000, at: '2026-11-20T10:00:00-05:00' },
      { kind: 'refund', amountCents: 2_000, at: '2026-11-21T10:00:00-05:00' },
      { kind: 'charge', amountCents: 7_000, at: '2026-11-21T10:00:00-05:00', status: 'failed' },
      { kind: 'authorisation', amountCents: 3_000, at: '2026-11-22T10:00:00-05:00' },
      {
        kind: 'charge',
        amountCents: 9_900,
        at: '2026-11-22T10:00:00-05:00',
        subjectType: 'reservation',
      },
      // October (the night of the 31st on the dealer's clock), and May: before the six months
      { kind: 'desk_payment', amountCents: 12_345, at: '2026-10-31T23:30:00-04:00' },
      { kind: 'charge', amountCents: 4_000, at: '2026-05-20T10:00:00-04:00' },
    ]
    for (const row of money) await insertLedgerRow(db(), { subjectId: history, ...row })

    const numbers = await serviceDashboard(db(), now)
    expect(numbers.weeks.map((w) => w.label)).toEqual([
      'Oct 5',
      'Oct 12',
      'Oct 19',
      'Oct 26',
      'Nov 2',
      'Nov 9',
      'Nov 16',
      'Nov 23',
    ])
    const [thisWeek, lastWeek] = [numbers.weeks.at(-1)!, numbers.weeks.at(-2)!]
    expect(thisWeek.booked).toEqual({ repair: 2, battery: 1 })
    expect(lastWeek.booked).toEqual({ maintenance: 1 })
    // 6 h within one business day (8 service hours), 18 h past two (16)
    expect(thisWeek).toMatchObject({
      ready: 2,
      medianRepairMinutes: 12 * 60,
      withinTarget: 1,
      withinPromise: 1,
    })
    expect(thisWeek).toMatchObject({ sent: 4, approved: 2, declined: 1 })
    expect(lastWeek).toMatchObject({ sent: 1, approved: 1, declined: 0, ready: 0 })
    const nov2 = numbers.weeks.find((w) => w.label === 'Nov 2')!
    expect(nov2).toMatchObject({
      ready: 1,
      medianRepairMinutes: 38 * 60,
      withinTarget: 0,
      withinPromise: 0,
    })
    const oct12 = numbers.weeks.find((w) => w.label === 'Oct 12')!
    expect(oct12).toMatchObject({ ready: 1, medianRepairMinutes: 62 * 60, withinPromise: 0 })

    expect(numbers.months.map((m) => [m.month, m.takenCents, m.refundedCents, m.netCents])).toEqual(
      [
        ['2026-06', 0, 0, 0],
        ['2026-07', 0, 0, 0],
        ['2026-08', 0, 0, 0],
        ['2026-09', 0, 0, 0],
        ['2026-10', 12_345, 0, 12_345],
        ['2026-11', 15_000, 2_000, 13_000],
      ],
    )
  })

  it('count what is overdue now and list the carts whose lien notice is due', async () => {
    // a repair approved Monday the 16th: due Tuesday at 3 PM, overdue now; one approved
    // yesterday at 9: 15 service hours ago, not yet due
    await job('2026-11-13T09:00:00-05:00', {
      stage: 'in_repair',
      approved_at: '2026-11-16T08:00:00-05:00',
    })
    await job('2026-11-20T09:00:00-05:00', {
      stage: 'in_repair',
      approved_at: '2026-11-24T09:00:00-05:00',
    })
    // an online booking due yesterday at 11 unanswered; one booked ten minutes ago
    await job('2026-11-24T10:00:00-05:00')
    await job('2026-11-25T14:50:00-05:00')
    // ready 36 days ago and 24 days ago, and one collected long ago
    const abandoned = await job('2026-10-15T09:00:00-04:00', {
      stage: 'ready',
      ready_at: '2026-10-20T10:00:00-04:00',
      first_name: 'Lee',
      last_name: 'Marsh',
      cart_brand: 'E-Z-GO',
      cart_model: 'RXV',
    })
    await job('2026-10-28T09:00:00-04:00', {
      stage: 'ready',
      ready_at: '2026-11-01T10:00:00-05:00',
    })
    await job('2026-09-01T09:00:00-04:00', {
      stage: 'collected',
      ready_at: '2026-09-10T10:00:00-04:00',
      collected_at: '2026-09-12T10:00:00-04:00',
    })

    const numbers = await serviceDashboard(db(), now)
    expect(numbers.overdueRepairs).toBe(1)
    expect(numbers.overdueBookings).toBe(1)
    expect(numbers.lienDue).toEqual([
      {
        id: abandoned,
        name: 'Lee Marsh',
        cart: 'E-Z-GO RXV',
        readyAt: new Date('2026-10-20T10:00:00-04:00').toISOString(),
        days: 36,
      },
    ])
  })

  it('read index ranges only, on both engines', async () => {
    const plans = await queryPlans(db(), (d) => serviceDashboard(d, now))
    const of = (table: string) => plans.filter((plan) => new RegExp(`\\b${table}\\b`).test(plan))
    expect(of('service_jobs').length).toBeGreaterThanOrEqual(5)
    for (const plan of of('service_jobs'))
      expect(scansWhole(plan, 'service_jobs'), plan).toBe(false)
    const [events] = of('service_job_events')
    expect(scansWhole(events!, 'service_job_events'), events).toBe(false)
    expect(usesIndex(events!, 'service_job_events_kind_at'), events).toBe(true)
    const [payments] = of('payments')
    expect(scansWhole(payments!, 'payments'), payments).toBe(false)
    if (engineOf(db()) === 'sqlite') {
      expect(usesIndex(payments!, 'payments_subject_type_created'), payments).toBe(true)
      expect(
        plans.some((plan) => usesIndex(plan, 'service_jobs_ready')),
        plans.join('\n'),
      ).toBe(true)
    }
  })
})
