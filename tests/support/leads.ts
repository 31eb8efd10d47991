import { randomUUID } from 'node:crypto'

import type { Insertable } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ContactMessageRow, LeadStage } from '#app/kernel/.server/db/schema.ts'
import { phoneDigits } from '#app/kernel/phone.ts'
import type { ContactInterest } from '#app/leads/contact-schema.ts'

import { validContact } from './contact'

export type SeedLead = Partial<Insertable<ContactMessageRow>> & { received_at: string }

/** Stores leads as the contact form would, with the times a test chooses; returns their ids. */
export async function seedLeads(db: DB, leads: SeedLead[]): Promise<string[]> {
  const rows = leads.map((lead, i) => ({
    id: randomUUID(),
    phone_digits: phoneDigits(lead.phone ?? ''),
    first_name: 'Pat',
    last_name: `Lead${i}`,
    email: `pat${i}@example.com`,
    phone: '',
    interest: 'sales',
    message: 'Interested in a cart.',
    source_page: '/contact',
    vehicle_id: null,
    status: 'received',
    spam_reason: null,
    assigned_to: null,
    due_at: null,
    first_response_at: null,
    ...lead,
  }))
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('contact_messages')
      .values(rows.slice(i, i + 500))
      .execute()
  }
  return rows.map((r) => r.id)
}

/** One lead from the contact tests' visitor, its clock set by the test: times are ISO strings. */
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
  const [id] = await seedLeads(db, [
    {
      first_name: validContact.firstName,
      last_name: validContact.lastName,
      email: validContact.email,
      phone: validContact.phone,
      message: validContact.message,
      interest: fields.interest ?? 'sales',
      source_page: fields.sourcePage ?? '/contact',
      status: fields.spam ? 'spam' : 'received',
      spam_reason: fields.spam ? 'honeypot filled' : null,
      received_at: fields.receivedAt,
      due_at: fields.dueAt ?? null,
      first_response_at: fields.firstResponseAt ?? null,
      stage: fields.stage ?? 'new',
      assigned_to: fields.assignedTo ?? null,
    },
  ])
  return id!
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
      id: randomUUID(),
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
