/** Small helpers for JSON endpoints: uniform errors and a capped body reader. */

export const maxJsonBodyBytes = 16 * 1024

/**
 * Public inventory JSON: any cache may keep it but must ask again each time.
 * The server answers that question with a 304 from its ETag, and a cart
 * marked sold is never offered from a stale copy.
 */
export const noCacheJson = 'public, no-cache'

export function jsonError(status: number, error: string, extra: object = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } })
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response }

/**
 * Reads a JSON body without trusting the client: the content type must be
 * JSON, the size is capped while reading (Content-Length can lie), and
 * malformed text is a 400, never a 500.
 */
export async function readJsonBody(
  request: Request,
  limit = maxJsonBodyBytes,
): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    return { ok: false, response: jsonError(415, 'Content-Type must be application/json') }
  }
  const tooLarge = jsonError(413, `Request body must be at most ${limit / 1024} KB`)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return { ok: false, response: tooLarge }
  if (!request.body) return { ok: false, response: jsonError(400, 'Request body is empty') }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { ok: false, response: tooLarge }
    }
    chunks.push(value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return { ok: false, response: jsonError(400, 'Request body is empty') }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: jsonError(400, 'Request body is not valid JSON') }
  }
}
