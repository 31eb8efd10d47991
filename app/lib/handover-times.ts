import { salesHours } from '#app/content/business.ts'

import { minutesOfDay, weekdays, type WeeklyHours } from './business-hours.ts'
import { zoneOffsetMs } from './zoned-time.ts'

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** Whether "YYYY-MM-DD" is a real calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!dayPattern.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/**
 * The handover times of a calendar day: every whole hour from the
 * showroom's opening to its last hour before closing ("09:00" … "16:00"),
 * none on a closed day. A cart changes hands while staff are there.
 */
export function handoverTimes(day: string, hours: WeeklyHours = salesHours): string[] {
  if (!isCalendarDay(day)) return []
  const weekday = weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]
  const span = hours.spans.find((s) => {
    const from = weekdays.indexOf(s.from)
    const to = weekdays.indexOf(s.to ?? s.from)
    const index = weekdays.indexOf(weekday ?? 'Sun')
    return index >= from && index <= to
  })
  if (!span || 'closed' in span) return []
  const times: string[] = []
  for (
    let m = Math.ceil(minutesOfDay(span.open) / 60) * 60;
    m + 60 <= minutesOfDay(span.close);
    m += 60
  ) {
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
