import { instantOf, weekdayOf, windowText } from '#app/kernel/day-minutes.ts'
import {
  type DateHours,
  hoursOn,
  minutesOfDay,
  type WeeklyHours,
} from '#app/kernel/dealer/business-hours.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import type { DeliveryKind } from './delivery-kinds.ts'

/*
 * When the trucks go out: 2-hour windows inside the delivery hours (the hours
 * data's delivery week with its closures and special hours), laid from
 * opening and ending by closing: Monday to Saturday 8-6 gives 8-10, 10-12,
 * 12-2, 2-4, 4-6; Sunday 10-4 gives 10-12, 12-2, 2-4.
 */

export const windowMinutes = deliveryRules.windowHours * 60
/** How far ahead a window can be booked: a rental reserved six months ahead, with its collection. */
export const bookingHorizonDays = 200
/** How many days a picker offers: a custom-ordered cart's four weeks and a margin. */
export const offeredDays = 42

/** The first day a picker lists: today, or a later first day the job cannot go before. */
export const firstOfferedDay = (today: string, earliestDay?: string) =>
  earliestDay && earliestDay > today ? earliestDay : today

export type DeliveryWindow = { start: number; end: number }

/** The 2-hour windows of a day's delivery hours, none when closed. */
export function windowsOf(hours: DateHours): DeliveryWindow[] {
  if (!hours) return []
  const close = minutesOfDay(hours.close)
  const windows: DeliveryWindow[] = []
  for (
    let start = minutesOfDay(hours.open);
    start + windowMinutes <= close;
    start += windowMinutes
  ) {
    windows.push({ start, end: start + windowMinutes })
  }
  return windows
}

/** A window as a form sends it: "2026-12-01@480" is the window from 8 AM. */
export const windowValue = (day: string, start: number) => `${day}@${start}`

export function parseWindowValue(value: string): { day: string; start: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})@(\d{1,4})$/.exec(value.trim())
  if (!match?.[1]) return null
  const day = match[1]
  if (new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) !== day) return null
  return { day, start: Number(match[2]) }
}

/** Whether a job's window has begun at `now` (a missed appointment is marked from then on). */
export const windowBegun = (
  job: { day: string; window_start: number },
  now: Date,
  timeZone: string,
) => now.getTime() >= instantOf(job.day, job.window_start, timeZone).getTime()

/**
 * A same-day rental delivery: possible, with the rush fee, only when ordered
 * before the cut-off (2 PM on the dealer's clock); any other day is plain.
 */
export function sameDayRule(
  kind: DeliveryKind,
  day: string,
  now: Date,
  timeZone: string,
): 'plain' | 'rush' | 'too-late' {
  if (kind !== 'rental_delivery' || day !== calendarDay(now, timeZone)) return 'plain'
  const cutOff = minutesOfDay(deliveryRules.rush.orderBefore)
  const [hh = '0', mm = '0'] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
  return Number(hh) * 60 + Number(mm) < cutOff ? 'rush' : 'too-late'
}

export type WindowRefusal =
  'passed' | 'too-far' | 'closed' | 'outside-hours' | 'too-early' | 'too-late'

export type CheckedWindow =
  | { ok: true; day: string; window: DeliveryWindow; rush: boolean }
  | { ok: false; reason: WindowRefusal }

/**
 * Whether a job can take the window at `now`, trucks aside: the day open for
 * deliveries (a closure removes it), not before `earliestDay` (a sold cart's
 * first day) and within the horizon, the window one of the day's, not begun;
 * a same-day rental delivery only before the rush cut-off.
 */
export function checkWindow(
  kind: DeliveryKind,
  value: { day: string; start: number },
  week: WeeklyHours,
  now: Date,
  earliestDay?: string,
): CheckedWindow {
  const today = calendarDay(now, week.timeZone)
  if (value.day < today) return { ok: false, reason: 'passed' }
  if (value.day > addDays(today, bookingHorizonDays)) return { ok: false, reason: 'too-far' }
  if (earliestDay && value.day < earliestDay) return { ok: false, reason: 'too-early' }
  const hours = hoursOn(week, value.day)
  if (!hours) return { ok: false, reason: 'closed' }
  const window = windowsOf(hours).find((w) => w.start === value.start)
  if (!window) return { ok: false, reason: 'outside-hours' }
  if (now >= instantOf(value.day, window.start, week.timeZone))
    return { ok: false, reason: 'passed' }
  const sameDay = sameDayRule(kind, value.day, now, week.timeZone)
  if (sameDay === 'too-late') return { ok: false, reason: 'too-late' }
  return { ok: true, day: value.day, window, rush: sameDay === 'rush' }
}

/**
 * A sold cart's first delivery day: a cart in stock two business days
 * (Monday to Friday) after the sale's day, a custom order two weeks after
 * (the policy's 2-4 weeks; the dealer confirms the day once it arrives).
 */
export function earliestSaleDay(today: string, stock: 'in_stock' | 'custom_order'): string {
  if (stock === 'custom_order') return addDays(today, 14)
  let day = today
  for (let business = 0; business < 2;) {
    day = addDays(day, 1)
    const weekday = weekdayOf(day)
    if (weekday !== 0 && weekday !== 6) business++
  }
  return day
}

/** A window's places: the trucks working that day, the jobs taken. */
export type WindowPlaces = { trucks: number; taken: number }

export type OfferedWindow = {
  value: string
  label: string
  free: number
  /** rush applies: a same-day rental delivery ordered before the cut-off */
  rush: boolean
}
export type OfferedDay = { day: string; label: string; windows: OfferedWindow[] }

/**
 * What a picker offers from `now`: every open day of the horizon (from
 * `earliestDay` when given) with its windows not yet begun and the places
 * free in each; full windows stay listed with none free, so the customer
 * sees the window exists and is taken. A day with no truck is left out.
 */
export function offeredWindows(
  kind: DeliveryKind,
  week: WeeklyHours,
  now: Date,
  places: (day: string, start: number) => WindowPlaces,
  dayLabel: (day: string) => string,
  earliestDay?: string,
): OfferedDay[] {
  const today = calendarDay(now, week.timeZone)
  const days: OfferedDay[] = []
  const first = firstOfferedDay(today, earliestDay)
  for (let i = 0; i <= offeredDays; i++) {
    const day = addDays(first, i)
    const windows = windowsOf(hoursOn(week, day)).flatMap((w): OfferedWindow[] => {
      const checked = checkWindow(kind, { day, start: w.start }, week, now, earliestDay)
      if (!checked.ok) return []
      const { trucks, taken } = places(day, w.start)
      if (trucks === 0) return []
      return [
        {
          value: windowValue(day, w.start),
          label: windowText(w),
          free: Math.max(0, trucks - taken),
          rush: checked.rush,
        },
      ]
    })
    if (windows.length > 0) days.push({ day, label: dayLabel(day), windows })
  }
  return days
}

/** The window of `day` holding the minute `minutes` (a handover's hour), or null. */
export function windowHolding(week: WeeklyHours, day: string, minutes: number): string | null {
  const window = windowsOf(hoursOn(week, day)).find((w) => w.start <= minutes && minutes < w.end)
  return window ? windowValue(day, window.start) : null
}

/**
 * The window a collection takes at the end of a rental: the one holding the
 * end's minute, else the day's next, else the first window of the next day
 * the trucks go out (the cart is collected after the rental, never before).
 */
export function windowFrom(week: WeeklyHours, day: string, minutes: number): string | null {
  const holding = windowHolding(week, day, minutes)
  if (holding) return holding
  const later = windowsOf(hoursOn(week, day)).find((w) => w.start >= minutes)
  if (later) return windowValue(day, later.start)
  for (let i = 1; i <= 14; i++) {
    const next = addDays(day, i)
    const first = windowsOf(hoursOn(week, next))[0]
    if (first) return windowValue(next, first.start)
  }
  return null
}
