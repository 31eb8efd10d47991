import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cases, contactJson, type Format, host, json } from '#tests/support/hostile-cases.ts'
import { head, rawRequest, type RawResponse } from '#tests/support/raw-http.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.stop())

function expectShape(response: RawResponse, format: Format) {
  if (format === 'json') {
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const body = JSON.parse(response.body) as { error?: unknown }
    expect(typeof body.error).toBe('string')
  } else if (format === 'html') {
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.body).toMatch(/<html/i)
  }
  expect(response.body).not.toMatch(/node_modules|\/server\/|at [\w.]+ \(/)
}

describe('hostile and malformed requests', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const response = await rawRequest(server.url, c.send, { delayMs: c.delayMs })
    expect(response.reset, 'connection reset').toBe(false)
    expect(response.status).toBe(c.status)
    if (c.allow) expect(response.headers.allow).toBe(c.allow)
    expectShape(response, c.format)
  })

  it('takes a JSON body trickled slowly, and still answers pages with repeated parameters', async () => {
    const text = contactJson
    const parts = [0, 40, 80, 120].map((at, i, all) => text.slice(at, all[i + 1]))
    const slow = await rawRequest(
      server.url,
      [
        head('POST /api/contact HTTP/1.1', [host, json, `Content-Length: ${text.length}`]),
        ...parts,
      ],
      { delayMs: 300 },
    )
    expect(slow.status).toBe(201)
    const repeated = await rawRequest(server.url, [
      head('GET /inventory?brand=denago&brand=evolution&price=x&price=y HTTP/1.1', [host]),
    ])
    expect(repeated.status).toBe(200)
  })

  it('answers an HTTP/1.0 request without Host as addressed to the site', async () => {
    const response = await rawRequest(server.url, ['GET /api/vehicles HTTP/1.0\r\n\r\n'])
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toHaveLength(30)
  })

  it('answers OPTIONS with the allowed methods', async () => {
    const response = await rawRequest(server.url, [head('OPTIONS /api/contact HTTP/1.1', [host])])
    expect(response.status).toBe(204)
    expect(response.headers.allow).toBe('POST, OPTIONS')
  })

  it('logs nothing as a server fault after all of the above', async () => {
    await Promise.all(cases.map((c) => rawRequest(server.url, c.send)))
    expect(server.logs()).not.toMatch(/"level":"error"/)
    const health = await fetch(`${server.url}/healthz`)
    expect(health.status).toBe(200)
  })
})
