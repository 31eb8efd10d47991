import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import type { StaffRole } from '#app/kernel/.server/db/schema.ts'
import { inviteStaff } from '#app/staff/.server/invitations.ts'
import { resetLinkFor } from '#app/staff/.server/password-reset.ts'
import { newTotpSecret } from '#app/staff/.server/totp.ts'

/** A running server's database, opened on a connection of its own for one piece of work. */
export async function withDatabase<T>(databaseUrl: string, work: (db: DB) => Promise<T>) {
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    return await work(db)
  } finally {
    await db.destroy()
  }
}

/**
 * Invites a person into a running server's database, as
 * `npm run staff -- invite` does, and returns the one-time link's path.
 */
export async function invitePath(
  databaseUrl: string,
  email: string,
  role: StaffRole = 'owner',
): Promise<string> {
  return withDatabase(databaseUrl, async (db) => {
    const { link } = await inviteStaff(db, {
      email,
      role,
      invitedBy: null,
      siteUrl: 'http://site.invalid',
      sendEmail: false,
    })
    return new URL(link).pathname
  })
}

/** A password reset link's path for an account, as `npm run staff -- reset` makes it. */
export async function resetPath(databaseUrl: string, email: string): Promise<string> {
  return withDatabase(databaseUrl, async (db) => {
    const link = await resetLinkFor(db, { email, siteUrl: 'http://site.invalid' })
    if (!link) throw new Error(`no active account ${email}`)
    return new URL(link).pathname
  })
}

/**
 * Turns two-factor on for an account in a running server's database, as if
 * it had been set up on the Account page; returns the secret.
 */
export async function enableTwoFactor(databaseUrl: string, email: string): Promise<string> {
  return withDatabase(databaseUrl, async (db) => {
    const secret = newTotpSecret()
    await db
      .updateTable('staff_users')
      .set({ totp_secret: secret })
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    return secret
  })
}

/** The known-device cookie's name=value among a response's cookies, if it set one. */
export function devicePair(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => /staff_device=[A-Za-z0-9_-]{43}$/.test(pair))
}

/** The session cookie's name=value from a Set-Cookie header. */
export function sessionPair(setCookie: string | null): string {
  const pair = setCookie?.split(';')[0] ?? ''
  if (!/staff_session=[A-Za-z0-9_-]{43}$/.test(pair))
    throw new Error(`no session cookie in ${setCookie}`)
  return pair
}

/** The anti-forgery token of the forms on a back-office page. */
export function csrfFrom(html: string): string {
  const token = /name="csrf" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1]
  if (!token) throw new Error('no csrf field on the page')
  return token
}

/** Every URL shape of the back office in the route table, ":param" segments filled with `fill`. */
export function adminPaths(
  routes: Array<{ path?: string; children?: unknown[] }>,
  fill = 'x'.repeat(43),
): string[] {
  const paths: string[] = []
  const walk = (list: Array<{ path?: string; children?: unknown[] }>) => {
    for (const route of list) {
      if (route.path?.startsWith('admin')) {
        paths.push(`/${route.path.replace(/:[A-Za-z]+/g, fill)}`)
      }
      if (route.children) walk(route.children as typeof list)
    }
  }
  walk(routes)
  return paths
}

export type FormPostOptions = {
  cookie?: string
  /** the Origin header: this site's unless given; null sends none */
  origin?: string | null
  /** the client's address, through X-Forwarded-For (a server started with TRUST_PROXY) */
  from?: string
}

/** A back-office form post as a browser sends it, answered without following redirects. */
export function postForm(
  siteUrl: string,
  path: string,
  fields: Record<string, string>,
  options: FormPostOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (options.origin !== null) headers.origin = options.origin ?? siteUrl
  if (options.from) headers['x-forwarded-for'] = options.from
  if (options.cookie) headers.cookie = options.cookie
  return fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

/** A page as a browser asks for it, with the session's cookie when given. */
export const getPage = (siteUrl: string, path: string, cookie?: string): Promise<Response> =>
  fetch(`${siteUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
