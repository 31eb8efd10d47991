import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { parseSettings, type Settings } from '#app/kernel/.server/env.ts'
import { retryDelaySeconds } from '#app/kernel/.server/mail/outbox-store.ts'
import { createOutboxWorker, type WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import type { MailTransport } from '#app/kernel/.server/mail/transport.ts'
import { outboxComposers } from '#app/outbox-composers.ts'
import { openTestDatabase } from '#tests/support/database.ts'

import { submitContact } from '../contact/contact'

const settings = parseSettings({
  MAIL_RETRY_BASE_SECONDS: '10',
  MAIL_RETRY_MAX_SECONDS: '25',
  MAIL_MAX_ATTEMPTS: '4',
  MAIL_SEND_TIMEOUT_SECONDS: '20',
  MAIL_LEASE_SECONDS: '60',
})
const message = {
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '570-555-0188',
  interest: 'parts',
  message: 'Do you stock a windshield for the Classic 4?',
}

type Sent = { to: unknown; subject: unknown; messageId: unknown }

/** A mail server stand-in: answers each send with the next scripted outcome. */
function fakeTransport(outcomes: Array<'ok' | 'fail' | 'hang'>) {
  const sent: Sent[] = []
  const hanging: Array<() => void> = []
  const transport: MailTransport = {
    async send(mail) {
      const outcome = outcomes.shift() ?? 'ok'
      if (outcome === 'fail') throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      if (outcome === 'hang') await new Promise<void>((resolve) => hanging.push(resolve))
      sent.push({ to: mail.to, subject: mail.subject, messageId: mail.messageId })
      return { response: '250 OK queued' }
    },
    close() {},
  }
  return { transport, sent, release: () => hanging.splice(0).forEach((go) => go()) }
}

const quietLogger: WorkerLogger = { info() {}, warn() {}, error() {} }

let db: DB
let close: () => Promise<void>
let clock: Date
const now = () => clock
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000))

/** A worker on the test database, its clock and quiet logs; `change` swaps any option. */
function workerWith(
  transport: MailTransport,
  change: Partial<Parameters<typeof createOutboxWorker<Settings>>[0]> = {},
) {
  return createOutboxWorker({
    db,
    transport,
    settings,
    composers: outboxComposers,
    logger: quietLogger,
    now,
    ...change,
  })
}

function outbox() {
  return db.selectFrom('outbox').selectAll().execute()
}
function attempts() {
  return db.selectFrom('outbox_attempts').select(['attempt', 'outcome']).orderBy('id').execute()
}

beforeEach(async () => {
  const opened = await openTestDatabase()
  db = opened.db
  close = opened.close
  await seedIfEmpty(db)
  const result = await submitContact(db, message, { sourcePage: '/contact' }, settings)
  expect(result.ok).toBe(true)
  clock = new Date()
})
afterEach(() => close())

describe('retryDelaySeconds', () => {
  it('doubles from the base and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, 30, 200))).toEqual([
      30, 60, 120, 200, 200,
    ])
  })
})

describe('outbox worker', () => {
  it('sends a queued e-mail once to the interest address and records it', async () => {
    const mail = fakeTransport(['ok'])
    const worker = workerWith(mail.transport)
    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(0)
    expect(mail.sent).toHaveLength(1)
    expect(mail.sent[0]?.to).toBe('parts@keystone-golfcarts.example')
    expect(mail.sent[0]?.subject).toBe('Website lead - Parts & Accessories from Dana Kowalski')
    const [row] = await outbox()
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lease_until: null, last_error: null })
    expect(mail.sent[0]?.messageId).toBe(`<${row?.id}@keystone-golfcarts.example>`)
    expect(await attempts()).toEqual([{ attempt: 1, outcome: 'sent' }])
  })

  it('retries with growing delays and delivers once the server answers', async () => {
    const mail = fakeTransport(['fail', 'fail', 'ok'])
    const worker = workerWith(mail.transport)
    expect(await worker.runOnce()).toBe(1)
    let [row] = await outbox()
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
    })
    expect(Date.parse(row?.next_attempt_at ?? '') - clock.getTime()).toBe(10_000)

    advance(9)
    expect(await worker.runOnce()).toBe(0) // not due yet
    advance(1)
    expect(await worker.runOnce()).toBe(1)
    ;[row] = await outbox()
    expect(Date.parse(row?.next_attempt_at ?? '') - clock.getTime()).toBe(20_000)

    advance(20)
    expect(await worker.runOnce()).toBe(1)
    expect(mail.sent).toHaveLength(1)
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 3 })
    expect(await attempts()).toEqual([
      { attempt: 1, outcome: 'error' },
      { attempt: 2, outcome: 'error' },
      { attempt: 3, outcome: 'sent' },
    ])
  })

  it('gives up after the last attempt and keeps the message', async () => {
    const mail = fakeTransport(['fail', 'fail', 'fail', 'fail'])
    const worker = workerWith(mail.transport)
    for (let i = 0; i < 4; i++) {
      expect(await worker.runOnce()).toBe(1)
      advance(60)
    }
    expect(await worker.runOnce()).toBe(0)
    expect((await outbox())[0]).toMatchObject({ status: 'failed', attempts: 4 })
    const stored = await db.selectFrom('contact_messages').select('status').execute()
    expect(stored).toEqual([{ status: 'received' }])
  })

  it('re-sends after a crash only once the lease of the unconfirmed send has run out', async () => {
    const crashed = fakeTransport(['hang'])
    const first = workerWith(crashed.transport)
    void first.runOnce() // the process "dies" while this send hangs
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await outbox())[0]).toMatchObject({ status: 'sending', attempts: 1 })

    const mail = fakeTransport(['ok'])
    const restarted = workerWith(mail.transport)
    advance(59)
    expect(await restarted.runOnce()).toBe(0)
    advance(1)
    expect(await restarted.runOnce()).toBe(1)
    expect(mail.sent).toHaveLength(1)
    expect(await attempts()).toEqual([
      { attempt: 1, outcome: 'interrupted' },
      { attempt: 2, outcome: 'sent' },
    ])

    // the old send finishing late changes nothing: the newer claim owns the row
    crashed.release()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('never claims a row it is still sending, even past its lease', async () => {
    const mail = fakeTransport(['hang'])
    const worker = workerWith(mail.transport)
    const sending = worker.runOnce()
    // the claim has committed and its send started
    while ((await outbox())[0]?.status !== 'sending') {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    advance(120)
    expect(await worker.runOnce()).toBe(0)
    mail.release()
    expect(await sending).toBe(1)
    expect(mail.sent).toHaveLength(1)
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('keeps sending new messages while one send hangs', async () => {
    const mail = fakeTransport(['hang', 'ok'])
    const polling = { ...settings, MAIL_POLL_SECONDS: 0.02 }
    const worker = workerWith(mail.transport, { settings: polling, now: () => new Date() })
    worker.start()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = await submitContact(db, { ...message, firstName: 'Second' }, {}, settings)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(mail.sent.map((m) => m.subject)).toEqual([
      'Website lead - Parts & Accessories from Second Kowalski',
    ])
    expect(second.ok).toBe(true)
    mail.release()
    await worker.stop()
    expect(mail.sent).toHaveLength(2)
  })

  it('lets a send in flight finish when stopped', async () => {
    const mail = fakeTransport(['hang'])
    const worker = workerWith(mail.transport)
    worker.start()
    await new Promise((resolve) => setTimeout(resolve, 30))
    const stopped = worker.stop()
    setTimeout(mail.release, 50)
    await stopped
    expect((await outbox())[0]).toMatchObject({ status: 'sent' })
  })
})
