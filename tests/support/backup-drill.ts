import { randomUUID } from 'node:crypto'

import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { columnsOf } from '#app/kernel/.server/backup/dump.ts'
import { tablesInOrder } from '#app/kernel/.server/backup/tables.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import type { PhotoStore } from '#app/kernel/.server/photos/photo-store.ts'
import { changeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { responsePromise } from '#app/leads/.server/due.ts'
import { changeStage } from '#app/leads/.server/events.ts'

import { insertLead } from './leads'
import { createStaffUser } from './staff'

/* What the restore drills fill a database with, and how they compare it after. */

/** Carts with photos, leads with events, staff, audit and settings. */
export async function fillForBackup(db: DB, photos: PhotoStore) {
  await seedIfEmpty(db)
  const owner = await createStaffUser(db, { email: 'owner@example.com', role: 'owner' })
  const actor = { id: owner.id, email: owner.email, ip: '198.51.100.1' }
  const lead = await insertLead(db, { receivedAt: '2026-11-20T15:00:00.000Z' })
  await changeStage(db, lead, { to: 'contacted', expected: 'new' }, actor)
  await recordAudit(db, { actor, action: 'vehicle.update', entity: 'vehicle', entityId: 'x' })
  await changeSetting(db, responsePromise, { actor, value: 90, ip: actor.ip })
  const vehicle = await db.selectFrom('vehicles').select('id').executeTakeFirstOrThrow()
  const variants = [800, 240].map((width) => {
    const key = `${randomUUID().replaceAll('-', '').slice(0, 16)}-${width}.avif`
    return { format: 'avif', width, height: width, key, bytes: width * 10 }
  })
  for (const v of variants) await photos.put(v.key, Buffer.alloc(v.bytes, v.width % 251))
  const now = new Date().toISOString()
  await db
    .insertInto('vehicle_photos')
    .values({
      id: randomUUID(),
      vehicle_id: vehicle.id,
      position: 0,
      alt: 'A cart, “quoted” and ünïcode',
      width: 800,
      height: 800,
      hash: 'f'.repeat(64),
      variants: JSON.stringify(variants),
      status: 'ready',
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return variants.map((v) => v.key)
}

/** Every row of every table as a backup keeps it (generated columns aside), in a stable order, as text to compare. */
export async function everything(db: DB): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {}
  for (const table of await tablesInOrder(db)) {
    const columns = await columnsOf(db, table)
    const rows = await db
      .selectFrom(table as 'vehicles')
      .select(columns as 'id'[])
      .execute()
    all[table] = rows.map((r) => JSON.stringify(Object.entries(r).sort())).sort()
  }
  return all
}
