// The site under measurement: a temporary SQLite database with the seed (and,
// for a full lot, more carts), real photographs run through the upload's own
// pipeline, a sold cart, and the production server started on them as
// `npm start` does.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { LocalPhotoStore } from '#app/kernel/.server/photos/local-store.ts'
import { createPhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { addPhotos } from '#app/kernel/.server/photos/repository.ts'
import { findStaffVehicle, setVehicleStatus } from '#app/sales/.server/inventory/vehicle-admin.ts'
import { insertVehicles, listVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { lotVehicles, shareCovers } from '#tests/fixtures/lot.ts'

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

/** The real photographs the repository carries (see their README for authors and licences). */
const photoDir = path.join(import.meta.dirname, '../../tests/fixtures/photos')

export async function realPhotos(): Promise<string[]> {
  const names = (await readdir(photoDir)).filter((name) => name.endsWith('.jpg')).sort()
  return names.map((name) => path.join(photoDir, name))
}

/** Stages photo files for a cart, as the upload does, and queues them in the pipeline. */
export async function uploadPhotos(
  db: DB,
  pipeline: Pipeline,
  dir: string,
  cart: string,
  files: readonly string[],
) {
  const staged: { file: string; hash: string }[] = []
  for (const [i, source] of files.entries()) {
    const file = path.join(dir, `${cart}-IMG_${1000 + i}.JPG`)
    await copyFile(source, file)
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
    staged.push({ file, hash })
  }
  const added = await addPhotos(db, cart, staged)
  pipeline.enqueue(added.map((photo, i) => ({ photoId: photo.id, ...staged[i]! })))
}

/**
 * The data: the seed and, up to `lot` carts, more of its models; the measured
 * cart gets `photos` real photographs, each real photograph not among them
 * is processed once as the cover of the next cart, and the rest of the
 * `photographed` carts share those processed covers (rows naming the same
 * files), so a 200-photo lot costs six photos' processing.
 */
async function prepareData(dir: string, databaseUrl: string, options: SiteOptions) {
  const db = openDatabase(databaseUrl)
  try {
    await migrateToLatest(db)
    await seedIfEmpty(db)
    if (options.lot > seedVehicles.length) {
      await insertVehicles(db, lotVehicles(options.lot - seedVehicles.length))
    }
    const store = new LocalPhotoStore(path.join(dir, 'photos'))
    const pipeline = await createPhotoPipeline({ db, store, logger: quiet })
    const files = await realPhotos()
    const gallery = Array.from({ length: options.photos }, (_, i) => files[i % files.length]!)
    await uploadPhotos(db, pipeline, dir, photoCart, gallery)
    const carts = (await listVehicles(db))
      .map((vehicle) => vehicle.id)
      .filter((id) => id !== photoCart && id !== soldCart)
      .slice(0, Math.max(0, options.photographed - 1))
    const rest = files.slice(options.photos)
    for (const [i, file] of rest.entries()) {
      if (carts[i]) await uploadPhotos(db, pipeline, dir, carts[i], [file])
    }
    await pipeline.idle()
    await pipeline.stop()
    const processed = await db
      .selectFrom('vehicle_photos')
      .selectAll()
      .where('status', '=', 'ready')
      .orderBy('created_at')
      .execute()
    const expected = options.photos + Math.min(rest.length, carts.length)
    if (processed.length !== expected) {
      throw new Error(`only ${processed.length} of ${expected} photos processed`)
    }
    await shareCovers(db, processed, carts.slice(rest.length))

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
  /** carts in the inventory: the seed's, and more of its models up to this many */
  lot: number
  /** carts with photos, the measured cart included; the others show their drawing */
  photographed: number
  /** extra arguments for node, e.g. --cpu-prof */
  nodeArgs?: string[]
  /** the server's LOG_LEVEL; info, as in production, unless a measure compares */
  logLevel?: string
}

/** Prepares the data, then starts `scripts/start.mjs` (which builds first when the build is stale). */
export async function startSite(options: SiteOptions): Promise<Site> {
  const dir = await mkdtemp(path.join(tmpdir(), 'perf-site-'))
  const databaseUrl = path.join(dir, 'site.db')
  console.log(
    `preparing the data: ${Math.max(options.lot, seedVehicles.length)} carts, ${options.photos} real photographs on ${photoCart}, ${options.photographed} carts photographed, ${soldCart} sold...`,
  )
  await prepareData(dir, databaseUrl, options)
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
      LOG_LEVEL: options.logLevel ?? 'info',
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
