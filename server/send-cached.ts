import type { Request, Response } from 'express'

import { type CachedResponse, joinValues, type PerRequest } from './page-cache'
import { fitsSplice, spliceDeflate } from './spliced-deflate'

/** Whether If-None-Match names this entity (in any of its encodings). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === '*' || value.replace(/-(br|gz)"$/, '"') === `"${tag}"`)
}

/**
 * The headers the middleware chain (security headers and the like) gave a
 * kept response when it was first sent, to send again without running it:
 * all but the request's own id, and a script policy without that request's
 * nonce (a kept body without a nonce runs no inline script).
 */
export function frameHeadersOf(res: Response): [string, string | string[]][] {
  return Object.entries(res.getHeaders())
    .filter(([name]) => name !== 'x-request-id')
    .map(([name, value]): [string, string | string[]] => [
      name,
      name === 'content-security-policy'
        ? String(value).replace(/ 'nonce-[^']*'/g, '')
        : Array.isArray(value)
          ? value
          : String(value),
    ])
}

/**
 * Answers from a kept response. HTML gets this request's nonce (and time)
 * where the rendering request's stood, as deflate compressed when it was kept
 * (or uncompressed for a browser that takes no deflate). A body without them
 * is sent as kept, compressed ahead, with a strong ETag per encoding and 304
 * when the client has it already.
 */
export function sendCached(req: Request, res: Response, entry: CachedResponse, values: PerRequest) {
  // what the chain set before this answer, for keptResponses to send next time
  if (entry.fixed && !entry.frame) entry.frame = frameHeadersOf(res)
  res.status(entry.status)
  for (const [name, value] of entry.headers) res.append(name, value)
  const { fixed, spliced } = entry
  res.vary('Accept-Encoding')
  if (!fixed) {
    const inserted = entry.slots.map((slot) => values[slot])
    if (spliced && fitsSplice(spliced, inserted) && req.acceptsEncodings('deflate')) {
      // compressed once when kept: only the values go in per request
      const body = spliceDeflate(spliced, inserted)
      res.set('Content-Encoding', 'deflate')
      res.set('Content-Length', String(body.length))
      res.end(body)
    } else {
      res.end(joinValues(entry, values))
    }
    return
  }
  // brotli first (smaller), whatever order the browser lists them in
  const encoding = (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name))
  const [tag, bytes] =
    encoding === 'br'
      ? [`"${fixed.tag}-br"`, fixed.br]
      : encoding === 'gzip'
        ? [`"${fixed.tag}-gz"`, fixed.gzip]
        : [`"${fixed.tag}"`, fixed.identity]
  res.set('ETag', tag)
  if (matches(req.headers['if-none-match'], fixed.tag)) {
    res.removeHeader('Content-Type')
    res.status(304).end()
    return
  }
  if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding)
  res.set('Content-Length', String(bytes.length))
  res.end(req.method === 'HEAD' ? undefined : bytes)
}
