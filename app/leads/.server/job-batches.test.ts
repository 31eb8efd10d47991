import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { queuedOutboxRow } from '#app/kernel/.server/mail/outbox.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { jobSettings, quietLogger, schedulerPasses } from '#tests/support/job-passes.ts'
import { insertStageEvent, seedLeads } from '#tests/support/leads.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'
import { insertReservations } from '#tests/support/reservation-rows.ts'
import { createStaffUser } from '#tests/support/staff.ts'

import { leadDigestJob, leadRemindersJob, spamPurgeJob } from './jobs'

/*
 * The leads' jobs over more rows than one batch, on both engines: two
 * servers' passes at the same moment handle each lead exactly once, and a
 * later pass (a restarted server) finds nothing left; each job finds its
 * rows through an index, never by reading every lead, event or reservation.
 */

const servers = serversOnOneDatabase()
const db = () => servers.db()

// Monday, November 23, 2026, 10:00 on the dealer's clock (EST): the weekly digest is due
const now = new Date('2026-11-23T15:00:00Z')
const hourMs = 3_600_000
const dayMs = 24 * hourMs
const iso = (ms: number) => new Date(now.getTime() + ms).toISOString()
const rows = 7
const batchSize = 2

const passes = () => schedulerPasses({ serverConnection: servers.serverConnection, now, batchSize })

/** Quarantined leads received `daysAgo` days ago, each with a mail, its send log, a history entry and a notice. */
async function quarantined(count: number, daysAgo: number) {
  const ids = await seedLeads(
    db(),
    Array.from({ length: count }, () => ({
      received_at: iso(-daysAgo * dayMs),
      status: 'spam' as const,
      spam_reason: 'marked as spam',
    })),
  )
  for (const id of ids) {
    const mail = queuedOutboxRow({
      messageId: id,
      kind: 'dealer',
      recipient: 'sales@example.com',
      payload: null,
      at: iso(-daysAgo * dayMs),
    })
    await db().insertInto('outbox').values(mail).execute()
    await db()
      .insertInto('outbox_attempts')
      .values({
        outbox_id: mail.id,
        attempt: 1,
        started_at: mail.created_at,
        outcome: 'sent',
        finished_at: mail.created_at,
        detail: '250 OK',
      })
      .execute()
    await insertStageEvent(db(), id, 'contacted', iso(-daysAgo * dayMs))
    await db()
      .insertInto('lead_notices')
      .values({ key: `reminder:${id}`, message_id: id, created_at: iso(-daysAgo * dayMs) })
      .execute()
  }
  return ids
}

const count = async (table: 'outbox' | 'outbox_attempts' | 'lead_events') =>
  (await db().selectFrom(table).selectAll().execute()).length

describe('the leads’ jobs in batches', () => {
  it('reminds once of each overdue lead, however many fall due at one minute', async () => {
    // all due at the same minute: the walk goes on past ties by id
    const overdue = await seedLeads(
      db(),
      Array.from({ length: rows }, () => ({ received_at: iso(-2 * hourMs), due_at: iso(-hourMs) })),
    )
    // reminded before (by a server that has since restarted), answered, and not yet due
    const [reminded] = await seedLeads(db(), [
      { received_at: iso(-dayMs), due_at: iso(-dayMs + hourMs) },
      { received_at: iso(-dayMs), due_at: iso(-dayMs + hourMs), first_response_at: iso(-dayMs) },
      { received_at: iso(-hourMs), due_at: iso(hourMs) },
    ])
    await db()
      .insertInto('lead_notices')
      .values({ key: `reminder:${reminded}`, message_id: reminded, created_at: iso(-hourMs) })
      .execute()

    const { together, later } = await passes()
    expect(together[0].reminders + together[1].reminders).toBe(rows)
    expect(later.reminders).toBe(0)
    const mails = await db()
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'staff')
      .execute()
    const named = mails.map((mail) =>
      overdue.find((id) =>
        (JSON.parse(mail.payload ?? '{}') as { text: string }).text.includes(id),
      ),
    )
    expect(named.filter((id) => id !== undefined).sort()).toEqual([...overdue].sort())
    expect(mails).toHaveLength(rows)
  })

  it('purges each quarantined lead past its retention once, with its mails, history and notices', async () => {
    await quarantined(rows, 40)
    const kept = await quarantined(1, 10)
    const { together, later } = await passes()
    expect(together[0].purgedSpam + together[1].purgedSpam).toBe(rows)
    expect(later.purgedSpam).toBe(0)
    const left = await db().selectFrom('contact_messages').select('id').execute()
    expect(left.map((row) => row.id)).toEqual(kept)
    // what is left is the kept lead's (and the weekly digest's notice, due this Monday)
    for (const table of ['outbox', 'outbox_attempts', 'lead_events'] as const) {
      expect(await count(table), table).toBe(1)
    }
    const notices = await db().selectFrom('lead_notices').select('message_id').execute()
    expect(notices.filter((n) => n.message_id !== null)).toEqual([{ message_id: kept[0] }])
  })
})

describe('the leads’ jobs’ queries', () => {
  const jobs: Array<[string, Job, readonly string[]]> = [
    ['lead reminders', leadRemindersJob, ['contact_messages']],
    ['spam purge', spamPurgeJob, ['contact_messages', 'outbox', 'outbox_attempts']],
    ['weekly digest', leadDigestJob, ['contact_messages', 'lead_events', 'rental_reservations']],
  ]

  it.each(jobs)('%s: every statement finds its rows through an index', async (_, job, tables) => {
    await createStaffUser(db(), { email: 'owner@example.com', role: 'owner' })
    // enough of each kind for a second batch, so a walk's later query runs too
    const leads = await seedLeads(db(), [
      ...Array.from({ length: 3 }, () => ({ received_at: iso(-3 * dayMs), due_at: iso(-hourMs) })),
      ...Array.from({ length: 3 }, () => ({ received_at: iso(-40 * dayMs), status: 'spam' })),
    ])
    await quarantined(3, 40)
    for (const id of leads.slice(0, 3)) await insertStageEvent(db(), id, 'contacted', iso(-dayMs))
    await insertReservations(db(), 3, {
      first: new Date(now.getTime() + 10 * dayMs),
      at: new Date(now.getTime() - 3 * dayMs),
      fields: () => ({ hold_expires_at: null }),
    })
    const plans = await queryPlans(db(), (d) =>
      job({ db: d, settings: jobSettings, logger: quietLogger, now, batchSize: 2 }),
    )
    for (const table of tables) {
      const reading = plans.filter((plan) => new RegExp(`\\b${table}\\b`).test(plan))
      expect(reading.length, table).toBeGreaterThan(0)
      for (const plan of reading) expect(scansWhole(plan, table), plan).toBe(false)
    }
  })

  it('lead reminders read a page of the unanswered leads’ index in due order, reminded or not', async () => {
    // a week's leads nobody answered, all reminded already (older ones are not walked)
    const ids = await seedLeads(
      db(),
      Array.from({ length: 50 }, (_, i) => ({
        received_at: iso(-(i + 2) * 3 * hourMs),
        due_at: iso(-(i + 1) * 3 * hourMs),
      })),
    )
    await db()
      .insertInto('lead_notices')
      .values(ids.map((id) => ({ key: `reminder:${id}`, message_id: id, created_at: iso(-dayMs) })))
      .execute()
    const plans = await queryPlans(db(), (d) =>
      leadRemindersJob({ db: d, settings: jobSettings, logger: quietLogger, now, batchSize: 2 }),
    )
    const pages = plans.filter((plan) => /(SEARCH|Scan using \w+ on) contact_messages\b/.test(plan))
    // every page of the 50, and the empty one after (the page's subquery is planned apart too)
    expect(pages.length).toBeGreaterThanOrEqual(26)
    for (const plan of pages) {
      expect(scansWhole(plan, 'contact_messages'), plan).toBe(false)
      expect(
        usesIndex(plan, 'contact_messages_unanswered_due') ||
          usesIndex(plan, 'contact_messages_due'),
        plan,
      ).toBe(true)
      // the page comes in the index's due order: nothing sorts all the unanswered leads first
      expect(plan).not.toMatch(/SEARCH contact_messages .*\nUSE TEMP B-TREE FOR ORDER BY/)
      expect(plan).not.toMatch(/Sort Key: (contact_messages\.)?due_at/)
    }
  })

  it('deleting a lead finds its notices through an index (the foreign key’s cascade)', async () => {
    const plans = await queryPlans(db(), (d) =>
      d.deleteFrom('lead_notices').where('message_id', '=', randomUUID()).execute(),
    )
    expect(scansWhole(plans[0] ?? '', 'lead_notices'), plans[0]).toBe(false)
  })
})
