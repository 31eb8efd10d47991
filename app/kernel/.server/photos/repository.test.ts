import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'

import type { PhotoVariant } from '#app/kernel/photo.ts'
import { memoryDatabase } from '#tests/support/photo-files.ts'

import type { DB } from '../db/connection'
import {
  addPhotos,
  deletePhoto,
  failInterruptedPhotos,
  findPhoto,
  isPhotoHashInUse,
  listPhotos,
  listReadyPhotos,
  markPhotoFailed,
  markPhotoReady,
  reorderPhotos,
  setPhotoAlt,
} from './repository'

const cart = 'evolution-d5-maverick-4-plus'
const other = 'denago-ev-city'
let db: DB

beforeEach(async () => {
  db = await memoryDatabase()
})

function variant(hash: string, width: number): PhotoVariant {
  return { format: 'jpeg', width, height: (width * 3) / 4, key: `${hash}-${width}.jpg`, bytes: 100 }
}

async function readyPhotos(vehicleId: string, hashes: string[]) {
  const photos = await addPhotos(
    db,
    vehicleId,
    hashes.map((hash) => ({ hash })),
  )
  for (const [index, photo] of photos.entries()) {
    const hash = hashes[index] ?? ''
    await markPhotoReady(db, photo.id, {
      width: 2000,
      height: 1500,
      variants: [variant(hash.slice(0, 16), 480), variant(hash.slice(0, 16), 800)],
    })
  }
  return photos.map((photo) => photo.id)
}

describe('addPhotos', () => {
  it('adds uploads after the existing photos, processing, with the default alt', async () => {
    const first = await addPhotos(db, cart, [{ hash: 'a'.repeat(64) }, { hash: 'b'.repeat(64) }])
    expect(first.map((p) => [p.position, p.status, p.alt, p.customAlt])).toEqual([
      [0, 'processing', 'Evolution D5 Maverick 4 Plus, photo 1', null],
      [1, 'processing', 'Evolution D5 Maverick 4 Plus, photo 2', null],
    ])
    const more = await addPhotos(db, cart, [{ hash: 'c'.repeat(64) }])
    expect(more[0]?.position).toBe(2)
    expect(more[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(more[0]?.createdAt ?? '')).not.toBeNaN()
    expect(await listPhotos(db, other)).toEqual([])
  })

  it('refuses a cart that does not exist', async () => {
    await expect(addPhotos(db, 'no-such-cart', [{ hash: 'a'.repeat(64) }])).rejects.toThrow()
  })
})

describe('processing outcome', () => {
  it('marks a photo ready with its size and variants, once', async () => {
    const [photo] = await addPhotos(db, cart, [{ hash: 'a'.repeat(64) }])
    const variants = [variant('aaaaaaaaaaaaaaaa', 480)]
    expect(await markPhotoReady(db, photo!.id, { width: 4000, height: 3000, variants })).toBe(true)
    expect(await findPhoto(db, photo!.id)).toMatchObject({
      status: 'ready',
      width: 4000,
      height: 3000,
      variants,
      error: null,
    })
    // a second outcome (a twin job, a late failure) changes nothing
    await markPhotoFailed(db, photo!.id, 'late')
    expect((await findPhoto(db, photo!.id))?.status).toBe('ready')
  })

  it('records a failure for staff', async () => {
    const [photo] = await addPhotos(db, cart, [{ hash: 'a'.repeat(64) }])
    await markPhotoFailed(db, photo!.id, 'The file may be damaged.')
    expect(await findPhoto(db, photo!.id)).toMatchObject({
      status: 'failed',
      error: 'The file may be damaged.',
    })
  })

  it('fails photos left processing before a given time, not newer ones', async () => {
    const [old, fresh] = await addPhotos(db, cart, [
      { hash: 'a'.repeat(64) },
      { hash: 'b'.repeat(64) },
    ])
    await db
      .updateTable('vehicle_photos')
      .set({ updated_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', old!.id)
      .execute()
    expect(await failInterruptedPhotos(db, '2021-01-01T00:00:00.000Z')).toBe(1)
    expect((await findPhoto(db, old!.id))?.status).toBe('failed')
    expect((await findPhoto(db, fresh!.id))?.status).toBe('processing')
  })
})

describe('listReadyPhotos', () => {
  it('gives only ready photos, cover first, for several carts at once', async () => {
    const [a, b] = await readyPhotos(cart, ['a'.repeat(64), 'b'.repeat(64)])
    await addPhotos(db, cart, [{ hash: 'c'.repeat(64) }])
    const [d] = await readyPhotos(other, ['d'.repeat(64)])
    await reorderPhotos(db, cart, [b!, a!, (await listPhotos(db, cart))[2]!.id])
    const byCart = await listReadyPhotos(db, [cart, other, 'evolution-d6-max-xt4'])
    expect(byCart.get(cart)?.map((p) => p.id)).toEqual([b, a])
    expect(byCart.get(other)?.map((p) => p.id)).toEqual([d])
    expect(byCart.has('evolution-d6-max-xt4')).toBe(false)
    expect((await listReadyPhotos(db, [])).size).toBe(0)
  })
})

describe('reorderPhotos', () => {
  it('puts the photos in the given order; the first is the cover', async () => {
    const [a, b, c] = await readyPhotos(cart, ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)])
    expect(await reorderPhotos(db, cart, [c!, a!, b!])).toBe(true)
    const photos = await listPhotos(db, cart)
    expect(photos.map((p) => [p.id, p.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ])
    // default alt texts follow the new order
    expect(photos[0]?.alt).toBe('Evolution D5 Maverick 4 Plus, photo 1')
  })

  it('changes nothing unless every photo of the cart is named exactly once', async () => {
    const [a, b] = await readyPhotos(cart, ['a'.repeat(64), 'b'.repeat(64)])
    const [x] = await readyPhotos(other, ['c'.repeat(64)])
    for (const order of [[b!], [b!, a!, a!], [b!, x!], [b!, a!, x!], []]) {
      expect(await reorderPhotos(db, cart, order), order.join()).toBe(false)
    }
    expect((await listPhotos(db, cart)).map((p) => p.id)).toEqual([a, b])
  })
})

describe('setPhotoAlt', () => {
  it('keeps what staff write, tidied, and goes back to the default when blank', async () => {
    const [a] = await readyPhotos(cart, ['a'.repeat(64)])
    expect(await setPhotoAlt(db, cart, a!, '  Front view,\n charging port open ')).toBe(true)
    expect(await findPhoto(db, a!)).toMatchObject({
      alt: 'Front view, charging port open',
      customAlt: 'Front view, charging port open',
    })
    await setPhotoAlt(db, cart, a!, '   ')
    expect(await findPhoto(db, a!)).toMatchObject({
      alt: 'Evolution D5 Maverick 4 Plus, photo 1',
      customAlt: null,
    })
  })

  it('is false for a photo of another cart', async () => {
    const [a] = await readyPhotos(cart, ['a'.repeat(64)])
    expect(await setPhotoAlt(db, other, a!, 'Hijacked')).toBe(false)
    expect((await findPhoto(db, a!))?.customAlt).toBeNull()
  })
})

describe('deletePhoto', () => {
  it('deletes, closes the gap and hands back the keys to remove from the store', async () => {
    const [a, b, c] = await readyPhotos(cart, ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)])
    const removed = await deletePhoto(db, cart, a!)
    expect(removed?.photo.id).toBe(a)
    expect(removed?.unusedKeys).toEqual(['aaaaaaaaaaaaaaaa-480.jpg', 'aaaaaaaaaaaaaaaa-800.jpg'])
    expect((await listPhotos(db, cart)).map((p) => [p.id, p.position])).toEqual([
      [b, 0],
      [c, 1],
    ])
  })

  it('keeps the keys while another photo of the same file uses them', async () => {
    const [a] = await readyPhotos(cart, ['a'.repeat(64)])
    await readyPhotos(other, ['a'.repeat(64)])
    expect((await deletePhoto(db, cart, a!))?.unusedKeys).toEqual([])
    expect(await isPhotoHashInUse(db, 'a'.repeat(64))).toBe(true)
  })

  it('is undefined for a photo of another cart, and deletes nothing', async () => {
    const [a] = await readyPhotos(cart, ['a'.repeat(64)])
    expect(await deletePhoto(db, other, a!)).toBeUndefined()
    expect(await findPhoto(db, a!)).toBeDefined()
  })

  it('goes with its cart', async () => {
    await readyPhotos(cart, ['a'.repeat(64)])
    await db.deleteFrom('vehicles').where('id', '=', cart).execute()
    const { rows } = await sql<{ n: number }>`select count(*) as n from vehicle_photos`.execute(db)
    expect(rows[0]?.n).toBe(0)
  })
})
