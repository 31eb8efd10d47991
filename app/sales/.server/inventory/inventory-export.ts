import type { DB } from '#app/kernel/.server/db/connection.ts'
import { keysetBatches } from '#app/kernel/.server/db/keyset-batches.ts'
import type { VehicleRow } from '#app/kernel/.server/db/schema.ts'
import { listReadyPhotos } from '#app/kernel/.server/photos/repository.ts'
import { csvStream } from '#app/kernel/csv-stream.ts'
import type { InventoryAdminFilter } from '#app/sales/inventory-admin-filter.ts'
import { cartCsvCells, inventoryCsvColumns } from '#app/sales/inventory-csv.ts'
import { photoImageUrls } from '#app/sales/vehicle-photo-images.ts'

import { toStaffVehicle } from './vehicle-admin'
import { matchingVehicles } from './vehicle-list'

// a byte-order mark: Excel then reads the file as UTF-8
const excelReadsUtf8 = { bom: true }

/** Which carts an export holds: the inventory list's filters (every page of them). */
export type InventoryExportScope = Omit<InventoryAdminFilter, 'page'>

/** How many carts an export of this scope holds. */
export async function inventoryExportCount(db: DB, scope: InventoryExportScope): Promise<number> {
  const row = await matchingVehicles(db, scope)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The carts as the inventory's CSV file, every status, in id order, every
 * cell formula-safe: the columns the import reads back, and the public
 * addresses of each cart's photos. Written a batch at a time as the reader
 * takes it, each batch's photos in one query.
 */
export function inventoryCsv(
  db: DB,
  scope: InventoryExportScope,
  siteUrl: string,
  now: Date = new Date(),
): ReadableStream<Uint8Array> {
  type Line = { row: VehicleRow; photos: string[] }
  const batches = keysetBatches<Line>(async (after, size) => {
    let query = matchingVehicles(db, scope).selectAll()
    if (after) query = query.where('id', '>', after.row.id)
    const rows = await query.orderBy('id').limit(size).execute()
    const photos = await listReadyPhotos(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => ({
      row,
      photos: photoImageUrls(photos.get(row.id) ?? []).map((path) => `${siteUrl}${path}`),
    }))
  })
  return csvStream(
    [...inventoryCsvColumns],
    batches,
    ({ row, photos }) => {
      const cells = cartCsvCells(toStaffVehicle(row), photos, now)
      return inventoryCsvColumns.map((column) => cells[column])
    },
    excelReadsUtf8,
  )
}
