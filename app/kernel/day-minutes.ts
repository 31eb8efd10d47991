import { instantInZone } from './zoned-time.ts'

/*
 * A day's times as minutes after midnight on a zone's clock, as the
 * windows of the trucks and of the service department are stored and shown.
 */

/** "8 AM", "12:30 PM" */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const clock = `${h % 12 === 0 ? 12 : h % 12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}`
  return `${clock} ${h < 12 ? 'AM' : 'PM'}`
}

/** "8 AM - 10 AM" */
export const windowText = (window: { start: number; end: number }) =>
  `${minutesText(window.start)} - ${minutesText(window.end)}`

/** The instant the zone's clock shows `minutes` after midnight of `day`. */
export function instantOf(day: string, minutes: number, timeZone: string): Date {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  const at = instantInZone(`${day}T${hh}:${mm}`, timeZone)
  if (!at) throw new Error(`Not a day: ${day}`)
  return at
}

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD day, as the capacity rows count weekdays. */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()
