/**
 * Times in lead e-mails are shown on the showrooms' clock, not the server's
 * (which is usually UTC), so the dealer reads them as they happened locally.
 */

function zonedParts(date: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date)
  return Object.fromEntries(parts.map((p) => [p.type, p.value]))
}

function localText(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`
}

/** Minutes the zone is ahead of UTC at that moment (-240 for New York in summer). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const asUtc = Date.parse(`${localText(date, timeZone)}Z`)
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
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
  const local = localText(date, timeZone)
  const offsetMinutes = zoneOffsetMinutes(date, timeZone)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${local}${sign}${hh}:${mm}`
}

/** "Friday, July 4, 2025, 12:00 PM EDT": for people. */
export function readableTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ') // newer ICU puts a narrow no-break space before AM/PM
}
