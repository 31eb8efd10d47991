import { randomBytes } from 'node:crypto'

import type { RequestHandler } from 'express'
import helmet from 'helmet'

import { isBackOfficePath } from '#app/lib/admin-page.ts'
import { alertPaths } from '#app/lib/alert-paths.ts'
import { reservationPath } from '#app/lib/rental-paths.ts'

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
 * The site's security headers: a document's for every answer but a hashed
 * script or style sheet, which gets a subresource's.
 */
export function securityHeaders(options: { dev: boolean }): RequestHandler {
  const full = documentHeaders(options)
  const lean = scriptHeaders(options)
  return (req, res, next) => (isHashedScriptOrStyle(req.path) ? lean : full)(req, res, next)
}

/**
 * A hashed script or style sheet under /assets. It never becomes a document:
 * the policies that govern a document (CSP, framing, DNS prefetch, the
 * legacy IE and Flash switches) do nothing on it, and each costs its bytes
 * on every one of a page's script requests (1.1 KB of headers per file
 * before). It keeps what applies to a subresource: nosniff, the resource
 * policy, HSTS, and the referrer policy its own imports and url()s use.
 */
const isHashedScriptOrStyle = (path: string) => /^\/assets\/[^/]+\.(?:js|css)$/.test(path)

/** What every answer carries, document or not. */
function sharedOptions(options: { dev: boolean }) {
  return {
    // no-referrer makes Chromium send "Origin: null" on form posts, which
    // React Router's CSRF check rejects.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // set per page by openerPolicy
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: !options.dev,
  } as const
}

function scriptHeaders(options: { dev: boolean }): RequestHandler {
  return helmet({
    ...sharedOptions(options),
    contentSecurityPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
}

/**
 * Helmet with a strict script policy: only our own files and inline scripts
 * carrying this request's nonce run. Maps are framed only after the visitor
 * asks for them. Styles allow inline attributes (React and Radix set them).
 */
function documentHeaders(options: { dev: boolean }): RequestHandler {
  return helmet({
    ...sharedOptions(options),
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
  })
}

/** Pages a secret link opens, which show its holder's data: a renter's reservation, a buyer's alerts. */
const secretLinkPages = [
  reservationPath(''),
  alertPaths.confirm(''),
  alertPaths.manage(''),
  alertPaths.unsubscribe(''),
]

/** The pages that show a person's data: the back office, and the pages of secret links. */
const isPersonalPage = (path: string) =>
  isBackOfficePath(path) || secretLinkPages.some((prefix) => path.startsWith(prefix))

/**
 * `Cross-Origin-Opener-Policy: same-origin` keeps other sites' windows from
 * holding a reference to a page that shows a person's data. The public pages
 * go without it: arriving from a page without the same policy (a search
 * result), Chromium moves a page that sets it into a new browsing context
 * group, on a fresh renderer, whose start cost the home page 220 to 450 ms of
 * Lighthouse's blocking time on the slow phone (record 055), for nothing to
 * protect there.
 */
export const openerPolicy: RequestHandler = (req, res, next) => {
  if (isPersonalPage(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  next()
}
