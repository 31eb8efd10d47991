import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { responsePromiseMinutes } from '#app/leads/.server/due.ts'
import { type FlagClock, type JobFlag, jobFlag } from '#app/service/job-flags.ts'
import { finalStages, type ServiceStage, serviceStages } from '#app/service/service-stages.ts'

/*
 * The service board: every stage with its count, the open stages' jobs
 * oldest visit first, and the finished stages' most recent few, each one
 * read by the index on (stage, visit_day), so the board costs the same with
 * ten or ten thousand jobs picked up. A finished stage's whole list is paged
 * by its own page, newest first, by key (visit day, id).
 */

export type BoardJob = Pick<
  ServiceJobRow,
  | 'id'
  | 'stage'
  | 'kind'
  | 'visit'
  | 'first_name'
  | 'last_name'
  | 'cart_brand'
  | 'cart_model'
  | 'visit_day'
  | 'source'
  | 'booked_at'
  | 'first_response_at'
  | 'approved_at'
  | 'ready_at'
>

export type BoardColumn = { stage: ServiceStage; count: number; jobs: BoardJob[]; more: boolean }

/** At most this many jobs of an open stage (a busy shop's day is far fewer). */
export const openStageLimit = 100
/** The finished stages show their latest few. */
export const finishedStageLimit = 5
export const stagePageSize = 50

const boardColumns = [
  'id',
  'stage',
  'kind',
  'visit',
  'first_name',
  'last_name',
  'cart_brand',
  'cart_model',
  'visit_day',
  'source',
  // what the service clocks read for the card's flag
  'booked_at',
  'first_response_at',
  'approved_at',
  'ready_at',
] as const

export async function serviceBoard(db: DB): Promise<BoardColumn[]> {
  const counts = await db
    .selectFrom('service_jobs')
    .select(['stage', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('stage')
    .execute()
  const countOf = (stage: ServiceStage) =>
    Number(counts.find((row) => row.stage === stage)?.count ?? 0)
  return Promise.all(
    serviceStages.map(async (stage) => {
      const finished = finalStages.includes(stage)
      const limit = finished ? finishedStageLimit : openStageLimit
      const jobs = await db
        .selectFrom('service_jobs')
        .select(boardColumns)
        .where('stage', '=', stage)
        .orderBy('visit_day', finished ? 'desc' : 'asc')
        .limit(limit)
        .execute()
      const count = countOf(stage)
      return { stage, count, jobs, more: count > jobs.length }
    }),
  )
}

/** One page of a stage's jobs, newest visit first, after the key of the last one shown. */
export async function stagePage(
  db: DB,
  stage: ServiceStage,
  after?: { day: string; id: string },
): Promise<{ jobs: BoardJob[]; next?: { day: string; id: string } }> {
  let query = db
    .selectFrom('service_jobs')
    .select(boardColumns)
    .where('stage', '=', stage)
    .orderBy('visit_day', 'desc')
    .orderBy('id', 'desc')
    .limit(stagePageSize + 1)
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('visit_day', '<', after.day),
        eb.and([eb('visit_day', '=', after.day), eb('id', '<', after.id)]),
      ]),
    )
  }
  const rows = await query.execute()
  const jobs = rows.slice(0, stagePageSize)
  const last = jobs.at(-1)
  return {
    jobs,
    next: rows.length > stagePageSize && last ? { day: last.visit_day, id: last.id } : undefined,
  }
}

export type FlaggedJob = BoardJob & { flag: JobFlag | null }
export type FlaggedColumn = Omit<BoardColumn, 'jobs'> & { jobs: FlaggedJob[] }

/** The service clocks as the board reads them at `now`: the shop's service hours, the response promise. */
export async function boardClock(db: DB, now: Date): Promise<FlagClock> {
  const [hours, responseMinutes] = await Promise.all([
    currentHours(db, now).then((current) => current.weeks.service),
    responsePromiseMinutes(db),
  ])
  return { hours, responseMinutes, now, timeZone: business.timeZone }
}

/** Each job with the flag its clocks give it now. */
export const withFlags = (jobs: BoardJob[], clock: FlagClock): FlaggedJob[] =>
  jobs.map((job) => ({ ...job, flag: jobFlag(job, clock) }))
