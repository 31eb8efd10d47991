import { readFileSync } from 'node:fs'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cases, host } from '#tests/support/hostile-cases.ts'
import { chunkedBody, head, rawRequest, type RawResponse } from '#tests/support/raw-http.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
  // A fresh server's heap grows to its working size on its first large
  // uploads (by about 50 MB on Node 24.21, then by nothing): one refused
  // upload first, so the measures below see what each body adds.
  await rawRequest(
    server.url,
    [
      head('POST /api/contact HTTP/1.1', [
        host,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ]),
      ...chunkedBody(200 * 1024 * 1024),
    ],
    { sendAll: true, timeoutMs: 60_000 },
  )
}, 90_000)
afterAll(() => server.stop())

/** The server's resident memory in MB, from the kernel's view of its process. */
function rssMb(): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** Samples memory while `work` runs; returns the work's result and the peak. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMb()
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb())
  }, 20)
  try {
    const result = await work()
    return { result, peak: Math.max(peak, rssMb()) }
  } finally {
    clearInterval(timer)
  }
}

const tally = { requests: 0, serverErrors: 0, resets: 0 }
function count(response: RawResponse) {
  tally.requests += 1
  if (response.status >= 500) tally.serverErrors += 1
  if (response.reset || response.status === 0) tally.resets += 1
}

const bodyRoutes = [
  ['/api/contact', 'application/json'],
  ['/contact', 'application/x-www-form-urlencoded'],
  ['/contact.data', 'multipart/form-data; boundary=x'],
] as const

describe('hostile traffic at volume', () => {
  it.each(bodyRoutes)(
    '200 MB chunked to %s gets 413 and grows memory by less than 50 MB',
    async (path, type) => {
      const before = rssMb()
      const { result, peak } = await withPeakMemory(() =>
        rawRequest(
          server.url,
          [
            head(`POST ${path} HTTP/1.1`, [
              host,
              `Content-Type: ${type}`,
              'Transfer-Encoding: chunked',
            ]),
            ...chunkedBody(200 * 1024 * 1024),
          ],
          { sendAll: true, timeoutMs: 60_000 },
        ),
      )
      count(result)
      expect(result.reset).toBe(false)
      expect(result.status).toBe(413)
      expect(peak - before).toBeLessThan(50)
    },
    90_000,
  )

  it('answers 2,000 malformed, hostile and random requests with no 5xx and no reset', async () => {
    const before = rssMb()
    const { peak } = await withPeakMemory(async () => {
      // every case of the table, many times over, 16 connections at once
      const rounds = 20
      const queue = Array.from({ length: rounds }, () => cases).flat()
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          for (let c = queue.pop(); c; c = queue.pop()) count(await rawRequest(server.url, c.send))
        }),
      )
      // random bytes in method, path, headers and body
      const token = fc.string({ unit: 'binary', minLength: 0, maxLength: 12 })
      const pathText = fc.string({ unit: 'binary', maxLength: 80 })
      const headerLine = fc.tuple(token, fc.string({ unit: 'binary', maxLength: 60 }))
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE'), token),
          fc.oneof(
            fc.constantFrom('/', '/contact', '/api/contact', '/api/vehicles/', '/inventory?'),
            fc.constant(''),
          ),
          pathText,
          fc.array(headerLine, { maxLength: 6 }),
          fc.uint8Array({ maxLength: 2048 }),
          async (method, prefix, path, headers, body) => {
            const lines = headers.map(([name, value]) => `${name}: ${value}`)
            const request = Buffer.concat([
              Buffer.from(
                `${method} ${prefix}${path} HTTP/1.1\r\n${host}\r\n${lines.join('\r\n')}${lines.length ? '\r\n' : ''}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
                'utf8',
              ),
              body,
            ])
            const response = await rawRequest(server.url, [request], { timeoutMs: 5_000 })
            count(response)
            return response.status >= 100 && response.status < 500 && !response.reset
          },
        ),
        { numRuns: 1000 },
      )
    })
    console.log(
      `hostile traffic: ${tally.requests} requests, ${tally.serverErrors} with 5xx, ${tally.resets} reset; server memory ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, ${rssMb().toFixed(0)} MB after`,
    )
    expect(tally.requests).toBeGreaterThanOrEqual(2000)
    expect(tally.serverErrors).toBe(0)
    expect(tally.resets).toBe(0)
    expect(peak - before).toBeLessThan(100)
    const after = await fetch(`${server.url}/api/vehicles`)
    expect(after.status).toBe(200)
    expect(server.logs()).not.toMatch(/"level":"error"/)
  }, 180_000)
})
