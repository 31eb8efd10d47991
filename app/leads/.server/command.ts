import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { OutboxAttemptRow, OutboxRow } from '#app/kernel/.server/db/schema.ts'

import { findLeadRecord, type LeadRecord } from './contact/lead-records'
import {
  type LeadChange,
  type LeadChangeOptions,
  releaseFromSpam,
  resendNotifications,
} from './events'
import { outboxOf } from './lead'
import type { MailRouting, Notification } from './mail/lead-routing'

/**
 * What the leads command reads and changes: every stored message, its
 * notifications and their attempts. Notifications are only ever queued here;
 * the server's outbox worker sends them.
 */

export type LeadDetail = LeadRecord & {
  notifications: Array<OutboxRow & { log: Omit<OutboxAttemptRow, 'id'>[] }>
}

export class LeadError extends Error {}

/** A full id, or a unique prefix of at least 6 characters as `list` shows them. */
export async function resolveLeadId(db: DB, idOrPrefix: string): Promise<string> {
  const text = idOrPrefix.trim().toLowerCase()
  if (!/^[0-9a-f-]{6,36}$/.test(text)) throw new LeadError(`"${idOrPrefix}" is not a message id`)
  const matches = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('id', 'like', `${text}%`)
    .limit(2)
    .execute()
  const [first, second] = matches
  if (!first) throw new LeadError(`No message with id ${idOrPrefix}`)
  if (second)
    throw new LeadError(`More than one message id starts with ${idOrPrefix}; give more of it`)
  return first.id
}

export async function leadDetail(db: DB, idOrPrefix: string): Promise<LeadDetail> {
  const id = await resolveLeadId(db, idOrPrefix)
  const message = await findLeadRecord(db, id)
  if (!message) throw new LeadError(`No message with id ${idOrPrefix}`)
  const outbox = await outboxOf(db, [id])
  const attempts =
    outbox.length === 0
      ? []
      : await db
          .selectFrom('outbox_attempts')
          .selectAll()
          .where(
            'outbox_id',
            'in',
            outbox.map((o) => o.id),
          )
          .orderBy('id')
          .execute()
  return {
    ...message,
    notifications: outbox.map((o) => ({
      ...o,
      log: attempts.filter((a) => a.outbox_id === o.id).map(({ id: _id, ...rest }) => rest),
    })),
  }
}

/** Why a change was refused, as the command says it. */
function commandResult(id: string, result: LeadChange): Notification[] {
  if (result.ok) return result.notifications ?? []
  if (result.reason === 'not-found') throw new LeadError(`No message with id ${id}`)
  throw new LeadError(`Message ${id}: ${result.message}`)
}

/** The back office's resend, from the command line (recorded without a staff member). */
export async function resendLead(
  db: DB,
  idOrPrefix: string,
  routing: MailRouting,
): Promise<Notification[]> {
  const lead = await leadDetail(db, idOrPrefix)
  if (lead.status === 'spam') {
    throw new LeadError(
      `Message ${lead.id} is quarantined as spam; use mark-not-spam to release and send it`,
    )
  }
  return commandResult(lead.id, await resendNotifications(db, lead.id, routing, null))
}

/** The back office's release from quarantine, from the command line. */
export async function markNotSpam(
  db: DB,
  idOrPrefix: string,
  routing: MailRouting,
  options: LeadChangeOptions = {},
): Promise<Notification[]> {
  const id = await resolveLeadId(db, idOrPrefix)
  return commandResult(id, await releaseFromSpam(db, id, routing, null, options))
}
