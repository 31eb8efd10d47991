import { realpathSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { ServerBuild } from 'react-router'

import { createSiteScheduler } from '#app/jobs.ts'
import { createBackupScheduler } from '#app/kernel/.server/backup/schedule.ts'
import { backupTargetOf } from '#app/kernel/.server/backup/target-from-settings.ts'
import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { describeDatabase } from '#app/kernel/.server/db/engine.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { parseSettings, SettingsError } from '#app/kernel/.server/env.ts'
import { startOutboxWorker } from '#app/kernel/.server/mail/outbox-worker.ts'
import { createMailTransport } from '#app/kernel/.server/mail/transport.ts'
import { createPhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { createPhotoStore } from '#app/kernel/.server/photos/store.ts'
import { outboxComposers } from '#app/outbox-composers.ts'
import { anyoneCanSignIn } from '#app/staff/.server/users.ts'

import { createApp } from './app'
import { refuseConnect } from './gate/connect-refusal'
import { islandsBuildOptions, islandsManifest, readIslandsManifest } from './islands'
import { createLogger, printAfterLog } from './logger'
import { startMessage } from './start-message'

/** The server build: loaded through Vite's dev server (with its middleware), or the production files. */
async function loadBuild(dev: boolean, buildDir: string) {
  if (dev) {
    const vite = await import('vite')
    const viteServer = await vite.createServer({ server: { middlewareMode: true } })
    return {
      viteMiddleware: viteServer.middlewares,
      build: () =>
        viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      islands: await watchIslands(path.join(buildDir, 'dev-islands')),
    }
  }
  const buildUrl = pathToFileURL(path.join(buildDir, 'server/index.js')).href
  return {
    build: (await import(buildUrl)) as ServerBuild,
    islands: { scripts: readIslandsManifest(buildDir) },
  }
}

/** Development: the islands bundle rebuilt on every change, served from its own folder. */
async function watchIslands(dir: string) {
  const esbuild = await import('esbuild')
  const context = await esbuild.context(islandsBuildOptions(dir, true))
  const { metafile } = await context.rebuild()
  await context.watch()
  return { scripts: islandsManifest(metafile), dir }
}

type StartOptions = {
  /**
   * End the output with where the site and the back office are, in words
   * (npm start, npm run dev). Run as `node build/server-entry.js`, the
   * server writes only its JSON log lines, for log tools.
   */
  announce: boolean
}

async function main({ announce }: StartOptions) {
  const settings = parseSettings(process.env)
  const logger = createLogger(settings.LOG_LEVEL)
  const dev = settings.NODE_ENV === 'development'

  const db = openDatabase(settings.DATABASE_URL, {
    poolSize: settings.DATABASE_POOL_SIZE,
    onConnectionError: (error) =>
      logger.warn('a database connection broke; the pool opens a new one', {
        error: error.message,
      }),
  })
  const migrated = await migrateToLatest(db)
  if (migrated.length > 0) logger.info('migrated the database', { migrations: migrated })
  const seeded = await seedIfEmpty(db)
  if (seeded > 0) logger.info('seeded the inventory', { vehicles: seeded })
  // Sends the e-mails queued with each contact message (or says mail is not configured).
  const outbox = await startOutboxWorker({
    db,
    settings,
    composers: outboxComposers,
    logger,
    transport: createMailTransport(settings),
  })

  // Runs the businesses' periodic jobs (app/jobs.ts): reminders, digests, expiries (sent by the outbox).
  const scheduler = createSiteScheduler({ db, settings, logger })
  scheduler.start()

  // Uploaded photos are processed off the request path, one at a time.
  const photoStore = createPhotoStore(settings)
  const photoPipeline = await createPhotoPipeline({ db, store: photoStore, logger })

  // The daily backup of the database and photos into BACKUP_DIR or BACKUP_S3_BUCKET (one server takes it).
  const backupScheduler = createBackupScheduler({
    db,
    photos: photoStore,
    target: backupTargetOf(settings),
    settings,
    logger,
  })
  backupScheduler.start()

  const buildDir = path.join(process.cwd(), settings.BUILD_DIR)
  const listener = createApp({
    settings,
    db,
    logger,
    photoStore,
    photoPipeline,
    clientDir: path.join(buildDir, 'client'),
    ...(await loadBuild(dev, buildDir)),
  })

  const server = createServer(listener).listen(settings.PORT, settings.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : settings.PORT
    logger.info('server listening', {
      url: `http://localhost:${port}`,
      database: describeDatabase(settings.DATABASE_URL),
    })
    if (!announce) return
    void anyoneCanSignIn(db).then((hasStaff) => {
      const lines = startMessage({ env: process.env, settings, port, hasStaff })
      printAfterLog(`\n${lines.join('\n')}\n`)
    })
  })

  // A request must arrive whole in 30 s (its headers in 15 s): slow clients
  // cannot hold connections open; Node answers them 408.
  server.requestTimeout = 30_000
  server.headersTimeout = 15_000
  server.on('connect', refuseConnect)

  // Stop accepting, let in-flight requests and mail sends finish, then close the
  // database (SQLite file or PostgreSQL pool). A load balancer sees the closed
  // port and sends new requests to the other servers meanwhile.
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s')
      process.exit(1)
    }, 10_000)
    force.unref()
    const mailStopped = Promise.all([scheduler.stop(), backupScheduler.stop(), outbox.stop()])
    server.close(() => {
      // the photo being processed finishes; waiting ones are marked failed while the database is open
      void mailStopped
        .then(() => photoPipeline.stop())
        .then(() => db.destroy())
        .then(() => {
          logger.info('stopped')
          process.exit(0)
        })
    })
    // keep-alive connections close as soon as their request in flight is answered
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

/** Starts the server; a failure to start ends the process with one message. */
export function startServer(options: StartOptions): Promise<void> {
  return main(options).catch((error: unknown) => {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`)
    } else {
      process.stderr.write(
        `Server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
      )
    }
    process.exit(1)
  })
}

/** Run as a program (not imported by scripts/start.mjs, which starts it itself). */
function isEntryPoint(): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (isEntryPoint()) {
  // development is a person at a terminal; production's log lines are for log tools
  void startServer({ announce: process.env.NODE_ENV === 'development' })
}
