import type { Kysely, Migration } from 'kysely'

import { addIndex, createOwnedTable, timestamps } from './helpers'

// Staff photos of each cart: one row per upload, its processed variants as
// JSON. 'processing' until the queue has stored every variant.
export const vehiclePhotos: Migration = {
  async up(db: Kysely<unknown>) {
    await createOwnedTable(db, 'vehicle_photos', 'vehicle_id', 'vehicles.id')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('alt', 'text')
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .$call(timestamps)
      .execute()
    await addIndex(db, 'vehicle_photos_vehicle', 'vehicle_photos', ['vehicle_id', 'position'])
    await addIndex(db, 'vehicle_photos_hash', 'vehicle_photos', ['hash'])
  },
}
