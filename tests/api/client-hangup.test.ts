import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactJson, host } from '#tests/support/hostile-cases.ts'
import { head, rawRequest } from '#tests/support/raw-http.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.stop())

/** Sends `bytes`, then resets the connection (RST) at once or once the answer starts. */
function hangUp(bytes: string, when: 'sent' | 'answering'): Promise<void> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(bytes, () => {
        if (when === 'sent') setImmediate(() => socket.resetAndDestroy())
      })
    })
    socket.once('data', () => socket.resetAndDestroy())
    socket.on('close', () => resolve())
    socket.on('error', () => resolve())
    setTimeout(() => socket.destroy(), 5_000)
  })
}

const errorLines = () =>
  server
    .logs()
    .split('\n')
    .filter((line) => line.includes('"level":"error"'))

describe('clients that leave mid-request', { timeout: 120_000 }, () => {
  it('are no server fault: nothing logged as an error, and the server answers on', async () => {
    const partialJson = head('POST /api/contact HTTP/1.1', [
      host,
      'Content-Type: application/json',
      `Content-Length: ${contactJson.length}`,
    ])
    const partialForm = head('POST /contact HTTP/1.1', [
      host,
      'Content-Type: application/x-www-form-urlencoded',
      'Content-Length: 5000',
    ])
    for (let round = 0; round < 20; round++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => [
          hangUp(partialJson + contactJson.slice(0, 40), 'sent'),
          hangUp(`${partialForm}firstName=Dana`, 'sent'),
          hangUp(head(`GET /inventory?hangup=${round}-${i} HTTP/1.1`, [host]), 'answering'),
        ]).flat(),
      )
    }
    const health = await fetch(`${server.url}/healthz`)
    expect(health.status).toBe(200)
    expect(errorLines()).toEqual([])
  })
})

describe('a CR LF smuggled into the path', () => {
  it('is refused as an invalid address, with no error logged and no header injected', async () => {
    const response = await rawRequest(server.url, [
      head('GET /contact%0D%0ALocation:%20http://evil HTTP/1.1', [host]),
    ])
    expect(response.status).toBe(400)
    expect(response.headers.location).toBeUndefined()
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(errorLines()).toEqual([])
  })
})
