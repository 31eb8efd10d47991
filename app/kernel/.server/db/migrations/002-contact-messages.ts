import { type Kysely, type Migration, sql } from 'kysely'

import { addIndex, createTable, requiredText } from './helpers'

export const contactMessages: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'contact_messages')
      .addColumn('received_at', 'text', (c) => c.notNull())
      .$call(requiredText('first_name', 'last_name', 'email', 'phone', 'interest', 'message'))
      .addColumn('source_page', 'text')
      .addColumn('vehicle_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo(sql`'received'`))
      .addColumn('spam_reason', 'text')
      .execute()
    await addIndex(db, 'contact_messages_received', 'contact_messages', ['received_at'])
  },
}
