import { rm } from 'node:fs/promises'

import type { DB } from '../db/connection'
import { photoLimits } from './limits'
import { configureSharpForServer, processPhoto } from './process'
import { createWorkQueue } from './queue'
import {
  deletePhoto,
  failInterruptedPhotos,
  isPhotoHashInUse,
  markPhotoFailed,
  markPhotoReady,
} from './repository'
import type { PhotoStore } from './store'

/** A staged upload to process: its row, its file (deleted once done) and that file's hash. */
export type PhotoJob = { photoId: string; file: string; hash: string }

export type PipelineLogger = Record<
  'info' | 'warn' | 'error',
  (message: string, fields?: object) => void
>

export type PhotoPipeline = {
  /** queues staged uploads; the request that staged them can answer at once */
  enqueue(jobs: readonly PhotoJob[]): void
  /** jobs waiting or running */
  readonly pending: number
  /** resolves once every queued photo is processed (tests, measurements) */
  idle(): Promise<void>
  /**
   * Deletes a photo of a cart and then its stored variants that nothing
   * else uses. False when the cart has no such photo.
   */
  removePhoto(vehicleId: string, photoId: string): Promise<boolean>
  /**
   * Lets the running photo finish and marks the waiting ones failed (their
   * staged files are temporary). Call before closing the database.
   */
  stop(): Promise<void>
}

export type PipelineOptions = {
  db: DB
  store: PhotoStore
  logger: PipelineLogger
  /** photos processed at once; 1 keeps one core free for pages */
  concurrency?: number
  maxPixels?: number
}

/** An hour is far longer than any photo takes: a row still 'processing' after it was orphaned. */
const interruptedAfterMs = 60 * 60 * 1000

const damagedMessage =
  'This photo could not be processed; the file may be damaged. Open it in your photo app and export it as JPEG, then upload it again.'

const storeMessage =
  'This photo could not be saved to the photo storage. Delete it and upload it again later; if it happens again, the storage settings need checking.'

const stoppedMessage =
  'The server restarted before this photo was processed. Delete it and upload it again.'

/**
 * Processes uploaded photos off the request path, one at a time by default:
 * makes the variants, writes them to the store, then marks the photo ready.
 * Photos a crashed server left 'processing' are marked failed an hour later.
 */
export async function createPhotoPipeline(options: PipelineOptions): Promise<PhotoPipeline> {
  const { db, store, logger } = options
  configureSharpForServer()
  // another instance may be processing its own uploads: only rows far older than a job are orphans
  const sweep = async () => {
    const before = new Date(Date.now() - interruptedAfterMs).toISOString()
    const interrupted = await failInterruptedPhotos(db, before)
    if (interrupted > 0)
      logger.warn('photos left unprocessed by a crash marked failed', { interrupted })
  }
  await sweep()
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => logger.error('photo sweep failed', { error: String(error) }))
  }, interruptedAfterMs / 4)
  sweeper.unref()

  async function deleteKeys(keys: readonly string[]) {
    for (const key of keys) await store.delete(key)
  }

  async function run(job: PhotoJob) {
    const started = Date.now()
    let stage: 'processing' | 'storing' = 'processing'
    try {
      const processed = await processPhoto(job.file, options.maxPixels ?? photoLimits.maxPixels)
      stage = 'storing'
      for (const variant of processed.variants) await store.put(variant.key, variant.data)
      const variants = processed.variants.map(({ data: _data, ...variant }) => variant)
      const recorded = await markPhotoReady(db, job.photoId, { ...processed, variants })
      // deleted while it was processed: take back what was stored, unless a twin uses it
      if (!recorded && !(await isPhotoHashInUse(db, job.hash))) {
        await deleteKeys(variants.map((variant) => variant.key))
      }
      logger.info('photo processed', {
        photoId: job.photoId,
        variants: variants.length,
        ms: Date.now() - started,
      })
    } catch (error) {
      logger.error(`photo ${stage} failed`, { photoId: job.photoId, error: String(error) })
      await markPhotoFailed(db, job.photoId, stage === 'processing' ? damagedMessage : storeMessage)
    } finally {
      await rm(job.file, { force: true })
    }
  }

  const queue = createWorkQueue<PhotoJob>({
    run,
    concurrency: options.concurrency ?? 1,
    onError: (error, job) =>
      logger.error('photo job failed', { photoId: job.photoId, error: String(error) }),
  })

  return {
    enqueue(jobs) {
      for (const job of jobs) queue.push(job)
    },
    get pending() {
      return queue.pending
    },
    idle: () => queue.idle(),
    async removePhoto(vehicleId, photoId) {
      const removed = await deletePhoto(db, vehicleId, photoId)
      if (!removed) return false
      await deleteKeys(removed.unusedKeys)
      return true
    },
    async stop() {
      clearInterval(sweeper)
      const dropped = await queue.close()
      for (const job of dropped) {
        await markPhotoFailed(db, job.photoId, stoppedMessage)
        await rm(job.file, { force: true })
      }
    },
  }
}
