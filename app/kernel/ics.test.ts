import { describe, expect, it } from 'vitest'

import { calendarFile, escapeText, foldLine, icsTime } from './ics'

const event = {
  uid: 'r-123@carts.example',
  stamp: new Date('2026-06-01T12:00:00.000Z'),
  start: new Date('2026-06-13T14:00:00.000Z'),
  end: new Date('2026-06-15T14:30:00.000Z'),
  summary: 'Golf cart rental: 6-seater',
  location: '2150 Route 940, Pocono Pines, PA 18350',
  description: 'Your reservation: https://carts.example/rentals/reservation/abc',
}

const octets = (line: string) => new TextEncoder().encode(line).length

describe('calendarFile', () => {
  it('writes one event with its times in UTC and CRLF line ends only', () => {
    const file = calendarFile(event, '-//Dealer//Rentals//EN')
    const lines = file.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('UID:r-123@carts.example')
    expect(lines).toContain('DTSTAMP:20260601T120000Z')
    expect(lines).toContain('DTSTART:20260613T140000Z')
    expect(lines).toContain('DTEND:20260615T143000Z')
    expect(lines).toContain('LOCATION:2150 Route 940\\, Pocono Pines\\, PA 18350')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(lines.at(-1)).toBe('')
    // no bare line feed anywhere
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('folds every line to 75 octets, and unfolding gives the value back', () => {
    const long = { ...event, description: `Ünïcödé ${'é'.repeat(60)} and a link ${'x'.repeat(90)}` }
    const file = calendarFile(long, '-//Dealer//Rentals//EN')
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    const unfolded = file.replace(/\r\n /g, '')
    expect(unfolded).toContain(`DESCRIPTION:${long.description}`)
  })
})

describe('the pieces', () => {
  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
  })

  it('never splits a character of several octets across two lines', () => {
    const folded = foldLine(`DESCRIPTION:${'€'.repeat(40)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75)
      expect(line).not.toContain('\uFFFD')
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'€'.repeat(40)}`)
  })

  it('leaves a short line as it is', () => {
    expect(foldLine('SUMMARY:Rental')).toBe('SUMMARY:Rental')
    expect(icsTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z')
  })
})
