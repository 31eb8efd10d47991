import { minutesOfDay, weekdayName } from '#app/kernel/dealer/business-hours.ts'
import {
  type HoursException,
  type WeekKey,
  weekKeys,
  weekOrder,
} from '#app/kernel/dealer/site-hours.ts'
import { isCalendarDay } from '#app/rentals/handover-times.ts'

/*
 * The two forms of /admin/hours, read alike by the page and its action:
 * field names in, problems by field name out.
 */

export const maxNoteLength = 120
/** A closure or special hours may run this many days at most. */
export const maxExceptionDays = 31

type Read = (name: string) => string
type Problems = Record<string, string>

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/

/** An opening and closing time, or the problems with them (keys `open`/`close` prefixed). */
function readTimes(
  read: Read,
  prefix: string,
  label: string,
  problems: Problems,
): { open: string; close: string } | undefined {
  const open = read(`${prefix}open`).trim()
  const close = read(`${prefix}close`).trim()
  const checks: [string, string, string][] = [
    [`${prefix}open`, open, 'opening'],
    [`${prefix}close`, close, 'closing'],
  ]
  let fine = true
  for (const [field, value, what] of checks) {
    if (!value) problems[field] = `${label}: enter the ${what} time.`
    else if (!timePattern.test(value))
      problems[field] = `${label}: the ${what} time is not a time of day.`
    else if (minutesOfDay(value) % 15 !== 0)
      problems[field] =
        `${label}: the ${what} time goes in 15-minute steps (9:00, 9:15, 9:30, 9:45).`
    else continue
    fine = false
  }
  if (!fine) return undefined
  if (minutesOfDay(close) <= minutesOfDay(open)) {
    problems[`${prefix}close`] = `${label}: the closing time must be after the opening time.`
    return undefined
  }
  return { open, close }
}

export type WeekInput = {
  week: WeekKey
  days: { weekday: (typeof weekOrder)[number]; open: string | null; close: string | null }[]
}

/** The week form: per weekday `<Day>-closed` ("on") or `<Day>-open` and `<Day>-close`. */
export function parseWeekForm(
  read: Read,
): { ok: true; value: WeekInput } | { ok: false; problems: Problems } {
  const problems: Problems = {}
  const week = read('week')
  if (!(weekKeys as readonly string[]).includes(week))
    problems.week = 'Choose which hours to change.'
  const days = weekOrder.map((weekday) => {
    if (read(`${weekday}-closed`) === 'on') return { weekday, open: null, close: null }
    const times = readTimes(read, `${weekday}-`, weekdayName(weekday), problems)
    return { weekday, open: times?.open ?? null, close: times?.close ?? null }
  })
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, value: { week: week as WeekKey, days } }
}

export type ExceptionInput = Omit<HoursException, 'id'>

/**
 * The closure form: which hours (`week`, "all" for every set), the first
 * and last day (`startsOn`, `endsOn`; the last defaults to the first),
 * `kind` closed or special (with `open`, `close`) and the public `note`.
 * `today` is the dealer's calendar day: nothing may start before it.
 */
export function parseExceptionForm(
  read: Read,
  today: string,
): { ok: true; value: ExceptionInput } | { ok: false; problems: Problems } {
  const problems: Problems = {}
  const week = read('week')
  if (week !== 'all' && !(weekKeys as readonly string[]).includes(week))
    problems.week = 'Choose which hours the change applies to.'
  const startsOn = read('startsOn').trim()
  const endsOn = read('endsOn').trim() || startsOn
  if (!isCalendarDay(startsOn)) problems.startsOn = 'Enter the first day as a date.'
  else if (startsOn < today)
    problems.startsOn = 'The first day is in the past: choose today or a later day.'
  if (!isCalendarDay(endsOn)) problems.endsOn = 'Enter the last day as a date.'
  else if (isCalendarDay(startsOn) && endsOn < startsOn)
    problems.endsOn = 'The last day is before the first day.'
  else if (isCalendarDay(startsOn) && dayCount(startsOn, endsOn) > maxExceptionDays)
    problems.endsOn = `A closure or special hours run ${maxExceptionDays} days at most.`
  const kind = read('kind')
  let times: { open: string; close: string } | undefined
  if (kind === 'special') times = readTimes(read, '', 'Special hours', problems)
  else if (kind !== 'closed') problems.kind = 'Choose closed or special hours.'
  const note = read('note').trim()
  if (!note) problems.note = 'Enter the note visitors see, such as “Thanksgiving”.'
  else if (note.length > maxNoteLength)
    problems.note = `The note is ${note.length} characters: keep it to ${maxNoteLength}.`
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return {
    ok: true,
    value: {
      week: week === 'all' ? null : (week as WeekKey),
      startsOn,
      endsOn,
      open: times?.open ?? null,
      close: times?.close ?? null,
      note,
    },
  }
}

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
