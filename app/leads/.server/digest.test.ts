import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { createTestDatabase, testEngine } from '#tests/support/database.ts'
import { insertLead, insertStageEvent } from '#tests/support/leads.ts'
import { createStaffUser } from '#tests/support/staff.ts'

import { businessDuration, digestMail, sendDigestIfDue } from './digest'

const siteUrl = 'https://www.keystone-golfcarts.example'

/*
 * Two servers on one database. PostgreSQL: two connection pools, racing for
 * real. SQLite: two server processes would take turns at the file's write
 * lock; in one test process a second connection would block the event loop
 * while it waits, so both share the one connection, which takes transactions
 * in turn the same way.
 */
let first: DB
let second: DB
let url: string
let drop: () => Promise<void>
beforeEach(async () => {
  const database = await createTestDatabase()
  url = database.url
  first = openDatabase(database.url, { poolSize: 4 })
  await migrateToLatest(first)
  second = testEngine() === 'postgres' ? openDatabase(database.url, { poolSize: 4 }) : first
  drop = async () => {
    await first.destroy()
    if (second !== first) await second.destroy()
    await database.drop()
  }
})
afterEach(() => drop())

const digests = () =>
  first
    .selectFrom('outbox')
    .select(['recipient', 'payload'])
    .where('kind', '=', 'staff')
    .orderBy('recipient')
    .execute()

/** The weeks whose digest went out, as the servers noted them. */
const digestNotices = () =>
  first.selectFrom('lead_notices').select('key').where('key', 'like', 'digest:%').execute()

async function seedWeek() {
  await createStaffUser(first, { email: 'owner@example.com', role: 'owner' })
  await createStaffUser(first, { email: 'partner@example.com', role: 'owner' })
  await createStaffUser(first, { email: 'sales@example.com', role: 'staff' })
  const gone = await createStaffUser(first, { email: 'gone@example.com', role: 'owner' })
  await first.updateTable('staff_users').set({ active: 0 }).where('id', '=', gone.id).execute()
  // the week of Monday November 16, 2026: answered in 30 and 90 business minutes, one won
  const won = await insertLead(first, {
    receivedAt: '2026-11-16T15:00:00.000Z',
    dueAt: '2026-11-16T16:00:00.000Z',
    firstResponseAt: '2026-11-16T15:30:00.000Z',
  })
  await insertLead(first, {
    receivedAt: '2026-11-21T21:50:00.000Z',
    dueAt: '2026-11-23T14:50:00.000Z',
    firstResponseAt: '2026-11-23T15:20:00.000Z',
  })
  await insertStageEvent(first, won, 'won', '2026-11-19T15:00:00.000Z', 'quoted')
}

describe('sendDigestIfDue', () => {
  it('waits for Monday 8:00 Eastern, then mails the week before to each active owner', async () => {
    await seedWeek()
    // Monday November 23, 7:59 EST
    expect(await sendDigestIfDue(first, { now: new Date('2026-11-23T12:59:00Z'), siteUrl })).toBe(
      null,
    )
    expect(await digests()).toEqual([])
    const sent = await sendDigestIfDue(first, { now: new Date('2026-11-23T13:00:00Z'), siteUrl })
    expect(sent?.monday).toBe('2026-11-16')
    const mails = await digests()
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'owner@example.com',
      'partner@example.com',
    ])
    const content = JSON.parse(mails[0]!.payload!) as { subject: string; text: string }
    expect(content.subject).toBe('Weekly leads: 2 new, median first response 1 business hour')
    expect(content.text).toContain('Leads in the week of Monday, November 16, 2026')
    expect(content.text).toContain('Missed the response promise: 1')
    expect(content.text).toContain('Won: 1\nLost: 0')
    expect(content.text).toContain(`${siteUrl}/admin/leads`)
  })

  it('sends once per week with two servers at once and after a restart', async () => {
    await seedWeek()
    const at = new Date('2026-11-23T13:00:30Z')
    const results = await Promise.all([
      sendDigestIfDue(first, { now: at, siteUrl }),
      sendDigestIfDue(second, { now: at, siteUrl }),
      sendDigestIfDue(first, { now: at, siteUrl }),
      sendDigestIfDue(second, { now: at, siteUrl }),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    // a server started again later in the week, on the same database
    const restarted = openDatabase(url, { poolSize: 1 })
    const again = await sendDigestIfDue(restarted, {
      now: new Date('2026-11-25T15:00:00Z'),
      siteUrl,
    })
    await restarted.destroy()
    expect(again).toBe(null)
    expect(await digests()).toHaveLength(2)
    expect(await digestNotices()).toEqual([{ key: 'digest:2026-11-16' }])
  })

  it('sends late when the server was down at 8:00, but never a week older than the last one', async () => {
    await seedWeek()
    // down from Sunday until Wednesday of the next week but one: only the week just ended goes out
    const sent = await sendDigestIfDue(first, { now: new Date('2026-12-02T17:00:00Z'), siteUrl })
    expect(sent?.monday).toBe('2026-11-23')
    expect(await digestNotices()).toEqual([{ key: 'digest:2026-11-23' }])
  })
})

describe('digestMail', () => {
  it('says so when no lead was answered', () => {
    const week = { monday: '2026-11-16', start: new Date(0), end: new Date(0) }
    const summary = {
      leads: 0,
      answered: 0,
      medianResponseMinutes: null,
      overdue: 0,
      won: 0,
      lost: 0,
    }
    const mail = digestMail(week, summary, siteUrl)
    expect(mail.subject).toBe('Weekly leads: 0 new, none answered yet')
    expect(mail.text).toContain('Median first response: no lead answered yet')
  })
})

describe('businessDuration', () => {
  it('reads minutes under an hour and tenths of hours above', () => {
    expect(businessDuration(45)).toBe('45 business minutes')
    expect(businessDuration(60)).toBe('1 business hour')
    expect(businessDuration(95)).toBe('1.6 business hours')
  })
})
