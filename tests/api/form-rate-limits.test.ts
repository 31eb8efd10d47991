import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postContact, validContact } from '#tests/support/contact.ts'
import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({
    CONTACT_RATE_LIMIT: '3',
    CONTACT_RATE_WINDOW_MINUTES: '10',
    RESERVE_RATE_LIMIT: '2',
    RESERVE_RATE_WINDOW_MINUTES: '60',
  })
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

const tooManyRequests =
  'Too many reservation requests from this address. Please wait a few minutes or call us at (570) 555-0100.'

const reservations = async () =>
  (await server.query<{ n: number }>('select count(*) as n from rental_reservations'))[0]?.n

/** A refused post gives its hit back once its answer is sent: wait until nothing is counted. */
async function untilNothingCounted() {
  for (let tries = 0; tries < 100; tries++) {
    const rows = await server.query<{ hits: number }>(
      "select hits from rate_limits where key like 'reserve:%'",
    )
    if (rows.every((row) => row.hits === 0)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the refused requests still count')
}

describe('reservation request rate limit', { timeout: 60_000 }, () => {
  // runs after the contact tests used up the contact allowance: each form counts on its own
  it('counts only accepted requests, and lets no more through when they arrive together', async () => {
    // a renter who gets the form wrong is not locked out
    for (let i = 0; i < 3; i++) {
      const refused = await postReserve(server.url, reserveForm({ email: 'not-an-address' }))
      expect(refused.status).toBe(400)
    }
    await untilNothingCounted()
    expect(await reservations()).toBe(0)

    // six requests at once, each for days and a cart that are free
    const requests = [0, 1, 2].flatMap((week) =>
      (['four-seater', 'six-seater'] as const).map((cartType) =>
        postReserve(
          server.url,
          reserveForm({ cartType, startDay: saturdayAhead(3 + week), days: '1' }),
        ),
      ),
    )
    const statuses = (await Promise.all(requests)).map((response) => response.status)
    expect(statuses.filter((status) => status === 303)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(4)
    expect(await reservations()).toBe(2)

    const browser = await fetch(`${server.url}/rentals/reserve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        origin: server.url,
      },
      body: new URLSearchParams(reserveForm({ startDay: saturdayAhead(8) })).toString(),
    })
    expect(browser.status).toBe(429)
    const html = await browser.text()
    expect(html).toContain('<h1>Too many reservation requests</h1>')
    expect(html).toContain(tooManyRequests)
    expect(await reservations()).toBe(2)
  })
})
