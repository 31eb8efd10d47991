import {
  addBusinessMinutes,
  businessMinutesBetween,
  type WeeklyHours,
} from '#app/kernel/dealer/business-hours.ts'

/*
 * The service promises as clocks (record 072), counted in the shop's service
 * hours with their closures, like the leads' response clock: the repair
 * clock runs from the customer's approval to the cart ready, the response
 * clock from an online booking to the shop's first answer.
 */

/**
 * "Mostly completed in 24-48 hours", as a customer hears it: ready the next
 * business day, at the latest the one after. A business day is 8 service
 * hours, as the leads' response promise counts one; nights, Sundays and
 * closures do not count. The target: one business day from approval.
 */
export const repairTargetMinutes = 8 * 60
/** The promise's outer edge: a repair not ready two business days (16 service hours) after approval is overdue. */
export const repairPromiseMinutes = 16 * 60

export type RepairTimes = {
  stage: string
  approved_at: string | null
  ready_at: string | null
}

/** When an approved repair is due ready: two business days (16 service hours) after approval. */
export function repairDueAt(hours: WeeklyHours, approvedAt: Date): Date {
  return addBusinessMinutes(hours, approvedAt, repairPromiseMinutes)
}

/**
 * Business minutes from approval to ready, or null when the job has no
 * repair measured (never approved, or not ready since its last approval).
 */
export function repairMinutes(hours: WeeklyHours, job: RepairTimes): number | null {
  if (!job.approved_at || !job.ready_at || job.ready_at < job.approved_at) return null
  return businessMinutesBetween(hours, new Date(job.approved_at), new Date(job.ready_at))
}

/** Whether the repair clock runs: approved, in the shop, not ready since. */
export const onRepairClock = (job: RepairTimes): boolean =>
  job.stage === 'in_repair' && job.approved_at !== null

/**
 * How late a repair is, in business minutes past its promise, or null when
 * it is not overdue (not on the clock, or still within its two business days).
 */
export function repairOverdueMinutes(
  hours: WeeklyHours,
  job: RepairTimes,
  now: Date,
): number | null {
  if (!onRepairClock(job) || !job.approved_at) return null
  const due = repairDueAt(hours, new Date(job.approved_at))
  if (due.getTime() >= now.getTime()) return null
  return businessMinutesBetween(hours, due, now)
}

export type BookingTimes = {
  stage: string
  source: string
  booked_at: string
  first_response_at: string | null
}

/** A booking the customer made online waits for the shop's first answer while it stays booked. */
export const onResponseClock = (job: BookingTimes): boolean =>
  job.source === 'online' && job.stage === 'booked' && job.first_response_at === null

/** When the first answer to an online booking is due: the leads' promise, in service hours. */
export function responseDueAt(hours: WeeklyHours, bookedAt: Date, promiseMinutes: number): Date {
  return addBusinessMinutes(hours, bookedAt, promiseMinutes)
}

/** How late the answer to an online booking is, in business minutes, or null when it is not overdue. */
export function responseOverdueMinutes(
  hours: WeeklyHours,
  job: BookingTimes,
  now: Date,
  promiseMinutes: number,
): number | null {
  if (!onResponseClock(job)) return null
  const due = responseDueAt(hours, new Date(job.booked_at), promiseMinutes)
  if (due.getTime() >= now.getTime()) return null
  return businessMinutesBetween(hours, due, now)
}
