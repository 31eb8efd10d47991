import { pipeline } from 'node:stream/promises'

import { type Request, type Response, Router } from 'express'

import { isPhotoKey } from '#app/kernel/.server/photos/keys.ts'
import type { PhotoStore } from '#app/kernel/.server/photos/photo-store.ts'
import { embeddablePolicy } from '#app/sales/.server/inventory/embeddable.ts'

import { sendError } from '../gate/client-error'

/** Content-hashed names never change: a year, and no revalidation. */
export const photoCacheControl = 'public, max-age=31536000, immutable'

/** Whether other sites may embed a variant (a listed cart's photo); none when not given. */
export type Embeddable = (key: string) => Promise<boolean>

/**
 * Serves stored photo variants at `/photos/<key>` from whichever store is
 * configured, from this origin (so `img-src 'self'` holds). GET and HEAD;
 * unknown keys 404. Mount with `app.use('/photos', photosRoute(store))`.
 * A variant `embeddable` allows is sent cross-origin (a webmail page shows
 * it from our domain); the rest keep the site's same-origin policy.
 */
export function photosRoute(store: PhotoStore, embeddable?: Embeddable): Router {
  const router = Router()
  router.get('/:key', async (req: Request<{ key: string }>, res: Response, next) => {
    try {
      const { key } = req.params
      if (!isPhotoKey(key)) {
        notFound(req, res)
        return
      }
      const etag = `"${key}"`
      const headers: Record<string, string> = { 'Cache-Control': photoCacheControl, ETag: etag }
      if (await embeddable?.(key)) headers['Cross-Origin-Resource-Policy'] = embeddablePolicy
      if (req.method === 'HEAD' || fresh(req, etag)) {
        const info = await store.head(key)
        if (!info) {
          notFound(req, res)
          return
        }
        if (req.method === 'HEAD') {
          res
            .status(200)
            .set({
              ...headers,
              'Content-Type': info.contentType,
              'Content-Length': String(info.contentLength),
            })
            .end()
        } else {
          res.status(304).set(headers).end()
        }
        return
      }
      const object = await store.get(key)
      if (!object) {
        notFound(req, res)
        return
      }
      res.status(200).set({
        ...headers,
        'Content-Type': object.contentType,
        'Content-Length': String(object.contentLength),
      })
      await pipeline(object.body, res)
    } catch (error) {
      // a store failing mid-answer can only cut the connection
      if (res.headersSent) res.destroy()
      else next(error)
    }
  })
  return router
}

/** If-None-Match names this variant (or "*"). */
function fresh(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

function notFound(req: Request, res: Response) {
  sendError(req, res, 404, 'This photo does not exist.')
}
