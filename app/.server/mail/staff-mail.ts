import type { Kysely } from 'kysely'
import type { SendMailOptions } from 'nodemailer'

import type { Database, OutboxRow } from '../db/schema'
import type { Settings } from '../env'
import { queuedOutboxRow } from './outbox'

export type StaffMail = { to: string; subject: string; text: string }

/**
 * Queues an e-mail to a staff member (an invitation, a password reset) in
 * the outbox, inside the caller's transaction; the outbox worker sends it
 * with the same retries as lead notifications.
 */
export async function queueStaffMail(
  trx: Kysely<Database>,
  mail: StaffMail,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString()
  await trx
    .insertInto('outbox')
    .values(
      queuedOutboxRow({
        messageId: null,
        kind: 'staff',
        recipient: mail.to,
        payload: JSON.stringify({ subject: mail.subject, text: mail.text }),
        at,
      }),
    )
    .execute()
}

/** The message for a staff outbox row; undefined when its content is gone. */
export function composeStaffMail(
  row: OutboxRow,
  settings: Pick<Settings, 'MAIL_FROM'>,
): SendMailOptions | undefined {
  if (!row.payload) return undefined
  const content = JSON.parse(row.payload) as { subject?: unknown; text?: unknown }
  if (typeof content.subject !== 'string' || typeof content.text !== 'string') return undefined
  return {
    from: settings.MAIL_FROM,
    to: row.recipient,
    subject: content.subject,
    text: content.text,
    date: new Date(),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Notification-Kind': 'staff' },
  }
}
