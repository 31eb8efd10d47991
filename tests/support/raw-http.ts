import { request } from 'node:http'
import net from 'node:net'
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib'

export type RawResponse = {
  /** 0 when the connection closed or reset before a status line arrived */
  status: number
  headers: Record<string, string>
  body: string
  /** the connection was reset (ECONNRESET/EPIPE) before a full answer */
  reset: boolean
}

/**
 * Sends bytes exactly as given (malformed requests included) and reads the
 * answer until the server closes the connection or the body is complete.
 * `chunks` are written one after another with `delayMs` between them, for
 * slow or streamed bodies.
 */
export function rawRequest(
  url: string,
  chunks: (string | Buffer)[],
  options: { delayMs?: number; timeoutMs?: number; sendAll?: boolean } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    const received: Buffer[] = []
    let reset = false
    let done = false
    let sent = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve(parseResponse(Buffer.concat(received), reset))
    }
    const timer = setTimeout(finish, options.timeoutMs ?? 10_000)
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk)
      if ((sent || !options.sendAll) && isComplete(Buffer.concat(received))) finish()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true
      finish()
    })
    socket.on('end', finish)
    socket.on('connect', () => {
      void (async () => {
        for (const chunk of chunks) {
          if (done || socket.destroyed) return
          await new Promise<void>((written) => socket.write(chunk, () => written()))
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
        }
        sent = true
        if (isComplete(Buffer.concat(received))) finish()
      })()
    })
  })
}

function headerBlock(raw: Buffer) {
  const end = raw.indexOf('\r\n\r\n')
  if (end < 0) return undefined
  const lines = raw.subarray(0, end).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0)
  const headers: Record<string, string> = {}
  for (const line of lines.slice(1)) {
    const at = line.indexOf(':')
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
  }
  return { status, headers, bodyStart: end + 4 }
}

function isComplete(raw: Buffer): boolean {
  const head = headerBlock(raw)
  if (!head) return false
  const body = raw.subarray(head.bodyStart)
  if (head.headers['content-length'] !== undefined) {
    return body.length >= Number(head.headers['content-length'])
  }
  if (/chunked/i.test(head.headers['transfer-encoding'] ?? '')) {
    return body.includes('\r\n0\r\n\r\n') || body.subarray(0, 5).toString() === '0\r\n\r\n'
  }
  return head.status === 204 || head.status === 304
}

function parseResponse(raw: Buffer, reset: boolean): RawResponse {
  const head = headerBlock(raw)
  if (!head) return { status: 0, headers: {}, body: '', reset: reset || raw.length === 0 }
  let body = raw.subarray(head.bodyStart)
  if (/chunked/i.test(head.headers['transfer-encoding'] ?? '')) body = dechunk(body)
  return { status: head.status, headers: head.headers, body: body.toString('utf8'), reset: false }
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(body.subarray(at, lineEnd).toString(), 16)
    if (!size) break
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** `total` bytes of `fill` as HTTP/1.1 chunks of 64 KB (sharing one buffer). */
export function chunkedBody(total: number, fill = 'a'): Buffer[] {
  const size = 64 * 1024
  const chunk = Buffer.concat([
    Buffer.from(`${size.toString(16)}\r\n`),
    Buffer.alloc(size, fill),
    Buffer.from('\r\n'),
  ])
  return [...Array.from({ length: Math.ceil(total / size) }, () => chunk), Buffer.from('0\r\n\r\n')]
}

/** A request head with CRLF line ends; `Connection: close` unless given. */
export function head(requestLine: string, headers: string[] = ['Host: localhost']): string {
  const all = headers.some((h) => /^connection:/i.test(h))
    ? headers
    : [...headers, 'Connection: close']
  return `${requestLine}\r\n${all.join('\r\n')}\r\n\r\n`
}

export type Raw = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET whose body comes back as sent, compressed or not (fetch would decompress it). */
export function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** A response's body as text, decoded from whichever content coding it came in. */
export function decodedBody(response: Raw): string {
  const coding = response.headers['content-encoding']
  const { body } = response
  if (coding === 'br') return brotliDecompressSync(body).toString()
  if (coding === 'gzip') return gunzipSync(body).toString()
  if (coding === 'deflate') {
    // zlib-wrapped as HTTP says; a raw stream is read too, as browsers do
    try {
      return inflateSync(body).toString()
    } catch {
      return inflateRawSync(body).toString()
    }
  }
  return body.toString()
}
