import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postContact, validContact } from '#tests/support/contact.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_MINUTES: '10' })
})
afterAll(() => server.stop())

const tooMany =
  'Too many messages from this address. Please wait a few minutes or call us at (570) 555-0100.'

describe('contact rate limit', { timeout: 60_000 }, () => {
  it('answers 429 with an error text after the limit, counting the API and the form post together', async () => {
    const first = await postContact(server.url, validContact)
    expect(first.status).toBe(201)
    expect(first.headers.get('ratelimit-policy')).toMatch(/q=3; w=600/)

    // the plain form post draws on the same allowance
    const form = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ ...validContact }).toString(),
      redirect: 'manual',
    })
    expect(form.status).not.toBe(429)
    expect((await postContact(server.url, validContact)).status).toBe(201)

    const limited = await postContact(server.url, validContact)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('content-type')).toMatch(/application\/json/)
    expect(await limited.json()).toEqual({ error: tooMany })

    const stored = await server.query<{ n: number }>('select count(*) as n from contact_messages')
    expect(stored[0]?.n).toBeLessThanOrEqual(3)
  })

  it('shows a browser without JavaScript a readable page, and leaves pages and other APIs alone', async () => {
    const form = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
      body: new URLSearchParams({ ...validContact }).toString(),
    })
    expect(form.status).toBe(429)
    const html = await form.text()
    expect(html).toContain('<h1>Too many messages</h1>')
    expect(html).toContain(tooMany)
    expect(html).toContain('href="tel:+15705550100"')

    expect((await fetch(`${server.url}/contact`)).status).toBe(200)
    expect((await fetch(`${server.url}/api/vehicles`)).status).toBe(200)
  })
})
