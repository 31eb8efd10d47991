import { describe, expect, it } from 'vitest'

import { hashToken } from '#app/kernel/.server/tokens.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { holdRequest, now, siteUrl, testOwner } from '#tests/support/rental-requests.ts'

import { activeDeskFeeds, createDeskFeed, deskFeedFile, revokeDeskFeed } from './desk-feed'
import { placeHold } from './holds'

/* A showroom's private calendar feed, on both engines. */

const db = eachTestDatabase()

// the feed lists from two weeks back: the handovers of 13 to 15 June are in
const readAt = new Date('2026-06-10T12:00:00Z')

async function feedFor(showroomId: string) {
  const made = await createDeskFeed(db(), showroomId, testOwner, now)
  if (!made.ok) throw new Error('the feed should be made')
  return made.token
}

/** The calendar's content lines, unfolded (RFC 5545 section 3.1). */
const unfolded = (file: string) => file.replace(/\r\n /g, '').split('\r\n')

describe('the desk feed', () => {
  it('keeps only the hash of its secret, audited, and refuses a place that is no showroom', async () => {
    const token = await feedFor('scranton')
    const rows = await db().selectFrom('rental_calendar_feeds').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.token_hash).toBe(hashToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(await createDeskFeed(db(), 'online', testOwner, now)).toEqual({ ok: false })
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_email']).execute()
    expect(audit).toEqual([{ action: 'rental.feed.create', actor_email: testOwner.email }])
  })

  it('lists the showroom’s handovers, one event each, with a first name and initial only', async () => {
    const held = await placeHold(db(), {
      ...holdRequest('six-seater'),
      renter: {
        firstName: 'Riley',
        lastName: 'Renterson',
        email: 'riley@example.com',
        phone: '5705550123',
      },
    })
    if (!held.ok) throw new Error('should be held')
    const token = await feedFor('scranton')
    const file = (await deskFeedFile(db(), token, { now: readAt, siteUrl })) ?? ''
    const lines = unfolded(file)
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      expect.stringMatching(/^PRODID:-\/\/.+\/\/Rental desk\/\/EN$/),
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Rentals: Scranton Showroom',
    ])
    const events = lines.filter((line) => line === 'BEGIN:VEVENT')
    expect(events).toHaveLength(2)
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      expect.stringMatching(new RegExp(`^UID:pickup-${held.id}@`)),
      expect.stringMatching(new RegExp(`^UID:return-${held.id}@`)),
    ])
    expect(lines).toContain('DTSTART:20260613T140000Z')
    expect(lines).toContain('DTSTART:20260615T140000Z')
    expect(lines).toContain('SUMMARY:Pickup: Riley R.\\, 6-seater no. 1')
    expect(lines).toContain('SUMMARY:Return: Riley R.\\, 6-seater no. 1')
    expect(lines).toContain(`DESCRIPTION:${siteUrl}/admin/rentals/${held.id}`)
    expect(file).not.toMatch(/Renterson|riley@example\.com|5705550123/)
    // the same events again on the next read: a calendar program replaces, not adds
    const again = unfolded((await deskFeedFile(db(), token, { now: readAt, siteUrl })) ?? '')
    expect(again.filter((l) => l.startsWith('UID:'))).toEqual(
      lines.filter((l) => l.startsWith('UID:')),
    )
    // the other showroom's feed has none of them
    const other =
      (await deskFeedFile(db(), await feedFor('pocono-pines'), { now: readAt, siteUrl })) ?? ''
    expect(other).not.toContain('BEGIN:VEVENT')
  })

  it('opens nothing once revoked, nor for a secret never made', async () => {
    const token = await feedFor('scranton')
    const [feed] = await activeDeskFeeds(db())
    expect(await revokeDeskFeed(db(), feed?.id ?? '', testOwner, now)).toBe(true)
    expect(await revokeDeskFeed(db(), feed?.id ?? '', testOwner, now)).toBe(false)
    expect(await deskFeedFile(db(), token, { now: readAt, siteUrl })).toBeUndefined()
    expect(await deskFeedFile(db(), 'not-a-secret', { now: readAt, siteUrl })).toBeUndefined()
    expect(await activeDeskFeeds(db())).toEqual([])
  })
})
