import { PassThrough } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  ServerRouter,
} from 'react-router'

import { deferHydration } from '#app/kernel/.server/defer-hydration.ts'
import { serverLogger } from '#app/kernel/.server/log.ts'
import { adminHeaders, isBackOfficePath } from '#app/kernel/admin-page.ts'
import { NonceProvider } from '#app/kernel/nonce-provider.tsx'
import { errorFields } from '#server/logger.ts'

export const streamTimeout = 5_000

/**
 * Every error a loader or action throws (not the responses they throw on
 * purpose, such as a 404) is logged here, once, as one line of the server's log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // a visitor who leaves mid-request aborts it: nothing went wrong on our side
  if (request.signal.aborted) return
  // the load context the server hands every request (React Router types it loosely here)
  const { settings } = context as AppLoadContext
  serverLogger(settings).error('request failed', {
    method: request.method,
    path: new URL(request.url).pathname,
    ...errorFields(error),
  })
}

/**
 * A back-office answer is private and never indexed whatever rendered it:
 * its error pages (403, 404) carry the person's name and form token too, and
 * come from boundaries whose routes set no headers of their own.
 */
function keepPrivate(headers: Headers) {
  for (const [name, value] of Object.entries(adminHeaders)) headers.set(name, value)
}

/** The route data of back-office pages (".data" requests), errors included. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (isBackOfficePath(new URL(request.url).pathname)) keepPrivate(response.headers)
  return response
}

/**
 * Renders the whole page before sending it (onAllReady), so crawlers and
 * link previews always get complete HTML with its status and metadata, and
 * its scripts can be moved off the critical path (deferHydration).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // the whole page is ready: read it as one string to defer its scripts
          const chunks: Buffer[] = []
          const body = new PassThrough()
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('end', () => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            if (isBackOfficePath(new URL(request.url).pathname)) {
              keepPrivate(responseHeaders)
            } else if (!responseHeaders.has('Cache-Control')) {
              responseHeaders.set('Cache-Control', 'no-cache')
            }
            const html = deferHydration(Buffer.concat(chunks).toString('utf8'))
            resolve(new Response(html, { headers: responseHeaders, status: statusCode }))
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          statusCode = 500
          serverLogger(loadContext.settings).error('render failed', {
            path: new URL(request.url).pathname,
            ...errorFields(error),
          })
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
