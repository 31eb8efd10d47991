import { hoursOn, minutesOfDay, type WeeklyHours } from './business-hours.ts'
import { zoneOffsetMs } from './zoned-time.ts'

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** Whether "YYYY-MM-DD" is a real calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!dayPattern.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/**
 * The hours rental handovers follow: the showroom's week with its dated
 * hours (carts leave from and come back to a showroom), and the delivery
 * week with its dated closures and special hours (`delivery`), which also
 * limit a delivery: none on a day it is closed, only its hours on others.
 */
export type HandoverHours = WeeklyHours & { delivery?: WeeklyHours }

/** Handover hours from the site's weeks: the showroom's, limited by the delivery's for a delivery. */
export function handoverHoursOf(weeks: { showroom: WeeklyHours; delivery: WeeklyHours }) {
  return { ...weeks.showroom, delivery: weeks.delivery } satisfies HandoverHours
}

/**
 * The handover times of a calendar day: every whole hour from the
 * showroom's opening to its last hour before closing ("09:00" … "16:00"),
 * none on a closed day (its weekday's or a dated closure). A cart changes
 * hands while staff are there. A delivery on a day the delivery hours are
 * closed (their weekday's or a dated closure) has none, and on other days
 * only the hours that end within the delivery hours.
 */
export function handoverTimes(
  day: string,
  hours: HandoverHours,
  handover: 'pickup' | 'delivery' = 'pickup',
): string[] {
  if (!isCalendarDay(day)) return []
  const span = hoursOn(hours, day)
  if (!span) return []
  const crew = handover === 'delivery' && hours.delivery ? hoursOn(hours.delivery, day) : undefined
  if (crew === null) return []
  const from = Math.max(minutesOfDay(span.open), crew ? minutesOfDay(crew.open) : 0)
  const until = Math.min(minutesOfDay(span.close), crew ? minutesOfDay(crew.close) : 24 * 60)
  const times: string[] = []
  for (let m = Math.ceil(from / 60) * 60; m + 60 <= until; m += 60) {
    times.push(`${String(m / 60).padStart(2, '0')}:00`)
  }
  return times
}

/** The instant the zone's clock shows `time` ("HH:MM") on `day`: a handover's start. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`)
  // the offset at the guess, then at the corrected instant (right across a DST change)
  const guess = wall - zoneOffsetMs(wall, timeZone)
  return new Date(wall - zoneOffsetMs(guess, timeZone))
}
