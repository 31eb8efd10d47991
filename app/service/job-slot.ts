import { windowText } from '#app/kernel/day-minutes.ts'
import { longDayText } from '#app/kernel/dealer-clock.ts'

import type { ServiceVisit } from './service-stages.ts'

export type JobSlot = {
  visit: ServiceVisit
  visit_day: string
  window_start: number | null
  window_end: number | null
}

/**
 * A job's slot in words: "Tuesday, December 1, 8 AM - 10 AM" for a pickup
 * or a mobile visit, "Tuesday, December 1, any time we are open" for a drop-off.
 */
export function slotText(job: JobSlot): string {
  const day = longDayText(job.visit_day)
  if (job.window_start === null || job.window_end === null) {
    return `${day}, any time the service department is open`
  }
  return `${day}, ${windowText({ start: job.window_start, end: job.window_end })}`
}
