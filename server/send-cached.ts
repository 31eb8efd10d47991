import type { Request, Response } from 'express'

import type { CachedResponse } from './page-cache'

/** Whether If-None-Match names this entity (in any of its encodings). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === '*' || value.replace(/-(br|gz)"$/, '"') === `"${tag}"`)
}

/**
 * Answers from a kept response. HTML gets this request's nonce where the
 * rendering request's stood (and is compressed on the way out like any
 * dynamic answer). A body without a nonce is sent as kept, compressed ahead,
 * with a strong ETag per encoding and 304 when the client has it already.
 */
export function sendCached(req: Request, res: Response, entry: CachedResponse, nonce: string) {
  res.status(entry.status)
  for (const [name, value] of entry.headers) res.append(name, value)
  const { fixed } = entry
  if (!fixed) {
    res.end(entry.parts.join(nonce))
    return
  }
  res.vary('Accept-Encoding')
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
