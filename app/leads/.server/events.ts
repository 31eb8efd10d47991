import type { Kysely } from 'kysely'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Database, LeadEventKind } from '#app/kernel/.server/db/schema.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { type LeadStage, leadStages, stageMoveProblem } from '#app/leads/lead-stage.ts'

import { findLeadRecord } from './contact/lead-records'
import {
  type MailRouting,
  type Notification,
  notificationPlan,
  queueNotifications,
} from './mail/lead-routing'

/**
 * Everything staff (or the leads command) does to a lead. Each change is one
 * transaction holding the change, its `lead_events` row, its audit row and
 * the first-response rule, so none of them can exist without the others.
 */

/** When the first response to a released lead is due (the promise counted in sales hours). */
export type DueTime = (db: DB, from: Date) => Promise<string>

export type LeadChangeOptions = { now?: Date; dueAt?: DueTime }

export type LeadChange =
  | { ok: true; notifications?: Notification[] }
  | { ok: false; reason: 'not-found' }
  /** the form's problem, for the person who sent it */
  | { ok: false; reason: 'invalid'; message: string }
  /** someone else changed the same thing since the page was loaded */
  | { ok: false; reason: 'conflict'; message: string; current: string | null }

type Trx = Kysely<Database>

const notFound: LeadChange = { ok: false, reason: 'not-found' }
const invalid = (message: string): LeadChange => ({ ok: false, reason: 'invalid', message })
const conflict = (message: string, current: string | null): LeadChange => ({
  ok: false,
  reason: 'conflict',
  message,
  current,
})

export const contactKinds = ['note', 'call', 'email'] as const
export type ContactKind = (typeof contactKinds)[number]
export const contactTextMaxLength = 2000

/** A row of the lead's history: its kind, and the text or the values before and after. */
type LeadEvent = { kind: LeadEventKind; body?: string; from?: string | null; to?: string | null }

async function writeEvent(
  trx: Trx,
  messageId: string,
  actor: Actor | null,
  at: Date,
  event: LeadEvent,
) {
  await trx
    .insertInto('lead_events')
    .values({
      id: crypto.randomUUID(),
      message_id: messageId,
      kind: event.kind,
      body: event.body ?? null,
      from_value: event.from ?? null,
      to_value: event.to ?? null,
      actor_id: actor?.id ?? null,
      created_at: at.toISOString(),
    })
    .execute()
  await recordAudit(
    trx,
    {
      actor: actor ? { id: actor.id, email: actor.email } : null,
      action: `lead.${event.kind.replace('_', '-')}`,
      entity: 'contact_message',
      entityId: messageId,
      before: event.from === undefined ? undefined : { value: event.from },
      after:
        event.to !== undefined
          ? { value: event.to }
          : event.body !== undefined
            ? { text: event.body }
            : undefined,
      ip: actor?.ip ?? null,
    },
    at,
  )
}

/** The first response is set once, by whichever move comes first; never moved later. */
async function markFirstResponse(trx: Trx, messageId: string, at: Date) {
  await trx
    .updateTable('contact_messages')
    .set({ first_response_at: at.toISOString() })
    .where('id', '=', messageId)
    .where('first_response_at', 'is', null)
    .execute()
}

/** Records a move on the lead; one that answers the visitor may be its first response. */
async function recordMove(
  trx: Trx,
  messageId: string,
  actor: Actor | null,
  at: Date,
  event: LeadEvent,
  answersVisitor: boolean,
): Promise<LeadChange> {
  await writeEvent(trx, messageId, actor, at, event)
  if (answersVisitor) await markFirstResponse(trx, messageId, at)
  return { ok: true }
}

async function currentLead(trx: Trx, id: string) {
  return trx
    .selectFrom('contact_messages')
    .select(['id', 'stage', 'assigned_to', 'status'])
    .where('id', '=', id)
    .executeTakeFirst()
}

type CurrentLead = NonNullable<Awaited<ReturnType<typeof currentLead>>>

/** Runs one change in a transaction on the lead as it stands; not-found when there is none. */
function changeLead(
  db: DB,
  id: string,
  change: (trx: Trx, lead: CurrentLead) => Promise<LeadChange>,
): Promise<LeadChange> {
  return db.transaction().execute(async (trx) => {
    const lead = await currentLead(trx, id)
    if (!lead) return notFound
    return change(trx, lead)
  })
}

/**
 * Gives the lead to an active staff member, or to nobody (null). `expected`
 * is the assignee the form showed: when someone else reassigned it meanwhile,
 * nothing changes and the caller hears who holds it now.
 */
export async function assignLead(
  db: DB,
  id: string,
  change: { to: string | null; expected: string | null },
  actor: Actor | null,
  { now = new Date() }: LeadChangeOptions = {},
): Promise<LeadChange> {
  return changeLead(db, id, async (trx, lead) => {
    if (change.to !== null) {
      const staff = await trx
        .selectFrom('staff_users')
        .select('id')
        .where('id', '=', change.to)
        .where('active', '=', 1)
        .executeTakeFirst()
      if (!staff) return invalid('Choose an active staff member, or nobody.')
    }
    const moved = await trx
      .updateTable('contact_messages')
      .set({ assigned_to: change.to })
      .where('id', '=', id)
      .where('assigned_to', change.expected === null ? 'is' : '=', change.expected)
      .executeTakeFirst()
    if (!changedRow(moved)) {
      return conflict(changedMeanwhileMessage, lead.assigned_to)
    }
    if (change.to === change.expected) return { ok: true }
    await writeEvent(trx, id, actor, now, {
      kind: 'assigned',
      from: change.expected,
      to: change.to,
    })
    return { ok: true }
  })
}

/**
 * Moves the lead along new → contacted → quoted → won or lost. Moving back is
 * allowed (and recorded like any move); won and lost only follow a talk with
 * the visitor. Compare-and-set on `expected`, as for the assignee.
 */
export async function changeStage(
  db: DB,
  id: string,
  change: { to: string; expected: string },
  actor: Actor | null,
  { now = new Date() }: LeadChangeOptions = {},
): Promise<LeadChange> {
  if (!leadStages.includes(change.to as LeadStage)) return invalid('Choose a stage.')
  const to = change.to as LeadStage
  return changeLead(db, id, async (trx, lead) => {
    if (lead.stage !== change.expected) {
      return conflict(changedMeanwhileMessage, lead.stage)
    }
    const problem = stageMoveProblem(lead.stage, to)
    if (problem) return invalid(problem)
    const moved = await trx
      .updateTable('contact_messages')
      .set({ stage: to })
      .where('id', '=', id)
      .where('stage', '=', lead.stage)
      .executeTakeFirst()
    if (!changedRow(moved)) {
      return conflict(changedMeanwhileMessage, null)
    }
    // any move past new means someone talked to the visitor
    return recordMove(trx, id, actor, now, { kind: 'stage', from: lead.stage, to }, to !== 'new')
  })
}

/** A note for the team, or a logged call or e-mail (these count as a response). */
export async function addContactEntry(
  db: DB,
  id: string,
  kind: string,
  text: string,
  actor: Actor | null,
  { now = new Date() }: LeadChangeOptions = {},
): Promise<LeadChange> {
  if (!contactKinds.includes(kind as ContactKind)) return invalid('Unknown kind of entry.')
  const body = text.trim()
  if (!body) return invalid('Write what happened.')
  if (body.length > contactTextMaxLength)
    return invalid(`Keep it under ${contactTextMaxLength} characters.`)
  return changeLead(db, id, (trx) =>
    recordMove(trx, id, actor, now, { kind: kind as ContactKind, body }, kind !== 'note'),
  )
}

/** Quarantines a lead by hand: it leaves the inbox's clock and counts. */
export async function markSpam(
  db: DB,
  id: string,
  actor: Actor | null,
  { now = new Date() }: LeadChangeOptions = {},
): Promise<LeadChange> {
  return changeLead(db, id, async (trx, lead) => {
    if (lead.status === 'spam') return invalid('This message is already marked as spam.')
    await trx
      .updateTable('contact_messages')
      .set({
        status: 'spam',
        spam_reason: `marked as spam by ${actor?.email ?? 'the leads command'} on ${now.toISOString()}`,
      })
      .where('id', '=', id)
      .where('status', '=', 'received')
      .execute()
    await writeEvent(trx, id, actor, now, { kind: 'spam' })
    return { ok: true }
  })
}

/**
 * Releases a quarantined message: it becomes a normal lead, gets the
 * notifications it would have had, and its response clock starts now (the
 * reason it was held is kept).
 */
export async function releaseFromSpam(
  db: DB,
  id: string,
  routing: MailRouting,
  actor: Actor | null,
  { now = new Date(), dueAt }: LeadChangeOptions = {},
): Promise<LeadChange> {
  const message = await findLeadRecord(db, id)
  if (!message) return notFound
  if (message.status !== 'spam') return invalid('This message is not marked as spam.')
  const plan = notificationPlan(routing, message)
  const due = dueAt ? await dueAt(db, now) : null
  return db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('contact_messages')
      .set({
        status: 'received',
        due_at: due,
        spam_reason: `released from quarantine on ${now.toISOString()}; it was held for ${message.spamReason ?? 'no recorded reason'}`,
      })
      .where('id', '=', id)
      .where('status', '=', 'spam')
      .executeTakeFirst()
    // a second click (or a second person) must not queue the e-mails twice
    if (!changedRow(released)) return invalid('This message is not marked as spam.')
    await queueNotifications(trx, id, plan)
    await writeEvent(trx, id, actor, now, { kind: 'not_spam' })
    return { ok: true, notifications: plan }
  })
}

/**
 * Queues the dealer e-mail (and the ADF lead when configured) once more, for
 * a message the dealer lost or whose sends failed. The visitor is not sent a
 * second receipt.
 */
export async function resendNotifications(
  db: DB,
  id: string,
  routing: MailRouting,
  actor: Actor | null,
  { now = new Date() }: LeadChangeOptions = {},
): Promise<LeadChange> {
  const message = await findLeadRecord(db, id)
  if (!message) return notFound
  if (message.status === 'spam') {
    return invalid('This message is quarantined as spam: release it to send its e-mails.')
  }
  const plan = notificationPlan(routing, message, { acknowledge: false })
  await db.transaction().execute(async (trx) => {
    await queueNotifications(trx, id, plan)
    await writeEvent(trx, id, actor, now, {
      kind: 'resent',
      body: plan.map((n) => `${n.kind} to ${n.recipient}`).join(', '),
    })
  })
  return { ok: true, notifications: plan }
}
