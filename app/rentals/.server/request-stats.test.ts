import { describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { digestMail } from '#app/leads/.server/digest.ts'
import { weekOf, weekSummary } from '#app/leads/.server/week-summary.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { holdRequest, hours, siteUrl, weekendStart } from '#tests/support/rental-requests.ts'

import { placeHold } from './holds'
import { rentalRequestCounts, rentalWeekSummary } from './request-stats'
import { confirmReservation } from './staff-actions'

/* Rental requests counted on the response clock for the dashboard and the digest, on both engines. */

const db = eachTestDatabase()

const actor = { id: 'u1', email: 'sam@example.com', ip: null }
// Tuesday June 2, 2026: 9:00 EDT is 13:00 UTC
const tuesday = (clock: string) => new Date(`2026-06-02T${clock}:00-04:00`)

async function request(at: Date, due: Date, type: 'utility' | 'six-seater' | 'four-seater') {
  const hold = await placeHold(db(), {
    ...holdRequest(type, weekendStart, undefined, at),
    dueAt: due,
  })
  if (!hold.ok) throw new Error('a cart should be free')
  return hold
}

describe('rental requests on the response clock', () => {
  it('counts new, waiting and overdue requests, and sums the week for the digest', async () => {
    // yesterday, answered an hour after it came (in time)
    const answered = await request(tuesday('09:00'), tuesday('11:00'), 'utility')
    await confirmReservation(db(), {
      id: answered.id,
      version: 1,
      actor,
      now: tuesday('10:00'),
      siteUrl,
    })
    // this morning: one past its due time, one still in time
    await request(tuesday('09:30'), tuesday('10:30'), 'six-seater')
    await request(tuesday('11:00'), tuesday('13:00'), 'four-seater')
    const now = tuesday('12:00')

    expect(await rentalRequestCounts(db(), now, business.timeZone)).toEqual({
      waiting: 2,
      overdue: 1,
      newToday: 3,
    })
    const week = weekOf(now)
    const summary = await rentalWeekSummary(db(), week.start, week.end, now)
    expect(summary).toEqual({ requests: 3, answered: 1, medianResponseMinutes: 60, overdue: 1 })

    const mail = digestMail(
      week,
      await weekSummary(db(), week.start, week.end, now),
      siteUrl,
      summary,
    )
    expect(mail.text).toContain('New rental requests: 3')
    expect(mail.text).toContain('Median first answer: 1 business hour, counted in sales hours')
    expect(mail.text).toContain(`${siteUrl}/admin/rentals`)
    // a week without requests
    const before = await rentalWeekSummary(
      db(),
      new Date(week.start.getTime() - hours(168)),
      week.start,
      now,
    )
    expect(before).toEqual({ requests: 0, answered: 0, medianResponseMinutes: null, overdue: 0 })
  })
})
