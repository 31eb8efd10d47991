/** The buyers' alert pages; the secret in the address is their only key. */
export const alertPaths = {
  subscribe: '/alerts',
  confirm: (token: string) => `/alerts/confirm/${token}`,
  manage: (token: string) => `/alerts/manage/${token}`,
  unsubscribe: (token: string) => `/alerts/unsubscribe/${token}`,
}

/** A link's secret as it can be: 32 random bytes in base64url; anything else is not looked up. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

/** The one-click unsubscribe address: a POST here needs no cookie or form token (RFC 8058). */
export const unsubscribePattern = /^\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}$/

/**
 * The link's secret in the subject of a mailto unsubscribe, as an owner
 * pastes it: "Unsubscribe <secret>", perhaps after "Re:" or "Fwd:".
 */
export function tokenInSubject(subject: string): string | undefined {
  return /^(?:(?:re|fwd?|aw|tr):\s*)*unsubscribe\s+([A-Za-z0-9_-]{43})$/i.exec(subject.trim())?.[1]
}
