import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { listedStatuses } from '#app/sales/vehicle-status.ts'

import { toVehicle } from '../inventory/vehicles'

/** The listed vehicles as read at `now` (a sale's price while it runs), for matching and the digest. */
export async function listedVehicles(db: DB, now: Date): Promise<Vehicle[]> {
  const rows = await db
    .selectFrom('vehicles')
    .selectAll()
    .where('status', 'in', listedStatuses)
    .orderBy('id')
    .execute()
  return rows.map((row) => toVehicle(row, now))
}
