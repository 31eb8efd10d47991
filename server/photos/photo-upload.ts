import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'
import type { Request, RequestHandler, Response } from 'express'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { type PhotoLimits, photoLimits } from '#app/kernel/.server/photos/limits.ts'
import type { PhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { addPhotos } from '#app/kernel/.server/photos/repository.ts'
import {
  contentTypeRefusal,
  cutShort,
  displayName,
  noSuchCart,
  stagedRefusal,
  tooManyFiles,
  unreadableForm,
  type UploadRefusal,
  uploadVehicle,
} from '#app/kernel/.server/photos/upload-refusals.ts'
import type { VehiclePhoto } from '#app/kernel/photo.ts'

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

type Parsed = { ok: true; files: Staged[] } | { ok: false; refusal: UploadRefusal; files: Staged[] }

/**
 * `POST` handler for multipart photo uploads (any file field; several files
 * at once). Each file is streamed to a staged file, never held in memory,
 * checked by its content and header, then recorded as 'processing' and
 * queued; the answer comes before processing: 202 `{ photos }` in order.
 * Refusals are JSON `{ error, files? }`, decided by upload-refusals.ts: 400
 * a malformed body or no file, 404 no such cart, 413 a file over the size
 * limit or too many files, 415 a type we do not take, 422 an image too large
 * in pixels or unreadable. One refused file refuses the whole request, so
 * nothing is half-saved.
 */
export function photoUpload(options: PhotoUploadOptions): RequestHandler {
  const limits: PhotoLimits = { ...photoLimits, ...options.limits }
  const stagingDir = options.stagingDir ?? tmpdir()

  /** Reads, checks and records the files; every staged file not handed to the pipeline is gone before the answer. */
  async function receive(req: Request, vehicleId: string, userId: string): Promise<Reply> {
    const parsed = await parseUpload(req, limits, stagingDir)
    let staged = parsed.files
    try {
      if (!parsed.ok) return parsed.refusal
      const refusal = await stagedRefusal(staged, limits)
      if (refusal) return refusal

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
      const vehicle = await uploadVehicle(options.db, await options.vehicleId(req))
      if (!vehicle) {
        await refuse(req, res, noSuchCart)
        return
      }
      const wrongType = contentTypeRefusal(req.headers['content-type'])
      if (wrongType) {
        await refuse(req, res, wrongType)
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
    let failure: UploadRefusal | undefined
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
      void drain(req).then(() => resolve({ ok: false, refusal: unreadableForm, files }))
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
      failure ??= tooManyFiles(limits)
    }
    parser.on('filesLimit', tooMany)
    parser.on('partsLimit', tooMany)
    parser.on('fieldsLimit', tooMany)

    let settled = false
    const finish = async (error?: UploadRefusal) => {
      if (settled) return
      settled = true
      const results = await Promise.allSettled(writes)
      const writeFailure = results.find((result) => result.status === 'rejected')
      const refusal = error ?? failure
      if (!refusal && writeFailure) {
        // the body arrived whole but could not be written (a full disk): our fault, a 500
        await Promise.all(files.map((file) => rm(file.file, { force: true })))
        reject(
          writeFailure.reason instanceof Error
            ? writeFailure.reason
            : new Error(String(writeFailure.reason)),
        )
        return
      }
      if (refusal) {
        resolve({ ok: false, refusal, files })
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
      failure = unreadableForm
      req.unpipe(parser)
      void drain(req).then(() => finish())
    })
    req.on('close', () => {
      if (req.complete) return
      // the parser will not end a file cut short: end its stream so its write settles
      for (const stream of streams) stream.destroy(new Error('upload aborted'))
      void finish(cutShort)
    })
    req.pipe(parser)
  })
}

const emptyHash = createHash('sha256').digest('hex')

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

async function refuse(req: Request, res: Response, refusal: UploadRefusal) {
  await drain(req)
  answer(res, refusal.status, refusal.body)
}
