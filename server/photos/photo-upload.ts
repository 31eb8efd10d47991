import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'
import type { Request, RequestHandler, Response } from 'express'

import type { DB } from '#app/.server/db/connection.ts'
import { inspectPhoto } from '#app/.server/photos/detect.ts'
import { type PhotoLimits, photoLimits } from '#app/.server/photos/limits.ts'
import type { PhotoPipeline } from '#app/.server/photos/pipeline.ts'
import { addPhotos } from '#app/.server/photos/repository.ts'
import type { VehiclePhoto } from '#app/lib/photo.ts'

import { drain } from '../gate/read-body'

export type PhotoUploadOptions = {
  db: DB
  pipeline: Pick<PhotoPipeline, 'enqueue'>
  /**
   * Who is uploading. Answers the request itself (401, 403, a redirect) and
   * returns undefined to refuse; it must also check `Origin`, as for every
   * change. Runs before any of the body is read.
   */
  authorize: (req: Request, res: Response) => Promise<{ userId: string } | undefined>
  /** the cart the photos are for, e.g. `(req) => req.params.id` */
  vehicleId: (req: Request) => string | undefined | Promise<string | undefined>
  /** called in the transaction that records the photos, e.g. to write the audit row */
  onRecorded?: (
    trx: DB,
    entry: { userId: string; vehicleId: string; photos: VehiclePhoto[] },
  ) => Promise<void>
  limits?: Partial<PhotoLimits>
  /** where uploads are staged until processed; the system's temporary folder by default */
  stagingDir?: string
  /**
   * Where to send a browser that posted the form without JavaScript (its
   * Accept prefers HTML): a 303 there instead of the JSON answer.
   */
  pageAfter?: (req: Request, outcome: { added: number } | { error: string }) => string | undefined
}

type Staged = { name: string; file: string; hash: string; tooLarge: boolean }

type Reply = { status: number; body: object }

type Parsed =
  { ok: true; files: Staged[] } | { ok: false; status: 400 | 413; message: string; files: Staged[] }

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024))

/**
 * `POST` handler for multipart photo uploads (any file field; several files
 * at once). Each file is streamed to a staged file, never held in memory,
 * checked by its content and header, then recorded as 'processing' and
 * queued; the answer comes before processing: 202 `{ photos }` in order.
 * Refusals are JSON `{ error, files? }`: 400 a malformed body or no file,
 * 404 no such cart, 413 a file over the size limit or too many files, 415 a
 * type we do not take, 422 an image too large in pixels or unreadable. One
 * refused file refuses the whole request, so nothing is half-saved.
 */
export function photoUpload(options: PhotoUploadOptions): RequestHandler {
  const limits: PhotoLimits = { ...photoLimits, ...options.limits }
  const stagingDir = options.stagingDir ?? tmpdir()

  /** Reads, checks and records the files; every staged file not handed to the pipeline is gone before the answer. */
  async function receive(req: Request, vehicleId: string, userId: string): Promise<Reply> {
    const parsed = await parseUpload(req, limits, stagingDir)
    let staged = parsed.files
    try {
      if (!parsed.ok) return { status: parsed.status, body: { error: parsed.message } }
      const oversized = staged.filter((file) => file.tooLarge)
      if (oversized.length > 0) {
        const error = `${quote(oversized[0]?.name)} is larger than ${mb(limits.maxFileBytes)} MB. Export it at a smaller size or lower quality, then upload it again.`
        return {
          status: 413,
          body: { error, files: oversized.map((f) => ({ name: f.name, error })) },
        }
      }
      if (staged.length === 0) {
        return {
          status: 400,
          body: { error: 'Choose at least one photo: JPEG, PNG, WebP or AVIF.' },
        }
      }

      const refusals: { name: string; status: 415 | 422; error: string }[] = []
      for (const file of staged) {
        const inspection = await inspectPhoto(file.file, limits.maxPixels)
        if (!inspection.ok) {
          refusals.push({ name: file.name, status: inspection.status, error: inspection.message })
        }
      }
      const first = refusals[0]
      if (first) {
        return {
          status: first.status,
          body: {
            error: `${quote(first.name)}: ${first.error}`,
            files: refusals.map(({ name, error }) => ({ name, error })),
          },
        }
      }

      const photos = await options.db.transaction().execute(async (trx) => {
        const added = await addPhotos(trx, vehicleId, staged)
        await options.onRecorded?.(trx, { userId, vehicleId, photos: added })
        return added
      })
      options.pipeline.enqueue(
        photos.map((photo, index) => ({
          photoId: photo.id,
          file: staged[index]?.file ?? '',
          hash: staged[index]?.hash ?? '',
        })),
      )
      staged = [] // the pipeline owns the files now
      return { status: 202, body: { photos } }
    } finally {
      await Promise.all(staged.map((file) => rm(file.file, { force: true })))
    }
  }

  return async (req, res, next) => {
    try {
      const user = await options.authorize(req, res)
      if (!user) {
        await drain(req)
        return
      }
      const vehicleId = await options.vehicleId(req)
      const vehicle = vehicleId
        ? await options.db
            .selectFrom('vehicles')
            .select('id')
            .where('id', '=', vehicleId)
            .executeTakeFirst()
        : undefined
      if (!vehicle) {
        await refuse(req, res, 404, 'There is no such cart.')
        return
      }
      if (!/^multipart\/form-data\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
        await refuse(req, res, 415, 'Send the photos as multipart/form-data.')
        return
      }
      const reply = await receive(req, vehicle.id, user.userId)
      const page = wantsPage(req) ? options.pageAfter?.(req, outcomeOf(reply)) : undefined
      if (page) res.set('Cache-Control', 'no-store').redirect(303, page)
      else answer(res, reply.status, reply.body)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * Streams every file part to its own staged file, hashing it on the way.
 * busboy enforces the per-file size (the rest of an oversized file is read
 * and discarded, so the client gets its answer) and the file count.
 */
function parseUpload(req: Request, limits: PhotoLimits, stagingDir: string): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const files: Staged[] = []
    const writes: Promise<void>[] = []
    const streams: Readable[] = []
    let failure: { status: 400 | 413; message: string } | undefined
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: 50,
          fieldSize: 4096,
          parts: limits.maxFiles + 50,
        },
      })
    } catch {
      // no or bad boundary
      void drain(req).then(() =>
        resolve({ ok: false, status: 400, message: 'The form data could not be read.', files }),
      )
      return
    }

    parser.on('file', (_field, stream, info) => {
      if (failure) {
        stream.resume()
        return
      }
      const staged: Staged = {
        name: displayName(info.filename),
        file: path.join(stagingDir, `photo-upload-${randomUUID()}`),
        hash: '',
        tooLarge: false,
      }
      const hash = createHash('sha256')
      streams.push(stream)
      stream.on('limit', () => {
        staged.tooLarge = true
      })
      files.push(staged)
      writes.push(
        pipeline(
          stream,
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              hash.update(chunk)
              done(null, chunk)
            },
          }),
          createWriteStream(staged.file),
        ).then(() => {
          staged.hash = hash.digest('hex')
        }),
      )
    })
    const tooMany = () => {
      failure ??= { status: 413, message: `Send at most ${limits.maxFiles} photos at a time.` }
    }
    parser.on('filesLimit', tooMany)
    parser.on('partsLimit', tooMany)
    parser.on('fieldsLimit', tooMany)

    let settled = false
    const finish = async (error?: { status: 400 | 413; message: string }) => {
      if (settled) return
      settled = true
      const results = await Promise.allSettled(writes)
      const writeFailure = results.find((result) => result.status === 'rejected')
      const problem = error ?? failure
      if (!problem && writeFailure) {
        // the body arrived whole but could not be written (a full disk): our fault, a 500
        await Promise.all(files.map((file) => rm(file.file, { force: true })))
        reject(
          writeFailure.reason instanceof Error
            ? writeFailure.reason
            : new Error(String(writeFailure.reason)),
        )
        return
      }
      if (problem) {
        resolve({ ok: false, ...problem, files })
        return
      }
      // a browser's empty file input sends a part with no name and no bytes
      const blank = (file: Staged) => file.name === '' && file.hash === emptyHash
      await Promise.all(files.filter(blank).map((file) => rm(file.file, { force: true })))
      resolve({ ok: true, files: files.filter((file) => !blank(file)) })
    }
    parser.on('close', () => void finish())
    parser.on('error', () => {
      // set before the parser's 'close', which follows its 'error'
      failure = { status: 400, message: 'The form data could not be read.' }
      req.unpipe(parser)
      void drain(req).then(() => finish())
    })
    req.on('close', () => {
      if (req.complete) return
      // the parser will not end a file cut short: end its stream so its write settles
      for (const stream of streams) stream.destroy(new Error('upload aborted'))
      void finish({ status: 400, message: 'The upload was cut short.' })
    })
    req.pipe(parser)
  })
}

const emptyHash = createHash('sha256').digest('hex')

/** A file name fit to quote back: no path, no control characters, not too long. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120)
}

function quote(name: string | undefined): string {
  return name ? `"${name}"` : 'A file'
}

/** A plain form post from a browser (fetch asks for anything, so JSON wins there). */
function wantsPage(req: Request): boolean {
  return req.accepts(['application/json', 'text/html']) === 'text/html'
}

function outcomeOf(reply: Reply): { added: number } | { error: string } {
  const body = reply.body as { photos?: unknown[]; error?: string }
  return body.photos ? { added: body.photos.length } : { error: body.error ?? 'Upload refused.' }
}

function answer(res: Response, status: number, body: object) {
  if (res.headersSent) return
  res.status(status).set('Cache-Control', 'no-store').json(body)
}

async function refuse(req: Request, res: Response, status: number, error: string) {
  await drain(req)
  answer(res, status, { error })
}
