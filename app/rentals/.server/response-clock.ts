import { businessMinutesBetween, type WeeklyHours } from '#app/kernel/dealer/business-hours.ts'

type Clock = { status: string; due_at: string | null; first_response_at: string | null }

/**
 * A rental request is on the response clock like a lead: while it waits for
 * staff, unanswered, past its due time. How late it is, in the sales
 * department's business minutes, or null when it is not overdue.
 */
export function requestOverdueMinutes(
  reservation: Clock,
  now: Date,
  hours: WeeklyHours,
): number | null {
  const { status, due_at: dueAt, first_response_at: answered } = reservation
  if (status !== 'held' || answered !== null || dueAt === null || dueAt >= now.toISOString()) {
    return null
  }
  return businessMinutesBetween(hours, new Date(dueAt), now)
}
