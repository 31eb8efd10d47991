import type { KyselyPlugin, UnknownRow } from 'kysely'
import { describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { exportBatchSize } from '#app/kernel/.server/db/keyset-batches.ts'
import type { VehicleRow } from '#app/kernel/.server/db/schema.ts'
import { addPhotos, markPhotoReady } from '#app/kernel/.server/photos/repository.ts'
import { parseCsv } from '#app/kernel/csv-parse.ts'
import { inventoryCsvColumns } from '#app/sales/inventory-csv.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { inventoryCsv, inventoryExportCount, type InventoryExportScope } from './inventory-export'

const db = eachTestDatabase()
const everything: InventoryExportScope = { search: '', status: '', brand: '' }
const site = 'https://keystone.example'

/** `count` carts straight into the table, ids cart-00000 on, every fifth archived. */
async function seedCarts(count: number, changes: Partial<VehicleRow> = {}) {
  const now = '2030-01-01T00:00:00.000Z'
  const rows = Array.from({ length: count }, (_, i): VehicleRow => ({
    id: `cart-${String(i).padStart(5, '0')}`,
    sort_order: i,
    featured: 0,
    name: `Test Cart ${i}`,
    brand: i % 2 ? 'Denago' : 'Evolution',
    category: 'Rover',
    price: 9000 + i,
    price_on_request: 0,
    sale_price: null,
    sale_starts_at: null,
    sale_ends_at: null,
    tags: '[]',
    location_id: null,
    status: i % 5 === 0 ? 'archived' : 'available',
    version: 1,
    description: 'A cart seeded for the export test, long enough.',
    images: '[]',
    external_url: null,
    specifications: '{"seatingCapacity":4}',
    features: '[]',
    in_stock: 1,
    is_new: 1,
    year: null,
    created_at: now,
    updated_at: now,
    ...changes,
  }))
  for (let at = 0; at < rows.length; at += 200) {
    await db()
      .insertInto('vehicles')
      .values(rows.slice(at, at + 200))
      .execute()
  }
}

async function exported(database: DB, scope = everything) {
  const parsed = parseCsv(await new Response(inventoryCsv(database, scope, site)).text())
  if (!parsed.ok) throw new Error(parsed.message)
  const [header, ...lines] = parsed.records.map((record) => record.cells)
  return { header, lines }
}

describe('inventoryCsv', () => {
  it('writes every cart of every status in id order, honouring the list’s filters', async () => {
    await seedCarts(6)
    const { header, lines } = await exported(db())
    expect(header).toEqual([...inventoryCsvColumns])
    expect(lines.map((line) => line[0])).toEqual([
      'cart-00000',
      'cart-00001',
      'cart-00002',
      'cart-00003',
      'cart-00004',
      'cart-00005',
    ])
    expect(lines[0]).toEqual(
      expect.arrayContaining(['Test Cart 0', 'Evolution', '9000', 'archived', 'new', 'yes']),
    )
    const denago = { ...everything, brand: 'Denago', status: 'available' as const }
    expect((await exported(db(), denago)).lines.map((line) => line[0])).toEqual([
      'cart-00001',
      'cart-00003',
    ])
    expect(await inventoryExportCount(db(), denago)).toBe(2)
  })

  it('defuses cells a spreadsheet would run, and lists the photos’ public addresses', async () => {
    await seedCarts(1, {
      name: '=HYPERLINK("http://evil.example")',
      description: '@SUM(A1) and more text',
    })
    const [photo] = await addPhotos(db(), 'cart-00000', [{ hash: 'a'.repeat(64) }])
    await markPhotoReady(db(), photo!.id, {
      width: 1200,
      height: 900,
      variants: [{ format: 'jpeg', width: 1200, height: 900, key: 'abc-1200.jpg', bytes: 1 }],
    })
    const text = await new Response(inventoryCsv(db(), everything, site)).text()
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(text).toContain(`'@SUM(A1) and more text`)
    expect(text).toContain(`${site}/photos/abc-1200.jpg`)
  })

  it('holds one batch of carts at most while the file is read', async () => {
    const total = 1200
    await seedCarts(total)
    // counts the cart rows the export has fetched from the database
    let fetched = 0
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async ({ result }) => {
        fetched += result.rows.filter((row: UnknownRow) => 'sort_order' in row).length
        return result
      },
    }
    const reader = inventoryCsv(db().withPlugin(counting), everything, site).getReader()
    const decoder = new TextDecoder()
    let read = 0
    let mostHeld = 0
    let chunks = 0
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      // a cart's line holds no line break here: one CRLF a line
      read += decoder.decode(next.value, { stream: true }).split('\r\n').length - 1
      // a slow download: an export that ran ahead would fetch more meanwhile
      if (chunks++ % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 20))
      mostHeld = Math.max(mostHeld, fetched - (read - 1))
    }
    expect(read - 1).toBe(total)
    expect(fetched).toBe(total)
    expect(mostHeld).toBeLessThanOrEqual(exportBatchSize)
  })
})
