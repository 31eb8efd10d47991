import { describe, expect, it } from 'vitest'

import { parseRentalFilter } from '#app/rentals/rental-filter.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { holdRequest, hours, now, siteUrl, weekendStart } from '#tests/support/rental-requests.ts'

import { placeHold } from './holds'
import { reservationPage } from './reservation-page'
import { confirmReservation, declineReservation } from './staff-actions'
import { reservationList, waitingRequests } from './staff-list'

/* The back office's reservations list and page, on both engines. */

const db = eachTestDatabase()

const actor = { id: 'u1', email: 'sam@example.com', ip: null }
const week = hours(24 * 7)
const shift = (at: Date, ms: number) => new Date(at.getTime() + ms)
const filter = (query = '') => parseRentalFilter(new URLSearchParams(query))

async function hold(
  type: 'utility' | 'six-seater',
  start: Date,
  name: string,
  dueAt: Date | null = null,
) {
  const made = await placeHold(db(), {
    ...holdRequest(type, start, shift(start, hours(48)), now, name),
    dueAt,
  })
  if (!made.ok) throw new Error('a cart should be free')
  return made
}

describe('reservationList', () => {
  it('shows waiting requests first, then upcoming confirmed ones; filters by status, type and days', async () => {
    const late = await hold('utility', shift(weekendStart, week), 'Wren')
    const soon = await hold('six-seater', weekendStart, 'Ash')
    const other = await hold('utility', shift(weekendStart, 3 * week), 'Dale')
    const at = shift(now, hours(1))
    await confirmReservation(db(), { id: soon.id, version: 1, actor, now: at, siteUrl })
    await declineReservation(db(), {
      id: other.id,
      version: 1,
      actor,
      now: at,
      siteUrl,
      reason: 'No.',
    })
    expect(await waitingRequests(db())).toBe(1)

    const names = async (query: string) =>
      (await reservationList(db(), filter(query), at)).map((row) => row.renter)
    expect(await names('')).toEqual(['Wren Renter', 'Ash Renter'])
    expect(await names('status=declined')).toEqual(['Dale Renter'])
    expect(await names('status=all&type=utility')).toEqual(['Wren Renter', 'Dale Renter'])
    // days in the dealer's calendar: the weekend of June 13 only
    expect(await names('status=all&from=2026-06-14&to=2026-06-14')).toEqual(['Ash Renter'])
    const [row] = await reservationList(db(), filter('status=held'), at)
    expect(row).toMatchObject({ id: late.id, cart: 'Utility no. 1', status: 'held' })
  })

  it('marks a waiting request past its due time as overdue, in business minutes', async () => {
    // due Monday June 1 at 13:00 EDT (17:00 UTC); asked at 14:30 EDT
    const due = new Date('2026-06-01T17:00:00Z')
    await hold('utility', weekendStart, 'Wren', due)
    const [row] = await reservationList(db(), filter(), new Date('2026-06-01T18:30:00Z'))
    expect(row?.overdueMinutes).toBe(90)
    const [early] = await reservationList(db(), filter(), new Date('2026-06-01T16:00:00Z'))
    expect(early?.overdueMinutes).toBeNull()
    expect(early?.due).toMatch(/1:00\sPM EDT/)
  })
})

describe('reservationPage', () => {
  it('holds the renter, the quote, the terms, the history and the cancellation terms', async () => {
    const made = await hold('utility', weekendStart, 'Wren')
    await confirmReservation(db(), {
      id: made.id,
      version: 1,
      actor,
      now: shift(now, hours(1)),
      siteUrl,
    })
    const page = await reservationPage(db(), made.id, shift(now, hours(2)))
    expect(page?.reservation).toMatchObject({
      status: 'confirmed',
      version: 2,
      renter: { name: 'Wren Renter', email: 'riley@example.com', phone: '5705550123' },
      cartName: 'Utility no. 1',
      startInput: '2026-06-13T10:00',
      terms: { ip: '203.0.113.7', effectiveDate: '2025-01-23' },
    })
    expect(page?.reservation.cancellation).toMatch(/^Cancelling now is free/)
    expect(page?.events.map((e) => [e.what, e.who])).toEqual([
      ['Requested on the website', 'The renter'],
      ['Confirmed', 'sam@example.com'],
    ])
    expect(await reservationPage(db(), 'nope', now)).toBeUndefined()
  })
})
