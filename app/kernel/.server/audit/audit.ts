import type { Kysely } from 'kysely'

import type { Database } from '../db/schema'
import { orderedId } from './ordered-id'

export type AuditEntry = {
  /** who acted (null: nobody signed in, e.g. the leads command); a failed sign-in knows only the e-mail typed */
  actor: { id: string | null; email: string | null } | null
  /** what happened, dotted: "sign-in.success", "staff.role", "vehicle.update" */
  action: string
  entity?: string | null
  entityId?: string | null
  /** the changed fields before and after, as plain objects (never secrets) */
  before?: unknown
  after?: unknown
  ip?: string | null
}

/**
 * Writes one audit row; rows of one moment list in the order written (their
 * ids sort so). Pass the transaction that makes the change, so the
 * change and its record are committed together or not at all.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  entry: AuditEntry,
  now: Date = new Date(),
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: orderedId(),
      at: now.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip ?? null,
    })
    .execute()
}

/** What the audit row of a change to a staff account says, besides who made it. */
export function accountRecord(
  user: { id: string },
  action: string,
  details: Pick<AuditEntry, 'before' | 'after'> = {},
): Omit<AuditEntry, 'actor' | 'ip'> {
  return { action, entity: 'staff_user', entityId: user.id, ...details }
}

/** The audit row of a change to a staff account made by its own holder (signing in, a new password). */
export function recordAccountChange(
  trx: Kysely<Database>,
  user: { id: string; email: string },
  action: string,
  details: Pick<AuditEntry, 'before' | 'after' | 'ip'>,
  now: Date = new Date(),
): Promise<void> {
  const { ip, ...change } = details
  return recordAudit(
    trx,
    { actor: { id: user.id, email: user.email }, ...accountRecord(user, action, change), ip },
    now,
  )
}
