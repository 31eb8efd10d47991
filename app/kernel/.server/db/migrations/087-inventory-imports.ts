import type { Kysely, Migration } from 'kysely'

import { createTable } from './helpers'

// An owner's inventory file as previewed (its plan, row by row), kept until
// it is confirmed or expires, so a confirmation applies exactly what was shown.
export const inventoryImports: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'inventory_imports')
      .addColumn('owner_id', 'text', (c) =>
        c.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
  },
}
