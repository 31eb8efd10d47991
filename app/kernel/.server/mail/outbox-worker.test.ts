import type { SendMailOptions } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '../db/connection'
import { migrateToLatest } from '../db/migrations'
import { parseSettings } from '../env'
import { queuedOutboxRow } from './outbox'
import { createOutboxWorker, type OutboxComposers } from './outbox-worker'
import type { MailTransport } from './transport'

/* The worker sends the kinds the businesses register through their composers (app/outbox-composers.ts). */

const settings = parseSettings({ MAIL_MAX_ATTEMPTS: '1' })
const quiet = { info() {}, warn() {}, error() {} }
let db: DB | undefined
afterEach(async () => {
  await db?.destroy()
  db = undefined
})

async function sendOneDealerRow(composers: OutboxComposers) {
  db = openDatabase(':memory:')
  await migrateToLatest(db)
  const at = new Date().toISOString()
  const row = queuedOutboxRow({
    messageId: null,
    kind: 'dealer',
    recipient: 'sales@example.com',
    payload: null,
    at,
  })
  await db.insertInto('outbox').values(row).execute()
  const sent: SendMailOptions[] = []
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail)
      return { response: '250 OK' }
    },
    close() {},
  }
  expect(
    await createOutboxWorker({ db, transport, settings, composers, logger: quiet }).runOnce(),
  ).toBe(1)
  const stored = await db
    .selectFrom('outbox')
    .select(['status', 'last_error'])
    .executeTakeFirstOrThrow()
  return { sent, stored }
}

describe('the outbox worker with composers', () => {
  it('sends what the registered composer writes for the row', async () => {
    const { sent, stored } = await sendOneDealerRow({
      dealer: async (row, context) => ({
        from: context.settings.MAIL_FROM,
        to: row.recipient,
        subject: 'Composed',
      }),
    })
    expect(sent).toMatchObject([{ to: 'sales@example.com', subject: 'Composed' }])
    expect(stored).toEqual({ status: 'sent', last_error: null })
  })

  it('records why a composer could not write the e-mail', async () => {
    const { sent, stored } = await sendOneDealerRow({
      dealer: async () => ({ error: 'the contact message no longer exists' }),
    })
    expect(sent).toEqual([])
    expect(stored).toEqual({ status: 'failed', last_error: 'the contact message no longer exists' })
  })

  it('fails a kind no business registered, rather than sending nothing silently', async () => {
    const { sent, stored } = await sendOneDealerRow({})
    expect(sent).toEqual([])
    expect(stored).toEqual({ status: 'failed', last_error: 'no composer for dealer e-mails' })
  })
})
