import { rm } from 'node:fs/promises'

import type { PhotoVariant } from '#app/kernel/photo.ts'

import type { DB } from '../db/connection'
import { photoLimits } from './limits'
import type { PhotoStore } from './photo-store'
import {
  configureSharpForServer,
  firstFormats,
  laterFormats,
  type ProcessedVariant,
  processPhoto,
} from './process'
import { createWorkQueue } from './queue'
import {
  completePhotoVariants,
  deletePhoto,
  failInterruptedPhotos,
  isPhotoHashInUse,
  markPhotoFailed,
  markPhotoReady,
} from './repository'

/** A staged upload to process: its row, its file (deleted once done) and that file's hash. */
export type PhotoJob = { photoId: string; file: string; hash: string }

/** A photo's first pass, or its later one with the variants the first made. */
type Pass = { job: PhotoJob; shown?: PhotoVariant[] }

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
  const maxPixels = options.maxPixels ?? photoLimits.maxPixels
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

  /** Stores the variants made; false when the photo is gone and they were taken back. */
  async function storeVariants(
    job: PhotoJob,
    processed: ProcessedVariant[],
    record: () => Promise<boolean>,
  ) {
    for (const variant of processed) await store.put(variant.key, variant.data)
    const recorded = await record()
    // deleted while it was processed: take back what was stored, unless a twin uses it
    if (!recorded && !(await isPhotoHashInUse(db, job.hash))) {
      await deleteKeys(processed.map((variant) => variant.key))
    }
    return recorded
  }

  /** By width, then AVIF, WebP, JPEG: the order one pass makes them in. */
  const formatOrder = [...laterFormats, ...firstFormats]
  const inMadeOrder = (variants: PhotoVariant[]) =>
    variants.sort(
      (a, b) => a.width - b.width || formatOrder.indexOf(a.format) - formatOrder.indexOf(b.format),
    )

  const withoutData = (variants: ProcessedVariant[]): PhotoVariant[] =>
    variants.map(({ data: _data, ...variant }) => variant)

  /**
   * The first pass makes the formats every browser can show, marks the photo
   * ready (it is on the public pages from then on) and queues the later pass,
   * which waits until no photo waits for its first.
   */
  async function firstPass(job: PhotoJob) {
    const started = Date.now()
    let stage: 'processing' | 'storing' = 'processing'
    let keepFile = false
    try {
      const processed = await processPhoto(job.file, maxPixels, firstFormats)
      stage = 'storing'
      const shown = withoutData(processed.variants)
      const recorded = await storeVariants(job, processed.variants, () =>
        markPhotoReady(db, job.photoId, { ...processed, variants: shown }),
      )
      logger.info('photo shown', { photoId: job.photoId, ms: Date.now() - started })
      if (recorded) {
        queue.push({ job, shown }, { later: true })
        keepFile = true
      }
    } catch (error) {
      logger.error(`photo ${stage} failed`, { photoId: job.photoId, error: String(error) })
      await markPhotoFailed(db, job.photoId, stage === 'processing' ? damagedMessage : storeMessage)
    } finally {
      if (!keepFile) await rm(job.file, { force: true })
    }
  }

  /** The later pass adds AVIF; if it fails, the photo stays shown in the first pass's formats. */
  async function laterPass(job: PhotoJob, shown: PhotoVariant[]) {
    const started = Date.now()
    try {
      const processed = await processPhoto(job.file, maxPixels, laterFormats)
      await storeVariants(job, processed.variants, () =>
        completePhotoVariants(
          db,
          job.photoId,
          inMadeOrder([...shown, ...withoutData(processed.variants)]),
        ),
      )
      logger.info('photo processed', { photoId: job.photoId, ms: Date.now() - started })
    } catch (error) {
      logger.warn('photo shown without its later formats', {
        photoId: job.photoId,
        error: String(error),
      })
    } finally {
      await rm(job.file, { force: true })
    }
  }

  const queue = createWorkQueue<Pass>({
    run: (pass) => (pass.shown ? laterPass(pass.job, pass.shown) : firstPass(pass.job)),
    concurrency: options.concurrency ?? 1,
    onError: (error, pass) =>
      logger.error('photo job failed', { photoId: pass.job.photoId, error: String(error) }),
  })

  return {
    enqueue(jobs) {
      for (const job of jobs) queue.push({ job })
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
      for (const { job, shown } of dropped) {
        // a photo already shown stays so, without its later formats
        if (!shown) await markPhotoFailed(db, job.photoId, stoppedMessage)
        await rm(job.file, { force: true })
      }
    },
  }
}
