import type { Request } from 'express'

// A DNS name (letters, digits, hyphens, underscores in dot-separated labels),
// an IPv4 address or a bracketed IPv6 address, with an optional port.
const hostPattern =
  /^(?:\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?)(?::(\d{1,5}))?$/

/** Whether a Host (or X-Forwarded-Host) value is a well-formed host with a port in range. */
export function isValidHost(value: string): boolean {
  if (value.length > 255) return false
  const match = hostPattern.exec(value)
  if (!match) return false
  return match[1] === undefined || Number(match[1]) <= 65_535
}

/**
 * The origin this request was sent to, for building its URL: the Host
 * header, or the proxy's X-Forwarded-Host/Proto when the proxy is trusted.
 * Undefined when the request names no valid host (HTTP/1.1 requires one);
 * an HTTP/1.0 request without Host is taken as addressed to `siteHost`.
 * Canonical links never come from here: they use the SITE_URL setting.
 */
export function requestOrigin(req: Request, siteHost: string): string | undefined {
  const hosts = req.rawHeaders.filter(
    (_, i) => i % 2 === 0 && /^host$/i.test(req.rawHeaders[i] ?? ''),
  )
  if (hosts.length > 1) return undefined
  let host = req.headers.host
  if (host === undefined) {
    if (req.httpVersion !== '1.0') return undefined
    host = siteHost
    req.headers.host = host
  }
  if (!isValidHost(host)) return undefined
  const trusted = req.app.enabled('trust proxy')
  const forwarded = trusted ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  if (forwarded !== undefined && !isValidHost(forwarded)) return undefined
  const protocol = req.protocol === 'https' ? 'https' : 'http'
  return `${protocol}://${forwarded ?? host}`
}
