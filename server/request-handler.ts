import { writeReadableStreamToWritable } from '@react-router/node'
import type { RequestHandler, Response as ExpressResponse } from 'express'
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router'

import type { PageCache } from './cache/page-cache'
import { sendCached } from './cache/send-cached'
import { gateLocals } from './gate/edge-gate'

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'development' | 'production'
  getLoadContext: (res: ExpressResponse) => AppLoadContext
  /** keeps anonymous public responses; without it every request is rendered */
  cache?: PageCache
}

/**
 * Hands a request that passed the edge gate to React Router: its URL is
 * built from the origin the gate checked, and its body is the one the gate
 * read and capped (routes never read the socket themselves).
 */
export function reactRouterHandler(options: Options): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode)
  const { cache } = options
  return async (req, res, next) => {
    try {
      const { origin, body } = gateLocals(res)
      const loadContext = options.getLoadContext(res)
      const key = cache?.keyOf(req, origin)
      // the database being out of reach is no reason to fail a page that needs none of it
      const looked = key ? await cache?.lookup(key).catch(() => undefined) : undefined
      const values = { nonce: loadContext.cspNonce, time: String(loadContext.requestTime) }
      if (looked?.hit) {
        sendCached(req, res, looked.hit, values)
        return
      }
      const controller = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(name, v)
        else if (value !== undefined) headers.set(name, value)
      }
      const request = new Request(new URL(req.originalUrl, origin), {
        method: req.method,
        headers,
        signal: controller.signal,
        body:
          body && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(body) : undefined,
      })
      const response = await handle(request, loadContext)
      if (cache && key && looked && cache.accepts(response)) {
        const text = await response.text()
        const entry = cache.store(key, looked.version, response, text, values)
        sendCached(req, res, entry, values)
        return
      }
      await send(res, response)
    } catch (error) {
      next(error)
    }
  }
}

async function send(res: ExpressResponse, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
