import type { DB } from '#app/.server/db/connection.ts'
import type { LeadStage } from '#app/.server/db/schema.ts'
import { newContactRow } from '#app/.server/repositories/contact-messages.ts'
import type { ContactInterest } from '#app/lib/contact-schema.ts'

import { validContact } from './contact'

/** A stored lead with its clock set by the test: times are ISO strings. */
export async function insertLead(
  db: DB,
  fields: {
    receivedAt: string
    dueAt?: string | null
    firstResponseAt?: string | null
    spam?: boolean
    stage?: LeadStage
    assignedTo?: string | null
    interest?: ContactInterest
    sourcePage?: string
  },
): Promise<string> {
  const row = newContactRow(
    { ...validContact, interest: fields.interest ?? 'sales' },
    { sourcePage: fields.sourcePage ?? '/contact' },
    fields.spam ? 'honeypot filled' : null,
  )
  await db
    .insertInto('contact_messages')
    .values({
      ...row,
      received_at: fields.receivedAt,
      due_at: fields.dueAt ?? null,
      first_response_at: fields.firstResponseAt ?? null,
      stage: fields.stage ?? 'new',
      assigned_to: fields.assignedTo ?? null,
    })
    .execute()
  return row.id
}

/** A stage change in the lead's history, as the inbox writes it. */
export async function insertStageEvent(
  db: DB,
  messageId: string,
  to: LeadStage,
  at: string,
  from: LeadStage = 'new',
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({
      id: crypto.randomUUID(),
      message_id: messageId,
      kind: 'stage',
      body: null,
      from_value: from,
      to_value: to,
      actor_id: null,
      created_at: at,
    })
    .execute()
}
