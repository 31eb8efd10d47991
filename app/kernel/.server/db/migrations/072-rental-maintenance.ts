import { randomUUID } from 'node:crypto'

import type { Kysely, Migration } from 'kysely'

import { columnType } from '../engine'
import { addIndex, createOwnedTable } from './helpers'

type OldPeriod = { id: string; maintenance_from: string; maintenance_to: string | null }

// A cart's maintenance becomes blocks, several per cart, each with its reason
// (one period per cart could not hold a service next week and a repair next
// month), and the rental desk's private calendar feeds get their tokens.
export const rentalMaintenance: Migration = {
  async up(db: Kysely<unknown>) {
    await createOwnedTable(db, 'rental_maintenance', 'cart_id', 'rental_carts.id')
      // first and last day out of service, both inclusive ("YYYY-MM-DD", the dealer's calendar)
      .addColumn('first_day', columnType.text, (c) => c.notNull())
      .addColumn('last_day', columnType.text, (c) => c.notNull())
      .addColumn('reason', columnType.text, (c) => c.notNull())
      .addColumn('created_by', columnType.id)
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await addIndex(db, 'rental_maintenance_cart_days', 'rental_maintenance', [
      'cart_id',
      'first_day',
    ])

    // each cart's single period becomes its first block; the old columns stay, unused
    const periods = (await db
      .selectFrom('rental_carts' as never)
      .select(['id', 'maintenance_from', 'maintenance_to'] as never[])
      .where('state' as never, '=', 'maintenance' as never)
      .where('maintenance_from' as never, 'is not', null)
      .execute()) as OldPeriod[]
    const now = new Date().toISOString()
    if (periods.length > 0) {
      await db
        .insertInto('rental_maintenance' as never)
        .values(
          periods.map((period) => ({
            id: randomUUID(),
            cart_id: period.id,
            first_day: period.maintenance_from,
            // an open-ended period (never written by the fleet page) runs until removed
            last_day: period.maintenance_to ?? '9999-12-31',
            reason: 'Maintenance (set before blocks had reasons)',
            created_by: null,
            created_at: now,
          })),
        )
        .execute()
    }
    await db
      .updateTable('rental_carts' as never)
      .set({ state: 'in-service', maintenance_from: null, maintenance_to: null } as never)
      .where('state' as never, '=', 'maintenance' as never)
      .execute()

    await db.schema
      .createTable('rental_calendar_feeds')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // the showroom whose handovers the feed lists
      .addColumn('location_id', columnType.text, (c) => c.notNull())
      // the SHA-256 of the secret in the feed's address, as sessions keep theirs
      .addColumn('token_hash', columnType.text, (c) => c.notNull().unique())
      .addColumn('created_by', columnType.id)
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('revoked_at', columnType.timestamp)
      .execute()
  },
}
