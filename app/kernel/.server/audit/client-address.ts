import type { AppLoadContext } from 'react-router'

/**
 * The client's address for throttling and the audit log. The server hands
 * it over as `clientAddress` (Express's req.ip, which honours TRUST_PROXY).
 * Without it, behind a trusted proxy, the first X-Forwarded-For entry;
 * otherwise unknown (null), and only the per-account throttle applies:
 * one shared bucket for every unknown client would let anyone slow down all
 * sign-ins.
 */
export function clientAddress(request: Request, context: AppLoadContext): string | null {
  if (context.clientAddress) return context.clientAddress
  if (!context.settings.TRUST_PROXY) return null
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || null
}
