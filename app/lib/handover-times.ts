import { type DateHours, hoursOn, minutesOfDay, type WeeklyHours } from './business-hours.ts'
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
 * week's dated closures and special hours (`deliveryDates`), which also
 * limit a delivery on their days.
 */
export type HandoverHours = WeeklyHours & {
  deliveryDates?: Readonly<Record<string, DateHours>>
}

/** Handover hours from the site's weeks: the showroom's, limited by the delivery's dated hours. */
export function handoverHoursOf(weeks: { showroom: WeeklyHours; delivery: WeeklyHours }) {
  return { ...weeks.showroom, deliveryDates: weeks.delivery.dates ?? {} } satisfies HandoverHours
}

/**
 * The handover times of a calendar day: every whole hour from the
 * showroom's opening to its last hour before closing ("09:00" … "16:00"),
 * none on a closed day (its weekday's or a dated closure). A cart changes
 * hands while staff are there. A delivery on a day the delivery hours are
 * closed has none, and on a day of special delivery hours only the hours
 * that end within them.
 */
export function handoverTimes(
  day: string,
  hours: HandoverHours,
  handover: 'pickup' | 'delivery' = 'pickup',
): string[] {
  if (!isCalendarDay(day)) return []
  const span = hoursOn(hours, day)
  if (!span) return []
  const crew =
    handover === 'delivery' && hours.deliveryDates && Object.hasOwn(hours.deliveryDates, day)
      ? hours.deliveryDates[day]
      : undefined
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
