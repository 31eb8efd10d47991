import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'

// A rental's deposit held on the renter's saved card (record 064): the one
// pass that claims the hold the day before pickup, the card's last digits the
// desk reads it by, when the card's authorisation lapses, and the claim of
// the one warning to staff before it does.
export const rentalDepositHolds: Migration = {
  async up(db: Kysely<unknown>) {
    // one column per statement: SQLite adds one at a time
    const columns: [string, 'timestamp' | 'text'][] = [
      ['deposit_hold_claimed_at', 'timestamp'],
      ['deposit_card_last4', 'text'],
      ['deposit_capture_before', 'timestamp'],
      ['deposit_lapse_warned_at', 'timestamp'],
    ]
    for (const [name, type] of columns) {
      await db.schema.alterTable('rental_reservations').addColumn(name, columnType[type]).execute()
    }
    // the scheduler's walk of confirmed rentals whose hold nobody claimed, by start; the
    // holds about to lapse, by when they lapse (the lapse warning's walk and the day sheet)
    await db.schema
      .createIndex('rental_reservations_deposit_unclaimed')
      .on('rental_reservations')
      .columns(['start_at', 'id'])
      .where(sql.ref('deposit_hold_claimed_at'), 'is', null)
      .execute()
    await db.schema
      .createIndex('rental_reservations_deposit_lapsing')
      .on('rental_reservations')
      .columns(['deposit_capture_before', 'id'])
      .where(sql.ref('deposit_capture_before'), 'is not', null)
      .execute()
  },
}
