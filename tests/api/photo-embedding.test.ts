import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withDatabase } from '#tests/support/admin.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * A webmail page showing an alert e-mail loads its images from our domain
 * inside its own page: a cross-origin embed. The photos of carts whose page is
 * public, and the carts' artwork JPEGs, are sent Cross-Origin-Resource-Policy:
 * cross-origin; a draft cart's photos and every other answer stay same-origin.
 */

const photoDir = mkdtempSync(path.join(tmpdir(), 'photo-embedding-'))
const listedKey = '0123456789abcdef-1200.jpg'
const soldKey = '1111111111111111-1200.jpg'
const draftKey = 'fedcba9876543210-1200.jpg'
const strayKey = 'aaaaaaaaaaaaaaaa-800.webp'
let server: TestServer

const addPhoto = (db: DB, vehicle: string, key: string) => {
  const at = new Date().toISOString()
  return db
    .insertInto('vehicle_photos')
    .values({
      id: `photo-${key}`,
      vehicle_id: vehicle,
      position: 0,
      alt: null,
      width: 1200,
      height: 900,
      hash: key.slice(0, 16),
      variants: JSON.stringify([{ format: 'jpeg', width: 1200, height: 900, key, bytes: 4 }]),
      status: 'ready',
      error: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
}

beforeAll(async () => {
  for (const key of [listedKey, soldKey, draftKey, strayKey]) {
    writeFileSync(path.join(photoDir, key), 'jpeg')
  }
  server = await startServer({ PHOTO_DIR: photoDir })
  await withDatabase(server.databaseUrl, async (db) => {
    const setStatus = (id: string, status: 'sold' | 'draft') =>
      db.updateTable('vehicles').set({ status }).where('id', '=', id).execute()
    await setStatus('denago-rover-xl', 'sold')
    await setStatus('denago-ev-city', 'draft')
    await addPhoto(db, 'denago-rover-xxl-lifted-custom', listedKey)
    await addPhoto(db, 'denago-rover-xl', soldKey)
    await addPhoto(db, 'denago-ev-city', draftKey)
  })
})
afterAll(async () => {
  await server?.stop()
  rmSync(photoDir, { recursive: true, force: true })
})

const policyOf = async (pathname: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init })
  return [response.status, response.headers.get('cross-origin-resource-policy')]
}

describe('Cross-Origin-Resource-Policy of images', () => {
  it('lets other sites embed the photos of carts whose page is public, and the carts’ artwork', async () => {
    expect(await policyOf(`/photos/${listedKey}`)).toEqual([200, 'cross-origin'])
    expect(await policyOf(`/photos/${soldKey}`)).toEqual([200, 'cross-origin'])
    expect(await policyOf(`/photos/${listedKey}`, { method: 'HEAD' })).toEqual([
      200,
      'cross-origin',
    ])
    expect(
      await policyOf(`/photos/${listedKey}`, { headers: { 'if-none-match': `"${listedKey}"` } }),
    ).toEqual([304, 'cross-origin'])
    expect(await policyOf('/images/carts/placeholder.jpg')).toEqual([200, 'cross-origin'])
  })

  it('keeps everything else same-origin: a draft cart’s photos, stray variants, pages, staff photos', async () => {
    expect(await policyOf(`/photos/${draftKey}`)).toEqual([200, 'same-origin'])
    expect(await policyOf(`/photos/${strayKey}`)).toEqual([200, 'same-origin'])
    expect(await policyOf('/photos/0000000000000000-1200.jpg')).toEqual([404, 'same-origin'])
    expect(await policyOf('/images/logo.svg')).toEqual([200, 'same-origin'])
    expect(await policyOf('/')).toEqual([200, 'same-origin'])
    const [, staffPhoto] = await policyOf('/admin/rentals/r1/photos/p1')
    expect(staffPhoto).toBe('same-origin')
  })
})
