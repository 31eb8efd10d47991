import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { contactDefaults } from '#app/leads/contact-schema.ts'
import { validContact } from '#tests/support/contact.ts'

import { action } from './contact.tsx'

describe('contact action', () => {
  let db: DB
  beforeEach(async () => {
    db = openDatabase(':memory:')
    await migrateToLatest(db)
  })
  afterEach(() => db.destroy())

  const settings = parseSettings({})
  const post = (fields: Record<string, string>) => {
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Referer: 'http://localhost/contact?from=nav' },
    })
    return action({ request, context: { db, settings, cspNonce: '' }, params: {} } as never)
  }
  const valid = { ...validContact, company: '' }

  it('stores a valid message and redirects to the thank-you page', async () => {
    const answer = await post(valid)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('Location')).toBe('/thank-you')
    const rows = await db.selectFrom('contact_messages').selectAll().execute()
    expect(rows).toMatchObject([{ first_name: 'Dana', source_page: '/contact?from=nav' }])
  })

  it('answers 400 with the messages, what was typed and the original start time', async () => {
    const answer = (await post({ ...valid, email: 'dana@', formStartedAt: '1767225600000' })) as {
      data: unknown
      init: ResponseInit | null
    }
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({
      error: 'Invalid email address',
      fields: { email: 'Invalid email address' },
      values: { ...contactDefaults, ...valid, email: 'dana@', company: undefined },
      formStartedAt: 1767225600000,
    })
    expect(await db.selectFrom('contact_messages').selectAll().execute()).toEqual([])
  })
})
