import type { Request, RequestHandler, Response } from 'express'
import { rateLimit } from 'express-rate-limit'

import type { Settings } from '#app/.server/env.ts'
import { phones } from '#app/content/business.ts'

export const rateLimitMessage = `Too many messages from this address. Please wait a few minutes or call us at ${phones.main.display}.`

/** The browser's plain form post (no JavaScript) gets a readable page; everything else JSON {error}. */
function tooMany(req: Request, res: Response) {
  res.status(429).set('Cache-Control', 'no-store')
  if (req.accepts(['json', 'html']) === 'html') {
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Too many messages</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5;">
<main id="main"><h1>Too many messages</h1><p>${rateLimitMessage}</p>
<p><a href="tel:${phones.main.tel}">Call ${phones.main.display}</a> or <a href="/contact">go back to the contact form</a>.</p></main>
</body></html>`)
    return
  }
  res.json({ error: rateLimitMessage })
}

/**
 * Limits contact messages per client address (IPv6 per /56 subnet, the
 * library's default), counting the JSON API and the form post together.
 * The count lives in this process: with several servers behind a proxy, set
 * TRUST_PROXY and expect each server to count on its own.
 */
export function contactRateLimit(
  settings: Pick<Settings, 'CONTACT_RATE_LIMIT' | 'CONTACT_RATE_WINDOW_MINUTES'>,
): RequestHandler {
  return rateLimit({
    windowMs: settings.CONTACT_RATE_WINDOW_MINUTES * 60_000,
    limit: settings.CONTACT_RATE_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: tooMany,
  })
}

/** The URLs a contact message can be posted to; /contact.data is React Router's fetch of the form action. */
export const contactPostPaths = ['/api/contact', '/contact', '/contact.data']
