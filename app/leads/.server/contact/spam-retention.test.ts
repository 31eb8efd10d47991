import { describe, expect, it } from 'vitest'

import { createSiteScheduler } from '#app/jobs.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { queuedOutboxRow } from '#app/kernel/.server/mail/outbox.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { changeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { seedLeads } from '#tests/support/leads.ts'

import { spamRetention } from './spam-retention'

/* Quarantined spam is deleted by the scheduler's pass once past the owners' retention, on both engines. */

const db = eachTestDatabase()

const settings = parseSettings({ SITE_URL: 'https://carts.example' })
const logged: Array<[string, unknown]> = []
const logger: WorkerLogger = {
  info: (message, details) => logged.push([message, details]),
  warn() {},
  error() {},
}
const pass = (at: string) =>
  createSiteScheduler({ db: db(), settings, logger, now: () => new Date(at) }).runOnce()
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T15:00:00.000Z`

async function fill() {
  const [oldSpam, , markedSpam] = await seedLeads(db(), [
    { received_at: day(1), status: 'spam', spam_reason: 'honeypot' },
    { received_at: day(20), status: 'spam', spam_reason: 'honeypot' },
    // mailed first, then marked as spam by staff: its e-mail and send log go with it
    { received_at: day(2), status: 'spam', spam_reason: 'marked as spam' },
    { received_at: day(1), status: 'received' },
  ])
  const mail = queuedOutboxRow({
    messageId: markedSpam!,
    kind: 'dealer',
    recipient: 'sales@example.com',
    payload: null,
    at: day(2),
  })
  await db().insertInto('outbox').values(mail).execute()
  await db()
    .insertInto('outbox_attempts')
    .values({
      outbox_id: mail.id,
      attempt: 1,
      started_at: day(2),
      outcome: 'sent',
      finished_at: day(2),
      detail: '250 OK',
    })
    .execute()
  await db()
    .insertInto('lead_events')
    .values({
      id: crypto.randomUUID(),
      message_id: oldSpam!,
      kind: 'spam',
      body: null,
      from_value: null,
      to_value: null,
      actor_id: null,
      created_at: day(1),
    })
    .execute()
}

const left = async () =>
  (
    await db()
      .selectFrom('contact_messages')
      .select(['received_at', 'status'])
      .orderBy('received_at')
      .execute()
  ).map((m) => `${m.received_at.slice(0, 10)} ${m.status}`)

describe('spam retention', () => {
  it('keeps spam 30 days by default, then deletes it with its history and e-mails; real leads stay', async () => {
    await fill()
    logged.length = 0
    // 30 days after the 1st: nothing is older than that yet
    expect((await pass('2026-12-01T14:00:00.000Z')).purgedSpam).toBe(0)
    expect(logged.filter(([m]) => m === 'quarantined spam purged')).toEqual([])
    // the 1st's and the 2nd's are past it a day later; the 20th's is not
    expect((await pass('2026-12-02T16:00:00.000Z')).purgedSpam).toBe(2)
    expect(logged).toContainEqual(['quarantined spam purged', { purgedSpam: 2 }])
    expect(await left()).toEqual(['2026-11-01 received', '2026-11-20 spam'])
    expect(await db().selectFrom('outbox').select('id').execute()).toEqual([])
    expect(await db().selectFrom('outbox_attempts').select('id').execute()).toEqual([])
    expect(await db().selectFrom('lead_events').select('id').execute()).toEqual([])
  })

  it('follows the owners’ setting, and two servers’ passes at once delete each message once', async () => {
    await fill()
    await changeSetting(db(), spamRetention, { actor: null, value: 7, ip: null })
    const passes = await Promise.all([
      pass('2026-11-26T16:00:00.000Z'),
      pass('2026-11-26T16:00:00.000Z'),
    ])
    // the 1st's and the 2nd's are more than 7 days old, the 20th's is not
    expect(passes.reduce((sum, p) => sum + p.purgedSpam, 0)).toBe(2)
    expect(await left()).toEqual(['2026-11-01 received', '2026-11-20 spam'])
  })
})
