import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { memoryDatabase, tempFolder } from '#tests/support/photo-files.ts'
import { png } from '#tests/support/photos.ts'

import type { DB } from '../db/connection'
import { LocalPhotoStore } from './local-store'
import type { PhotoStore } from './photo-store'
import { createPhotoPipeline, type PhotoPipeline } from './pipeline'
import { addPhotos, findPhoto, listPhotos } from './repository'

const cart = 'denago-ev-city'
const quiet = { info() {}, warn() {}, error() {} }

let db: DB
let folder: ReturnType<typeof tempFolder>
let store: LocalPhotoStore
let pipeline: PhotoPipeline | undefined

beforeEach(async () => {
  db = await memoryDatabase()
  folder = tempFolder()
  store = new LocalPhotoStore(path.join(folder.dir, 'photos'))
})
afterEach(async () => {
  await pipeline?.stop()
  pipeline = undefined
  await db.destroy()
  folder.remove()
})

/** A staged upload recorded as processing, as the upload handler leaves it. */
async function stage(name: string, data: Buffer) {
  const hash = name.padEnd(64, '0')
  const [photo] = await addPhotos(db, cart, [{ hash }])
  return { photoId: photo?.id ?? '', file: folder.write(name, data), hash }
}

describe('createPhotoPipeline', () => {
  it('processes, stores every variant, marks the photo ready and removes the staged file', async () => {
    pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    const job = await stage('a', await png(1000, 750))
    pipeline.enqueue([job])
    await pipeline.idle()
    const photo = await findPhoto(db, job.photoId)
    expect(photo).toMatchObject({ status: 'ready', width: 1000, height: 750 })
    // 240, 480, 800 and its own 1000, each as AVIF, WebP and JPEG
    expect(photo?.variants).toHaveLength(12)
    expect(new Set(photo?.variants.map((variant) => variant.format))).toEqual(
      new Set(['avif', 'webp', 'jpeg']),
    )
    for (const variant of photo?.variants ?? []) {
      expect(await store.head(variant.key), variant.key).toMatchObject({
        contentLength: variant.bytes,
      })
    }
    expect(existsSync(job.file)).toBe(false)
  })

  it('shows every waiting photo in WebP and JPEG before any gets its AVIF', async () => {
    const shown: string[] = []
    const logger = {
      ...quiet,
      info: (message: string, fields?: object) => {
        const { photoId } = fields as { photoId: string }
        shown.push(`${message} ${jobs.findIndex((job) => job.photoId === photoId)}`)
      },
    }
    pipeline = await createPhotoPipeline({ db, store, logger })
    const jobs = [
      await stage('cover', await png(900, 600)),
      await stage('second', await png(900, 600, true)),
    ]
    pipeline.enqueue(jobs)
    // the cover is on the public pages before anything else is done
    await vi.waitFor(async () =>
      expect((await findPhoto(db, jobs[0]?.photoId ?? ''))?.status).toBe('ready'),
    )
    const first = await findPhoto(db, jobs[0]?.photoId ?? '')
    expect(first?.variants.map((variant) => variant.format).sort()).toEqual(
      Array.from({ length: 4 }, () => ['jpeg', 'webp'])
        .flat()
        .sort(),
    )
    await pipeline.idle()
    expect(shown).toEqual([
      'photo shown 0',
      'photo shown 1',
      'photo processed 0',
      'photo processed 1',
    ])
    for (const job of jobs) {
      expect((await findPhoto(db, job.photoId))?.variants).toHaveLength(12)
      expect(existsSync(job.file)).toBe(false)
    }
  })

  it('takes back the AVIF of a photo deleted after it was shown', async () => {
    pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    const job = await stage('gone', await png(600, 400))
    pipeline.enqueue([job])
    await vi.waitFor(async () => expect((await findPhoto(db, job.photoId))?.status).toBe('ready'))
    expect(await pipeline.removePhoto(cart, job.photoId)).toBe(true)
    await pipeline.idle()
    expect(readdirSync(path.join(folder.dir, 'photos'))).toEqual([])
  })

  it('marks a file that cannot be decoded failed, with a message for staff', async () => {
    pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    const broken = Buffer.concat([(await png(100, 100)).subarray(0, 60), Buffer.alloc(200)])
    const job = await stage('b', broken)
    pipeline.enqueue([job])
    await pipeline.idle()
    expect(await findPhoto(db, job.photoId)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/could not be processed.*export it as JPEG/),
    })
    expect(existsSync(job.file)).toBe(false)
  })

  it('says the storage failed, not the photo, when the store refuses', async () => {
    const failing: PhotoStore = {
      put: () => Promise.reject(new Error('connect ECONNREFUSED')),
      get: (key) => store.get(key),
      head: (key) => store.head(key),
      delete: (key) => store.delete(key),
    }
    pipeline = await createPhotoPipeline({ db, store: failing, logger: quiet })
    const job = await stage('c', await png(200, 100))
    pipeline.enqueue([job])
    await pipeline.idle()
    expect((await findPhoto(db, job.photoId))?.error).toMatch(/photo storage/)
  })

  it('takes back the stored variants of a photo deleted while it was processed', async () => {
    pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    const job = await stage('d', await png(600, 400))
    await db.deleteFrom('vehicle_photos').where('id', '=', job.photoId).execute()
    pipeline.enqueue([job])
    await pipeline.idle()
    expect(readdirSync(path.join(folder.dir, 'photos'))).toEqual([])
  })

  it('on stop finishes the running pass, keeps the shown photo and marks the waiting ones failed', async () => {
    pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    const jobs = [
      await stage('e', await png(400, 300)),
      await stage('f', await png(400, 300)),
      await stage('g', await png(400, 300)),
    ]
    pipeline.enqueue(jobs)
    await pipeline.stop()
    pipeline = undefined
    const statuses = (await listPhotos(db, cart)).map((p) => [p.status, p.error !== null])
    expect(statuses).toEqual([
      ['ready', false],
      ['failed', true],
      ['failed', true],
    ])
    for (const job of jobs) expect(existsSync(job.file)).toBe(false)
  })

  it('at start fails photos a crashed server left processing for over an hour', async () => {
    const [old] = await addPhotos(db, cart, [{ hash: 'f'.repeat(64) }])
    await db
      .updateTable('vehicle_photos')
      .set({ updated_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .execute()
    const [recent] = await addPhotos(db, cart, [{ hash: 'e'.repeat(64) }])
    pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    expect((await findPhoto(db, old?.id ?? ''))?.status).toBe('failed')
    expect((await findPhoto(db, recent?.id ?? ''))?.status).toBe('processing')
  })
})
