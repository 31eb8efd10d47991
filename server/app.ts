import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import type { RequestListener, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { sql } from 'kysely'
import type { ServerBuild } from 'react-router'

import { inventoryVersion } from '#app/kernel/.server/cache/inventory-version.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import type { PhotoStore } from '#app/kernel/.server/photos/photo-store.ts'
import type { PhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import type { IslandScripts } from '#app/kernel/islands/start.ts'
import { checkoutOrigins } from '#app/payments/.server/stripe-client.ts'
import { publicPhotoKeys } from '#app/sales/.server/inventory/embeddable.ts'

import { cachedResponses } from './cache/cached-responses'
import { createPageCache } from './cache/page-cache'
import { errorHandler } from './error-handler'
import { bodyGate, edgeGate, gateLocals } from './gate/edge-gate'
import {
  alertPostPaths,
  alertRateLimit,
  bookingPostPaths,
  bookingRateLimit,
  contactPostPaths,
  contactRateLimit,
  holdRateLimit,
  isHoldPost,
  onPostsTo,
  reservePostPaths,
  reserveRateLimit,
  storagePostPaths,
  storageRateLimit,
} from './gate/form-rate-limit'
import { type Matcher, routeMatcher } from './gate/route-policy'
import { staffBeforeLargeBody } from './gate/staff-before-large-body'
import { errorFields, type Logger } from './logger'
import { inventoryPhotoUpload, photoUploadPath } from './photos/inventory-photo-upload'
import { photosRoute } from './photos/photos-route'
import { reactRouterHandler } from './request-handler'
import { asSubresource, cspNonce, openerPolicy, securityHeaders } from './security'
import { staticFiles } from './static-files'

export type AppOptions = {
  settings: Settings
  db: DB
  logger: Logger
  photoStore: PhotoStore
  photoPipeline: PhotoPipeline
  /** production: the built server; development: Vite's middleware and a loader for the build */
  build: ServerBuild | (() => Promise<ServerBuild>)
  viteMiddleware?: RequestHandler
  clientDir: string
  /** the built islands; in development, also the folder they are built into */
  islands: { scripts: IslandScripts; dir?: string }
}

/**
 * Gives the request an id (X-Request-Id) and logs it, with its status and
 * time, once answered; or, once, that the client left before its answer was
 * sent, which is no fault of ours (whatever failed after is not logged as one).
 */
function trackRequest(logger: Logger, res: ServerResponse): string {
  const start = process.hrtime.bigint()
  const requestId = randomUUID()
  // read now: a mounted router (e.g. /photos) shortens req.url while it answers
  const { method, url: path } = res.req
  const ms = () => Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10
  res.setHeader('X-Request-Id', requestId)
  res.on('close', () => {
    if (res.writableFinished) {
      logger.info('request', { requestId, method, path, status: res.statusCode, ms: ms() })
    } else {
      logger.info('closed before its answer was sent', { requestId, method, path, ms: ms() })
    }
  })
  return requestId
}

/**
 * The site's request listener: cached answers without per-request values go
 * out before Express (cachedResponses), everything else through Express.
 */
export function createApp(options: AppOptions): RequestListener {
  const { settings, db, logger } = options
  const dev = Boolean(options.viteMiddleware)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', settings.TRUST_PROXY)

  // development renders every request, so edits show at once
  const version = inventoryVersion(db, settings.INVENTORY_RECHECK_MS)
  const cache = dev ? undefined : createPageCache({ version })
  const siteHost = new URL(settings.SITE_URL).host
  // answers not cached are compressed per request: cheap settings bound their cost
  // (on a 98 KB page, brotli 1 takes 0.19 ms against 1.45 ms at the default 4,
  // 14 % larger; gzip 4 takes 0.76 ms against 1.09 ms at 6, 3 % larger)
  app.use(compression({ level: 4, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } } }))
  app.use((_req, res, next) => {
    res.locals.requestId = trackRequest(logger, res)
    next()
  })
  app.use(cspNonce)
  app.use(securityHeaders({ dev, formTargets: checkoutOrigins(settings) }))
  app.use(openerPolicy)

  app.use(
    edgeGate({
      siteHost,
      trustProxy: settings.TRUST_PROXY,
      matcher: matcherOf(options.build),
      isAsset: staticPaths(dev ? undefined : options.clientDir),
    }),
  )
  app.use(onPostsTo(contactPostPaths, contactRateLimit(settings, db)))
  app.use(onPostsTo(reservePostPaths, reserveRateLimit(settings, db)))
  app.use(onPostsTo(isHoldPost, holdRateLimit(settings, db)))
  app.use(onPostsTo(alertPostPaths, alertRateLimit(settings, db)))
  app.use(onPostsTo(bookingPostPaths, bookingRateLimit(settings, db)))
  app.use(onPostsTo(storagePostPaths, storageRateLimit(settings, db)))
  app.use(staffBeforeLargeBody({ db, settings }))
  app.use(bodyGate)
  app.use('/photos', photosRoute(options.photoStore, publicPhotoKeys(db, version)))
  app.post(photoUploadPath, inventoryPhotoUpload({ db, settings, pipeline: options.photoPipeline }))

  // wherever the gate found the health check (its policy), however it was spelled
  app.use(async (_req, res, next) => {
    if (gateLocals(res).policy.kind !== 'health') {
      next()
      return
    }
    try {
      await sql`select 1`.execute(db)
      res.set('Cache-Control', 'no-store').json({ status: 'ok' })
    } catch (error) {
      logger.error('health check failed', errorFields(error))
      res.status(503).json({ status: 'unavailable' })
    }
  })

  if (options.viteMiddleware) {
    if (options.islands.dir) {
      app.use('/assets', express.static(options.islands.dir, { setHeaders: asSubresource }))
    }
    app.use(options.viteMiddleware)
  } else {
    app.use(staticFiles(options.clientDir))
  }

  app.all(
    '*splat',
    reactRouterHandler({
      build: options.build,
      mode: dev ? 'development' : 'production',
      cache,
      getLoadContext: (res) => ({
        db,
        settings,
        photoPipeline: options.photoPipeline,
        cspNonce: String(res.locals.cspNonce),
        requestTime: Date.now(),
        islandScripts: options.islands.scripts,
        clientAddress: gateLocals(res).clientAddress,
      }),
    }),
  )
  app.use(errorHandler(logger))
  if (!cache) return app

  const answerFromCache = cachedResponses({
    cache,
    siteHost,
    trustProxy: settings.TRUST_PROXY,
    track: (res) => void trackRequest(logger, res),
  })
  return (req, res) => {
    answerFromCache(req, res).then(
      (answered) => {
        if (!answered) app(req, res)
      },
      (error: unknown) => {
        logger.error('cached answer failed', errorFields(error))
        if (res.headersSent) res.destroy()
        else app(req, res)
      },
    )
  }
}

/** The route table for the gate: built once from a production build, per request in development. */
function matcherOf(build: AppOptions['build']): () => Promise<Matcher> {
  if (typeof build === 'function') return async () => routeMatcher(await build())
  const matcher = routeMatcher(build)
  return () => Promise.resolve(matcher)
}

/** Whether a path belongs to the static files (their top-level names in the client build). */
function staticPaths(clientDir: string | undefined): (pathname: string) => boolean {
  let names = new Set<string>()
  try {
    if (clientDir) names = new Set(readdirSync(clientDir))
  } catch {
    // no client build yet: nothing is static
  }
  return (pathname) => names.has(pathname.split('/')[1] ?? '')
}
