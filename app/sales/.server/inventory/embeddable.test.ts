import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inventoryVersion } from '#app/kernel/.server/cache/inventory-version.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { openTestDatabase } from '#tests/support/database.ts'

import { publicPhotoKeys } from './embeddable'

let db: DB
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
  await seedIfEmpty(db)
})
afterAll(() => close())

const key = '0123456789abcdef-640.avif'

describe('publicPhotoKeys', () => {
  it('reads the public keys once per inventory version, and again when a cart or photo changes', async () => {
    const cart = await db
      .selectFrom('vehicles')
      .select('id')
      .where('status', '=', 'available')
      .executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    await db
      .insertInto('vehicle_photos')
      .values({
        id: 'embeddable-test-photo',
        vehicle_id: cart.id,
        position: 0,
        alt: null,
        width: 640,
        height: 480,
        hash: 'f'.repeat(64),
        variants: JSON.stringify([{ format: 'avif', width: 640, height: 480, key, bytes: 1 }]),
        status: 'ready',
        error: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    // the version read on every request, as the tests' servers do
    const embeddable = publicPhotoKeys(db, inventoryVersion(db, 0))
    expect(await embeddable(key)).toBe(true)
    expect(await embeddable('fedcba9876543210-640.avif')).toBe(false)
    expect(await embeddable('../../etc/passwd')).toBe(false)

    // the cart back to a draft, gone from the site: its photos are no other site's to embed
    await db.updateTable('vehicles').set({ status: 'draft' }).where('id', '=', cart.id).execute()
    expect(await embeddable(key)).toBe(false)
  })

  it('keeps the set while the version stands', async () => {
    let reads = 0
    const fixed = { current: () => Promise.resolve('1@') }
    const counting = new Proxy(db, {
      get(target, property) {
        if (property === 'selectFrom') reads++
        const value = Reflect.get(target, property, target) as unknown
        // Kysely's own fields are private: its methods run on the database itself
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value
      },
    })
    const embeddable = publicPhotoKeys(counting, fixed)
    await Promise.all([embeddable(key), embeddable(key), embeddable(key)])
    await embeddable(key)
    expect(reads).toBe(1)
  })
})
