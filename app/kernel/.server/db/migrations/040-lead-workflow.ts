import { type Kysely, type Migration, sql } from 'kysely'

import { addIndex, createOwnedTable } from './helpers'

// The lead inbox: each message's place in the sales process, who owns it,
// when its first response is due and when it came; and the lead's history
// (notes, logged calls and e-mails, stage and owner changes).
export const leadWorkflow: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('contact_messages')
      .addColumn('stage', 'text', (c) => c.notNull().defaultTo(sql`'new'`))
      .execute()
    await db.schema
      .alterTable('contact_messages')
      .addColumn('assigned_to', 'text', (c) => c.references('staff_users.id'))
      .execute()
    await db.schema.alterTable('contact_messages').addColumn('due_at', 'text').execute()
    await db.schema.alterTable('contact_messages').addColumn('first_response_at', 'text').execute()
    await addIndex(db, 'contact_messages_stage', 'contact_messages', [
      'status',
      'stage',
      'received_at',
    ])
    await addIndex(db, 'contact_messages_assigned', 'contact_messages', [
      'assigned_to',
      'received_at',
    ])
    await addIndex(db, 'contact_messages_due', 'contact_messages', ['first_response_at', 'due_at'])
    await addIndex(db, 'contact_messages_email', 'contact_messages', ['email'])
    await createOwnedTable(db, 'lead_events', 'message_id', 'contact_messages.id')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('actor_id', 'text', (c) => c.references('staff_users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await addIndex(db, 'lead_events_message', 'lead_events', ['message_id', 'created_at'])
  },
}
