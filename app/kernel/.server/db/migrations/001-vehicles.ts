import type { Kysely, Migration } from 'kysely'

import { addIndex, createTable, requiredText, timestamps } from './helpers'

export const vehicles: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'vehicles')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .$call(requiredText('name', 'brand', 'category'))
      .addColumn('price', 'integer')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('external_url', 'text')
      .addColumn('specifications', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('in_stock', 'integer', (c) => c.notNull())
      .addColumn('is_new', 'integer', (c) => c.notNull())
      .addColumn('year', 'integer')
      .$call(timestamps)
      .execute()
    await addIndex(db, 'vehicles_sort', 'vehicles', ['sort_order'])
  },
}
