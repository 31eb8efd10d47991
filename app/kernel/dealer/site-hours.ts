import { business, hoursSets } from '#app/kernel/dealer/business.ts'
import type { HoursSet, SpecialHours } from '#app/kernel/dealer/types.ts'

import { weekdayMonthDayText } from '../dealer-clock.ts'
import { addDays } from '../zoned-time.ts'
import {
  type DateHours,
  type DaySpan,
  hoursOn,
  hoursRows,
  openingHoursSchema,
  shortClockText,
  type Weekday,
  type WeeklyHours,
} from './business-hours.ts'

/** The weeks owners edit; the pages' sets of hours (`hoursSets`) each show one of them. */
export const weekKeys = ['showroom', 'service', 'delivery', 'storage'] as const
export type WeekKey = (typeof weekKeys)[number]
export type HoursSetKey = keyof typeof hoursSets

/** The weekdays as the pages list a week, Monday first. */
export const weekOrder = [
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'Sun',
] as const satisfies Weekday[]

/**
 * One weekday of a stored week: open and close ("HH:MM"), or closed (both
 * null). `ownRow`: the pages list this day on a row of its own even when its
 * hours equal the day before's ("Saturday 9:00 AM - 5:00 PM" below "Monday - Friday").
 */
export type StoredDay = {
  weekday: Weekday
  open: string | null
  close: string | null
  ownRow: boolean
}

/** A dated closure (open and close null) or special hours, for one week or all (null). */
export type HoursException = {
  id: string
  week: WeekKey | null
  startsOn: string
  endsOn: string
  open: string | null
  close: string | null
  note: string
}

export type StoredHours = { weeks: Record<WeekKey, StoredDay[]>; exceptions: HoursException[] }

/** The hours as every page and every clock reads them at one moment. */
export type SiteHours = {
  /** the sets the pages show, with today's state and what is coming */
  sets: Record<HoursSetKey, HoursSet>
  /** each week with its dated hours, for the arithmetic (response clocks, handover times) */
  weeks: Record<WeekKey, WeeklyHours>
}

/** How far ahead the pages announce closures and special hours. */
export const upcomingDays = 30

/** The week's spans as the pages list them: consecutive days with the same hours share a row. */
export function spansOf(days: readonly StoredDay[]): DaySpan[] {
  const spans: DaySpan[] = []
  let last: { span: DaySpan; day: StoredDay } | undefined
  for (const weekday of weekOrder) {
    const day = days.find((d) => d.weekday === weekday)
    if (!day) continue
    if (last && !day.ownRow && last.day.open === day.open && last.day.close === day.close) {
      last.span.to = weekday
      continue
    }
    const span: DaySpan =
      day.open && day.close
        ? { from: weekday, open: day.open, close: day.close }
        : { from: weekday, closed: true }
    spans.push(span)
    last = { span, day }
  }
  return spans
}

/** The stored days of spans (the seed's week): each span's first day starts its own row. */
export function daysOf(spans: readonly DaySpan[]): StoredDay[] {
  return weekOrder.flatMap((weekday): StoredDay[] => {
    const index = weekOrder.indexOf(weekday)
    const span = spans.find(
      (s) => index >= weekOrder.indexOf(s.from) && index <= weekOrder.indexOf(s.to ?? s.from),
    )
    if (!span) return []
    const ownRow = span.from === weekday
    return 'closed' in span
      ? [{ weekday, open: null, close: null, ownRow }]
      : [{ weekday, open: span.open, close: span.close, ownRow }]
  })
}

const applies = (exception: HoursException, week: WeekKey) =>
  exception.week === null || exception.week === week

/**
 * Which of several exceptions on one day wins: a week's own over one for
 * all weeks, then a closure over special hours, then the one added first.
 * The list is sorted so the winner comes last.
 */
function byPrecedence(a: HoursException, b: HoursException): number {
  const rank = (e: HoursException) => (e.week === null ? 0 : 2) + (e.open === null ? 1 : 0)
  return rank(a) - rank(b)
}

function datesOf(exceptions: readonly HoursException[]): Record<string, DateHours> {
  const dates: Record<string, DateHours> = {}
  for (const e of [...exceptions].reverse().sort(byPrecedence)) {
    for (let day = e.startsOn; day <= e.endsOn; day = addDays(day, 1)) {
      dates[day] = e.open && e.close ? { open: e.open, close: e.close } : null
    }
  }
  return dates
}

const hoursText = (hours: { open: string; close: string }) =>
  `${shortClockText(hours.open)} - ${shortClockText(hours.close)}`

/** A closure or special hours as the pages say it: "Closed Thursday, Nov 26: Thanksgiving". */
export function exceptionText(e: HoursException): string {
  const days =
    e.startsOn === e.endsOn
      ? weekdayMonthDayText(e.startsOn)
      : `${weekdayMonthDayText(e.startsOn)} - ${weekdayMonthDayText(e.endsOn)}`
  return e.open && e.close
    ? `${days}: ${hoursText({ open: e.open, close: e.close })} (${e.note})`
    : `Closed ${days}: ${e.note}`
}

/** Today's state: "Open today 9 AM - 5 PM", "Closed today: Thanksgiving", "Today: 9 AM - 12 PM (Christmas Eve)". */
function todayText(
  week: WeeklyHours,
  exceptions: readonly HoursException[],
  today: string,
): string {
  const hours = hoursOn(week, today)
  const special = exceptions.findLast((e) => e.startsOn <= today && e.endsOn >= today)
  if (!special) return hours ? `Open today ${hoursText(hours)}` : 'Closed today'
  return hours ? `Today: ${hoursText(hours)} (${special.note})` : `Closed today: ${special.note}`
}

/**
 * The site's hours on `today` (the dealer's calendar day) from what is
 * stored: each week with its dated hours, and each page's set with its rows,
 * schema.org strings, today's state and the closures and special hours of
 * the next 30 days.
 */
export function siteHoursOf(stored: StoredHours, today: string): SiteHours {
  const horizon = addDays(today, upcomingDays)
  const weeks = {} as Record<WeekKey, WeeklyHours>
  const ordered: Record<string, HoursException[]> = {}
  for (const key of weekKeys) {
    const own = stored.exceptions.filter((e) => applies(e, key))
    ordered[key] = [...own].reverse().sort(byPrecedence)
    weeks[key] = {
      timeZone: business.timeZone,
      spans: spansOf(stored.weeks[key]),
      dates: datesOf(own),
    }
  }
  const sets = {} as Record<HoursSetKey, HoursSet>
  for (const [name, set] of Object.entries(hoursSets) as [
    HoursSetKey,
    (typeof hoursSets)[HoursSetKey],
  ][]) {
    const week = weeks[set.week]
    const exceptions = ordered[set.week] ?? []
    const plain = { timeZone: week.timeZone, spans: week.spans }
    sets[name] = {
      label: set.label,
      rows: hoursRows(plain, 'closedText' in set ? set.closedText : undefined),
      schema: openingHoursSchema(plain),
      today: todayText(week, exceptions, today),
      upcoming: exceptions
        .filter((e) => e.endsOn >= today && e.startsOn <= horizon)
        .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
        .map((e) => specialOf(e)),
    }
  }
  return { sets, weeks }
}

function specialOf(e: HoursException): SpecialHours {
  return {
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    hours: e.open && e.close ? { open: e.open, close: e.close } : null,
    note: e.note,
    text: exceptionText(e),
  }
}
