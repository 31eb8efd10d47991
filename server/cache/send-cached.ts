import type { IncomingMessage, ServerResponse } from 'node:http'

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

/** Where a kept page's script policy takes the nonce of the request it answers. */
const nonceSlot = '{nonce}'

/**
 * The headers the middleware chain (security headers and the like) gave a
 * kept response when it was first sent, to send again without running it:
 * all but the request's own id. The script policy keeps the place of the
 * rendering request's nonce for a page (filled per request by
 * framedHeaders), and drops it for a body without one, which runs no inline
 * script.
 */
export function frameHeadersOf(res: ServerResponse, nonce?: string): [string, string | string[]][] {
  return Object.entries(res.getHeaders())
    .filter(([name]) => name !== 'x-request-id')
    .map(([name, value]): [string, string | string[]] => [
      name,
      name === 'content-security-policy'
        ? nonce
          ? String(value).replaceAll(nonce, nonceSlot)
          : String(value).replace(/ 'nonce-[^']*'/g, '')
        : Array.isArray(value)
          ? value
          : String(value),
    ])
}

/** A kept frame's headers on a response, with this request's nonce in its script policy. */
export function setFrameHeaders(
  res: ServerResponse,
  frame: [string, string | string[]][],
  nonce: string,
) {
  for (const [name, value] of frame) {
    res.setHeader(
      name,
      name === 'content-security-policy' ? String(value).replace(nonceSlot, nonce) : value,
    )
  }
}

// Browsers send a handful of distinct Accept-Encoding values, each parsed
// once here: kept answers are the most repeated requests. Bounded, so odd
// values cannot grow it.
const parsed = new Map<string, boolean>()

/** Whether an Accept-Encoding header takes this coding (listed, or `*`, with q above 0). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false
  const key = `${coding} ${header}`
  let takes = parsed.get(key)
  if (takes === undefined) {
    takes = takesCoding(header, coding)
    if (parsed.size >= 256) parsed.clear()
    parsed.set(key, takes)
  }
  return takes
}

function takesCoding(header: string, coding: string): boolean {
  let wildcard = false
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    const takes = q === undefined || Number(q) > 0
    if (name.trim() === coding) return takes
    if (name.trim() === '*') wildcard = takes
  }
  return wildcard
}

/**
 * Answers from a kept response. HTML gets this request's nonce (and time)
 * where the rendering request's stood, as deflate compressed when it was kept
 * (or uncompressed for a browser that takes no deflate). A body without them
 * is sent by sendFixed.
 */
export function sendCached(req: Request, res: Response, entry: CachedResponse, values: PerRequest) {
  if (entry.fixed) {
    // what the chain set before this answer, for cachedResponses to send next time
    entry.frame ??= frameHeadersOf(res)
    sendFixed(req, res, entry)
    return
  }
  entry.frame ??= frameHeadersOf(res, values.nonce)
  if (sendSpliced(req, res, entry, values)) return
  res.status(entry.status)
  for (const [name, value] of entry.headers) res.append(name, value)
  res.vary('Accept-Encoding')
  res.end(joinValues(entry, values))
}

/** Whether a kept page can go to this client as deflate with these values. */
export function splices(req: IncomingMessage, entry: CachedResponse, values: PerRequest): boolean {
  const inserted = entry.slots.map((slot) => values[slot])
  return (
    entry.spliced !== undefined &&
    fitsSplice(entry.spliced, inserted) &&
    acceptsEncoding(req.headers['accept-encoding'], 'deflate')
  )
}

/**
 * A kept page with this request's values, as deflate compressed when it was
 * kept: only the values go in per request. On Node's own response, so
 * cachedResponses can send it before Express. False, having sent nothing,
 * for a client that takes no deflate or values that do not fit.
 */
export function sendSpliced(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  values: PerRequest,
): boolean {
  const { spliced } = entry
  if (!spliced || !splices(req, entry, values)) return false
  for (const [name, value] of entry.headers) res.appendHeader(name, value)
  res.appendHeader('Vary', 'Accept-Encoding')
  const body = spliceDeflate(
    spliced,
    entry.slots.map((slot) => values[slot]),
  )
  res.setHeader('Content-Encoding', 'deflate')
  res.setHeader('Content-Length', String(body.length))
  res.writeHead(entry.status).end(body)
  return true
}

/**
 * A kept body without per-request values (JSON, XML, route data), on Node's
 * own response so cachedResponses can send it before Express: compressed
 * ahead, brotli first whatever order the client lists its codings in, with a
 * strong ETag per encoding and 304 when the client has it already.
 */
export function sendFixed(req: IncomingMessage, res: ServerResponse, entry: CachedResponse) {
  const { fixed } = entry
  if (!fixed) throw new Error('sendFixed takes a kept body without per-request values')
  const accept = req.headers['accept-encoding']
  const encoding = (['br', 'gzip'] as const).find((name) => acceptsEncoding(accept, name))
  const [tag, bytes] =
    encoding === 'br'
      ? [`"${fixed.tag}-br"`, fixed.br]
      : encoding === 'gzip'
        ? [`"${fixed.tag}-gz"`, fixed.gzip]
        : [`"${fixed.tag}"`, fixed.identity]
  for (const [name, value] of entry.headers) res.appendHeader(name, value)
  res.appendHeader('Vary', 'Accept-Encoding')
  res.setHeader('ETag', tag)
  if (matches(req.headers['if-none-match'], fixed.tag)) {
    res.removeHeader('Content-Type')
    res.writeHead(304).end()
    return
  }
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(bytes.length))
  res.writeHead(entry.status).end(req.method === 'HEAD' ? undefined : bytes)
}
