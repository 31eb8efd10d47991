import { hoursOn, minutesOfDay, type WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { zoneOffsetMs } from '#app/kernel/zoned-time.ts'

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** Whether "YYYY-MM-DD" is a real calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!dayPattern.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/**
 * The hours rental handovers follow: a pickup the showroom's week with its
 * dated hours (the cart changes hands at the counter), a delivery the
 * delivery week with its dated closures and special hours (`delivery`, the
 * crew's hours the town pages publish).
 */
export type HandoverHours = WeeklyHours & { delivery?: WeeklyHours }

/** Handover hours from the site's weeks: the showroom's for a pickup, the delivery's for a delivery. */
export function handoverHoursOf(weeks: { showroom: WeeklyHours; delivery: WeeklyHours }) {
  return { ...weeks.showroom, delivery: weeks.delivery } satisfies HandoverHours
}

/**
 * The handover times of a calendar day: every whole hour from opening to
 * the last hour before closing ("09:00" … "16:00"), none on a closed day
 * (its weekday's or a dated closure). A pickup follows the showroom's
 * hours, a delivery the delivery hours (the showroom's when none are given).
 */
export function handoverTimes(
  day: string,
  hours: HandoverHours,
  handover: 'pickup' | 'delivery' = 'pickup',
): string[] {
  if (!isCalendarDay(day)) return []
  const span = hoursOn(handover === 'delivery' && hours.delivery ? hours.delivery : hours, day)
  if (!span) return []
  const from = minutesOfDay(span.open)
  const until = minutesOfDay(span.close)
  const times: string[] = []
  for (let m = Math.ceil(from / 60) * 60; m + 60 <= until; m += 60) {
    times.push(`${String(m / 60).padStart(2, '0')}:00`)
  }
  return times
}

/** Every time any handover may take in a week without dated hours: the form's choices before a day is known. */
export function weekHandoverTimes(hours: HandoverHours): string[] {
  const week = { ...hours, dates: {}, delivery: hours.delivery && { ...hours.delivery, dates: {} } }
  // a Monday, then the six days after it
  const days = Array.from({ length: 7 }, (_, i) => `2026-06-0${i + 1}`)
  const times = days.flatMap((day) => [
    ...handoverTimes(day, week, 'pickup'),
    ...handoverTimes(day, week, 'delivery'),
  ])
  return [...new Set(times)].sort()
}

/** The instant the zone's clock shows `time` ("HH:MM") on `day`: a handover's start. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`)
  // the offset at the guess, then at the corrected instant (right across a DST change)
  const guess = wall - zoneOffsetMs(wall, timeZone)
  return new Date(wall - zoneOffsetMs(guess, timeZone))
}
