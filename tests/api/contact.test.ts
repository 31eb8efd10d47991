import { beforeAll, describe, expect, it } from 'vitest'

import type { ContactMessageRow } from '#app/kernel/.server/db/schema.ts'
import { addBusinessMinutes } from '#app/kernel/dealer/business-hours.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { postContact, validContact } from '#tests/support/contact.ts'
import { sharedServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await sharedServer()
})

// a non-default interest, so storing what was sent differs from the default
const valid = { ...validContact, interest: 'service' }

describe('POST /api/contact', () => {
  it('stores a valid message before answering 201 with its id', async () => {
    const response = await postContact(server.url, {
      ...valid,
      sourcePage: '/vehicles/denago-ev-city',
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; receivedAt: string }
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number.isNaN(Date.parse(body.receivedAt))).toBe(false)
    const [row] = await server.query<ContactMessageRow>(
      'select * from contact_messages where id = ?',
      body.id,
    )
    expect(row).toMatchObject({
      first_name: valid.firstName,
      last_name: valid.lastName,
      email: valid.email,
      phone: valid.phone,
      interest: valid.interest,
      message: valid.message,
      source_page: '/vehicles/denago-ev-city',
      received_at: body.receivedAt,
    })
  })

  it('gives the stored lead its first-response due time: one business hour after it came', async () => {
    const response = await postContact(server.url, valid)
    expect(response.status).toBe(201)
    const { id, receivedAt } = (await response.json()) as { id: string; receivedAt: string }
    const [row] = await server.query<ContactMessageRow>(
      'select due_at from contact_messages where id = ?',
      id,
    )
    const expected = addBusinessMinutes(seedWeek('showroom'), new Date(receivedAt), 60)
    expect(row?.due_at).toBe(expected.toISOString())
  })

  it('defaults the interest to sales', async () => {
    const { interest: _omitted, ...withoutInterest } = valid
    const response = await postContact(server.url, withoutInterest)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [row] = await server.query<ContactMessageRow>(
      'select interest from contact_messages where id = ?',
      id,
    )
    expect(row?.interest).toBe('sales')
  })

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '   ' }, 'lastName', 'Last name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ phone: '555-01' }, 'phone', 'Phone number is required'],
    [{ message: 'too short' }, 'message', 'Message must be at least 10 characters'],
  ])('rejects %o with 400 and the field message', async (change, field, message) => {
    const before = (
      await server.query<{ n: number }>('select count(*) as n from contact_messages')
    )[0]?.n
    const response = await postContact(server.url, { ...valid, ...change })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(body.error).toBe(message)
    expect(body.fields[field]).toBe(message)
    const after = (
      await server.query<{ n: number }>('select count(*) as n from contact_messages')
    )[0]?.n
    expect(after).toBe(before)
  })

  it('rejects an unknown interest with 400', async () => {
    const response = await postContact(server.url, { ...valid, interest: 'boats' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: object }).fields).toHaveProperty('interest')
  })

  it('answers 400 for malformed JSON and for JSON that is not an object', async () => {
    for (const body of ['{"firstName": "Dana",', '', '[]', '"text"', 'null']) {
      const response = await postContact(server.url, body)
      expect(response.status, body).toBe(400)
      expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String))
    }
  })

  it('answers 413 for a body over 16 KB', async () => {
    const response = await postContact(server.url, { ...valid, message: 'x'.repeat(17 * 1024) })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: string }).error).toMatch(/16 KB/)
  })

  it('answers 415 for a body that is not JSON', async () => {
    const response = await postContact(server.url, 'firstName=Dana', 'text/plain')
    expect(response.status).toBe(415)
    expect(((await response.json()) as { error: string }).error).toMatch(/application\/json/)
  })

  it('answers 405 to GET', async () => {
    const response = await fetch(`${server.url}/api/contact`)
    expect(response.status).toBe(405)
  })
})
