import type { Request, RequestHandler, Response } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'

import {
  clearHits,
  countHit,
  deleteEndedWindows,
  uncountHit,
} from '#app/.server/contact/rate-limits.ts'
import type { DB } from '#app/.server/db/connection.ts'
import type { Settings } from '#app/.server/env.ts'
import { phones } from '#app/content/business.ts'

import { errorPageHtml } from '../error-page'

export const rateLimitMessage = `Too many messages from this address. Please wait a few minutes or call us at ${phones.main.display}.`

/** The browser's plain form post (no JavaScript) gets a readable page; everything else JSON {error}. */
function tooMany(req: Request, res: Response) {
  res.status(429).set('Cache-Control', 'no-store')
  if (req.accepts(['json', 'html']) === 'html') {
    res.type('html').send(errorPageHtml('Too many messages', rateLimitMessage))
    return
  }
  res.json({ error: rateLimitMessage })
}

/**
 * express-rate-limit's counting, kept in the database's rate_limits table so
 * every server process sharing the database counts the same client together.
 * Ended windows are swept at most once a window per process.
 */
export function databaseRateLimitStore(db: DB, prefix: string): Store {
  let windowMs = 60_000
  let nextSweep = 0
  return {
    prefix,
    localKeys: false,
    init(options) {
      windowMs = options.windowMs
    },
    async increment(key) {
      const now = new Date()
      if (now.getTime() >= nextSweep) {
        nextSweep = now.getTime() + windowMs
        await deleteEndedWindows(db, now)
      }
      const { hits, windowEndsAt } = await countHit(db, prefix + key, windowMs, now)
      return { totalHits: hits, resetTime: windowEndsAt }
    },
    decrement: (key) => uncountHit(db, prefix + key),
    resetKey: (key) => clearHits(db, prefix + key),
  }
}

/**
 * Limits contact messages per client address (IPv6 per /56 subnet, the
 * library's default), counting the JSON API and the form post together,
 * across every server process on the same database. Behind a proxy or load
 * balancer, set TRUST_PROXY so the client address is the real one.
 */
export function contactRateLimit(
  settings: Pick<Settings, 'CONTACT_RATE_LIMIT' | 'CONTACT_RATE_WINDOW_MINUTES'>,
  db: DB,
): RequestHandler {
  return rateLimit({
    windowMs: settings.CONTACT_RATE_WINDOW_MINUTES * 60_000,
    limit: settings.CONTACT_RATE_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: tooMany,
    store: databaseRateLimitStore(db, 'contact:'),
  })
}

/** The URLs a contact message can be posted to; /contact.data is React Router's data URL of the form action. */
export const contactPostPaths = ['/api/contact', '/contact', '/contact.data']
