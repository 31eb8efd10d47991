import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'
import { NonceProvider } from '#app/lib/nonce-provider.tsx'

export const streamTimeout = 5_000

/**
 * Renders the whole page before sending it (onAllReady), so crawlers and
 * link previews always get complete HTML with its status and metadata.
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
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (!responseHeaders.has('Cache-Control')) {
            responseHeaders.set('Cache-Control', 'no-cache')
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          statusCode = 500
          console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
