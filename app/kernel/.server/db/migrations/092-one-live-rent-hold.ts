import { type Kysely, type Migration, sql } from 'kysely'

// A reservation's rent is held on a card once: of its rent authorisations,
// at most one is live (waiting on Stripe's page, or held). A renter who
// presses "Pay now" twice at once, or in two tabs, gets one Checkout
// Session; the second insert is refused by the database on both engines.
export const oneLiveRentHold: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('payments_one_live_rent_hold')
      .on('payments')
      .columns(['subject_type', 'subject_id'])
      .unique()
      .where(
        sql<boolean>`purpose = 'rent' and kind = 'authorisation' and status in ('pending', 'succeeded')`,
      )
      .execute()
  },
}
