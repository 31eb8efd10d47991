import type { Request, Response } from 'express'

import { errorPageHtml } from '../error-page'
import { routedPathOf } from './routed-path'

/** Short titles for the statuses the server gives on its own. */
const titles: Record<number, string> = {
  400: 'Bad request',
  403: 'Not allowed',
  404: 'Page not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
  500: 'Something went wrong',
}

/** Whether errors on this routed path are answered as JSON (the API) rather than a page. */
export function wantsJson(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

/**
 * One way to refuse a request or report a failure: `{ "error": … }` on the
 * API, the site's error page elsewhere. Never cached; the security headers
 * set earlier (CSP, nosniff) stay on the answer.
 */
export function sendError(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.status(status).set({ 'Cache-Control': 'no-store', ...headers })
  if (wantsJson(routedPathOf(res).path)) {
    res.json({ error: message })
  } else {
    res.type('html').send(errorPageHtml(titles[status] ?? 'Error', message))
  }
}
