import path from 'node:path'

import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { sql } from 'kysely'
import type { ServerBuild } from 'react-router'

import type { DB } from '#app/.server/db/connection.ts'
import type { Settings } from '#app/.server/env.ts'

import { contactPostPaths, contactRateLimit } from './contact-rate-limit'
import type { Logger } from './logger'
import { cspNonce, securityHeaders } from './security'

export type AppOptions = {
  settings: Settings
  db: DB
  logger: Logger
  /** production: the built server; development: Vite's middleware and a loader for the build */
  build: ServerBuild | (() => Promise<ServerBuild>)
  viteMiddleware?: RequestHandler
  clientDir: string
}

const requestLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const start = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      logger.info('request', {
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      })
    })
    next()
  }

export function createApp(options: AppOptions) {
  const { settings, db, logger } = options
  const dev = Boolean(options.viteMiddleware)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', settings.TRUST_PROXY)

  app.use(compression())
  app.use(requestLog(logger))
  app.use(cspNonce)
  app.use(securityHeaders({ dev }))

  app.post(contactPostPaths, contactRateLimit(settings))

  app.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db)
      res.set('Cache-Control', 'no-store').json({ status: 'ok' })
    } catch (error) {
      logger.error('health check failed', { error: String(error) })
      res.status(503).json({ status: 'unavailable' })
    }
  })

  if (options.viteMiddleware) {
    app.use(options.viteMiddleware)
  } else {
    // Hashed build assets never change: cache them for a year.
    app.use(
      '/assets',
      express.static(path.join(options.clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        redirect: false,
      }),
    )
    app.use(express.static(options.clientDir, { maxAge: '1h', redirect: false, index: false }))
  }

  app.all(
    '*splat',
    createRequestHandler({
      build: options.build,
      mode: dev ? 'development' : 'production',
      getLoadContext: (_req, res) => ({
        db,
        settings,
        cspNonce: String(res.locals.cspNonce),
      }),
    }),
  )
  return app
}
