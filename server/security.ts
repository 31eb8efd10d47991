import { randomBytes } from 'node:crypto'

import type { RequestHandler } from 'express'
import helmet from 'helmet'

let pool = Buffer.alloc(0)
let taken = 0

/**
 * 128 random bits, base64: a nonce used once. Taken from a pool filled 256
 * at a time, one call to the system's random source instead of one per page.
 */
export function newNonce(): string {
  if (taken + 16 > pool.length) {
    pool = randomBytes(16 * 256)
    taken = 0
  }
  taken += 16
  return pool.toString('base64', taken - 16, taken)
}

/** A fresh nonce per request for React Router's inline scripts. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce()
  next()
}

/**
 * Helmet with a strict script policy: only our own files and inline scripts
 * carrying this request's nonce run. Maps are framed only after the visitor
 * asks for them. Styles allow inline attributes (React and Radix set them).
 */
export function securityHeaders(options: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: options.dev ? ["'self'", 'ws:'] : ["'self'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // no-referrer makes Chromium send "Origin: null" on form posts, which
    // React Router's CSRF check rejects.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: !options.dev,
  })
}
