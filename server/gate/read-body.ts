import type { Request } from 'express'

export type BodyOutcome =
  { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' }

/** How long a refused body is still read and discarded before the answer goes out anyway. */
const lingerMs = 10_000

/** Whether the request carries a body (a length above zero, or chunks). */
export function hasBody(req: Request): boolean {
  const length = Number(req.headers['content-length'] ?? 0)
  return req.headers['transfer-encoding'] !== undefined || length > 0
}

/**
 * Reads a request body into memory up to `limit` bytes, whatever the
 * transfer encoding (Content-Length can lie; chunked has none). Past the
 * limit it keeps no more bytes but reads on and discards them until the body
 * ends (at most `lingerMs`), so the client gets its 413 answer instead of a
 * connection reset by unread data, and memory stays bounded.
 */
export function readBody(req: Request, limit: number): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'])
    let tooLarge = Number.isFinite(declared) && declared > limit
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    let linger: NodeJS.Timeout | undefined
    const settle = (outcome: BodyOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(linger)
      resolve(outcome)
    }
    const overLimit = () => {
      tooLarge = true
      chunks.length = 0
      linger ??= setTimeout(() => settle({ ok: false, reason: 'too-large' }), lingerMs)
    }
    if (tooLarge) overLimit()
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.byteLength
      if (size > limit) overLimit()
      else chunks.push(chunk)
    })
    req.on('end', () =>
      settle(
        tooLarge ? { ok: false, reason: 'too-large' } : { ok: true, body: Buffer.concat(chunks) },
      ),
    )
    req.on('error', () => settle({ ok: false, reason: 'aborted' }))
    req.on('close', () => settle({ ok: false, reason: 'aborted' }))
  })
}

/** Reads and discards a body the server refuses, so the refusal is read, not reset. */
export async function drain(req: Request): Promise<void> {
  if (!hasBody(req) || req.readableEnded) return
  await readBody(req, 0)
}
