import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest, migrateUpTo, migrationNames } from '#app/kernel/.server/db/migrations.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

import { priceHistory } from './price-history'
import { findVehicle } from './vehicles'

let database: TestDatabase | undefined
let db: DB | undefined
afterEach(async () => {
  await db?.destroy()
  await database?.drop()
  db = database = undefined
})

const cart = (id: string, price: number, previous: number | null, onRequest = 0) =>
  sql`insert into vehicles (id, sort_order, name, brand, category, price, price_on_request,
      previous_price, status, version, description, images, specifications, features, in_stock,
      is_new, created_at, updated_at)
    values (${id}, 0, ${id}, 'Evolution', 'Classic', ${price}, ${onRequest}, ${previous},
      'available', 1, 'A cart', '[]', '{}', '[]', 1, 1, '2026-01-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z')`

const priced = (id: string, vehicle: string, price: number, at: string) =>
  sql`insert into vehicle_price_changes (id, vehicle_id, price, price_on_request, changed_by, changed_at)
    values (${id}, ${vehicle}, ${price}, 0, null, ${at})`

describe('migrating the price before a reduction to sales', () => {
  it('turns a shown reduction into a sale since the last price change, and drops the rest', async () => {
    database = await createTestDatabase()
    db = openDatabase(database.url, { poolSize: 2 })
    await migrateUpTo(db, migrationNames[migrationNames.indexOf('075_cart_sales') - 1]!)
    await cart('reduced', 9995, 10995).execute(db)
    await priced('p1', 'reduced', 10995, '2026-01-01T00:00:00.000Z').execute(db)
    await priced('p2', 'reduced', 9995, '2026-02-15T12:00:00.000Z').execute(db)
    await cart('raised', 12995, 11995).execute(db)
    await cart('on-request', 9995, 10995, 1).execute(db)
    await cart('never-priced', 8000, 9000).execute(db)
    await migrateToLatest(db)

    // the public sees the same prices as before: the reduced one first, the old one struck through
    expect(await findVehicle(db, 'reduced')).toMatchObject({
      price: 10995,
      sale: { price: 9995, startsAt: '2026-02-15T12:00:00.000Z', endsAt: null },
    })
    expect(await findVehicle(db, 'raised')).toMatchObject({ price: 12995, sale: null })
    expect(await findVehicle(db, 'on-request')).toMatchObject({ price: 9995, sale: null })
    // no history: the sale starts at the cart's last change
    expect((await findVehicle(db, 'never-priced'))?.sale).toMatchObject({
      price: 8000,
      startsAt: '2026-03-01T00:00:00.000Z',
    })
    const history = await priceHistory(db, 'reduced')
    expect(history.map((h) => [h.kind, h.price, h.sale?.startsAt ?? null])).toEqual([
      ['sale', 9995, '2026-02-15T12:00:00.000Z'],
      ['price', 10995, null],
    ])
  })
})
