import { type KyselyPlugin, sql, type UnknownRow } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'
import {
  type InventoryAdminFilter,
  inventoryAdminPageSize,
} from '#app/sales/inventory-admin-filter.ts'
import { type VehicleStatus, vehicleStatuses } from '#app/sales/vehicle-status.ts'
import { openTestDatabase } from '#tests/support/database.ts'
import { queryPlans, usesIndex } from '#tests/support/query-plan.ts'

import { vehicleList } from './vehicle-list'

/*
 * A big lot: 300 carts of every status, three photos each. The list shows
 * one page of them, counts all of them, and reads only the shown carts' covers.
 */

let db: DB
let close: () => Promise<void>

const statusOf = (n: number): VehicleStatus => vehicleStatuses[n % vehicleStatuses.length]!
const carts = Array.from({ length: 300 }, (_, n) => ({
  id: `cart-${String(n).padStart(3, '0')}`,
  status: statusOf(n),
  priceOnRequest: n % 7 === 0,
  // a later cart was changed later
  updatedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
}))
const photoKey = (cart: string, position: number) => `${cart}/p${position}/200.jpg`

beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
  await db
    .insertInto('vehicles')
    .values(
      carts.map((cart, n) => ({
        id: cart.id,
        sort_order: n,
        featured: 0,
        name: `Test Cart ${cart.id}`,
        brand: n % 2 ? 'Denago' : 'Evolution',
        category: 'Classic',
        price: 10_000 + n,
        price_on_request: cart.priceOnRequest ? 1 : 0,
        tags: '[]',
        status: cart.status,
        version: 1,
        description: n === 123 ? 'Has the Lake Package fitted.' : 'A four-seat cart.',
        images: '[]',
        specifications: '{}',
        features: '[]',
        in_stock: 1,
        is_new: 1,
        created_at: cart.updatedAt,
        updated_at: cart.updatedAt,
      })),
    )
    .execute()
  await db
    .insertInto('vehicle_photos')
    .values(
      carts.flatMap((cart) =>
        [0, 1, 2].map((position) => ({
          id: `${cart.id}-photo-${position}`,
          vehicle_id: cart.id,
          position,
          alt: null,
          width: 1600,
          height: 1200,
          hash: `${cart.id}-${position}`,
          variants: JSON.stringify([
            { format: 'jpeg', width: 800, height: 600, key: `${cart.id}/p${position}/800.jpg` },
            { format: 'jpeg', width: 200, height: 150, key: photoKey(cart.id, position) },
          ]),
          status: 'ready' as const,
          error: null,
          created_at: cart.updatedAt,
          updated_at: cart.updatedAt,
        })),
      ),
    )
    .execute()
  // PostgreSQL plans by its statistics, which a live database keeps and a fresh one lacks
  if (engineOf(db) === 'postgres') await sql`analyze vehicles`.execute(db)
})
afterAll(() => close())

const filter = { search: '', status: '' as const, brand: '', page: 1 }
const onLot = (status: VehicleStatus) => status !== 'sold' && status !== 'archived'

/** Every row the database answered while `run` ran. */
async function rowsRead(run: (db: DB) => Promise<unknown>): Promise<UnknownRow[]> {
  const rows: UnknownRow[] = []
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      rows.push(...result.rows)
      return result
    },
  }
  await run(db.withPlugin(recorder))
  return rows
}

describe('the back office inventory list of 300 carts', () => {
  it('shows one page, carts on the lot first, newest change first', async () => {
    const list = await vehicleList(db, filter)
    expect(list.rows).toHaveLength(inventoryAdminPageSize)
    expect(list).toMatchObject({ page: 1, pages: 6, matches: 300, total: 300 })
    const expected = carts
      .filter((cart) => onLot(cart.status))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, inventoryAdminPageSize)
      .map((cart) => cart.id)
    expect(list.rows.map((row) => row.id)).toEqual(expected)
  })

  it('counts every status and the feeds’ carts', async () => {
    const list = await vehicleList(db, filter)
    for (const status of vehicleStatuses) {
      expect(list.counts[status]).toBe(carts.filter((cart) => cart.status === status).length)
    }
    const listed = carts.filter(
      (cart) => ['available', 'pending'].includes(cart.status) && !cart.priceOnRequest,
    )
    expect(list.inFeeds).toBe(listed.length)
  })

  it('shows each cart’s cover and reads no photo of a cart not shown', async () => {
    let list: Awaited<ReturnType<typeof vehicleList>> | undefined
    const rows = await rowsRead(async (spied) => {
      list = await vehicleList(spied, { ...filter, page: 2 })
    })
    const shown = new Set(list!.rows.map((row) => row.id))
    expect(shown.size).toBe(inventoryAdminPageSize)
    for (const row of list!.rows) {
      expect(row.thumbnail?.src).toContain(photoKey(row.id, 0))
      expect(row.problems.join(' ')).not.toContain('No photo yet')
    }
    const photoRows = rows.filter((row) => 'vehicle_id' in row)
    expect(photoRows).toHaveLength(inventoryAdminPageSize)
    for (const row of photoRows) expect(shown.has(String(row.vehicle_id))).toBe(true)
    // the carts read: the shown page alone
    expect(rows.filter((row) => 'description' in row)).toHaveLength(inventoryAdminPageSize)
  })

  it('takes the first ready photo as the cover when the first one is still processing', async () => {
    const [newest] = (await vehicleList(db, filter)).rows
    const photo = `${newest!.id}-photo-0`
    await db
      .updateTable('vehicle_photos')
      .set({ status: 'processing' })
      .where('id', '=', photo)
      .execute()
    try {
      const [row] = (await vehicleList(db, filter)).rows
      expect(row?.thumbnail?.src).toContain(photoKey(newest!.id, 1))
    } finally {
      await db
        .updateTable('vehicle_photos')
        .set({ status: 'ready' })
        .where('id', '=', photo)
        .execute()
    }
  })

  it('pages within a status filter and search, and shows the last page for one past it', async () => {
    const sold = carts.filter((cart) => cart.status === 'sold')
    const second = await vehicleList(db, { ...filter, status: 'sold', page: 2 })
    expect(second).toMatchObject({ page: 2, pages: 2, matches: sold.length })
    expect(second.rows).toHaveLength(sold.length - inventoryAdminPageSize)
    expect(second.rows.every((row) => row.status === 'sold')).toBe(true)
    const past = await vehicleList(db, { ...filter, status: 'sold', page: 9 })
    expect(past.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id))
    const searched = await vehicleList(db, { ...filter, search: 'lake PACKAGE' })
    expect(searched.rows.map((row) => row.id)).toEqual(['cart-123'])
    expect(searched.counts.sold).toBe(sold.length)
  })

  it('reads a page through an index in the list’s order, not by sorting every cart', async () => {
    const cases = [['', 'vehicles_list_order']] as [InventoryAdminFilter['status'], string][]
    // PostgreSQL rightly sorts the 60 sold carts of this test rather than walk
    // an index; it walks it for the thousand of a real lot, as SQLite always does
    if (engineOf(db) === 'sqlite') cases.push(['sold', 'vehicles_status_updated'])
    for (const [status, index] of cases) {
      const plans = await queryPlans(db, (spied) =>
        vehicleList(spied, { ...filter, status, page: 2 }),
      )
      // the page query is the third: after the counts and the count of matches
      const plan = plans[2]!
      expect(usesIndex(plan, index), plan).toBe(true)
      expect(plan, plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/)
    }
  })
})
