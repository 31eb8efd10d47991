import type { WeeklyHours } from '#app/kernel/dealer/business-hours.ts'

import { repairOverdueMinutes, responseOverdueMinutes } from './repair-clock'
import { daysUncollected, lienNoticeDue } from './uncollected-clock'

/** What a job on the board needs looked at now: an answer, a late repair, a cart left. */
export type JobFlag = { kind: 'answer' | 'repair' | 'uncollected' | 'lien'; text: string }

export type FlagTimes = {
  stage: string
  source: string
  booked_at: string
  first_response_at: string | null
  approved_at: string | null
  ready_at: string | null
}

export type FlagClock = {
  /** the shop's service hours with their closures */
  hours: WeeklyHours
  /** the leads' response promise, in business minutes */
  responseMinutes: number
  now: Date
  timeZone: string
}

/** At 7 days a ready cart is flagged on the board, as its first reminder goes out. */
const flaggedUncollectedDays = 7

/** The flag a job carries on the board and its page, by the service clocks; null when all is on time. */
export function jobFlag(job: FlagTimes, clock: FlagClock): JobFlag | null {
  const { hours, now, timeZone } = clock
  if (responseOverdueMinutes(hours, job, now, clock.responseMinutes) !== null) {
    return { kind: 'answer', text: 'Waiting for an answer' }
  }
  if (repairOverdueMinutes(hours, job, now) !== null) {
    return { kind: 'repair', text: 'Past the 24-48 hour promise' }
  }
  if (job.stage === 'ready' && job.ready_at) {
    const ready = new Date(job.ready_at)
    if (lienNoticeDue(ready, now, timeZone)) return { kind: 'lien', text: 'Lien notice due' }
    const days = daysUncollected(ready, now, timeZone)
    if (days >= flaggedUncollectedDays) {
      return { kind: 'uncollected', text: `Not collected for ${days} days` }
    }
  }
  return null
}
