import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'

import type { RequestHandler } from 'express'
import helmet from 'helmet'

import { isBackOfficePath } from '#app/kernel/admin-page.ts'

import { type RoutedPath, routedPathOf } from './gate/routed-path'
import { secretLinkOf } from './secret-links'

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
 * The headers that govern only a document: CSP, framing, DNS prefetch, the
 * agent cluster, and the legacy IE and Flash switches. On a script or style
 * sheet they do nothing, and each costs its bytes on every one of a page's
 * script requests (1.1 KB of headers per file before).
 */
const documentOnly = [
  'Content-Security-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
]

/**
 * For static files' `setHeaders`, called only when a file is about to be
 * sent: a hashed script or style sheet never becomes a document, so it keeps
 * what applies to a subresource (nosniff, the resource policy, HSTS, and the
 * referrer policy its own imports and url()s use) and drops the rest.
 */
export function asSubresource(res: ServerResponse, file: string): void {
  if (!/\.(?:js|css)$/.test(file)) return
  for (const name of documentOnly) res.removeHeader(name)
}

/**
 * The site's security headers, a document's on every answer, as any answer
 * (an error page under /assets too) may be one; a hashed script or style
 * sheet that static files actually send sheds the document's (asSubresource).
 * The script policy is strict: only our own files and inline scripts carrying
 * this request's nonce run. Maps are framed only after the visitor asks for
 * them. Styles allow inline attributes (React and Radix set them).
 */
export function securityHeaders(options: {
  dev: boolean
  /** origins a form may post or be redirected to: Stripe's payment page when online payment is on */
  formTargets?: readonly string[]
}): RequestHandler {
  return helmet({
    // no-referrer makes Chromium send "Origin: null" on form posts, which
    // React Router's CSRF check rejects.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // set per page by openerPolicy
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: !options.dev,
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
        formAction: ["'self'", ...(options.formTargets ?? [])],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  })
}

/** The pages that show a person's data: the back office, and the pages of secret links. */
const isPersonalPage = (routed: RoutedPath) =>
  isBackOfficePath(routed.path) || secretLinkOf(routed) !== undefined

/**
 * `Cross-Origin-Opener-Policy: same-origin` keeps other sites' windows from
 * holding a reference to a page that shows a person's data. The public pages
 * go without it: arriving from a page without the same policy (a search
 * result), Chromium moves a page that sets it into a new browsing context
 * group, on a fresh renderer, whose start cost the home page 220 to 450 ms of
 * Lighthouse's blocking time on the slow phone (record 055), for nothing to
 * protect there.
 */
export const openerPolicy: RequestHandler = (_req, res, next) => {
  if (isPersonalPage(routedPathOf(res))) {
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  }
  next()
}
