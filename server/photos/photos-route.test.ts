import type { AddressInfo } from 'node:net'
import path from 'node:path'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LocalPhotoStore } from '#app/kernel/.server/photos/local-store.ts'
import type { PhotoStore } from '#app/kernel/.server/photos/photo-store.ts'
import { S3PhotoStore } from '#app/kernel/.server/photos/s3-store.ts'
import { tempFolder } from '#tests/support/photo-files.ts'
import { startS3Server } from '#tests/support/s3-server.ts'

import { photosRoute } from './photos-route'

const key = '1234567890abcdef-800.avif'
const bytes = Buffer.from('....ftypavif fake avif bytes')

const folder = tempFolder()
let s3: Awaited<ReturnType<typeof startS3Server>>
let s3Store: S3PhotoStore
const servers: { close: () => void }[] = []

beforeAll(async () => {
  s3 = await startS3Server()
  s3Store = new S3PhotoStore(s3)
})
afterAll(async () => {
  for (const server of servers) server.close()
  s3Store.destroy()
  await s3.stop()
  folder.remove()
})

async function serve(store: PhotoStore): Promise<string> {
  const app = express()
  app.use('/photos', photosRoute(store))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe.each([
  ['a local folder', () => new LocalPhotoStore(path.join(folder.dir, 'photos')) as PhotoStore],
  ['S3-compatible storage', () => s3Store as PhotoStore],
])('GET /photos/<key> from %s', (_name, makeStore) => {
  let url: string
  beforeAll(async () => {
    const store = makeStore()
    await store.put(key, bytes)
    url = await serve(store)
  })

  it('answers the bytes with their type, an ETag and a year of immutable caching', async () => {
    const response = await fetch(`${url}/photos/${key}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('content-length')).toBe(String(bytes.length))
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toBe(`"${key}"`)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes)
  })

  it('answers HEAD with the same headers and no body', async () => {
    const response = await fetch(`${url}/photos/${key}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('content-length')).toBe(String(bytes.length))
    expect(response.headers.get('etag')).toBe(`"${key}"`)
    expect((await response.arrayBuffer()).byteLength).toBe(0)
  })

  it('answers 304 when the browser already has it', async () => {
    const response = await fetch(`${url}/photos/${key}`, {
      headers: { 'If-None-Match': `"other", "${key}"` },
    })
    expect(response.status).toBe(304)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers 404 for a key never stored and for names that are not keys', async () => {
    for (const wrong of [
      'ffffffffffffffff-800.avif',
      'ffffffffffffffff-800.avif.txt',
      '..%2F..%2Fetc%2Fpasswd',
      'x.jpg',
    ]) {
      const response = await fetch(`${url}/photos/${wrong}`)
      expect(response.status, wrong).toBe(404)
      expect(response.headers.get('cache-control'), wrong).toBe('no-store')
    }
    const head = await fetch(`${url}/photos/ffffffffffffffff-800.avif`, { method: 'HEAD' })
    expect(head.status).toBe(404)
  })
})
