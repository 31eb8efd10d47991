import { request } from 'node:http'

import { describe, expect, it } from 'vitest'

import { sleep, validContact } from '#tests/support/contact.ts'
import { createTestDatabase } from '#tests/support/database.ts'
import { startServer } from '#tests/support/server.ts'

/** Sends the first half of a contact message, then returns a function that sends the rest. */
function halfSentContact(baseUrl: string) {
  const body = JSON.stringify({ ...validContact, email: 'shutdown@example.com' })
  const url = new URL('/api/contact', baseUrl)
  let finish = () => {}
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, 40))
    finish = () => req.end(body.slice(40))
  })
  return { answer, finish: () => finish() }
}

describe('graceful shutdown', { timeout: 60_000 }, () => {
  it('answers the request in flight, stores it, then closes the database and exits 0', async () => {
    const database = await createTestDatabase()
    const server = await startServer({}, database)
    try {
      const posting = halfSentContact(server.url)
      await sleep(300) // the server is reading the body
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve))
      server.process.kill('SIGTERM')
      await sleep(300)
      // no new connections once it is stopping
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
      posting.finish()
      const { status, body } = await posting.answer
      expect(status).toBe(201)
      const stoppedAt = Date.now()
      expect(await exited).toBe(0)
      expect(Date.now() - stoppedAt).toBeLessThan(3000)
      expect(server.logs()).toContain('"message":"stopped"')
      const { id } = JSON.parse(body) as { id: string }
      const rows = await database.query<{ email: string }>(
        'select email from contact_messages where id = ?',
        id,
      )
      expect(rows).toEqual([{ email: 'shutdown@example.com' }])
    } finally {
      await server.stop()
      await database.drop()
    }
  })
})
