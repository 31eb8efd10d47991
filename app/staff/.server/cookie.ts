/**
 * The back office's cookies. HttpOnly (scripts never see them), SameSite=Lax
 * (not sent on cross-site posts), Path=/ and no Domain; on https also Secure
 * with the __Host- prefix, so no subdomain or plain-http page can set them.
 */
const hostOnly = (siteUrl: string) => siteUrl.startsWith('https:')

function cookieName(siteUrl: string, name: string): string {
  return hostOnly(siteUrl) ? `__Host-${name}` : name
}

function cookie(siteUrl: string, name: string, value: string, extra: string[] = []): string {
  return [
    `${cookieName(siteUrl, name)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(hostOnly(siteUrl) ? ['Secure'] : []),
    ...extra,
  ].join('; ')
}

/**
 * The staff session cookie. No Max-Age: it ends with the browser, and the
 * server ends it sooner (idle and absolute limits). SameSite=Lax is part of
 * the defence against forged requests: never weaken it to None.
 */
export function sessionCookieName(siteUrl: string): string {
  return cookieName(siteUrl, 'staff_session')
}

export function sessionCookie(siteUrl: string, value: string): string {
  return cookie(siteUrl, 'staff_session', value)
}

/** The known-device cookie (known-devices.ts): it outlives sessions, for `maxAgeDays`. */
export function deviceCookieName(siteUrl: string): string {
  return cookieName(siteUrl, 'staff_device')
}

export function deviceCookie(siteUrl: string, value: string, maxAgeDays: number): string {
  return cookie(siteUrl, 'staff_device', value, [`Max-Age=${maxAgeDays * 24 * 60 * 60}`])
}

export function clearedSessionCookie(siteUrl: string): string {
  return `${sessionCookie(siteUrl, '')}; Max-Age=0`
}

/** The value of one cookie in a Cookie header, if present and well-formed. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    if (part.slice(0, at).trim() !== name) continue
    const value = part.slice(at + 1).trim()
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined
  }
  return undefined
}
