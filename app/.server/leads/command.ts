import type { LeadFilter } from '#app/lib/lead-filter.ts'

import {
  type ContactMessage,
  findContactMessage,
  toContactMessage,
} from '../contact/contact-messages'
import type { DB } from '../db/connection'
import type { OutboxAttemptRow, OutboxRow } from '../db/schema'
import type { MailRouting, Notification } from '../mail/outbox'
import {
  type LeadChange,
  type LeadChangeOptions,
  releaseFromSpam,
  resendNotifications,
} from './events'
import { leadFilterWhere } from './inbox'

/**
 * What the leads command reads and changes: every stored message, its
 * notifications and their attempts. Notifications are only ever queued here;
 * the server's outbox worker sends them.
 */

export type LeadSummary = ContactMessage & {
  delivery: string
  stage: string
  /** the assignee's e-mail */
  assignee: string | null
  firstResponseAt: string | null
}
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
  options: {
    since?: Date
    status?: 'spam' | 'received'
    limit?: number
    /** the back office's inbox filter, for its CSV export */
    filter?: { filter: LeadFilter; userId: string; now: Date }
  } = {},
): Promise<LeadSummary[]> {
  let query = db
    .selectFrom('contact_messages')
    .leftJoin('staff_users', 'staff_users.id', 'contact_messages.assigned_to')
    .selectAll('contact_messages')
    .select(['staff_users.email as assignee_email'])
    .orderBy('received_at', 'desc')
    .orderBy('contact_messages.id')
  if (options.since) query = query.where('received_at', '>=', options.since.toISOString())
  if (options.status) query = query.where('status', '=', options.status)
  if (options.filter) {
    const { filter, userId, now } = options.filter
    query = query.where(leadFilterWhere(db, filter, userId, now))
  }
  if (options.limit) query = query.limit(options.limit)
  const rows = await query.execute()
  const outbox = await outboxOf(
    db,
    rows.map((m) => m.id),
  )
  const byMessage = new Map<string | null, OutboxRow[]>()
  for (const o of outbox) byMessage.set(o.message_id, [...(byMessage.get(o.message_id) ?? []), o])
  return rows.map((row) => ({
    ...toContactMessage(row),
    stage: row.stage,
    assignee: row.assignee_email,
    firstResponseAt: row.first_response_at,
    delivery: deliverySummary(byMessage.get(row.id) ?? []),
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
