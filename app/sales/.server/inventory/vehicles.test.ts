import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { addPhotos, markPhotoReady } from '#app/kernel/.server/photos/repository.ts'
import { openTestDatabase } from '#tests/support/database.ts'

import { findVehicle, listVehicles, similarVehicles } from './vehicles'

let db: DB
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
  await seedIfEmpty(db)
  const set = (id: string, status: string) =>
    db
      .updateTable('vehicles')
      .set({ status: status as never })
      .where('id', '=', id)
      .execute()
  await set('denago-ev-city', 'sold')
  await set('evolution-d6-max-xt4', 'pending')
  await set('denago-rover-xl', 'draft')
  await set('evolution-carrier-8-plus', 'archived')
})
afterAll(() => close())

describe('what the public sees of each status', () => {
  it('lists available and pending carts only', async () => {
    const ids = (await listVehicles(db)).map((v) => v.id)
    expect(ids).toContain('evolution-d6-max-xt4')
    for (const hidden of ['denago-ev-city', 'denago-rover-xl', 'evolution-carrier-8-plus']) {
      expect(ids).not.toContain(hidden)
    }
    // 30 seeded, less the sold, draft and archived ones
    expect(ids).toHaveLength(27)
  })

  it('opens the page of a sold or pending cart, never a draft or archived one', async () => {
    expect((await findVehicle(db, 'denago-ev-city'))?.status).toBe('sold')
    expect((await findVehicle(db, 'd6-max-xt4'))?.status).toBe('pending')
    expect(await findVehicle(db, 'denago-rover-xl')).toBeUndefined()
    expect(await findVehicle(db, 'evolution-carrier-8-plus')).toBeUndefined()
  })

  it('takes a sold featured cart off the home page', async () => {
    const { loader } = await import('#app/site/routes/home.tsx')
    const args = { context: { db }, request: new Request('http://x/'), params: {} }
    const { featured } = await loader(args as unknown as Parameters<typeof loader>[0])
    // denago-ev-city, the third featured cart, is sold; the pending one stays
    expect(featured.map((v) => v.id)).toEqual([
      'evolution-d5-maverick-4-plus',
      'evolution-d6-max-xt4',
    ])
  })

  it('lists featured carts first, then carts with photos, then the newest', async () => {
    const before = (await listVehicles(db)).map((v) => v.id)
    // the seed's first three are featured; denago-ev-city among them is sold
    expect(before.slice(0, 2)).toEqual(['evolution-d5-maverick-4-plus', 'evolution-d6-max-xt4'])
    const listed = before.slice(2)
    const newest = listed.at(-1) as string
    const withPhoto = listed.at(-2) as string
    // a cart added today, and an older cart that got a processed photo
    await db
      .updateTable('vehicles')
      .set({ created_at: new Date().toISOString() })
      .where('id', '=', newest)
      .execute()
    const [photo] = await addPhotos(db, withPhoto, [{ hash: 'a'.repeat(64) }])
    await markPhotoReady(db, photo!.id, { width: 800, height: 600, variants: [] })
    const after = (await listVehicles(db)).map((v) => v.id)
    expect(after.slice(0, 4)).toEqual([
      'evolution-d5-maverick-4-plus',
      'evolution-d6-max-xt4',
      withPhoto,
      newest,
    ])
    // the rest keep the dealer's order
    expect(after.slice(4)).toEqual(listed.filter((id) => id !== newest && id !== withPhoto))
    expect((await listVehicles(db, { featured: true })).map((v) => v.id)).toEqual(after.slice(0, 2))
    expect(await listVehicles(db, { limit: 3 })).toHaveLength(3)
  })

  it('offers listed carts of the same brand instead of a sold one', async () => {
    const sold = await findVehicle(db, 'denago-ev-city')
    const similar = await similarVehicles(db, sold!, 3)
    expect(similar).toHaveLength(3)
    for (const cart of similar) {
      expect(cart.brand).toBe('Denago')
      expect(['available', 'pending']).toContain(cart.status)
    }
  })
})
