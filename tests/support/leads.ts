import { randomUUID } from 'node:crypto'

import type { Insertable } from 'kysely'

import type { DB } from '#app/.server/db/connection.ts'
import type { ContactMessageRow } from '#app/.server/db/schema.ts'

export type SeedLead = Partial<Insertable<ContactMessageRow>> & { received_at: string }

/** Stores leads as the contact form would, with the times a test chooses; returns their ids. */
export async function seedLeads(db: DB, leads: SeedLead[]): Promise<string[]> {
  const rows = leads.map((lead, i) => ({
    id: randomUUID(),
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
