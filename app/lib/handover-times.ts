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
 * The handover times of a calendar day: every whole hour from the
 * showroom's opening to its last hour before closing ("09:00" … "16:00"),
 * none on a closed day (its weekday's or a dated closure). A cart changes
 * hands while staff are there.
 */
export function handoverTimes(day: string, hours: WeeklyHours): string[] {
  if (!isCalendarDay(day)) return []
  const span = hoursOn(hours, day)
  if (!span) return []
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
