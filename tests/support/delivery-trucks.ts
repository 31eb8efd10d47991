import type { DB } from '#app/kernel/.server/db/connection.ts'

/* The trucks' schedule in tests: migration 106 starts each showroom with one truck. */

/** Gives a showroom `count` more trucks, working every day. */
export async function addTrucks(db: DB, count: number, showroom = 'pocono-pines'): Promise<void> {
  for (let i = 2; i < count + 2; i++) {
    await db
      .insertInto('delivery_trucks')
      .values({
        id: `${showroom}-${i}`,
        showroom,
        name: `Truck ${i}`,
        weekdays: '0123456',
        active: 1,
        updated_at: new Date().toISOString(),
      })
      .execute()
  }
}
