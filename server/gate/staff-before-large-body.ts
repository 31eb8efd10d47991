import type { RequestHandler } from 'express'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { signInPath } from '#app/staff/.server/require-user.ts'
import { staffFromHeaders } from '#app/staff/.server/staff-from-headers.ts'

import { sendError } from './client-error'
import { gateLocals } from './edge-gate'
import { drain } from './read-body'
import { formBody } from './route-policy'

/**
 * A form whose body may be larger than an ordinary form's (the rental desk's
 * condition photos, up to the route policy's limit) is read into memory only
 * for a signed-in staff member posting from the site's own pages. Anyone else
 * is answered first and the body is discarded as it arrives, so a stranger
 * cannot make each request hold megabytes. A staff member whose session
 * ended is sent to sign in, as React Router's own check would. The trade-in
 * request and a service booking (their photos) are the exceptions their
 * policies name (`anyone`), bounded by their limits and rate limits.
 */
export function staffBeforeLargeBody(options: { db: DB; settings: Settings }): RequestHandler {
  return async (req, res, next) => {
    const { policy, origin } = gateLocals(res)
    if (
      req.method !== 'POST' ||
      !policy.body ||
      policy.body.limit <= formBody.limit ||
      policy.body.anyone
    ) {
      next()
      return
    }
    try {
      const staff = await staffFromHeaders(options.db, options.settings, {
        cookie: req.headers.cookie,
        origin: req.headers.origin,
        url: req.originalUrl,
        siteOrigin: origin,
      })
      if (staff.ok) {
        next()
        return
      }
      await drain(req)
      if (staff.status === 401 && req.accepts(['json', 'html']) === 'html') {
        const back = new URLSearchParams({ redirectTo: req.originalUrl })
        res.set('Cache-Control', 'no-store').redirect(303, `${signInPath}?${back}`)
        return
      }
      sendError(req, res, staff.status, staff.error)
    } catch (error) {
      next(error)
    }
  }
}
