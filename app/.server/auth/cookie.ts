/**
 * The staff session cookie. HttpOnly (scripts never see it), SameSite=Lax
 * (not sent on cross-site posts), Path=/ and no Domain; on https also Secure
 * with the __Host- prefix, so no subdomain or plain-http page can set it.
 * No Max-Age: it ends with the browser, and the server ends it sooner
 * (idle and absolute limits). SameSite=Lax is part of the defence against
 * forged requests: never weaken it to None.
 */
export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith('https:') ? '__Host-staff_session' : 'staff_session'
}

export function sessionCookie(siteUrl: string, value: string): string {
  const secure = siteUrl.startsWith('https:')
  return [
    `${sessionCookieName(siteUrl)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
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
