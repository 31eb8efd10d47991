import { beforeAll, describe, expect, it } from 'vitest'

import type { ContactMessageRow } from '#app/kernel/.server/db/schema.ts'
import { sharedServer, type TestServer } from '#tests/support/server.ts'

/*
 * The contact form without JavaScript: a native form post to the /contact
 * route action, which must store the message exactly like POST /api/contact.
 */

let server: TestServer
beforeAll(async () => {
  server = await sharedServer()
})

const fields = {
  firstName: 'Walt',
  lastName: "O'Neill",
  email: 'walt.oneill@example.com',
  phone: '(570) 555-0142',
  interest: 'parts',
  message: 'Do you have a rear seat kit & a windshield for the EV City?',
}

function postForm(values: Record<string, string>) {
  return fetch(`${server.url}/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
    },
    body: new URLSearchParams(values).toString(),
    redirect: 'manual',
  })
}

async function latestFrom(email: string): Promise<ContactMessageRow | undefined> {
  return (
    await server.query<ContactMessageRow>(
      'select * from contact_messages where email = ? order by received_at desc limit 1',
      email,
    )
  )[0]
}

async function count(): Promise<number> {
  return (
    (await server.query<{ n: number }>('select count(*) as n from contact_messages'))[0]?.n ?? 0
  )
}

/** A form shown a minute ago, as a person would send it. */
function humanPost(extra: Record<string, string> = {}) {
  return {
    ...fields,
    company: '',
    formStartedAt: String(Date.now() - 60_000),
    sourcePage: '/contact?vehicle=denago-ev-city&interest=parts',
    vehicleId: 'denago-ev-city',
    ...extra,
  }
}

describe('POST /contact (the form without JavaScript)', () => {
  it('stores every field, then redirects to the thank-you page', async () => {
    const before = await count()
    const started = Date.now()
    const response = await postForm(humanPost())
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location') ?? '', server.url).pathname).toBe('/thank-you')
    expect(await count()).toBe(before + 1)
    const row = await latestFrom('walt.oneill@example.com')
    expect(row).toMatchObject({
      first_name: 'Walt',
      last_name: "O'Neill",
      email: 'walt.oneill@example.com',
      phone: '(570) 555-0142',
      interest: 'parts',
      message: 'Do you have a rear seat kit & a windshield for the EV City?',
      source_page: '/contact?vehicle=denago-ev-city&interest=parts',
      vehicle_id: 'denago-ev-city',
      status: 'received',
      spam_reason: null,
    })
    expect(Date.parse(row?.received_at ?? '')).toBeGreaterThanOrEqual(started - 1000)
  })

  it('defaults a missing interest to sales and trims the fields', async () => {
    const { interest: _omitted, ...rest } = humanPost({
      firstName: '  Ann  ',
      email: 'ann@example.com',
    })
    const response = await postForm(rest)
    expect(response.status).toBe(302)
    const row = await latestFrom('ann@example.com')
    expect(row?.interest).toBe('sales')
    expect(row?.first_name).toBe('Ann')
  })

  it('answers 400 with the form, its messages and what the visitor typed, storing nothing', async () => {
    const before = await count()
    const response = await postForm(
      humanPost({ firstName: '', email: 'walt@', phone: '555-01', message: 'Hi there' }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    for (const message of [
      'First name is required',
      'Invalid email address',
      'Phone number is required',
      'Message must be at least 10 characters',
    ]) {
      expect(html).toContain(message)
    }
    expect(html).not.toContain('Last name is required')
    // the visitor's values come back in the fields (React escapes the apostrophe)
    expect(html).toMatch(/name="lastName"[^>]*value="O&#x27;Neill"/)
    expect(html).toMatch(/name="email"[^>]*value="walt@"/)
    expect(html).toContain('>Hi there</textarea>')
    expect(html).toMatch(/<option value="parts" selected="">/)
    expect(await count()).toBe(before)
  })

  it('passes the spam traps on: a filled honeypot is kept aside, the visitor still sees thanks', async () => {
    const response = await postForm(humanPost({ company: 'Acme SEO', email: 'bot@example.com' }))
    expect(response.status).toBe(302)
    const row = await latestFrom('bot@example.com')
    expect(row?.status).toBe('spam')
    expect(row?.spam_reason).toMatch(/honeypot/)
  })
})
