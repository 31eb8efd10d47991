import type { DayHours } from '#app/kernel/dealer/types.ts'

import { zoneOffsetMs } from '../zoned-time'

/** Weekdays in JavaScript's order (Date#getDay): 0 is Sunday. */
export const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
export type Weekday = (typeof weekdays)[number]

/** A weekday's full name: "Mon" is "Monday". */
export const weekdayName = (day: Weekday): string => dayNames[day]

const dayNames: Record<Weekday, string> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
}

/**
 * A run of weekdays with the same hours, as the dealer writes them
 * ("Monday - Friday 9:00 AM - 5:00 PM"); `open`/`close` are 24-hour "HH:MM"
 * on the zone's clock, absent on a closed day.
 */
export type DaySpan = { from: Weekday; to?: Weekday } & (
  { open: string; close: string } | { closed: true }
)

/** A calendar day's own hours ("HH:MM" open and close), or null: closed that day. */
export type DateHours = { open: string; close: string } | null

/**
 * Opening hours as data: a time zone and the week's spans, every weekday
 * named once, and the dated closures and special hours ("YYYY-MM-DD") that
 * replace the week's hours on their days.
 */
export type WeeklyHours = {
  timeZone: string
  spans: readonly DaySpan[]
  dates?: Readonly<Record<string, DateHours>>
}

type Window = { open: number; close: number } // minutes after local midnight

function minutesOf(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm)
  if (!match) throw new Error(`Not a 24-hour time: ${hhmm}`)
  return Number(match[1]) * 60 + Number(match[2])
}

function spanDays(span: DaySpan): Weekday[] {
  const first = weekdays.indexOf(span.from)
  const last = weekdays.indexOf(span.to ?? span.from)
  return weekdays.filter((_, i) => i >= first && i <= last)
}

const windowCache = new WeakMap<WeeklyHours, (Window | null)[]>()

/** Each weekday's window (null: closed), indexed as Date#getDay. */
function windowsOf(hours: WeeklyHours): (Window | null)[] {
  const cached = windowCache.get(hours)
  if (cached) return cached
  const windows = readWindows(hours)
  windowCache.set(hours, windows)
  return windows
}

function readWindows(hours: WeeklyHours): (Window | null)[] {
  const windows: (Window | null)[] = weekdays.map(() => null)
  for (const span of hours.spans) {
    for (const day of spanDays(span)) {
      windows[weekdays.indexOf(day)] =
        'closed' in span ? null : { open: minutesOf(span.open), close: minutesOf(span.close) }
    }
  }
  return windows
}

// --- display -------------------------------------------------------------

/** A time as a clock shows it: "14:00" is "2:00 PM". */
export function clockText(hhmm: string): string {
  const minutes = minutesOf(hhmm)
  const h = Math.floor(minutes / 60)
  const m = String(minutes % 60).padStart(2, '0')
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`
}

/** A time in running text: "14:00" is "2 PM", "14:30" "2:30 PM". */
export function shortClockText(hhmm: string): string {
  return clockText(hhmm).replace(':00 ', ' ')
}

/** Minutes after midnight of a 24-hour "HH:MM". */
export const minutesOfDay = minutesOf

function daysText(span: DaySpan): string {
  return span.to ? `${dayNames[span.from]} - ${dayNames[span.to]}` : dayNames[span.from]
}

/** The rows shown on pages ("Monday - Friday", "9:00 AM - 5:00 PM"); a closed day reads `closedText`. */
export function hoursRows(hours: WeeklyHours, closedText = 'Closed'): DayHours[] {
  return hours.spans.map((span) => ({
    days: daysText(span),
    hours: 'closed' in span ? closedText : `${clockText(span.open)} - ${clockText(span.close)}`,
  }))
}

/** schema.org openingHours strings ("Mo-Fr 09:00-17:00"); closed days are left out. */
export function openingHoursSchema(hours: WeeklyHours): string[] {
  const short = (day: Weekday) => day.slice(0, 2)
  return hours.spans.flatMap((span) =>
    'closed' in span
      ? []
      : [`${short(span.from)}${span.to ? `-${short(span.to)}` : ''} ${span.open}-${span.close}`],
  )
}

// --- arithmetic ----------------------------------------------------------

/**
 * Zone offsets by quarter hour: reading them through Intl (zoned-time) is
 * the slow part of every count, and zones change offset only on quarter-hour marks. The
 * cache is emptied when it grows past a few years of quarter hours.
 */
const quarterMs = 900_000
const offsets = new Map<string, number>()
const maxCachedOffsets = 200_000

function wallClock(at: number, timeZone: string): number {
  const quarter = Math.floor(at / quarterMs) * quarterMs
  const key = `${timeZone}|${quarter}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    if (offsets.size >= maxCachedOffsets) offsets.clear()
    offset = zoneOffsetMs(quarter, timeZone)
    offsets.set(key, offset)
  }
  return at + offset
}

/** Calendar day (as a UTC midnight, ms) holding the instant on the zone's clock. */
function localDay(at: number, timeZone: string): number {
  const wall = wallClock(at, timeZone)
  return wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000)
}

/**
 * The instant the zone's clock shows `minutes` after midnight of `day`.
 * The offset is read at a first guess and again at the result, which settles
 * it on either side of a daylight-saving change (opening hours never fall in
 * the skipped or repeated night hour).
 */
function instantAt(day: number, minutes: number, timeZone: string): number {
  const wall = day + minutes * 60_000
  const guess = wall - (wallClock(wall, timeZone) - wall)
  return wall - (wallClock(guess, timeZone) - guess)
}

const dayMs = 86_400_000
/** A schedule with no opening at all would loop forever; a year without one is an error. */
const maxClosedDays = 400

/** A day's window: its dated hours when it has some, else its weekday's. */
function windowOf(day: number, windows: (Window | null)[], hours: WeeklyHours): Window | null {
  const dated = hours.dates?.[new Date(day).toISOString().slice(0, 10)]
  if (dated === undefined) return windows[new Date(day).getUTCDay()] ?? null
  return dated && { open: minutesOf(dated.open), close: minutesOf(dated.close) }
}

/** The hours of a calendar day ("YYYY-MM-DD"): its dated hours, else its weekday's; null when closed. */
export function hoursOn(hours: WeeklyHours, day: string): DateHours {
  const window = windowOf(Date.parse(`${day}T00:00:00Z`), windowsOf(hours), hours)
  return window && { open: timeOf(window.open), close: timeOf(window.close) }
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A business day's opening and closing instants, or null when closed. */
function openingOn(day: number, windows: (Window | null)[], hours: WeeklyHours) {
  const timeZone = hours.timeZone
  const window = windowOf(day, windows, hours)
  if (!window) return null
  return {
    open: instantAt(day, window.open, timeZone),
    close: instantAt(day, window.close, timeZone),
  }
}

/**
 * The instant `minutes` business minutes after `from`. Time outside the
 * hours does not count: before opening the count starts at opening, at or
 * after closing it starts at the next opening.
 */
export function addBusinessMinutes(hours: WeeklyHours, from: Date, minutes: number): Date {
  const windows = windowsOf(hours)
  let remaining = minutes * 60_000
  let closedRun = 0
  const start = from.getTime()
  for (let day = localDay(start, hours.timeZone); ; day += dayMs) {
    const opening = openingOn(day, windows, hours)
    if (!opening) {
      if (++closedRun > maxClosedDays) throw new Error('These hours never open')
      continue
    }
    closedRun = 0
    const begin = Math.max(opening.open, start)
    if (begin >= opening.close) continue
    const available = opening.close - begin
    if (remaining <= available) return new Date(begin + remaining)
    remaining -= available
  }
}

/** Business minutes (fractional) from `from` to `to`; 0 when `to` is not later. */
export function businessMinutesBetween(hours: WeeklyHours, from: Date, to: Date): number {
  const start = from.getTime()
  const end = to.getTime()
  if (end <= start) return 0
  const windows = windowsOf(hours)
  let total = 0
  const lastDay = localDay(end, hours.timeZone)
  for (let day = localDay(start, hours.timeZone); day <= lastDay; day += dayMs) {
    const opening = openingOn(day, windows, hours)
    if (!opening) continue
    const overlap = Math.min(opening.close, end) - Math.max(opening.open, start)
    if (overlap > 0) total += overlap
  }
  return total / 60_000
}

/** Whether the instant falls within the hours (opening included, closing excluded). */
export function isWithinHours(hours: WeeklyHours, at: Date): boolean {
  const time = at.getTime()
  const opening = openingOn(localDay(time, hours.timeZone), windowsOf(hours), hours)
  return opening !== null && time >= opening.open && time < opening.close
}
