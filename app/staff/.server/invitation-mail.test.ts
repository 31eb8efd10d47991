import { afterEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { createOutboxWorker } from '#app/kernel/.server/mail/outbox-worker.ts'
import type { MailTransport } from '#app/kernel/.server/mail/transport.ts'

import { inviteStaff } from './invitations'

const settings = parseSettings({ SITE_URL: 'https://carts.example' })
let db: DB | undefined
afterEach(async () => {
  await db?.destroy()
  db = undefined
})

describe('the invitation e-mail', () => {
  it('sends an invitation by e-mail, then forgets its link', async () => {
    db = openDatabase(':memory:')
    await migrateToLatest(db)
    const invited = await inviteStaff(db, {
      email: 'New.Person@Example.com',
      role: 'staff',
      invitedBy: null,
      siteUrl: settings.SITE_URL,
      sendEmail: true,
    })
    const sent: Array<{ to: unknown; subject: unknown; text: unknown }> = []
    const transport: MailTransport = {
      async send(mail) {
        sent.push({ to: mail.to, subject: mail.subject, text: mail.text })
        return { response: '250 OK' }
      },
      close() {},
    }
    const quiet = { info() {}, warn() {}, error() {} }
    const worker = createOutboxWorker({ db, transport, settings, composers: {}, logger: quiet })
    expect(await worker.runOnce()).toBe(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe('new.person@example.com')
    expect(String(sent[0]?.text)).toContain(invited.link)
    expect(invited.link).toMatch(/^https:\/\/carts\.example\/admin\/invite\/[A-Za-z0-9_-]{43}$/)
    const [row] = await db.selectFrom('outbox').selectAll().execute()
    expect(row).toMatchObject({ kind: 'staff', status: 'sent', message_id: null, payload: null })
  })
})
