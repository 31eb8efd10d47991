import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { twoFactorRequired } from '#app/kernel/.server/settings/app-settings.ts'

import { loadSession } from './session'

export type HeaderCheck =
  { ok: true; userId: string; email: string } | { ok: false; status: 401 | 403; error: string }

/**
 * The staff member behind a request handled outside React Router (the
 * streaming photo upload), by the same session rules as `requireUser`. The
 * request must come from our own pages: `origin` must be the site's own,
 * as the browser sends it with every form post and fetch.
 */
export async function staffFromHeaders(
  db: DB,
  settings: Settings,
  headers: { cookie?: string; origin?: string; url: string; siteOrigin: string },
): Promise<HeaderCheck> {
  if (headers.origin !== headers.siteOrigin) {
    return { ok: false, status: 403, error: 'Photos can only be sent from this site.' }
  }
  const request = new Request(new URL(headers.url, headers.siteOrigin), {
    headers: headers.cookie ? { cookie: headers.cookie } : {},
  })
  const loaded = await loadSession(db, request, {
    now: new Date(),
    limits: settings,
    siteUrl: settings.SITE_URL,
  })
  if (!loaded || loaded.session.pending_2fa === 1) {
    return { ok: false, status: 401, error: 'Sign in to the back office first.' }
  }
  const { user } = loaded
  if (user.role !== 'owner' && user.role !== 'staff') {
    return { ok: false, status: 403, error: 'This account cannot change the inventory.' }
  }
  if (user.totp_secret === null && (await twoFactorRequired(db))) {
    return { ok: false, status: 403, error: 'Set up two-factor sign-in first.' }
  }
  return { ok: true, userId: user.id, email: user.email }
}
