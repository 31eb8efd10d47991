/*
 * An iCalendar file (RFC 5545) holding one event, as calendar programs read
 * an e-mail's attachment: CRLF line ends, lines folded at 75 octets, text
 * values escaped.
 */

export type CalendarEvent = {
  /** stable across updates of the same event, so a calendar replaces rather than adds it */
  uid: string
  /** when the file was written */
  stamp: Date
  start: Date
  end: Date
  summary: string
  location: string
  description: string
  /** raised on each update of the same event */
  sequence?: number
}

/** 2026-06-13T14:00:00.000Z → 20260613T140000Z (UTC, seconds kept). */
export function icsTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()
const maxOctets = 75

/**
 * A content line folded into lines of at most 75 octets, each continuation
 * starting with a space (section 3.1); a character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // continuation lines carry a leading space, which counts
    const limit = parts.length === 0 ? maxOctets : maxOctets - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** One event's lines, unfolded. */
function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
  ]
}

/** A calendar file of several events (a subscribed feed), with the product identifier of the site and its name. */
export function calendarFeed(events: CalendarEvent[], productId: string, name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The calendar file of one event, with the product identifier of the site. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  return calendarFeed([event], productId)
}
