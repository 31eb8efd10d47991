import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * CONNECT asks a proxy to open a tunnel; this server is not one. Node
 * destroys such sockets unless a listener answers, which a client sees as a
 * reset: answer 405 instead and close.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify({ error: 'CONNECT is not supported: this server is not a proxy.' })
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
