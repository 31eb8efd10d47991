import { beforeEach, describe, expect, it } from 'vitest'

import { createSiteScheduler } from '#app/jobs.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { insertLead } from '#tests/support/leads.ts'
import { createStaffUser } from '#tests/support/staff.ts'

const settings = parseSettings({
  SITE_URL: 'https://www.keystone-golfcarts.example',
  MAIL_TO_SALES: 'sales@keystone-golfcarts.example',
})
const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }

// servers on one database (tests/support/database.ts)
const servers = serversOnOneDatabase()
const { serverConnection } = servers
let db: DB
beforeEach(() => {
  db = servers.db()
})

/** A scheduler as one server runs it, its clock held by the test. */
function scheduler(at: string) {
  return createSiteScheduler({
    db: serverConnection(),
    settings,
    logger: quiet,
    now: () => new Date(at),
  })
}

type Mail = { to: string; subject: string; text: string }
async function reminders(): Promise<Mail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['recipient', 'payload'])
    .where('kind', '=', 'staff')
    .orderBy('recipient')
    .execute()
  return rows
    .map((row) => ({ to: row.recipient, ...(JSON.parse(row.payload ?? '{}') as Omit<Mail, 'to'>) }))
    .filter((mail) => mail.subject.startsWith('Overdue lead'))
}

// Tuesday, January 6, 2026, Eastern time
const tuesday = (time: string) => new Date(`2026-01-06T${time}:00-05:00`).toISOString()

describe('overdue-lead reminders', () => {
  it('queue one e-mail per overdue lead with two servers at once and after a restart', async () => {
    const assignee = await createStaffUser(db, { email: 'sam@keystone-golfcarts.example' })
    const owned = await insertLead(db, {
      receivedAt: tuesday('09:00'),
      dueAt: tuesday('10:00'),
      assignedTo: assignee.id,
    })
    const unowned = await insertLead(db, { receivedAt: tuesday('09:10'), dueAt: tuesday('10:10') })
    const later = await insertLead(db, { receivedAt: tuesday('10:30'), dueAt: tuesday('11:30') })
    // answered in time, answered late (still not overdue now), spam, and a lead from before the clock
    await insertLead(db, {
      receivedAt: tuesday('09:00'),
      dueAt: tuesday('10:00'),
      firstResponseAt: tuesday('09:40'),
      stage: 'contacted',
    })
    await insertLead(db, {
      receivedAt: tuesday('09:00'),
      dueAt: tuesday('10:00'),
      firstResponseAt: tuesday('10:20'),
    })
    await insertLead(db, { receivedAt: tuesday('09:00'), dueAt: tuesday('10:00'), spam: true })
    await insertLead(db, { receivedAt: '2025-12-01T15:00:00.000Z', dueAt: null })

    // two servers, each passing twice, all at 10:45
    const a = scheduler(tuesday('10:45'))
    const b = scheduler(tuesday('10:45'))
    const passes = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    expect(passes.reduce((sum, pass) => sum + pass.reminders, 0)).toBe(2)

    const first = await reminders()
    expect(first.map((mail) => mail.to)).toEqual([
      'sales@keystone-golfcarts.example',
      'sam@keystone-golfcarts.example',
    ])
    const [toSales, toAssignee] = first
    expect(toAssignee?.subject).toBe('Overdue lead: Dana Kowalski is waiting for a first response')
    expect(toAssignee?.text).toContain(
      `Open it: https://www.keystone-golfcarts.example/admin/leads/${owned}`,
    )
    expect(toAssignee?.text).toContain('Overdue:  45 min (counted in sales hours)')
    expect(toSales?.text).toContain(`/admin/leads/${unowned}`)
    expect(toSales?.text).toContain('Nobody has taken this lead yet.')

    // a restart: a new scheduler at noon finds one more overdue lead, and only that one
    const restarted = scheduler(tuesday('12:00'))
    expect((await restarted.runOnce()).reminders).toBe(1)
    expect((await restarted.runOnce()).reminders).toBe(0)
    const all = await reminders()
    expect(all).toHaveLength(3)
    expect(all.filter((mail) => mail.text.includes(`/admin/leads/${later}`))).toHaveLength(1)
  })

  it('leave a lead that fell due over a week ago to the inbox: the pass walks only the last week', async () => {
    const sixDays = await insertLead(db, {
      receivedAt: '2025-12-31T14:00:00.000Z',
      dueAt: '2025-12-31T15:00:00.000Z',
    })
    await insertLead(db, {
      receivedAt: '2025-12-29T14:00:00.000Z',
      dueAt: '2025-12-29T15:00:00.000Z',
    })
    expect((await scheduler(tuesday('10:45')).runOnce()).reminders).toBe(1)
    const sent = await reminders()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.text).toContain(`/admin/leads/${sixDays}`)
  })

  it('count lateness in sales hours: a lead due Saturday at 5 PM is 30 minutes late on Monday at 9:30', async () => {
    await insertLead(db, {
      receivedAt: '2026-01-10T16:00:00-05:00',
      dueAt: new Date('2026-01-10T17:00:00-05:00').toISOString(),
    })
    await scheduler(new Date('2026-01-12T09:30:00-05:00').toISOString()).runOnce()
    const [mail] = await reminders()
    expect(mail?.text).toContain('Overdue:  30 min (counted in sales hours)')
    expect(mail?.text).toContain('Due:      Saturday, January 10, 2026 at 5:00 PM EST')
  })

  it('go to the sales address when the assignee can no longer sign in', async () => {
    const gone = await createStaffUser(db, { email: 'gone@keystone-golfcarts.example' })
    await db.updateTable('staff_users').set({ active: 0 }).where('id', '=', gone.id).execute()
    await insertLead(db, {
      receivedAt: tuesday('09:00'),
      dueAt: tuesday('10:00'),
      assignedTo: gone.id,
    })
    await scheduler(tuesday('10:30')).runOnce()
    expect((await reminders()).map((mail) => mail.to)).toEqual(['sales@keystone-golfcarts.example'])
  })
})

describe('the scheduler in a server', () => {
  it('passes on its own every LEADS_POLL_SECONDS and stops cleanly', async () => {
    await insertLead(db, { receivedAt: tuesday('09:00'), dueAt: tuesday('10:00') })
    const running = createSiteScheduler({
      db,
      settings: { ...settings, LEADS_POLL_SECONDS: 0.02 },
      logger: quiet,
      now: () => new Date(tuesday('10:30')),
    })
    running.start()
    await expect.poll(async () => (await reminders()).length, { timeout: 5000 }).toBe(1)
    await running.stop()
  })
})
