import { describe, expect, it } from 'vitest'

import { parseSettings } from '#app/kernel/.server/env.ts'
import { writeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { businessMinutesBetween } from '#app/kernel/dealer/business-hours.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { validContact } from '#tests/support/contact.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { responsePromise } from '../due'
import { submitContact } from './contact'

const settings = parseSettings({ LEAD_ADF_TO: 'leads@crm.example', MAIL_ACKNOWLEDGE: 'true' })
const valid = validContact

const db = eachTestDatabase()

const outboxKinds = (id: string) =>
  db()
    .selectFrom('outbox')
    .select(['kind', 'recipient', 'status'])
    .where('message_id', '=', id)
    .orderBy('kind')
    .execute()

describe('submitContact', () => {
  it('stores the message and queues its e-mails together', async () => {
    const result = await submitContact(
      db(),
      valid,
      { sourcePage: 'https://x.example/contact?from=nav' },
      settings,
    )
    if (!result.ok) throw new Error(result.error)
    expect(result.status).toBe('received')
    const stored = await db().selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      id: result.id,
      status: 'received',
      spam_reason: null,
      source_page: '/contact?from=nav',
    })
    expect(await outboxKinds(result.id)).toEqual([
      { kind: 'acknowledgement', recipient: 'dana@example.com', status: 'queued' },
      { kind: 'adf', recipient: 'leads@crm.example', status: 'queued' },
      { kind: 'dealer', recipient: 'sales@keystone-golfcarts.example', status: 'queued' },
    ])
  })

  it('quarantines a filled honeypot or a too-fast form: stored with the reason, nothing queued', async () => {
    const trapped = await submitContact(db(), { ...valid, company: 'Acme' }, {}, settings)
    const fast = await submitContact(
      db(),
      { ...valid, formStartedAt: Date.now() - 500 },
      {},
      settings,
    )
    for (const result of [trapped, fast]) {
      if (!result.ok) throw new Error(result.error)
      expect(result.status).toBe('spam')
      expect(await outboxKinds(result.id)).toEqual([])
    }
    const reasons = await db()
      .selectFrom('contact_messages')
      .select(['status', 'spam_reason'])
      .orderBy('spam_reason')
      .execute()
    expect(reasons.map((r) => r.status)).toEqual(['spam', 'spam'])
    expect(reasons[0]?.spam_reason).toMatch(/^honeypot/)
    expect(reasons[1]?.spam_reason).toMatch(/^too fast/)
  })

  it('starts the response clock of a received lead (the promise in sales hours); spam gets none', async () => {
    const first = await submitContact(db(), valid, {}, settings)
    await writeSetting(db(), responsePromise, 120, new Date())
    const second = await submitContact(db(), valid, {}, settings)
    const spam = await submitContact(db(), { ...valid, company: 'Acme' }, {}, settings)
    if (!first.ok || !second.ok || !spam.ok) throw new Error('not stored')
    const clock = async (id: string) =>
      db()
        .selectFrom('contact_messages')
        .select(['received_at', 'due_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    for (const [result, promised] of [
      [first, 60],
      [second, 120],
    ] as const) {
      const row = await clock(result.id)
      if (!row.due_at) throw new Error('no due time')
      const counted = businessMinutesBetween(
        seedWeek('showroom'),
        new Date(row.received_at),
        new Date(row.due_at),
      )
      expect(counted).toBe(promised)
    }
    expect((await clock(spam.id)).due_at).toBeNull()
  })

  it('stores nothing when the message is invalid, and gives back what was typed', async () => {
    const result = await submitContact(
      db(),
      { ...valid, email: 'nope', interest: 'boats', phone: 42 },
      {},
      settings,
    )
    expect(result).toMatchObject({
      ok: false,
      error: 'Invalid email address',
      fields: { email: 'Invalid email address', interest: 'Choose what your message is about' },
      values: { ...valid, email: 'nope', interest: 'sales', phone: '' },
    })
    expect(await db().selectFrom('contact_messages').selectAll().execute()).toEqual([])
  })

  it("takes the page and cart from the submission, else the request's Referer", async () => {
    const named = await submitContact(
      db(),
      { ...valid, sourcePage: '/vehicle/denago-ev-city', vehicleId: ` ${'x'.repeat(130)} ` },
      { sourcePage: 'https://x.example/elsewhere' },
      settings,
    )
    const unnamed = await submitContact(
      db(),
      { ...valid, sourcePage: '', vehicleId: '' },
      { sourcePage: 'https://x.example/contact' },
      settings,
    )
    if (!named.ok || !unnamed.ok) throw new Error('not stored')
    const rows = await db()
      .selectFrom('contact_messages')
      .select(['id', 'source_page', 'vehicle_id'])
      .execute()
    expect(rows.find((r) => r.id === named.id)).toMatchObject({
      source_page: '/vehicle/denago-ev-city',
      vehicle_id: 'x'.repeat(120),
    })
    expect(rows.find((r) => r.id === unnamed.id)).toMatchObject({
      source_page: '/contact',
      vehicle_id: null,
    })
  })

  it('keeps a source page only when it is a path on this site', async () => {
    const sent = async (sourcePage: string, referer: string | null = null) => {
      const result = await submitContact(
        db(),
        { ...valid, sourcePage },
        { sourcePage: referer },
        settings,
      )
      if (!result.ok) throw new Error(result.error)
      const row = await db()
        .selectFrom('contact_messages')
        .select('source_page')
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow()
      return row.source_page
    }
    // each would be printed after the site's origin as a link to another host
    expect(await sent('x:.evil.example/phish')).toBeNull()
    expect(await sent('.evil.example/phish')).toBeNull()
    expect(await sent('//evil.example/phish')).toBeNull()
    expect(await sent('/\t/evil.example')).toBeNull()
    expect(await sent('/.//evil.example')).toBeNull()
    expect(await sent('javascript:alert(1)')).toBeNull()
    // the field wins, else the Referer's path (its origin dropped)
    expect(await sent('', 'https://www.example.com/inventory?brand=denago')).toBe(
      '/inventory?brand=denago',
    )
    expect(await sent('/vehicle/x#photos')).toBe('/vehicle/x')
    expect(await sent(`/${'é'.repeat(400)}`)).toBe(`/${'%C3%A9'.repeat(299)}`)
  })

  it('stores neither the message nor its e-mails when queueing fails', async () => {
    await db().schema.dropTable('outbox_attempts').execute()
    await db().schema.dropTable('outbox').execute()
    await expect(submitContact(db(), valid, {}, settings)).rejects.toThrow(/outbox/)
    expect(await db().selectFrom('contact_messages').selectAll().execute()).toEqual([])
  })
})
