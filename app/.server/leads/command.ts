import type { DB } from '../db/connection'
import type { OutboxAttemptRow, OutboxRow } from '../db/schema'
import {
  type MailRouting,
  type Notification,
  notificationPlan,
  queueNotifications,
} from '../mail/outbox'
import {
  type ContactMessage,
  findContactMessage,
  toContactMessage,
} from '../repositories/contact-messages'

/**
 * What the leads command reads and changes: every stored message, its
 * notifications and their attempts. Notifications are only ever queued here;
 * the server's outbox worker sends them.
 */

export type LeadSummary = ContactMessage & { delivery: string }
export type LeadDetail = ContactMessage & {
  notifications: Array<OutboxRow & { log: Omit<OutboxAttemptRow, 'id'>[] }>
}

export class LeadError extends Error {}

/** "dealer sent, adf queued (2 attempts)": one line per message. */
export function deliverySummary(rows: Pick<OutboxRow, 'kind' | 'status' | 'attempts'>[]): string {
  if (rows.length === 0) return 'none'
  return rows
    .map((r) => {
      const tries =
        r.status !== 'sent' && r.attempts > 0
          ? ` (${r.attempts} attempt${r.attempts === 1 ? '' : 's'})`
          : ''
      return `${r.kind} ${r.status}${tries}`
    })
    .join(', ')
}

async function outboxOf(db: DB, messageIds: string[]): Promise<OutboxRow[]> {
  if (messageIds.length === 0) return []
  const rows: OutboxRow[] = []
  // both engines cap bound parameters (SQLite 32766, PostgreSQL 65535); 500 at a time stays far below
  for (let i = 0; i < messageIds.length; i += 500) {
    const chunk = messageIds.slice(i, i + 500)
    rows.push(
      ...(await db
        .selectFrom('outbox')
        .selectAll()
        .where('message_id', 'in', chunk)
        .orderBy('created_at')
        .orderBy('kind')
        .execute()),
    )
  }
  return rows
}

export async function listLeads(
  db: DB,
  options: { since?: Date; status?: 'spam' | 'received'; limit?: number } = {},
): Promise<LeadSummary[]> {
  let query = db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('id')
  if (options.since) query = query.where('received_at', '>=', options.since.toISOString())
  if (options.status) query = query.where('status', '=', options.status)
  if (options.limit) query = query.limit(options.limit)
  const messages = (await query.execute()).map(toContactMessage)
  const outbox = await outboxOf(
    db,
    messages.map((m) => m.id),
  )
  return messages.map((m) => ({
    ...m,
    delivery: deliverySummary(outbox.filter((o) => o.message_id === m.id)),
  }))
}

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
  const message = await findContactMessage(db, id)
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

/**
 * Queues the dealer e-mail (and the ADF lead when configured) once more, for
 * a message the dealer lost or whose sends failed. The visitor is not sent a
 * second receipt.
 */
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
  const plan = notificationPlan(routing, lead, { acknowledge: false })
  await db.transaction().execute((trx) => queueNotifications(trx, lead.id, plan))
  return plan
}

/**
 * Releases a quarantined message: it becomes a normal lead and gets the
 * notifications it would have had (the reason it was held is kept).
 */
export async function markNotSpam(
  db: DB,
  idOrPrefix: string,
  routing: MailRouting,
): Promise<Notification[]> {
  const lead = await leadDetail(db, idOrPrefix)
  if (lead.status !== 'spam') throw new LeadError(`Message ${lead.id} is not marked as spam`)
  const plan = notificationPlan(routing, lead)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('contact_messages')
      .set({
        status: 'received',
        spam_reason: `released from quarantine on ${new Date().toISOString()}; it was held for ${lead.spamReason ?? 'no recorded reason'}`,
      })
      .where('id', '=', lead.id)
      .where('status', '=', 'spam')
      .execute()
    await queueNotifications(trx, lead.id, plan)
  })
  return plan
}
