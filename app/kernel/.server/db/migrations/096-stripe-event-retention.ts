import { type Kysely, type Migration, sql } from 'kysely'

// Stripe's events are kept whole for 30 days, for support, then cut to the
// event's id, type and object id (they hold payers' names and e-mails):
// when that was done, and the events still whole, oldest first, for the job
// that cuts them in batches (the cut ones leave the index).
export const stripeEventRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('stripe_events').addColumn('trimmed_at', 'text').execute()
    await db.schema
      .createIndex('stripe_events_whole')
      .on('stripe_events')
      .columns(['received_at', 'id'])
      .where(sql.ref('trimmed_at'), 'is', null)
      .execute()
  },
}
