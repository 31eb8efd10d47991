import { type ContactInput, validateContact } from '#app/lib/contact-schema.ts'
import type { DB } from './db/connection'
import type { Settings } from './env'
import { type MailRouting, notificationPlan, queueNotifications } from './mail/outbox'
import { type ContactMeta, newContactRow } from './repositories/contact-messages'
import { spamReason } from './spam-check'

export type SubmitResult =
  | { ok: true; id: string; receivedAt: string; status: 'received' | 'spam' }
  | { ok: false; error: string; fields: Partial<Record<keyof ContactInput, string>> }

export type IntakeSettings = MailRouting & Pick<Settings, 'CONTACT_MIN_FILL_SECONDS'>

/**
 * The one path every contact message takes, from the JSON API and from the
 * plain form post alike: validate with the shared schema, then store it and
 * queue its notifications in one transaction before the visitor hears back,
 * so a message is never stored without its e-mails (or mailed without being
 * stored). The outbox worker sends them; the visitor never waits for mail.
 *
 * A submission caught by the spam traps (the schema's `spamTrapFields`, read
 * from the same input) is stored as 'spam' with its reason and queues
 * nothing; the caller answers as for any message, so bots learn nothing.
 */
export async function submitContact(
  db: DB,
  input: unknown,
  meta: ContactMeta,
  settings: IntakeSettings,
): Promise<SubmitResult> {
  const validation = validateContact(input)
  if (!validation.ok) return validation
  const spam = spamReason(input, Date.now(), settings.CONTACT_MIN_FILL_SECONDS)
  const row = newContactRow(
    validation.data,
    { sourcePage: cleanPath(meta.sourcePage), vehicleId: meta.vehicleId ?? null },
    spam,
  )
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_messages').values(row).execute()
    if (!spam) await queueNotifications(trx, row.id, notificationPlan(settings, row))
  })
  return { ok: true, id: row.id, receivedAt: row.received_at, status: spam ? 'spam' : 'received' }
}

/** Keeps only a same-site path from a Referer or form field, capped in length. */
function cleanPath(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value, 'http://local')
    return `${url.pathname}${url.search}`.slice(0, 300)
  } catch {
    return null
  }
}
