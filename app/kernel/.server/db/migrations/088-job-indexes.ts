import type { Kysely, Migration } from 'kysely'

import { addIndex } from './helpers'

// Indexes for the scheduler's passes over five years of rows: deleting a
// lead (the spam purge, a privacy request) deletes its notices by the
// foreign key, which without an index reads every notice for each lead; the
// weekly digest reads the week's rental requests by when they came.
export const jobIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'lead_notices_message', 'lead_notices', ['message_id'])
    await addIndex(db, 'rental_reservations_received', 'rental_reservations', ['received_at'])
  },
}
