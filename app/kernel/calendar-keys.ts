import { addDays } from './zoned-time.ts'

/** The keys that move the start-day calendar's focus (the date picker pattern of WAI-ARIA). */
export const calendarKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const
export type CalendarKey = (typeof calendarKeys)[number]

export const isCalendarKey = (key: string): key is CalendarKey =>
  (calendarKeys as readonly string[]).includes(key)

const maxDay = (a: string, b: string) => (a > b ? a : b)
const minDay = (a: string, b: string) => (a < b ? a : b)
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The same day of the month `by` months on, or that month's last day. */
function addMonths(day: string, by: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const last = new Date(Date.UTC(year, month - 1 + by + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 + by, Math.min(date, last))).toISOString().slice(0, 10)
}

/**
 * Where a key moves the focus from `from` among the days that can be picked:
 * arrows by a day or a week, Home and End to the week's first and last,
 * Page Up and Down by a month. Only free days take the focus, so a move lands
 * on the nearest free day in its direction; none there keeps it where it is.
 */
export function nextFocusDay(
  from: string,
  key: CalendarKey,
  isFree: (day: string) => boolean,
  range: { first: string; last: string },
): string {
  const target = {
    ArrowLeft: addDays(from, -1),
    ArrowRight: addDays(from, 1),
    ArrowUp: addDays(from, -7),
    ArrowDown: addDays(from, 7),
    Home: addDays(from, -weekday(from)),
    End: addDays(from, 6 - weekday(from)),
    PageUp: addMonths(from, -1),
    PageDown: addMonths(from, 1),
  }[key]
  if (key === 'Home' || key === 'End') {
    // the week's first (or last) free day inside the calendar, looking back toward the focus
    const step = key === 'Home' ? 1 : -1
    let day = key === 'Home' ? maxDay(target, range.first) : minDay(target, range.last)
    for (; step > 0 ? day < from : day > from; day = addDays(day, step)) {
      if (isFree(day)) return day
    }
    return from
  }
  const step = target < from ? -1 : 1
  for (let day = target; day >= range.first && day <= range.last; day = addDays(day, step)) {
    if (isFree(day)) return day
  }
  return from
}
