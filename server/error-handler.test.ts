import { describe, expect, it, vi } from 'vitest'

import { errorHandler } from './error-handler'
import type { Logger } from './logger'

type Handler = Parameters<ReturnType<typeof errorHandler>>
type Request = Handler[1]
type Response = Handler[2]
type NextFunction = Handler[3]

function fakeLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger
}

/** A response as Express hands it to the error handler; `left` when the client's socket is gone. */
function fakeExchange(left: boolean) {
  const sent: { status?: number; body?: unknown } = {}
  const req = { method: 'GET', originalUrl: '/inventory', path: '/inventory' }
  const res = {
    req: { ...req, socket: { destroyed: left } },
    locals: { requestId: 'r-1' },
    headersSent: false,
    writableFinished: false,
    destroyed: left,
    status(code: number) {
      sent.status = code
      return res
    },
    set: () => res,
    type: () => res,
    send(body: unknown) {
      sent.body = body
      return res
    },
  }
  return { req: req as unknown as Request, res: res as unknown as Response, sent }
}

const next = (() => {}) as NextFunction

describe('errorHandler', () => {
  it('logs nothing as an error, and sends nothing, for a client that left', () => {
    const logger = fakeLogger()
    const { req, res, sent } = fakeExchange(true)
    const closed = Object.assign(new Error('Writable closed before stream finished'), {
      code: 'ERR_STREAM_PREMATURE_CLOSE',
    })
    errorHandler(logger)(closed, req, res, next)
    expect(logger.error).not.toHaveBeenCalled()
    expect(sent.status).toBeUndefined()
  })

  it('logs a real fault with what was thrown, and answers 500', () => {
    const logger = fakeLogger()
    const { req, res, sent } = fakeExchange(false)
    errorHandler(logger)({ status: 503, reason: 'pool closed' }, req, res, next)
    expect(sent.status).toBe(500)
    expect(logger.error).toHaveBeenCalledWith('request failed', {
      requestId: 'r-1',
      method: 'GET',
      path: '/inventory',
      error: JSON.stringify({ status: 503, reason: 'pool closed' }),
    })
  })
})
