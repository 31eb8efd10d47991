// The site under measurement: a temporary SQLite database with the seed, a
// cart with camera-sized photos run through the upload's own pipeline, a
// sold cart, and the production server started on them as `npm start` does.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { type DB, openDatabase } from '#app/.server/db/connection.ts'
import { migrateToLatest } from '#app/.server/db/migrations.ts'
import { seedIfEmpty } from '#app/.server/db/seed.ts'
import { findStaffVehicle, setVehicleStatus } from '#app/.server/inventory/vehicle-admin.ts'
import { listVehicles } from '#app/.server/inventory/vehicles.ts'
import { LocalPhotoStore } from '#app/.server/photos/local-store.ts'
import { createPhotoPipeline } from '#app/.server/photos/pipeline.ts'
import { addPhotos, listPhotos } from '#app/.server/photos/repository.ts'
import { cameraPhoto } from '#tests/support/photos.ts'

import { photoCart, soldCart } from './pages'

const quiet = { info() {}, warn() {}, error() {} }

export type Site = {
  url: string
  dir: string
  /** the server process, for profiling or stopping */
  server: ChildProcess
  stop(): Promise<void>
}

type Pipeline = Awaited<ReturnType<typeof createPhotoPipeline>>

/** Stages generated camera photos for a cart and runs them through the upload's pipeline. */
async function uploadPhotos(
  db: DB,
  pipeline: Pipeline,
  dir: string,
  cart: string,
  photos: readonly Buffer[],
) {
  const staged: { file: string; hash: string }[] = []
  for (const [i, photo] of photos.entries()) {
    const file = path.join(dir, `${cart}-IMG_${1000 + i}.JPG`)
    await writeFile(file, photo)
    staged.push({ file, hash: createHash('sha256').update(photo).digest('hex') })
  }
  const added = await addPhotos(db, cart, staged)
  pipeline.enqueue(added.map((photo, i) => ({ photoId: photo.id, ...staged[i]! })))
}

/**
 * There are no real photographs here (and no network): the photos are
 * generated JPEGs with photographic entropy (noise, blur, grain), which the
 * encoders work on about as hard as on a camera's. The measured cart gets
 * `count` of 12 megapixels; the next `covers` carts of the inventory one
 * cover each (3 megapixels: every variant is at most 1600 px wide anyway),
 * so the inventory's first cards show photos as a dealer's would.
 */
async function addCameraPhotos(dir: string, databaseUrl: string, count: number, covers: number) {
  const db = openDatabase(databaseUrl)
  try {
    await migrateToLatest(db)
    await seedIfEmpty(db)
    const store = new LocalPhotoStore(path.join(dir, 'photos'))
    const pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    const photos = await Promise.all(
      Array.from({ length: count }, (_, i) => cameraPhoto(12, i * 7)),
    )
    await uploadPhotos(db, pipeline, dir, photoCart, photos)
    const others = (await listVehicles(db))
      .map((vehicle) => vehicle.id)
      .filter((id) => id !== photoCart && id !== soldCart)
      .slice(0, covers)
    for (const [i, cart] of others.entries()) {
      await uploadPhotos(db, pipeline, dir, cart, [await cameraPhoto(3, 100 + i * 11)])
    }
    await pipeline.idle()
    await pipeline.stop()
    for (const [cart, expected] of [
      [photoCart, count],
      ...others.map((id) => [id, 1] as const),
    ] as const) {
      const ready = (await listPhotos(db, cart)).filter((p) => p.status === 'ready').length
      if (ready !== expected)
        throw new Error(`${cart}: only ${ready} of ${expected} photos processed`)
    }

    const sold = await findStaffVehicle(db, soldCart)
    if (!sold) throw new Error(`the seed has no cart ${soldCart}`)
    const marked = await setVehicleStatus(db, soldCart, 'sold', sold.status)
    if (!marked.ok) throw new Error(`could not mark ${soldCart} sold: ${marked.reason}`)
  } finally {
    await db.destroy()
  }
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000 // a stale build is rebuilt first
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer within 3 minutes:\n${output()}`)
}

export type SiteOptions = {
  port: number
  /** photos of the measured cart */
  photos: number
  /** carts after it in the inventory that get a cover photo */
  covers: number
  /** extra arguments for node, e.g. --cpu-prof */
  nodeArgs?: string[]
}

/** Prepares the data, then starts `scripts/start.mjs` (which builds first when the build is stale). */
export async function startSite(options: SiteOptions): Promise<Site> {
  const dir = await mkdtemp(path.join(tmpdir(), 'perf-site-'))
  const databaseUrl = path.join(dir, 'site.db')
  console.log(
    `preparing the data: seed, ${options.photos} generated 4000x3000 photos (not real photographs: noise and shapes with photographic entropy) on ${photoCart}, a cover on the next ${options.covers} carts, ${soldCart} sold...`,
  )
  await addCameraPhotos(dir, databaseUrl, options.photos, options.covers)
  const url = `http://127.0.0.1:${options.port}`
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), 'scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      SITE_URL: url,
      DATABASE_URL: databaseUrl,
      PHOTO_DIR: path.join(dir, 'photos'),
      // logging stays on as in production; its output is discarded
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  await waitUntilUp(url, server, () => errors)
  return {
    url,
    dir,
    server,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
