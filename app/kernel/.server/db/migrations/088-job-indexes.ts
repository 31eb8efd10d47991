import { type Kysely, type Migration, sql } from 'kysely'

import { addIndex } from './helpers'

// Indexes for the scheduler's passes over five years of rows: the overdue
// reminders walk the unanswered leads in due order, a page at a time, and
// stop after the page (an index of those leads only, in the walk's order);
// deleting a lead (the spam purge, a privacy request) deletes its notices by
// the foreign key, which without an index reads every notice for each lead;
// the weekly digest reads the week's rental requests by when they came.
export const jobIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('contact_messages_unanswered_due')
      .on('contact_messages')
      .columns(['due_at', 'id'])
      .where(sql.ref('first_response_at'), 'is', null)
      .execute()
    await addIndex(db, 'lead_notices_message', 'lead_notices', ['message_id'])
    await addIndex(db, 'rental_reservations_received', 'rental_reservations', ['received_at'])
  },
}
