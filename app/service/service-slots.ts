import { instantOf, minutesText, windowText } from '#app/kernel/day-minutes.ts'
import {
  type DateHours,
  hoursOn,
  minutesOfDay,
  type WeeklyHours,
} from '#app/kernel/dealer/business-hours.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import type { ServiceVisit } from './service-stages.ts'

/*
 * When a service visit can be booked: a drop-off takes a day the service
 * department is open; a pickup or a mobile visit a 2-hour window inside that
 * day's service hours, the windows laid from opening time and ending by
 * closing (Monday to Friday 8-5: 8-10, 10-12, 12-2, 2-4; Saturday 9-3:
 * 9-11, 11-1, 1-3). The hours are the hours data's service week with its
 * closures and special hours.
 */

export const windowMinutes = 120
/** How far ahead a visit can be booked online. */
export const bookingHorizonDays = 28

export type ServiceWindow = { start: number; end: number }

/** The 2-hour windows of a day's hours, or none when closed. */
export function windowsOf(hours: DateHours): ServiceWindow[] {
  if (!hours) return []
  const open = minutesOfDay(hours.open)
  const close = minutesOfDay(hours.close)
  const windows: ServiceWindow[] = []
  for (let start = open; start + windowMinutes <= close; start += windowMinutes) {
    windows.push({ start, end: start + windowMinutes })
  }
  return windows
}

/** Whether a visit happens in a window (pickup, mobile) rather than on a day (drop-off). */
export const hasWindow = (visit: ServiceVisit) => visit !== 'drop_off'

/** The slot as a form sends it: "2026-12-01" for a day, "2026-12-01@480" for the window from 8 AM. */
export const slotValue = (day: string, windowStart?: number) =>
  windowStart === undefined ? day : `${day}@${windowStart}`

export type Slot = { day: string; windowStart: number | null }

export function parseSlot(value: string): Slot | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:@(\d{1,4}))?$/.exec(value.trim())
  if (!match?.[1]) return null
  const day = match[1]
  if (new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) !== day) return null
  return { day, windowStart: match[2] === undefined ? null : Number(match[2]) }
}

const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0

export type SlotRefusal = 'sunday' | 'closed' | 'passed' | 'too-far' | 'no-window'

export type CheckedSlot =
  | { ok: true; day: string; window: ServiceWindow | null; hours: { open: number; close: number } }
  | { ok: false; reason: SlotRefusal }

/**
 * Whether a visit can be booked for the slot at `now`, capacity aside: the
 * day open for service (a closed Sunday is the emergency line's), within
 * the booking horizon and not over; a pickup's or mobile visit's window one
 * of that day's windows, not yet begun.
 */
export function checkSlot(
  visit: ServiceVisit,
  slot: Slot,
  week: WeeklyHours,
  now: Date,
): CheckedSlot {
  const today = calendarDay(now, week.timeZone)
  if (slot.day < today) return { ok: false, reason: 'passed' }
  if (slot.day > addDays(today, bookingHorizonDays)) return { ok: false, reason: 'too-far' }
  const hours = hoursOn(week, slot.day)
  if (!hours) return { ok: false, reason: isSunday(slot.day) ? 'sunday' : 'closed' }
  const open = minutesOfDay(hours.open)
  const close = minutesOfDay(hours.close)
  if (!hasWindow(visit)) {
    if (slot.windowStart !== null) return { ok: false, reason: 'no-window' }
    // a drop-off today is taken until an hour before closing
    if (now >= instantOf(slot.day, close - 60, week.timeZone))
      return { ok: false, reason: 'passed' }
    return { ok: true, day: slot.day, window: null, hours: { open, close } }
  }
  const window = windowsOf(hours).find((w) => w.start === slot.windowStart)
  if (!window) return { ok: false, reason: 'no-window' }
  if (now >= instantOf(slot.day, window.start, week.timeZone))
    return { ok: false, reason: 'passed' }
  return { ok: true, day: slot.day, window, hours: { open, close } }
}

/** A day's or a window's places: what the owners allow online, what is taken. */
export type Places = { online: number; taken: number }

export type OfferedSlot = { value: string; label: string; free: number }
export type OfferedDay = { day: string; label: string; slots: OfferedSlot[] }

/**
 * What the booking page offers for a visit from `now`: every open day of the
 * horizon with its slots (the day itself for a drop-off, its windows not yet
 * begun otherwise) and the places free in each. Full slots are listed with
 * none free, so the customer sees the day exists and is taken.
 */
export function offeredSlots(
  visit: ServiceVisit,
  week: WeeklyHours,
  now: Date,
  places: (day: string, windowStart: number) => Places,
  dayLabel: (day: string) => string,
): OfferedDay[] {
  const today = calendarDay(now, week.timeZone)
  const days: OfferedDay[] = []
  for (let i = 0; i <= bookingHorizonDays; i++) {
    const day = addDays(today, i)
    const hours = hoursOn(week, day)
    if (!hours) continue
    const candidates: Slot[] = hasWindow(visit)
      ? windowsOf(hours).map((w) => ({ day, windowStart: w.start }))
      : [{ day, windowStart: null }]
    const slots = candidates.flatMap((slot): OfferedSlot[] => {
      const checked = checkSlot(visit, slot, week, now)
      if (!checked.ok) return []
      const { online, taken } = places(day, slot.windowStart ?? 0)
      if (online === 0) return []
      const label = checked.window
        ? `${dayLabel(day)}, ${windowText(checked.window)}`
        : `${dayLabel(day)} (drop off ${minutesText(checked.hours.open)} - ${minutesText(checked.hours.close - 60)})`
      return [
        {
          value: slotValue(day, slot.windowStart ?? undefined),
          label,
          free: Math.max(0, online - taken),
        },
      ]
    })
    if (slots.length > 0) days.push({ day, label: dayLabel(day), slots })
  }
  return days
}
