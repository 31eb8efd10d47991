import type { AppLoadContext } from 'react-router'

import type { StaffRole, StaffSessionRow, StaffUserRow } from '#app/kernel/.server/db/schema.ts'
import { twoFactorRequired } from '#app/kernel/.server/settings/app-settings.ts'
import { sameSecret } from '#app/kernel/.server/tokens.ts'
import { adminRedirect } from '#app/kernel/admin-page.ts'
import { sitePath } from '#app/kernel/site-path.ts'

import { type LoadedSession, loadSession } from './session'

export const signInPath = '/admin/sign-in'
export const twoFactorSetupPath = '/admin/account/two-factor'
/** the hidden form field that carries the session's token when a browser sends no Origin */
export const csrfField = 'csrf'

export type StaffUser = Pick<StaffUserRow, 'id' | 'email' | 'name' | 'role'> & {
  twoFactor: boolean
}

export type StaffContext = {
  user: StaffUser
  session: StaffSessionRow
  /** for the hidden field of every form on the page */
  csrfToken: string
}

function staffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactor: row.totp_secret !== null,
  }
}

/** Where to go after signing in: a path on this site (sitePath), else the fallback. */
export function safeRedirect(to: string | null | undefined, fallback = '/admin'): string {
  return sitePath(to) ?? fallback
}

export function signInRedirect(request: Request): Response {
  const url = new URL(request.url)
  const here = `${url.pathname.replace(/\.data$/, '')}${url.search}`
  const params = here === '/admin' ? '' : `?${new URLSearchParams({ redirectTo: here })}`
  return adminRedirect(`${signInPath}${params}`)
}

export async function readStaffSession(
  request: Request,
  context: AppLoadContext,
  now = new Date(),
): Promise<LoadedSession | null> {
  return loadSession(context.db, request, {
    now,
    limits: context.settings,
    siteUrl: context.settings.SITE_URL,
    // a form post without JavaScript renders the page in the same request as
    // its action: after a renewal, the request's cookie names an ended session
    renewed: context.staffSessionToken,
  })
}

/**
 * A state-changing request must come from our own pages. The edge gate has
 * already refused a foreign Origin; a request without one must carry the
 * session's token in a hidden form field.
 */
async function checkForgery(request: Request, session: StaffSessionRow): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return
  const origin = request.headers.get('origin')
  if (origin !== null) {
    if (origin === new URL(request.url).origin) return
    throw new Response('Forms can only be sent from this site.', { status: 403 })
  }
  let sent: FormDataEntryValue | null = null
  try {
    sent = (await request.clone().formData()).get(csrfField)
  } catch {
    sent = null
  }
  if (typeof sent !== 'string' || !sameSecret(sent, session.csrf_token)) {
    throw new Response('This form has expired. Go back, reload the page and try again.', {
      status: 403,
    })
  }
}

/**
 * The one gate of the back office: every admin loader and action calls it
 * first. Without a valid session, pages redirect to sign-in (and back after);
 * a staff member on an owner's page gets 403; a forged post gets 403; while
 * owners require two-factor, an account without it is sent to set it up.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  options: { role?: StaffRole; allowWithoutTwoFactor?: boolean } = {},
): Promise<StaffContext> {
  const loaded = await readStaffSession(request, context)
  if (!loaded || loaded.session.pending_2fa === 1) throw signInRedirect(request)
  const { session, user } = loaded
  await checkForgery(request, session)
  if (options.role === 'owner' && user.role !== 'owner') {
    throw new Response('Only an owner can open this page.', { status: 403 })
  }
  if (
    !options.allowWithoutTwoFactor &&
    user.totp_secret === null &&
    (await twoFactorRequired(context.db))
  ) {
    throw adminRedirect(`${twoFactorSetupPath}?required=1`)
  }
  return { user: staffUser(user), session, csrfToken: session.csrf_token }
}
