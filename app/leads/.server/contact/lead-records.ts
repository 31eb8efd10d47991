import type { Insertable, Selectable } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ContactMessageRow } from '#app/kernel/.server/db/schema.ts'
import { phoneDigits } from '#app/kernel/phone.ts'
import type { ContactInput } from '#app/leads/contact-schema.ts'

/** A lead as stored: one row of the contact_messages table, each message a visitor sent. */
export type LeadRecord = {
  id: string
  receivedAt: string
  firstName: string
  lastName: string
  email: string
  phone: string
  interest: string
  message: string
  sourcePage: string | null
  vehicleId: string | null
  status: string
  spamReason: string | null
}

export type ContactMeta = { sourcePage?: string | null; vehicleId?: string | null }

export function toLeadRecord(row: Selectable<ContactMessageRow>): LeadRecord {
  return {
    id: row.id,
    receivedAt: row.received_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    interest: row.interest,
    message: row.message,
    sourcePage: row.source_page,
    vehicleId: row.vehicle_id,
    status: row.status,
    spamReason: row.spam_reason,
  }
}

export function newLeadRow(
  input: ContactInput,
  meta: ContactMeta,
  spamReason: string | null = null,
): Insertable<ContactMessageRow> & { id: string; received_at: string } {
  return {
    id: crypto.randomUUID(),
    received_at: new Date().toISOString(),
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    phone_digits: phoneDigits(input.phone),
    interest: input.interest,
    message: input.message,
    source_page: meta.sourcePage ?? null,
    vehicle_id: meta.vehicleId ?? null,
    status: spamReason ? 'spam' : 'received',
    spam_reason: spamReason,
  }
}

export async function findLeadRecord(db: DB, id: string): Promise<LeadRecord | undefined> {
  const row = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toLeadRecord(row) : undefined
}
