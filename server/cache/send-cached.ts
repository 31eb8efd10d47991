import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants } from 'node:zlib'

import type { Request, Response } from 'express'

import { type Coding, preferredCoding } from './content-coding'
import { type CachedResponse, joinValues, type PerRequest } from './page-cache'
import { spliceBrotli } from './spliced-brotli'
import { fitsSplice, spliceDeflate, spliceGzip } from './spliced-deflate'

/** Whether If-None-Match names this entity (in any of its encodings). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === '*' || value.replace(/-(br|gz|df)"$/, '"') === `"${tag}"`)
}

/** Where a cached page's script policy takes the nonce of the request it answers. */
const nonceSlot = '{nonce}'

/**
 * The headers the middleware chain (security headers and the like) gave a
 * cached response when it was first sent, to send again without running it:
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

/** A cached frame's headers on a response, with this request's nonce in its script policy. */
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

/**
 * Answers from a cached response. HTML gets this request's nonce (and time)
 * where the rendering request's stood, in the encoding the client prefers
 * among those spliced without compressing per request (sendSpliced). A body
 * without them is sent by sendFixed.
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
  // values that do not fit the cached gaps: the compression middleware takes it
  res.status(entry.status)
  for (const [name, value] of entry.headers) res.append(name, value)
  res.vary('Accept-Encoding')
  res.end(joinValues(entry, values))
}

/** Whether a cached page can take these values without compressing it again. */
export function splices(entry: CachedResponse, values: PerRequest): boolean {
  const inserted = entry.slots.map((slot) => values[slot])
  return entry.spliced !== undefined && fitsSplice(entry.spliced, inserted)
}

/**
 * What a cached page is sent as, best first (identity besides): brotli once
 * its form is ready (the smallest; spliced like deflate and gzip, made from
 * parts compressed once). Until then brotli comes last, for the clients that
 * take it alone (some proxies and crawlers), at its fastest quality per
 * request: about 0.2 ms for a 100 KB page, a seventh of the page's bytes.
 */
const withBrotli: readonly Coding[] = ['br', 'deflate', 'gzip']
const brotliLast: readonly Coding[] = ['deflate', 'gzip', 'br']
const fastBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }

/** The body in one coding, with the values put in the cached parts' gaps. */
function splicedBody(entry: CachedResponse, coding: Coding, values: PerRequest): Buffer {
  const { spliced, splicedBrotli } = entry
  const inserted = entry.slots.map((slot) => values[slot])
  if (coding === 'gzip' && spliced) return spliceGzip(spliced, inserted)
  if (coding === 'deflate' && spliced) return spliceDeflate(spliced, inserted)
  if (coding === 'br' && splicedBrotli) {
    return spliceBrotli(
      splicedBrotli,
      inserted.map((value) => Buffer.from(value)),
    )
  }
  if (coding === 'br') return brotliCompressSync(joinValues(entry, values), fastBrotli)
  return Buffer.from(joinValues(entry, values))
}

/**
 * A cached page with this request's values, in the coding the client prefers
 * among brotli, deflate, gzip and none. On Node's own response, so
 * cachedResponses can send it before Express. False, having sent nothing,
 * for values that do not fit.
 */
export function sendSpliced(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  values: PerRequest,
): boolean {
  if (!splices(entry, values)) return false
  const offered = entry.splicedBrotli ? withBrotli : brotliLast
  const coding = preferredCoding(req.headers['accept-encoding'], offered)
  const body = splicedBody(entry, coding, values)
  for (const [name, value] of entry.headers) res.appendHeader(name, value)
  res.appendHeader('Vary', 'Accept-Encoding')
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding)
  res.setHeader('Content-Length', String(body.length))
  res.writeHead(entry.status).end(body)
  return true
}

/** What a cached body without values is sent as, best first (identity besides). */
const fixedCodings: readonly Coding[] = ['br', 'gzip', 'deflate']
const tagSuffix = { br: '-br', gzip: '-gz', deflate: '-df', identity: '' } as const

/**
 * A cached body without per-request values (JSON, XML, route data), on Node's
 * own response so cachedResponses can send it before Express: compressed
 * ahead in each coding, the one the client prefers sent, with a strong ETag
 * per encoding and 304 when the client has it already.
 */
export function sendFixed(req: IncomingMessage, res: ServerResponse, entry: CachedResponse) {
  const { fixed } = entry
  if (!fixed) throw new Error('sendFixed takes a cached body without per-request values')
  const coding = preferredCoding(req.headers['accept-encoding'], fixedCodings)
  const bytes = fixed[coding]
  for (const [name, value] of entry.headers) res.appendHeader(name, value)
  res.appendHeader('Vary', 'Accept-Encoding')
  res.setHeader('ETag', `"${fixed.tag}${tagSuffix[coding]}"`)
  if (matches(req.headers['if-none-match'], fixed.tag)) {
    res.removeHeader('Content-Type')
    res.writeHead(304).end()
    return
  }
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding)
  res.setHeader('Content-Length', String(bytes.length))
  res.writeHead(entry.status).end(req.method === 'HEAD' ? undefined : bytes)
}
