import type { AppLoadContext } from 'react-router'

import { recordAccountChange } from '#app/kernel/.server/audit/audit.ts'
import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import type { StaffSessionRow, StaffUserRow } from '#app/kernel/.server/db/schema.ts'

import {
  clearedSessionCookie,
  deviceCookie,
  deviceCookieName,
  readCookie,
  sessionCookie,
} from './cookie'
import { deviceLifetimeDays, rememberDevice } from './known-devices'
import { createSession, endSession, endUserSessions } from './session'

function sessionOptions(request: Request, context: AppLoadContext, now: Date) {
  return {
    now,
    limits: context.settings,
    ip: clientAddress(request, context),
    userAgent: request.headers.get('user-agent'),
  }
}

/** The known-device cookie the request carries, if any (see known-devices.ts). */
export function deviceToken(request: Request, context: AppLoadContext): string | undefined {
  return readCookie(request.headers.get('cookie'), deviceCookieName(context.settings.SITE_URL))
}

/**
 * A sign-in is complete: this browser becomes (or stays) a known device of
 * the account, under a new cookie value. Returns the cookie to set.
 */
async function rememberThisDevice(
  request: Request,
  context: AppLoadContext,
  user: Pick<StaffUserRow, 'id'>,
  now: Date,
): Promise<string> {
  const token = await rememberDevice(context.db, {
    userId: user.id,
    previous: deviceToken(request, context),
    now,
  })
  return deviceCookie(context.settings.SITE_URL, token, deviceLifetimeDays)
}

/**
 * After the password: a full session, or, when the account has two-factor,
 * a pending one that only the code page accepts. Either way a new id.
 * Returns the cookies to set: the session's first, then, for a complete
 * sign-in, the known device's.
 */
export async function beginSession(
  request: Request,
  context: AppLoadContext,
  user: StaffUserRow,
  now = new Date(),
): Promise<string[]> {
  const pending = user.totp_secret !== null
  const { token } = await createSession(context.db, {
    ...sessionOptions(request, context, now),
    userId: user.id,
    pending2fa: pending,
  })
  const session = sessionCookie(context.settings.SITE_URL, token)
  if (pending) return [session]
  await auditSignIn(request, context, user, now)
  return [session, await rememberThisDevice(request, context, user, now)]
}

async function auditSignIn(
  request: Request,
  context: AppLoadContext,
  user: StaffUserRow,
  now: Date,
  details?: object,
) {
  await recordAccountChange(
    context.db,
    user,
    'sign-in.success',
    { after: details, ip: clientAddress(request, context) },
    now,
  )
}

/**
 * Replaces a session by a new one with a fresh id (after the second factor,
 * a password change, a two-factor change), so an id seen before the change
 * is worth nothing after it.
 */
export async function renewSession(
  request: Request,
  context: AppLoadContext,
  old: StaffSessionRow,
  now = new Date(),
): Promise<string> {
  const { token } = await createSession(context.db, {
    ...sessionOptions(request, context, now),
    userId: old.user_id,
    pending2fa: false,
  })
  await endSession(context.db, old.id_hash)
  context.staffSessionToken = token
  return sessionCookie(context.settings.SITE_URL, token)
}

/**
 * The code was right: the pending session becomes a full one, under a new
 * id, and the browser a known device. Returns the cookies to set.
 */
export async function completeSignIn(
  request: Request,
  context: AppLoadContext,
  pending: StaffSessionRow,
  user: StaffUserRow,
  details: { usedRecoveryCode: boolean },
  now = new Date(),
): Promise<string[]> {
  const cookie = await renewSession(request, context, pending, now)
  await auditSignIn(request, context, user, now, { twoFactor: true, ...details })
  return [cookie, await rememberThisDevice(request, context, user, now)]
}

/** Ends this session, or every session of the user; returns the cookie that clears it. */
export async function signOut(
  request: Request,
  context: AppLoadContext,
  session: StaffSessionRow,
  user: Pick<StaffUserRow, 'id' | 'email'>,
  options: { everywhere: boolean },
): Promise<string> {
  const ended = options.everywhere
    ? await endUserSessions(context.db, user.id)
    : (await endSession(context.db, session.id_hash), 1)
  await recordAccountChange(
    context.db,
    user,
    options.everywhere ? 'sign-out.everywhere' : 'sign-out',
    { after: { sessionsEnded: ended }, ip: clientAddress(request, context) },
  )
  return clearedSessionCookie(context.settings.SITE_URL)
}
