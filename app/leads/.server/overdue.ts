import { businessMinutesBetween, type WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { isOverdue } from '#app/leads/lead-due.ts'

type Clock = { status: string; dueAt: string | null; firstResponseAt: string | null }

/**
 * How late an unanswered lead is, in the sales department's business minutes
 * (a lead due Saturday at 4:30 PM is 90 minutes late on Monday at 10 AM), or
 * null when it is not overdue. `hours`: the sales department's, with their closures.
 */
export function overdueBusinessMinutes(lead: Clock, now: Date, hours: WeeklyHours): number | null {
  if (!lead.dueAt || !isOverdue(lead, now)) return null
  return businessMinutesBetween(hours, new Date(lead.dueAt), now)
}
