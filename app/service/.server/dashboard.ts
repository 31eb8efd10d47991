import { sql } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import type { WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { clockMonthDay } from '#app/kernel/dealer-clock.ts'
import { calendarDay, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import { responsePromiseMinutes } from '#app/leads/.server/due.ts'
import { weekStarts } from '#app/leads/.server/periods.ts'
import { median } from '#app/leads/.server/week-summary.ts'
import { direction } from '#app/payments/ledger.ts'

import {
  repairMinutes,
  repairOverdueMinutes,
  repairPromiseMinutes,
  repairTargetMinutes,
  responseOverdueMinutes,
} from '../repair-clock'
import type { ServiceDashboard, ServiceMonth, ServiceWeek } from '../service-numbers'
import { daysAfter, daysUncollected, lienDays } from '../uncollected-clock'

/** How many weeks and months the service charts cover, the current one included. */
export const shownWeeks = 8
export const shownMonths = 6

/** count(*) is a bigint in PostgreSQL (a string through pg), a number in SQLite */
const count = () => sql<number | string>`count(*)`.as('n')

/** Which period an instant column falls in, by the periods' start instants (ISO text sorts as time). */
const periodIndex = (column: string, starts: readonly Date[]) =>
  sql<number>`case ${sql.join(
    starts
      .map((start, i) => sql`when ${sql.ref(column)} >= ${start.toISOString()} then ${sql.lit(i)}`)
      .reverse(),
    sql` `,
  )} end`

/** The first instants of the last `count` months on the dealer's clock, oldest first, with their keys. */
function monthStarts(now: Date, count: number): Array<{ month: string; start: Date }> {
  const [year, month] = calendarDay(now, business.timeZone).split('-').map(Number) as [
    number,
    number,
  ]
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i)
    const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
    const start = startOfDayInZone(`${key}-01`, business.timeZone)
    if (!start) throw new Error(`No month ${key}`)
    return { month: key, start }
  })
}

/**
 * The dashboard's service numbers as of `now` (record 072): jobs booked per
 * week, the repair clock's median and promise per week, the approval rate per
 * week, service revenue per month, and what is overdue now. Each query reads
 * one index range: the weeks' bookings, readies and history lines, the
 * months' service payments, and the jobs now in a stage whose clock runs.
 */
export async function serviceDashboard(db: DB, now: Date): Promise<ServiceDashboard> {
  const starts = weekStarts(now, business.timeZone, shownWeeks)
  const months = monthStarts(now, shownMonths)
  const nowIso = now.toISOString()
  const chartStart = starts[0]!.toISOString()
  const monthsStart = months[0]!.start.toISOString()
  const [hours, promise] = await Promise.all([
    currentHours(db, now).then((h) => h.weeks.service),
    responsePromiseMinutes(db),
  ])

  const [booked, readied, decisions, payments, bookings, repairs, uncollected] = await Promise.all([
    db
      .selectFrom('service_jobs')
      .select([periodIndex('booked_at', starts).as('week'), 'kind', count()])
      .where('booked_at', '>=', chartStart)
      .where('booked_at', '<=', nowIso)
      .groupBy([sql`1`, 'kind'])
      .execute(),
    db
      .selectFrom('service_jobs')
      .select([periodIndex('ready_at', starts).as('week'), 'stage', 'approved_at', 'ready_at'])
      .where('ready_at', '>=', chartStart)
      .where('ready_at', '<=', nowIso)
      .execute(),
    db
      .selectFrom('service_job_events')
      .select([periodIndex('at', starts).as('week'), 'kind', count()])
      .where('kind', 'in', ['estimate_sent', 'approved', 'declined'])
      .where('at', '>=', chartStart)
      .where('at', '<=', nowIso)
      .groupBy([sql`1`, 'kind'])
      .execute(),
    db
      .selectFrom('payments')
      .select([
        periodIndex(
          'created_at',
          months.map((m) => m.start),
        ).as('month'),
        'kind',
        sql<number | string>`sum(amount_cents)`.as('cents'),
      ])
      .where('subject_type', '=', 'service_job')
      .where('created_at', '>=', monthsStart)
      .where('created_at', '<=', nowIso)
      .where('status', '=', 'succeeded')
      .groupBy([sql`1`, 'kind'])
      .execute(),
    db
      .selectFrom('service_jobs')
      .select(['stage', 'source', 'booked_at', 'first_response_at'])
      .where('stage', '=', 'booked')
      .where('booked_at', '<=', nowIso)
      .where('source', '=', 'online')
      .where('first_response_at', 'is', null)
      .execute(),
    db
      .selectFrom('service_jobs')
      .select(['stage', 'approved_at', 'ready_at'])
      .where('stage', '=', 'in_repair')
      // 16 service hours are never less than 16 hours
      .where(
        'approved_at',
        '<=',
        new Date(now.getTime() - repairPromiseMinutes * 60_000).toISOString(),
      )
      .execute(),
    db
      .selectFrom('service_jobs')
      .select(['id', 'first_name', 'last_name', 'cart_brand', 'cart_model', 'ready_at'])
      .where('stage', '=', 'ready')
      .where('ready_at', '<=', daysAfter(now, -lienDays, business.timeZone).toISOString())
      .orderBy('ready_at')
      .$narrowType<{ ready_at: string }>()
      .execute(),
  ])

  const weeks: ServiceWeek[] = starts.map((start) => ({
    label: clockMonthDay(start),
    booked: {},
    ready: 0,
    medianRepairMinutes: null,
    withinTarget: 0,
    withinPromise: 0,
    sent: 0,
    approved: 0,
    declined: 0,
  }))
  for (const row of booked) {
    const week = weeks[Number(row.week)]
    if (week) week.booked[row.kind] = (week.booked[row.kind] ?? 0) + Number(row.n)
  }
  repairWeeks(weeks, readied, hours)
  for (const row of decisions) {
    const week = weeks[Number(row.week)]
    if (!week) continue
    if (row.kind === 'estimate_sent') week.sent += Number(row.n)
    if (row.kind === 'approved') week.approved += Number(row.n)
    if (row.kind === 'declined') week.declined += Number(row.n)
  }

  const revenue: ServiceMonth[] = months.map(({ month }) => ({
    month,
    takenCents: 0,
    refundedCents: 0,
    netCents: 0,
  }))
  for (const row of payments) {
    const month = revenue[Number(row.month)]
    const sign = direction(row.kind)
    if (!month || sign === 0) continue
    const cents = Number(row.cents)
    if (sign > 0) month.takenCents += cents
    else month.refundedCents += cents
    month.netCents += sign * cents
  }

  const zone = business.timeZone
  return {
    weeks,
    months: revenue,
    overdueBookings: bookings.filter(
      (job) => responseOverdueMinutes(hours, job, now, promise) !== null,
    ).length,
    overdueRepairs: repairs.filter((job) => repairOverdueMinutes(hours, job, now) !== null).length,
    lienDue: uncollected.map((job) => ({
      id: job.id,
      name: `${job.first_name} ${job.last_name}`.trim(),
      cart: `${job.cart_brand} ${job.cart_model}`.trim(),
      readyAt: job.ready_at,
      days: daysUncollected(new Date(job.ready_at), now, zone),
    })),
  }
}

/** Each week's repairs: the business minutes from approval to ready, their median, and how many kept the one-day target and the two-day promise. */
function repairWeeks(
  weeks: ServiceWeek[],
  rows: ReadonlyArray<{
    week: number
    stage: string
    approved_at: string | null
    ready_at: string | null
  }>,
  hours: WeeklyHours,
) {
  const minutes = weeks.map((): number[] => [])
  for (const row of rows) {
    const measured = repairMinutes(hours, row)
    if (measured !== null) minutes[Number(row.week)]?.push(measured)
  }
  weeks.forEach((week, i) => {
    const values = minutes[i] ?? []
    week.ready = values.length
    week.medianRepairMinutes = median(values)
    week.withinTarget = values.filter((m) => m <= repairTargetMinutes).length
    week.withinPromise = values.filter((m) => m <= repairPromiseMinutes).length
  })
}
