import { describe, expect, it } from 'vitest'

import { createSiteScheduler } from '#app/jobs.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { holdRequest, now, weekendStart } from '#tests/support/rental-requests.ts'

import { changeReservation } from './change'
import { placeHold } from './holds'
import { confirmReservation } from './staff-actions'

/* The scheduler's rental reminders, each sent once, on both engines with a clock held by the test. */

const db = eachTestDatabase()

const settings = parseSettings({
  SITE_URL: 'https://carts.example',
  MAIL_TO_SALES: 'sales@carts.example',
})
const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }
const actor = { id: 'u1', email: 'sam@example.com', ip: null }
const scheduler = (at: string) =>
  createSiteScheduler({ db: db(), settings, logger: quiet, now: () => new Date(at) })

type Mail = { kind: string; to: string; subject: string; text: string }
const mails = async (): Promise<Mail[]> =>
  (
    await db()
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'payload'])
      .where('kind', 'in', ['staff', 'renter'])
      .orderBy('created_at')
      .execute()
  ).map((row) => ({
    kind: row.kind,
    to: row.recipient,
    ...(JSON.parse(row.payload ?? '{}') as { subject: string; text: string }),
  }))

describe('overdue rental-request reminders', () => {
  it('reminds sales once when a request passes its due time unanswered', async () => {
    // due Monday June 1 at 13:00 EDT
    const hold = await placeHold(db(), {
      ...holdRequest('utility'),
      dueAt: new Date('2026-06-01T17:00:00Z'),
    })
    if (!hold.ok) throw new Error('the utility cart should be free')
    expect((await scheduler('2026-06-01T16:59:00Z').runOnce()).rentalReminders).toBe(0)

    const passes = await Promise.all(
      [1, 2, 3].map(() => scheduler('2026-06-01T17:30:00Z').runOnce()),
    )
    expect(passes.map((p) => p.rentalReminders).reduce((a, b) => a + b)).toBe(1)
    const [mail, ...more] = await mails()
    expect(more).toHaveLength(0)
    expect(mail).toMatchObject({ kind: 'staff', to: 'sales@carts.example' })
    expect(mail?.subject).toBe('Overdue rental request: Riley Renter is waiting for an answer')
    expect(mail?.text).toContain(`https://carts.example/admin/rentals/${hold.id}`)
    expect(mail?.text).toContain('Overdue:       30 min')
    expect((await scheduler('2026-06-01T19:00:00Z').runOnce()).rentalReminders).toBe(0)
  })

  it('sends none for a request answered in time', async () => {
    const hold = await placeHold(db(), {
      ...holdRequest('utility'),
      dueAt: new Date('2026-06-01T17:00:00Z'),
    })
    if (!hold.ok) throw new Error('the utility cart should be free')
    await confirmReservation(db(), {
      id: hold.id,
      version: 1,
      actor,
      now: new Date('2026-06-01T16:00:00Z'),
      siteUrl: settings.SITE_URL,
    })
    expect((await scheduler('2026-06-01T18:00:00Z').runOnce()).rentalReminders).toBe(0)
  })
})

describe('the renter’s reminder the day before', () => {
  it('goes out once from 9:00 the day before a confirmed rental, and again after a move', async () => {
    // the rental starts Saturday June 13 at 10:00 EDT
    // a request that waits for staff until the rental (the scheduler expires shorter ones)
    const hold = await placeHold(db(), { ...holdRequest('utility'), holdMinutes: 14 * 24 * 60 })
    if (!hold.ok) throw new Error('the utility cart should be free')
    const at = (iso: string) => scheduler(iso).runOnce()
    // not while it is only a request
    expect((await at('2026-06-12T14:00:00Z')).dayBefore).toBe(0)
    await confirmReservation(db(), {
      id: hold.id,
      version: 1,
      actor,
      now,
      siteUrl: settings.SITE_URL,
    })
    const renterMails = async () => (await mails()).filter((m) => m.kind === 'renter')
    const confirmations = (await renterMails()).length

    // Thursday evening is two days before; Friday 8:59 EDT is too early
    expect((await at('2026-06-11T23:00:00Z')).dayBefore).toBe(0)
    expect((await at('2026-06-12T12:59:00Z')).dayBefore).toBe(0)
    const passes = await Promise.all([at('2026-06-12T13:05:00Z'), at('2026-06-12T13:05:00Z')])
    expect(passes.map((p) => p.dayBefore).reduce((a, b) => a + b)).toBe(1)
    expect((await at('2026-06-12T20:00:00Z')).dayBefore).toBe(0)
    const reminder = (await renterMails()).at(-1)
    expect(reminder?.to).toBe('riley@example.com')
    expect(reminder?.subject).toMatch(/^Your golf cart rental starts tomorrow/)
    expect(reminder?.text).toContain(`/rentals/reservation/${hold.token}`)
    expect(await renterMails()).toHaveLength(confirmations + 1)

    // moved a week later: reminded again the day before its new start
    const later = new Date(weekendStart.getTime() + 7 * 86_400_000)
    const moved = await changeReservation(db(), {
      id: hold.id,
      version: 2,
      start: later,
      end: new Date(later.getTime() + 2 * 86_400_000),
      cartType: 'utility',
      cartId: null,
      actor,
      now: new Date('2026-06-12T21:00:00Z'),
      siteUrl: settings.SITE_URL,
    })
    expect(moved).toEqual({ ok: true })
    expect((await at('2026-06-19T13:30:00Z')).dayBefore).toBe(1)
  })
})
