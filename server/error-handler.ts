import type { ErrorRequestHandler, Response } from 'express'

import { sendError } from './gate/client-error'
import { errorFields, type Logger } from './logger'

/** The status a library attached to an error it raised for a bad request (e.g. `send`'s 403). */
function clientStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
  const value = typeof status === 'number' ? status : statusCode
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined
}

/**
 * Whether the client has gone: its connection closed before the answer was
 * sent. What fails then (a stream "closed before it finished", a write after
 * a reset) follows from its leaving, which the request log notes once.
 */
function clientLeft(res: Response): boolean {
  return !res.writableFinished && (res.destroyed || res.req.socket.destroyed)
}

/**
 * The last stop for errors: a client's mistake keeps its 4xx; a client that
 * left gets nothing (and its leaving is no fault of ours); anything else is
 * a real fault, logged with the request id and answered with a 500 that
 * names the id and nothing of the code (no stack, no file paths).
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (clientLeft(res)) {
      logger.debug('failed after the client left', {
        requestId: String(res.locals.requestId ?? ''),
        ...errorFields(error),
      })
      return
    }
    const status = clientStatus(error)
    if (status !== undefined) {
      sendError(req, res, status, status === 404 ? 'Not found.' : 'The request was refused.')
      return
    }
    const requestId = String(res.locals.requestId ?? '')
    logger.error('request failed', {
      requestId,
      method: req.method,
      path: req.originalUrl,
      ...errorFields(error),
    })
    sendError(
      req,
      res,
      500,
      `Something went wrong on our side. Please try again in a moment (reference ${requestId}).`,
    )
  }
}
