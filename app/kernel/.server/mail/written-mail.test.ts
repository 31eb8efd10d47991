import { sql } from 'kysely'
import type { SendMailOptions } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '../db/connection'
import { migrateToLatest, migrateUpTo, migrationNames } from '../db/migrations'
import { parseSettings } from '../env'
import { createOutboxWorker } from './outbox-worker'
import type { MailTransport } from './transport'
import { queueWrittenMail } from './written-mail'

const settings = parseSettings({ SITE_URL: 'https://carts.example' })
let db: DB | undefined
afterEach(async () => {
  await db?.destroy()
  db = undefined
})

describe('the outbox with written e-mails', () => {
  it('keeps existing notifications and their attempts when the outbox learns staff e-mails', async () => {
    db = openDatabase(':memory:')
    // the schema as it was just before the outbox learned staff e-mails
    await migrateUpTo(db, migrationNames[migrationNames.indexOf('021_outbox_staff_mail') - 1]!)
    const at = '2026-05-01T12:00:00.000Z'
    await sql`insert into contact_messages (id, received_at, first_name, last_name, email, phone, interest, message)
      values ('m1', ${at}, 'Dana', 'K', 'dana@example.com', '570-555-0188', 'sales', 'Hello')`.execute(
      db,
    )
    await sql`insert into outbox (id, message_id, kind, recipient, status, attempts, next_attempt_at, created_at)
      values ('o1', 'm1', 'dealer', 'sales@example.com', 'sent', 1, ${at}, ${at})`.execute(db)
    await sql`insert into outbox_attempts (outbox_id, attempt, started_at, outcome)
      values ('o1', 1, ${at}, 'sent')`.execute(db)
    await migrateToLatest(db)
    const rows = await db.selectFrom('outbox').selectAll().execute()
    expect(rows).toMatchObject([{ id: 'o1', message_id: 'm1', kind: 'dealer', payload: null }])
    expect(await db.selectFrom('outbox_attempts').select('outbox_id').execute()).toEqual([
      { outbox_id: 'o1' },
    ])
    // still enforced: an attempt must name an outbox row, a message id a message
    await expect(
      sql`insert into outbox_attempts (outbox_id, attempt, started_at, outcome) values ('nope', 1, ${at}, 'x')`.execute(
        db,
      ),
    ).rejects.toThrow(/FOREIGN KEY/)
  })

  it('sends a renter e-mail with its calendar file attached, then forgets its words', async () => {
    db = openDatabase(':memory:')
    await migrateToLatest(db)
    const calendar = {
      filename: 'reservation.ics',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    }
    await db.transaction().execute((trx) =>
      queueWrittenMail(
        trx,
        {
          to: 'renter@example.com',
          subject: 'Your reservation is confirmed',
          text: 'See you Friday.',
          html: '<p>See you Friday.</p>',
          replyTo: 'rentals@example.com',
          calendar,
        },
        new Date(),
        'renter',
      ),
    )
    const sent: SendMailOptions[] = []
    const transport: MailTransport = {
      async send(mail) {
        sent.push(mail)
        return { response: '250 OK' }
      },
      close() {},
    }
    const quiet = { info() {}, warn() {}, error() {} }
    expect(
      await createOutboxWorker({ db, transport, settings, composers: {}, logger: quiet }).runOnce(),
    ).toBe(1)
    expect(sent).toMatchObject([
      {
        to: 'renter@example.com',
        subject: 'Your reservation is confirmed',
        html: '<p>See you Friday.</p>',
        replyTo: 'rentals@example.com',
        attachments: [{ filename: 'reservation.ics', content: calendar.content }],
        headers: { 'X-Notification-Kind': 'renter' },
      },
    ])
    const [row] = await db.selectFrom('outbox').selectAll().execute()
    expect(row).toMatchObject({ kind: 'renter', status: 'sent', payload: null })
  })
})
