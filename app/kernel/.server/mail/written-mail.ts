import type { Kysely } from 'kysely'
import type { SendMailOptions } from 'nodemailer'

import type { Database, OutboxRow } from '../db/schema'
import type { Settings } from '../env'
import { queuedOutboxRow } from './outbox'

/**
 * An e-mail the system writes to anyone, its words fixed when it is queued:
 * to a staff member (an invitation, a password reset, a reminder), to a
 * renter (a reservation's news, perhaps with its calendar entry) or to a
 * buyer (an alert).
 */
export type WrittenMail = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** an iCalendar file attached as `filename` */
  calendar?: { filename: string; content: string }
  /** more headers (a buyer's alert: List-Unsubscribe) */
  headers?: Record<string, string>
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** The outbox kinds that carry their own content in `payload`. */
export type WrittenKind = Extract<OutboxRow['kind'], 'staff' | 'renter' | 'alert'>

/** Whether an outbox row carries its own content (and is erased once sent). */
export const isWritten = (kind: OutboxRow['kind']): kind is WrittenKind =>
  kind === 'staff' || kind === 'renter' || kind === 'alert'

function extraHeaders(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => isText(entry[1])),
  )
}

/**
 * Queues a written e-mail in the outbox, inside the caller's transaction; the
 * outbox worker sends it with the same retries as lead notifications.
 */
export async function queueWrittenMail(
  trx: Kysely<Database>,
  mail: WrittenMail,
  now: Date = new Date(),
  kind: WrittenKind = 'staff',
): Promise<void> {
  const { to, ...content } = mail
  await trx
    .insertInto('outbox')
    .values(
      queuedOutboxRow({
        messageId: null,
        kind,
        recipient: to,
        payload: JSON.stringify(content),
        at: now.toISOString(),
      }),
    )
    .execute()
}

/** The message for a written outbox row; undefined when its content is gone. */
export function composeWrittenMail(
  row: OutboxRow,
  settings: Pick<Settings, 'MAIL_FROM'>,
): SendMailOptions | undefined {
  if (!row.payload) return undefined
  const content = JSON.parse(row.payload) as Partial<Record<keyof WrittenMail, unknown>>
  if (!isText(content.subject) || !isText(content.text)) return undefined
  const calendar = content.calendar as WrittenMail['calendar'] | undefined
  return {
    from: settings.MAIL_FROM,
    to: row.recipient,
    subject: content.subject,
    text: content.text,
    ...(isText(content.html) ? { html: content.html } : {}),
    ...(isText(content.replyTo) ? { replyTo: content.replyTo } : {}),
    ...(calendar && isText(calendar.content)
      ? {
          attachments: [
            {
              filename: calendar.filename,
              content: calendar.content,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }
      : {}),
    date: new Date(),
    headers: {
      ...extraHeaders(content.headers),
      'Auto-Submitted': 'auto-generated',
      'X-Notification-Kind': row.kind,
    },
  }
}
