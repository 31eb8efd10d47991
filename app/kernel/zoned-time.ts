/*
 * Calendar days and wall clocks in a time zone with daylight saving (the
 * dealer's), whatever zone the server or the browser runs in. Pure: Intl is
 * the only source of zone rules, so pages and the server agree.
 */

const dayMs = 86_400_000

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23', // local midnight is 00, not 24
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

type WallParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>

function wallParts(at: Date | number, timeZone: string): WallParts {
  const p: WallParts = { year: '', month: '', day: '', hour: '', minute: '', second: '' }
  for (const part of partsFormat(timeZone).formatToParts(at)) {
    if (part.type in p) p[part.type as keyof WallParts] = part.value
  }
  return p
}

/** The zone's wall clock at an instant, read as if it were UTC (ms; the seconds' fraction dropped). */
function wallClockMs(at: number, timeZone: string): number {
  const p = wallParts(at, timeZone)
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  )
}

/** "2025-07-04T12:00:00": the zone's wall clock at an instant, to the second. */
function wallClockText(at: Date, timeZone: string): string {
  const p = wallParts(at, timeZone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`
}

/** "2026-06-02 09:50": the zone's wall clock to the minute, as lists and exports show it. */
export function wallClockMinute(at: Date, timeZone: string): string {
  return wallClockText(at, timeZone).slice(0, 16).replace('T', ' ')
}

/** The hour (0 to 23) the zone's clock shows at an instant. */
export function wallClockHour(at: Date, timeZone: string): number {
  return Number(wallParts(at, timeZone).hour)
}

/** The calendar day ("YYYY-MM-DD") the zone's clock shows at an instant. */
export function calendarDay(at: Date, timeZone: string): string {
  const p = wallParts(at, timeZone)
  return `${p.year}-${p.month}-${p.day}`
}

/** The calendar day `days` after (before, when negative) `day`: "2025-03-08" and 1 give "2025-03-09". */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** Milliseconds the zone is ahead of UTC at an instant (-4 h for New York in summer). */
export function zoneOffsetMs(at: number, timeZone: string): number {
  return wallClockMs(at, timeZone) - Math.floor(at / 1000) * 1000
}

/** Minutes the zone is ahead of UTC at that moment (-240 for New York in summer). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  return Math.round(zoneOffsetMs(date.getTime(), timeZone) / 60_000)
}

/** The moment a calendar day ("2025-07-04") starts in the zone, or null for a malformed day. */
export function startOfDayInZone(day: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const midnightUtc = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(midnightUtc.getTime()) || midnightUtc.toISOString().slice(0, 10) !== day)
    return null
  return new Date(midnightUtc.getTime() - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000)
}

/** ISO 8601 with the zone's offset, e.g. "2025-07-04T12:00:00-04:00" (what ADF's requestdate expects). */
export function isoInTimeZone(date: Date, timeZone: string): string {
  const local = wallClockText(date, timeZone)
  const offsetMinutes = zoneOffsetMinutes(date, timeZone)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${local}${sign}${hh}:${mm}`
}

/**
 * The instant a wall-clock time ("2026-06-13T10:00", as a datetime-local
 * field sends it) names in the zone, or null when malformed. In the hour
 * skipped by daylight saving it gives the time an hour later.
 */
export function instantInZone(local: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const asUtc = Date.parse(`${local}:00Z`)
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return null
  // the offset at a first guess, then at the instant it gives (they differ only near a change)
  const guess = asUtc - zoneOffsetMs(asUtc, timeZone)
  return new Date(asUtc - zoneOffsetMs(guess, timeZone))
}

/** "2026-06-13T10:00": an instant as a datetime-local field shows it in the zone. */
export function localInputValue(at: Date, timeZone: string): string {
  return wallClockText(at, timeZone).slice(0, 16)
}

/**
 * The zone's offset at many instants (a report over months of rows, an
 * export of a million): the offset is read at both ends of each UTC day and
 * kept, and only a day whose two offsets differ (a change of clocks) is read
 * at each instant. Intl is slow enough (tens of µs a call) for this to
 * matter at thousands of rows. Each zone's reader is kept for the process's
 * life, so a page that reads six months of rows on every load reads Intl
 * only for days it has not seen (one entry per UTC day: a few thousand in
 * ten years).
 */
const readers = new Map<string, (ms: number) => number>()
function offsetReader(timeZone: string): (ms: number) => number {
  const kept = readers.get(timeZone)
  if (kept) return kept
  const offsets = new Map<number, number | null>()
  const steadyOffset = (utcDay: number) => {
    let offset = offsets.get(utcDay)
    if (offset === undefined) {
      const first = zoneOffsetMs(utcDay * dayMs, timeZone)
      const last = zoneOffsetMs((utcDay + 1) * dayMs - 1000, timeZone)
      offset = first === last ? first : null
      offsets.set(utcDay, offset)
    }
    return offset
  }
  const reader = (ms: number) => steadyOffset(Math.floor(ms / dayMs)) ?? zoneOffsetMs(ms, timeZone)
  readers.set(timeZone, reader)
  return reader
}

/** `calendarDay` for many instants at once (offsetReader). */
export function calendarDayReader(timeZone: string): (at: Date) => string {
  const offsetAt = offsetReader(timeZone)
  return (at) => {
    const ms = at.getTime()
    return new Date(ms + offsetAt(ms)).toISOString().slice(0, 10)
  }
}

/** `wallClockMinute` for many instants at once (offsetReader): an export's every row. */
export function wallClockMinuteReader(timeZone: string): (at: Date) => string {
  const offsetAt = offsetReader(timeZone)
  return (at) => {
    const ms = at.getTime()
    // the seconds' fraction is dropped, as Intl's clock drops it
    const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetAt(ms)).toISOString()
    return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`
  }
}
