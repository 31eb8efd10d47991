import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { weekdayOf } from '#app/kernel/day-minutes.ts'

import { isOpen } from '../delivery-kinds.ts'
import { type DeliveryRefusal, deliveryRefusalMessage } from '../delivery-messages.ts'
import { checkWindow, parseWindowValue } from '../delivery-windows.ts'
import { type DeliveryActor, recordDeliveryEvent } from './job-history.ts'
import {
  freeTruck,
  giveWindowPlaceBack,
  lockWindows,
  takeWindowPlace,
  trucksWorking,
} from './window-places.ts'

export type MoveRefusal = DeliveryRefusal | 'truck' | 'not-open'
export type MoveResult =
  { ok: true; job: DeliveryJobRow } | { ok: false; reason: MoveRefusal; error: string }

const moveRefused = (reason: MoveRefusal): MoveResult => ({
  ok: false,
  reason,
  error:
    reason === 'truck'
      ? 'That truck does not work that day or already has a job in that window. Choose another.'
      : reason === 'not-open'
        ? 'That job is finished or cancelled: it cannot be moved.'
        : deliveryRefusalMessage(reason),
})

/**
 * Moves a job to another window, another truck, or both, checked again in
 * the caller's transaction: the new window as a booking checks it (hours,
 * closures, passed, its trucks), and the truck one that works that day with
 * no job in the window. A new window takes its place in one statement and
 * gives the old one back; a move inside its window locks the window's
 * counter, so a booking of the same window waits for it and sees it.
 * Without a truck named, the job keeps its truck when free, else takes one.
 * A refusal is a value; the caller rolls its transaction back on any refusal
 * (a refused truck comes after the places moved). `moveJobAlone` does so.
 */
export async function moveJob(
  trx: DB,
  jobId: string,
  to: { window: string; truckId?: string },
  options: { now: Date; actor: DeliveryActor },
): Promise<MoveResult> {
  const job = await trx
    .selectFrom('delivery_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .executeTakeFirst()
  if (!job || !isOpen(job.status)) return moveRefused('not-open')
  const value = parseWindowValue(to.window)
  if (!value) return moveRefused('no-window')
  const week = (await currentHours(trx, options.now)).weeks.delivery
  const checked = checkWindow(job.kind, value, week, options.now)
  if (!checked.ok) return moveRefused(checked.reason)
  const key = {
    showroom: job.showroom,
    day: checked.day,
    windowStart: checked.window.start,
    weekday: weekdayOf(checked.day),
  }
  const sameWindow = job.day === key.day && job.window_start === key.windowStart
  if (sameWindow) {
    await lockWindows(trx, [
      { showroom: job.showroom, day: job.day, windowStart: job.window_start },
    ])
  } else {
    if (!(await takeWindowPlace(trx, key))) return moveRefused('full')
    await giveWindowPlaceBack(trx, {
      showroom: job.showroom,
      day: job.day,
      windowStart: job.window_start,
    })
  }
  const truck = to.truckId
    ? await namedTruck(trx, key, to.truckId, job.id)
    : await keptTruck(trx, key, job)
  if (!truck) return moveRefused('truck')

  const at = options.now.toISOString()
  const moved = {
    ...job,
    day: key.day,
    window_start: checked.window.start,
    window_end: checked.window.end,
    truck_id: truck,
    updated_at: at,
  }
  await trx
    .updateTable('delivery_jobs')
    .set({
      day: moved.day,
      window_start: moved.window_start,
      window_end: moved.window_end,
      truck_id: truck,
      updated_at: at,
    })
    .where('id', '=', job.id)
    .execute()
  await recordDeliveryEvent(trx, {
    jobId: job.id,
    kind: 'moved',
    actor: options.actor,
    at,
    detail: {
      from: `${job.day}@${job.window_start}`,
      to: to.window,
      fromTruck: job.truck_id,
      truck,
    },
  })
  return { ok: true, job: moved }
}

type Key = { showroom: string; day: string; windowStart: number; weekday: number }

async function namedTruck(trx: DB, key: Key, truckId: string, jobId: string) {
  const works = await trucksWorking(trx, key.showroom, key.weekday)
    .select('id')
    .where('id', '=', truckId)
    .executeTakeFirst()
  if (!works) return undefined
  const busy = await trx
    .selectFrom('delivery_jobs')
    .select('id')
    .where('truck_id', '=', truckId)
    .where('day', '=', key.day)
    .where('window_start', '=', key.windowStart)
    .where('status', '<>', 'cancelled')
    .where('id', '<>', jobId)
    .executeTakeFirst()
  return busy ? undefined : truckId
}

async function keptTruck(trx: DB, key: Key, job: DeliveryJobRow) {
  return (await namedTruck(trx, key, job.truck_id, job.id)) ?? freeTruck(trx, key, job.id)
}

/**
 * Cancels an open job and gives its window's place back, in the caller's
 * transaction; false when the job was already finished or cancelled.
 */
export async function cancelJob(
  trx: DB,
  job: DeliveryJobRow,
  options: { now: Date; actor: DeliveryActor; detail?: Record<string, unknown> },
): Promise<boolean> {
  const at = options.now.toISOString()
  const cancelled = await trx
    .updateTable('delivery_jobs')
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where('id', '=', job.id)
    .where('status', 'in', ['scheduled', 'on_the_way', 'arrived'])
    .executeTakeFirst()
  if (Number(cancelled.numUpdatedRows) === 0) return false
  await giveWindowPlaceBack(trx, {
    showroom: job.showroom,
    day: job.day,
    windowStart: job.window_start,
  })
  await recordDeliveryEvent(trx, {
    jobId: job.id,
    kind: 'cancelled',
    actor: options.actor,
    at,
    ...(options.detail ? { detail: options.detail } : {}),
  })
  return true
}

/** Cancels every open job of a subject (a cancelled reservation), giving their places back. */
export async function cancelDeliveriesOf(
  trx: DB,
  subject: { type: string; id: string },
  options: { now: Date; actor: DeliveryActor },
): Promise<number> {
  const jobs = await trx
    .selectFrom('delivery_jobs')
    .selectAll()
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .where('status', 'in', ['scheduled', 'on_the_way', 'arrived'])
    .execute()
  let count = 0
  for (const job of jobs) if (await cancelJob(trx, job, options)) count++
  return count
}

/** Thrown to roll a refused move's transaction back. */
class MoveRefused extends Error {
  constructor(readonly result: MoveResult) {
    super('move refused')
  }
}

/**
 * A move in a transaction of its own (with `also`, e.g. its audit row, when
 * it is made), rolled back whole when refused.
 */
export async function moveJobAlone(
  db: DB,
  jobId: string,
  to: { window: string; truckId?: string },
  options: { now: Date; actor: DeliveryActor },
  also?: (trx: DB, moved: DeliveryJobRow) => Promise<void>,
): Promise<MoveResult> {
  try {
    return await withTransaction(db, async (trx) => {
      const result = await moveJob(trx, jobId, to, options)
      if (!result.ok) throw new MoveRefused(result)
      await also?.(trx, result.job)
      return result
    })
  } catch (error) {
    if (error instanceof MoveRefused) return error.result
    throw error
  }
}
