import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import express, { type RequestHandler } from 'express'

import { embeddablePolicy, isCartArtworkJpeg } from '#app/sales/.server/inventory/embeddable.ts'

import { asSubresource } from './security'

/** Encodings written beside build assets at build time (scripts/compress-assets.mjs), best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

const year = 365 * 24 * 60 * 60 * 1000

/**
 * Hashed build assets never change: cached for a year, and sent in the
 * brotli or gzip file made at build time when the browser takes it (no
 * compression per request).
 */
function assetFiles(dir: string): RequestHandler {
  const files = existsSync(dir) ? new Set(readdirSync(dir)) : new Set<string>()
  const plain = express.static(dir, {
    immutable: true,
    maxAge: '1y',
    redirect: false,
    setHeaders: asSubresource,
  })
  return (req, res, next) => {
    const name = req.path.slice(1)
    const compressed = files.has(name)
      ? encodings.filter((encoding) => files.has(`${name}${encoding.suffix}`))
      : []
    if (compressed.length === 0) return plain(req, res, next)
    res.vary('Accept-Encoding')
    // ours first (brotli is smaller) among those the browser takes at all
    const encoding = compressed.find((candidate) => req.acceptsEncodings(candidate.name))
    if (!encoding) return plain(req, res, next)
    res.type(path.extname(name))
    res.set('Content-Encoding', encoding.name)
    asSubresource(res, name)
    res.sendFile(
      `${name}${encoding.suffix}`,
      // immutable for a year under a name that changes with its content: a
      // browser never revalidates, so no date to revalidate with and no ranges
      {
        root: dir,
        immutable: true,
        maxAge: year,
        dotfiles: 'deny',
        lastModified: false,
        acceptRanges: false,
      },
      // a visitor who leaves mid-transfer (ECONNABORTED) is no fault of ours
      (error?: NodeJS.ErrnoException) => {
        if (error && error.code !== 'ECONNABORTED') next(error)
      },
    )
  }
}

/**
 * The client build's files. Only paths under the build's own top-level names
 * reach the file system: a page request skips the lookups (a stat per
 * request otherwise).
 */
export function staticFiles(clientDir: string): RequestHandler {
  const router = express.Router()
  router.use('/assets', assetFiles(path.join(clientDir, 'assets')))
  router.use(express.static(clientDir, { maxAge: '1h', redirect: false, index: false }))
  let names = new Set<string>()
  try {
    names = new Set(readdirSync(clientDir))
  } catch {
    // no client build: nothing is static
  }
  return (req, res, next) => {
    if (!names.has(req.path.split('/')[1] ?? '')) return next()
    // the artwork a photo-less cart's e-mail or feed entry shows, embedded by other sites
    if (isCartArtworkJpeg(req.path)) res.set('Cross-Origin-Resource-Policy', embeddablePolicy)
    router(req, res, next)
  }
}
