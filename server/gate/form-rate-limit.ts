import type { Request, RequestHandler, Response } from 'express'
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { phones } from '#app/kernel/dealer/business.ts'
import {
  clearHits,
  countHit,
  deleteEndedWindows,
  uncountHit,
} from '#app/leads/.server/contact/rate-limits.ts'
import { bookPath } from '#app/service/service-paths.ts'
import { storageBookPath } from '#app/storage/storage-paths.ts'

import { errorPageHtml } from '../error-page'
import { gateLocals } from './edge-gate'
import { routedPathOf } from './routed-path'

const waitOrCall = `Please wait a few minutes or call us at ${phones.main.display}.`
export const rateLimitMessage = `Too many messages from this address. ${waitOrCall}`
export const reserveRateLimitMessage = `Too many reservation requests from this address. ${waitOrCall}`

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

type FormLimit = {
  /** the rate_limits key prefix */
  prefix: string
  limit: number
  windowMinutes: number
  /** the title of the page a browser without JavaScript sees */
  title: string
  message: string
  /** refused posts (4xx) give their hit back: only what was accepted counts */
  countAcceptedOnly?: boolean
  /** with countAcceptedOnly: the answers that count (any below 400 unless said) */
  accepted?: (status: number) => boolean
}

/**
 * The key a client is counted under: its address (IPv6 per /56 subnet). A
 * client that reset its connection before its address was read has none
 * left; such clients are counted together, never let through uncounted.
 */
export function clientKey(address: string | undefined): string {
  return address ? ipKeyGenerator(address) : 'no-address'
}

/**
 * Limits the posts of one public form per client address (IPv6 per /56
 * subnet, the library's default) across every server process on the same
 * database: each hit is counted before the request is handled, in one atomic
 * upsert, so simultaneous posts cannot slip past the limit. Behind a proxy or
 * load balancer, set TRUST_PROXY so the client address is the real one. A
 * browser's plain form post gets a readable page; everything else JSON {error}.
 */
function formRateLimit(db: DB, form: FormLimit): RequestHandler {
  const tooMany = (req: Request, res: Response) => {
    res.status(429).set('Cache-Control', 'no-store')
    if (req.accepts(['json', 'html']) === 'html') {
      res.type('html').send(errorPageHtml(form.title, form.message))
      return
    }
    res.json({ error: form.message })
  }
  return rateLimit({
    keyGenerator: (_req, res) => clientKey(gateLocals(res).clientAddress),
    windowMs: form.windowMinutes * 60_000,
    limit: form.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: tooMany,
    skipFailedRequests: form.countAcceptedOnly ?? false,
    ...(form.accepted
      ? {
          requestWasSuccessful: (_req: Request, res: Response) =>
            form.accepted?.(res.statusCode) ?? false,
        }
      : {}),
    store: databaseRateLimitStore(db, form.prefix),
  })
}

/** Contact messages: the JSON API and the form post count together. */
export const contactRateLimit = (
  settings: Pick<Settings, 'CONTACT_RATE_LIMIT' | 'CONTACT_RATE_WINDOW_MINUTES'>,
  db: DB,
) =>
  formRateLimit(db, {
    prefix: 'contact:',
    limit: settings.CONTACT_RATE_LIMIT,
    windowMinutes: settings.CONTACT_RATE_WINDOW_MINUTES,
    title: 'Too many messages',
    message: rateLimitMessage,
  })

/**
 * Reservation requests: each one holds a cart until staff answer, so one
 * address cannot hold the fleet. A request refused for its input or because
 * the days were taken meanwhile does not count against the renter.
 */
export const reserveRateLimit = (
  settings: Pick<Settings, 'RESERVE_RATE_LIMIT' | 'RESERVE_RATE_WINDOW_MINUTES'>,
  db: DB,
) =>
  formRateLimit(db, {
    prefix: 'reserve:',
    limit: settings.RESERVE_RATE_LIMIT,
    windowMinutes: settings.RESERVE_RATE_WINDOW_MINUTES,
    title: 'Too many reservation requests',
    message: reserveRateLimitMessage,
    countAcceptedOnly: true,
  })

/**
 * Carts held with a deposit: each hold started opens a payment page at
 * Stripe and keeps the cart for that buyer while they pay, so one address
 * cannot start holds without end. Details refused for their input do not count.
 */
export const holdRateLimit = (
  settings: Pick<Settings, 'HOLD_RATE_LIMIT' | 'HOLD_RATE_WINDOW_MINUTES'>,
  db: DB,
) =>
  formRateLimit(db, {
    prefix: 'hold:',
    limit: settings.HOLD_RATE_LIMIT,
    windowMinutes: settings.HOLD_RATE_WINDOW_MINUTES,
    title: 'Too many holds',
    message: `Too many carts held from this address. ${waitOrCall}`,
    countAcceptedOnly: true,
  })

/**
 * Service bookings: each one takes a place of the shop's day or window and
 * carries up to five photos, so one address cannot fill the week. A booking
 * refused for its input or because the window filled meanwhile does not count.
 */
export const bookingRateLimit = (
  settings: Pick<Settings, 'BOOKING_RATE_LIMIT' | 'BOOKING_RATE_WINDOW_MINUTES'>,
  db: DB,
) =>
  formRateLimit(db, {
    prefix: 'booking:',
    limit: settings.BOOKING_RATE_LIMIT,
    windowMinutes: settings.BOOKING_RATE_WINDOW_MINUTES,
    title: 'Too many bookings',
    message: `Too many service bookings from this address. ${waitOrCall}`,
    countAcceptedOnly: true,
  })

/**
 * Storage bookings: each one holds a space while its customer is on
 * Stripe's page, so one address cannot hold a building. Only a booking that
 * went on to Stripe's page (303) counts: a total asked for, a refusal or a
 * kind found full does not. It shares the service bookings' limit settings.
 */
export const storageRateLimit = (
  settings: Pick<Settings, 'BOOKING_RATE_LIMIT' | 'BOOKING_RATE_WINDOW_MINUTES'>,
  db: DB,
) =>
  formRateLimit(db, {
    prefix: 'storage:',
    limit: settings.BOOKING_RATE_LIMIT,
    windowMinutes: settings.BOOKING_RATE_WINDOW_MINUTES,
    title: 'Too many bookings',
    message: `Too many storage bookings from this address. ${waitOrCall}`,
    countAcceptedOnly: true,
    accepted: (status) => status === 303,
  })

/** Buyers' alert requests: the inventory's and the cart pages' forms count together. */
export const alertRateLimit = (
  settings: Pick<Settings, 'ALERT_RATE_LIMIT' | 'ALERT_RATE_WINDOW_MINUTES'>,
  db: DB,
) =>
  formRateLimit(db, {
    prefix: 'alert:',
    limit: settings.ALERT_RATE_LIMIT,
    windowMinutes: settings.ALERT_RATE_WINDOW_MINUTES,
    title: 'Too many alert requests',
    message: `Too many alert requests from this address. ${waitOrCall}`,
  })

/**
 * A form's limit on the posts to its routes, however their address is
 * spelled: matched on the routed path (routedPathOf), as React Router
 * matches it, so `/%61lerts`, `/ALERTS/` and `/alerts.data` count as `/alerts`.
 */
export function onPostsTo(
  paths: readonly string[] | ((path: string) => boolean),
  limit: RequestHandler,
): RequestHandler {
  const matches = typeof paths === 'function' ? paths : (path: string) => paths.includes(path)
  return (req, res, next) => {
    if (req.method === 'POST' && matches(routedPathOf(res).path)) limit(req, res, next)
    else next()
  }
}

/** The routes a buyer's alert can be asked at. */
export const alertPostPaths = ['/alerts']
/** The routes a contact message can be posted to: the JSON API, the contact form's action and the trade-in request. */
export const contactPostPaths = ['/api/contact', '/contact', '/trade-in']
/** The route a reservation request is posted to. */
export const reservePostPaths = ['/rentals/reserve']
/** The route a service visit is booked at. */
export const bookingPostPaths = [bookPath]
/** The route storage is booked at. */
export const storagePostPaths = [storageBookPath]
/** The routes a cart's hold is started at: `/vehicle/<id>/hold`. */
export const isHoldPost = (path: string) => /^\/vehicle\/[^/]+\/hold$/.test(path)
