import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { sitePath } from '#app/kernel/site-path.ts'
import {
  contactDraft,
  type ContactFieldErrors,
  type ContactFormValues,
  validateContact,
} from '#app/leads/contact-schema.ts'
import { vehicleIdMaxLength } from '#app/sales/vehicle.ts'

import { dueAtFor } from '../due'
import { type MailRouting, notificationPlan, queueNotifications } from '../mail/lead-routing'
import { type ContactMeta, newLeadRow } from './lead-records'
import { spamReason } from './spam-check'

export type SubmitResult =
  | { ok: true; id: string; receivedAt: string; status: 'received' | 'spam' }
  | { ok: false; error: string; fields: ContactFieldErrors; values: ContactFormValues }

export type IntakeSettings = MailRouting & Pick<Settings, 'CONTACT_MIN_FILL_SECONDS'>

/**
 * The one path every contact message takes, through POST /api/contact (where
 * the contact form sends it with JavaScript) and the /contact route action
 * (its native post without JavaScript) alike. `input` is the submission as sent: the visitor's
 * fields, the spam traps, and optionally `sourcePage` and `vehicleId`;
 * `request` holds what the request itself says (its Referer), used when the
 * input does not name its page.
 *
 * It validates with the shared schema, then stores the message and queues
 * its notifications in one transaction before the visitor hears back, so a
 * message is never stored without its e-mails (or mailed without being
 * stored). The outbox worker sends them; the visitor never waits for mail.
 *
 * A received message gets its first-response due time (the promise counted
 * in sales hours).
 *
 * A submission caught by the spam traps is stored as 'spam' with its reason
 * and queues nothing; the caller answers as for any message, so bots learn
 * nothing.
 */
export async function submitContact(
  db: DB,
  input: unknown,
  request: ContactMeta,
  settings: IntakeSettings,
  /** what comes with the lead (a trade-in and its photos), stored in its transaction */
  withLead?: (trx: DB, leadId: string, now: Date) => Promise<void>,
): Promise<SubmitResult> {
  const validation = validateContact(input)
  if (!validation.ok) return { ...validation, values: contactDraft(input) }
  const sent = input as Record<string, unknown>
  const spam = spamReason(input, Date.now(), settings.CONTACT_MIN_FILL_SECONDS)
  const row = newLeadRow(
    validation.data,
    {
      sourcePage: cleanPath(textOf(sent.sourcePage) ?? request.sourcePage),
      vehicleId: cleanVehicleId(textOf(sent.vehicleId) ?? request.vehicleId),
    },
    spam,
  )
  // a real lead starts the response clock; quarantined spam has none until released
  if (!spam) row.due_at = await dueAtFor(db, new Date(row.received_at))
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_messages').values(row).execute()
    await withLead?.(trx, row.id, new Date(row.received_at))
    if (!spam) await queueNotifications(trx, row.id, notificationPlan(settings, row))
  })
  return { ok: true, id: row.id, receivedAt: row.received_at, status: spam ? 'spam' : 'received' }
}

/** A non-empty string field, else undefined (an empty form field says nothing). */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** A vehicle id as stored: trimmed and capped in length; none when empty. */
function cleanVehicleId(value: string | null | undefined): string | null {
  const id = value?.trim().slice(0, vehicleIdMaxLength)
  return id ? id : null
}

/**
 * The page a message was sent from: a path on this site, from the form's
 * field or the Referer (whose origin is dropped), capped in length; anything
 * else ("x:.evil.example/phish") is no page, since the lead page, the e-mail
 * and the ADF print it after the site's origin as a link.
 */
function cleanPath(value: string | null | undefined): string | null {
  if (!value) return null
  let path = value
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      path = `${url.pathname}${url.search}`
    } catch {
      return null
    }
  }
  // capped before encoding, so no percent-escape is cut in two
  return sitePath(path.slice(0, 300))?.split('#', 1)[0] || null
}
