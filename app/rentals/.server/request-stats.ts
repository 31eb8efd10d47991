import type { Kysely } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { Database } from '#app/kernel/.server/db/schema.ts'
import { startOfToday } from '#app/leads/.server/periods.ts'
import { responseTimes } from '#app/leads/.server/week-summary.ts'

/*
 * Rental requests on the response clock, counted as leads are: a request
 * waits for staff from its arrival (received_at) to its first answer
 * (first_response_at), and is due at due_at.
 */

export type RentalRequestCounts = { waiting: number; overdue: number; newToday: number }

/**
 * The dashboard's rental numbers as of `now`: the waiting requests by the
 * status index, today's by the received index, never a walk of every
 * reservation.
 */
export async function rentalRequestCounts(
  db: Kysely<Database>,
  now: Date,
  timeZone: string,
): Promise<RentalRequestCounts> {
  const nowIso = now.toISOString()
  const [waiting, newToday] = await Promise.all([
    db
      .selectFrom('rental_reservations')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('waiting'),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.and([eb('first_response_at', 'is', null), eb('due_at', '<', nowIso)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('overdue'),
      ])
      .where('status', '=', 'held')
      .where('received_at', '<=', nowIso)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rental_reservations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('received_at', '>=', startOfToday(now, timeZone).toISOString())
      .where('received_at', '<=', nowIso)
      .executeTakeFirstOrThrow(),
  ])
  return {
    waiting: Number(waiting.waiting),
    overdue: Number(waiting.overdue ?? 0),
    newToday: Number(newToday.n),
  }
}

export type RentalWeekSummary = {
  /** requests received in the period */
  requests: number
  answered: number
  /** median time to the first answer in business minutes (sales hours); null when none answered */
  medianResponseMinutes: number | null
  /** answered after their due time, or still unanswered past it */
  overdue: number
}

/** The rental requests of [start, end), as the weekly digest counts them (as of `now`). */
export async function rentalWeekSummary(
  db: Kysely<Database>,
  start: Date,
  end: Date,
  now: Date,
): Promise<RentalWeekSummary> {
  const rows = await db
    .selectFrom('rental_reservations')
    .select(['received_at', 'due_at', 'first_response_at'])
    .where('received_at', '>=', start.toISOString())
    .where('received_at', '<', end.toISOString())
    .execute()
  return {
    requests: rows.length,
    ...responseTimes(rows, now, (await currentHours(db, now)).weeks.showroom),
  }
}
