import { describe, expect, it } from 'vitest'

import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { jobSettings, quietLogger, schedulerPasses } from '#tests/support/job-passes.ts'
import { queryPlans, scansWhole } from '#tests/support/query-plan.ts'
import { insertReservations } from '#tests/support/reservation-rows.ts'

import {
  dayBeforeJob,
  expiredHoldsJob,
  noShowsJob,
  overdueReturnsJob,
  rentalRemindersJob,
} from './jobs'

/*
 * The rentals' jobs over more rows than one batch, on both engines: two
 * servers' passes at the same moment handle each reservation exactly once,
 * and a later pass (a restarted server) finds nothing left; each job finds
 * its rows through an index, never by reading every reservation.
 */

const servers = serversOnOneDatabase()
const db = () => servers.db()

// Monday, June 1, 2026, 12:00 on the dealer's clock (EDT)
const now = new Date('2026-06-01T16:00:00Z')
const hourMs = 3_600_000
const dayMs = 24 * hourMs
const iso = (ms: number) => new Date(now.getTime() + ms).toISOString()
const rows = 7
const batchSize = 2

const passes = () => schedulerPasses({ serverConnection: servers.serverConnection, now, batchSize })

const eventsOf = (kind: string) =>
  db()
    .selectFrom('rental_reservation_events')
    .select(['reservation_id'])
    .where('kind', '=', kind)
    .execute()
const mailsTo = async (subject: string) =>
  (await db().selectFrom('outbox').select(['recipient', 'payload']).execute()).filter((row) =>
    (JSON.parse(row.payload ?? '{}') as { subject?: string }).subject?.startsWith(subject),
  )

/** Each id exactly once among `ids`, and nothing else. */
const once = (ids: string[]) => [...ids].sort()

describe('the rentals’ jobs in batches', () => {
  it('expires every request past its wait once, with one history entry each', async () => {
    const expired = await insertReservations(db(), rows, {
      first: new Date(now.getTime() + 10 * dayMs),
      at: new Date(now.getTime() - 2 * dayMs),
      fields: () => ({ hold_expires_at: iso(-hourMs) }),
    })
    const { together, later } = await passes()
    expect(together[0].expiredHolds + together[1].expiredHolds).toBe(rows)
    expect(later.expiredHolds).toBe(0)
    expect(once((await eventsOf('expired')).map((e) => e.reservation_id))).toEqual(once(expired))
  })

  it('marks every uncollected rental a no-show once and tells each renter once', async () => {
    const missed = await insertReservations(db(), rows, {
      first: new Date(now.getTime() - 60 * dayMs),
      at: new Date(now.getTime() - 90 * dayMs),
      fields: () => ({ status: 'confirmed' as const, hold_expires_at: null }),
    })
    const { together, later } = await passes()
    expect(together[0].noShows + together[1].noShows).toBe(rows)
    expect(later.noShows).toBe(0)
    expect(once((await eventsOf('no-show')).map((e) => e.reservation_id))).toEqual(once(missed))
    expect(await mailsTo('Your rental was not collected')).toHaveLength(rows)
  })

  it('sends one overdue-return notice for each cart not back', async () => {
    await insertReservations(db(), rows, {
      first: new Date(now.getTime() - 60 * dayMs),
      at: new Date(now.getTime() - 90 * dayMs),
      fields: () => ({ status: 'out' as const, hold_expires_at: null }),
    })
    const { together, later } = await passes()
    expect(together[0].overdueReturns + together[1].overdueReturns).toBe(rows)
    expect(later.overdueReturns).toBe(0)
    const notices = await mailsTo('Overdue return:')
    expect(notices).toHaveLength(rows)
  })

  it('reminds sales once of each request past its due time, however many fall due at one minute', async () => {
    const waiting = await insertReservations(db(), rows, {
      first: new Date(now.getTime() + 10 * dayMs),
      at: new Date(now.getTime() - 3 * hourMs),
      // all due at the same minute: the walk goes on past ties by id
      fields: () => ({ due_at: iso(-hourMs), hold_expires_at: iso(dayMs) }),
    })
    // a hold run out is no request to answer, even before its expiry has run
    await insertReservations(db(), 1, {
      first: new Date(now.getTime() + 100 * dayMs),
      at: new Date(now.getTime() - 3 * dayMs),
      fields: () => ({ due_at: iso(-2 * dayMs), hold_expires_at: iso(-hourMs) }),
    })
    const { together, later } = await passes()
    expect(together[0].rentalReminders + together[1].rentalReminders).toBe(rows)
    expect(later.rentalReminders).toBe(0)
    const reminders = await mailsTo('Overdue rental request:')
    const named = reminders.map((row) =>
      waiting.find((id) => (JSON.parse(row.payload ?? '{}') as { text: string }).text.includes(id)),
    )
    expect(once(named.filter((id) => id !== undefined))).toEqual(once(waiting))
    expect(reminders).toHaveLength(rows)
  })

  it('reminds each renter starting tomorrow once', async () => {
    // tomorrow 10:00 EDT on every cart of the fleet, and one two days on
    const tomorrow = await insertReservations(db(), 5, {
      first: new Date('2026-06-02T14:00:00Z'),
      at: new Date(now.getTime() - 9 * dayMs),
      apartDays: 0,
      fields: () => ({ status: 'confirmed' as const, hold_expires_at: null }),
    })
    await insertReservations(db(), 1, {
      first: new Date('2026-06-04T14:00:00Z'),
      at: new Date(now.getTime() - 9 * dayMs),
      fields: () => ({ status: 'confirmed' as const, hold_expires_at: null }),
    })
    const { together, later } = await passes()
    expect(together[0].dayBefore + together[1].dayBefore).toBe(tomorrow.length)
    expect(later.dayBefore).toBe(0)
    expect(await mailsTo('Your golf cart rental starts tomorrow')).toHaveLength(tomorrow.length)
  })
})

describe('the rentals’ jobs’ queries', () => {
  const jobs: Array<[string, Job]> = [
    ['expired holds', expiredHoldsJob],
    ['no-shows', noShowsJob],
    ['overdue returns', overdueReturnsJob],
    ['rental reminders', rentalRemindersJob],
    ['day-before reminders', dayBeforeJob],
  ]

  it.each(jobs)('%s: every statement finds its reservations through an index', async (_, job) => {
    // enough of each kind for a second batch, so the walk's later query runs too
    const fields = [
      { hold_expires_at: iso(-hourMs) },
      { due_at: iso(-hourMs), hold_expires_at: iso(dayMs) },
      { status: 'confirmed' as const, hold_expires_at: null },
      { status: 'out' as const, hold_expires_at: null },
    ]
    for (const [i, set] of fields.entries()) {
      await insertReservations(db(), 3, {
        first: new Date(now.getTime() + (i * 20 - 100) * dayMs),
        at: new Date(now.getTime() - 120 * dayMs),
        fields: () => set,
      })
    }
    await insertReservations(db(), 3, {
      first: new Date('2026-06-02T14:00:00Z'),
      at: new Date(now.getTime() - 9 * dayMs),
      apartDays: 0,
      fields: () => ({ status: 'confirmed' as const, hold_expires_at: null }),
    })
    const plans = await queryPlans(db(), (d) =>
      job({ db: d, settings: jobSettings, logger: quietLogger, now, batchSize: 2 }),
    )
    const reading = plans.filter((plan) => plan.includes('rental_reservations'))
    expect(reading.length).toBeGreaterThan(0)
    for (const plan of reading) expect(scansWhole(plan, 'rental_reservations'), plan).toBe(false)
  })
})
