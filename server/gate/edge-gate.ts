import type { Request, RequestHandler, Response } from 'express'

import { sendError } from './client-error'
import { requestOrigin } from './host-header'
import { drain, readBody } from './read-body'
import { type Matcher, policyFor, type RoutePolicy } from './route-policy'
import { routedPathOf } from './routed-path'

export type GateOptions = {
  /** the host of SITE_URL, for HTTP/1.0 requests that name none */
  siteHost: string
  /** TRUST_PROXY: the proxy's X-Forwarded-Host and -Proto name the origin */
  trustProxy: boolean
  /** the route table of the current build */
  matcher: () => Promise<Matcher>
  /** whether a static file answers this path */
  isAsset: (pathname: string) => boolean
}

type GateLocals = {
  policy: RoutePolicy
  origin: string
  /**
   * the client's address (Express's req.ip, which honours TRUST_PROXY), read
   * on arrival: Node no longer knows it once the client has reset the connection
   */
  clientAddress: string | undefined
  body?: Buffer
}

export function gateLocals(res: Response): GateLocals {
  return res.locals as GateLocals
}

function allowHeader(policy: RoutePolicy): string {
  return [...policy.methods, 'OPTIONS'].join(', ')
}

/**
 * The first decision on every request, before any route runs: what it may
 * be. Only origin-form targets ("/path?query"), a valid Host, a path that
 * decodes, and the methods the matched route answers (405 with Allow). The
 * route is found on the path as routing reads it (routedPathOf), which every
 * later rule keyed by path reads too.
 * A refused request gets a clean 4xx in the route's own format.
 */
export function edgeGate(options: GateOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      // absolute-form ("http://x/"), authority-form (CONNECT) and "*" are not for us
      if (!req.url.startsWith('/') || req.url.startsWith('//')) {
        await refuse(req, res, 400, 'The request must name a path on this site.')
        return
      }
      const origin = requestOrigin(req, options.siteHost, options.trustProxy)
      if (!origin) {
        await refuse(req, res, 400, 'The Host header is missing or malformed.')
        return
      }
      const clientAddress = req.ip
      const pathname = req.url.split('?', 1)[0] ?? '/'
      if (!decodes(pathname)) {
        await refuse(req, res, 400, 'The address is not valid.')
        return
      }
      const routed = routedPathOf(res)
      const policy = policyFor(routed, await options.matcher(), options.isAsset(routed.path))
      Object.assign(res.locals, { policy, origin, clientAddress } satisfies GateLocals)
      const method = req.method
      if (method === 'OPTIONS') {
        await drain(req)
        res
          .status(204)
          .set({ Allow: allowHeader(policy), 'Cache-Control': 'no-store' })
          .end()
        return
      }
      // unknown API paths answer JSON here; unknown pages get the not-found screen
      if (policy.methods.includes(method) && !(policy.unknown && policy.kind === 'api')) {
        next()
        return
      }
      if (policy.unknown) {
        await refuse(
          req,
          res,
          404,
          policy.kind === 'api' ? 'Not found.' : 'This page does not exist.',
        )
        return
      }
      await refuse(
        req,
        res,
        405,
        `${method} is not allowed here. Allowed: ${policy.methods.join(', ')}.`,
        { Allow: allowHeader(policy) },
      )
    } catch (error) {
      next(error)
    }
  }
}

/** Answers a refused request once its body (if any) has been read and discarded. */
async function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers?: Record<string, string>,
): Promise<void> {
  await drain(req)
  sendError(req, res, status, message, headers)
}

/**
 * Decodes, and holds no control character (NUL, CR, LF…): anything else is a
 * malformed address, which no route can match (a route's "*" stops at a line break).
 */
function decodes(pathname: string): boolean {
  try {
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname))
  } catch {
    return false
  }
}

/** `type/subtype` of a Content-Type, lowercased, and its parameters. */
function mediaType(header: string | undefined) {
  if (!header) return undefined
  const [type = '', ...params] = header.split(';')
  const parameters = new Map<string, string>()
  for (const param of params) {
    const at = param.indexOf('=')
    if (at > 0) {
      parameters.set(
        param.slice(0, at).trim().toLowerCase(),
        param
          .slice(at + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      )
    }
  }
  return { type: type.trim().toLowerCase(), parameters }
}

// RFC 2046: 1 to 70 characters from a small set, not ending in a space
const boundaryPattern = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/

/**
 * Bodies, after the method is known to be allowed: the content type the
 * route takes (415), a same-origin browser post on pages (403), the size cap
 * enforced while reading (413), and a body that parses (400). The body is
 * kept for the route, which reads it from memory.
 */
export const bodyGate: RequestHandler = async (req, res, next) => {
  const { policy, origin } = gateLocals(res)
  if (req.method === 'GET' || req.method === 'HEAD' || !policy.body) {
    next()
    return
  }
  try {
    const media = mediaType(req.headers['content-type'])
    if (!media || !policy.body.types.includes(media.type)) {
      await refuse(req, res, 415, `Send the body as ${policy.body.types.join(' or ')}.`)
      return
    }
    // any site may post here; React Router would refuse a foreign Origin, which says nothing here
    if (policy.crossSite) delete req.headers.origin
    else if (policy.kind === 'page') {
      const from = req.headers.origin
      if (from !== undefined && from !== origin) {
        await refuse(req, res, 403, 'Forms can only be sent from this site.')
        return
      }
    }
    const boundary = media.parameters.get('boundary')
    if (media.type === 'multipart/form-data' && !(boundary && boundaryPattern.test(boundary))) {
      await refuse(req, res, 400, 'The form data has no valid boundary.')
      return
    }
    const read = await readBody(req, policy.body.limit)
    if (!read.ok) {
      if (read.reason === 'too-large') {
        const message =
          policy.body.tooLarge ?? `The request body must be at most ${policy.body.limit / 1024} KB.`
        sendError(req, res, 413, message)
      }
      return
    }
    if (!(await parses(read.body, media.type, req.headers['content-type'] ?? ''))) {
      sendError(
        req,
        res,
        400,
        media.type === 'application/json'
          ? 'The request body is not valid JSON.'
          : 'The form data could not be read.',
      )
      return
    }
    gateLocals(res).body = read.body
    next()
  } catch (error) {
    next(error)
  }
}

async function parses(body: Buffer, type: string, contentType: string): Promise<boolean> {
  try {
    if (type === 'application/json') {
      // invalid UTF-8 is refused, not silently replaced
      if (body.length > 0) JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
    } else if (type === 'multipart/form-data') {
      await new globalThis.Response(new Uint8Array(body), {
        headers: { 'content-type': contentType },
      }).formData()
    }
    return true
  } catch {
    return false
  }
}
