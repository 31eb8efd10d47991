import type { Kysely, Migration } from 'kysely'

// The carts a saved search saw above its price range (record 050): when one
// falls into the range, the digest says "Price dropped into your range"
// rather than "New arrival". Its rows go with the alert.
export const alertPricedOut: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('alert_priced_out')
      .addColumn('subscription_id', 'text', (c) =>
        c.notNull().references('alert_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('vehicle_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('alert_priced_out_key', ['subscription_id', 'vehicle_id'])
      .execute()
  },
}
