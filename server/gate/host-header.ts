import type { IncomingMessage } from 'node:http'

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
 * Works on Node's own request too, for answers given before Express.
 */
export function requestOrigin(
  req: IncomingMessage,
  siteHost: string,
  trustProxy: boolean,
): string | undefined {
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
  const forwarded = trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined
  if (forwarded !== undefined && !isValidHost(forwarded)) return undefined
  // as Express reads req.protocol
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
  const proto = trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined
  const protocol = (proto ?? (encrypted ? 'https' : 'http')) === 'https' ? 'https' : 'http'
  return `${protocol}://${forwarded ?? host}`
}

/** The first of a header's comma-separated values, trimmed. */
function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  return value?.split(',')[0]?.trim()
}
