import type { Kysely, Migration } from 'kysely'

import { columnType } from '../engine'
import { addIndex, createTable } from './helpers'

// Staff manage carts: a status decides what the public sees, a version
// guards against two people saving over each other, and every price change
// is kept.
export const vehicleStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('vehicles')
      .addColumn('status', columnType.text, (c) => c.notNull().defaultTo('available'))
      .execute()
    await db.schema.alterTable('vehicles').addColumn('previous_price', columnType.integer).execute()
    // the showroom whose lot holds the cart; null: the main showroom
    await db.schema.alterTable('vehicles').addColumn('location_id', columnType.text).execute()
    await db.schema
      .alterTable('vehicles')
      .addColumn('version', columnType.integer, (c) => c.notNull().defaultTo(1))
      .execute()
    await addIndex(db, 'vehicles_status', 'vehicles', ['status'])
    await createTable(db, 'vehicle_price_changes', 'id', columnType.id)
      .addColumn('vehicle_id', columnType.text, (c) =>
        c.notNull().references('vehicles.id').onDelete('cascade'),
      )
      .addColumn('price', columnType.integer, (c) => c.notNull())
      .addColumn('price_on_request', columnType.boolean, (c) => c.notNull())
      .addColumn('changed_by', columnType.id)
      .addColumn('changed_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await addIndex(db, 'vehicle_price_changes_vehicle', 'vehicle_price_changes', [
      'vehicle_id',
      'changed_at',
    ])
  },
}
