import { startOfDayInZone } from '#app/.server/mail/time.ts'

const DAY_MS = 86_400_000

/** The calendar day ("2026-11-23") and ISO weekday (1 = Monday … 7 = Sunday) of a moment in a zone. */
function localDay(at: Date, timeZone: string): { day: string; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1
  return { day: `${parts.year}-${parts.month}-${parts.day}`, weekday }
}

/** The calendar day `days` after `day`, counted on the calendar (no clock, so no daylight saving). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

function midnight(day: string, timeZone: string): Date {
  const start = startOfDayInZone(day, timeZone)
  if (!start) throw new Error(`not a calendar day: ${day}`)
  return start
}

/** Midnight of today on the zone's clock. */
export function startOfToday(now: Date, timeZone: string): Date {
  return midnight(localDay(now, timeZone).day, timeZone)
}

/**
 * The starts of the last `count` weeks, oldest first, each Monday 00:00 on the
 * zone's clock; the last one is this week's. Weeks across a daylight-saving
 * change are 167 or 169 hours long, so they are counted in calendar days.
 */
export function weekStarts(now: Date, timeZone: string, count: number): Date[] {
  const { day, weekday } = localDay(now, timeZone)
  const monday = addDays(day, 1 - weekday)
  return Array.from({ length: count }, (_, i) =>
    midnight(addDays(monday, (i - count + 1) * 7), timeZone),
  )
}

/** "Nov 16": a week's label from its start, on the zone's clock. */
export function weekLabel(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(
    start,
  )
}
