import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'

import { submitContact } from '#app/leads/.server/contact/contact.ts'
import { validContact } from '#tests/support/contact.ts'
import { eachTestDatabase, testEngine } from '#tests/support/database.ts'

import { parseSettings } from '../env'
import { containsIgnoringCase, describeDatabase, engineForUrl, engineOf } from './engine'

describe('engine choice', () => {
  it('reads the engine from DATABASE_URL and hides a PostgreSQL password in logs', () => {
    expect(engineForUrl('./data/site.db')).toBe('sqlite')
    expect(engineForUrl('file:./data/site.db')).toBe('sqlite')
    expect(engineForUrl('postgres://site@db/carts')).toBe('postgres')
    expect(engineForUrl('postgresql://site@db/carts')).toBe('postgres')
    expect(describeDatabase('postgres://site:secret@db:5432/carts')).toBe(
      'postgres://site:***@db:5432/carts',
    )
    expect(describeDatabase('./data/site.db')).toBe('./data/site.db')
  })
})

describe('one query for both engines', () => {
  const db = eachTestDatabase()

  it('talks to the engine under test', () => {
    expect(engineOf(db())).toBe(testEngine())
  })

  it('counts as numbers and numbers the attempt log by itself', async () => {
    const { n } = await db()
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(n).toBe(0)
    const rows = await sql<{ one: number }>`select 1 as one`.execute(db())
    expect(rows.rows).toEqual([{ one: 1 }])

    const submitted = await submitContact(db(), validContact, {}, parseSettings({}))
    if (!submitted.ok) throw new Error(submitted.error)
    const { id: outboxId } = await db()
      .selectFrom('outbox')
      .select('id')
      .where('message_id', '=', submitted.id)
      .executeTakeFirstOrThrow()
    const attempt = (n: number) => ({
      outbox_id: outboxId,
      attempt: n,
      started_at: new Date().toISOString(),
      finished_at: null,
      outcome: 'error',
      detail: null,
    })
    const ids = await db()
      .insertInto('outbox_attempts')
      .values([attempt(1), attempt(2)])
      .returning('id')
      .execute()
    expect(ids.map((r) => typeof r.id)).toEqual(['number', 'number'])
    expect((ids[1]?.id ?? 0) > (ids[0]?.id ?? 0)).toBe(true)
  })

  it('finds text ignoring case, with % and _ taken literally', async () => {
    const now = new Date().toISOString()
    const base = {
      received_at: now,
      last_name: 'Kowalski',
      email: 'dana@example.com',
      phone: '570-555-0188',
      phone_digits: '5705550188',
      interest: 'sales',
      source_page: null,
      vehicle_id: null,
      status: 'received',
      spam_reason: null,
    }
    await db()
      .insertInto('contact_messages')
      .values([
        { ...base, id: 'a', first_name: 'Dana', message: 'A 4-Seater, 100% electric' },
        { ...base, id: 'b', first_name: 'Walt', message: 'A 6-seater_x please' },
      ])
      .execute()
    const find = async (text: string) =>
      (
        await db()
          .selectFrom('contact_messages')
          .select('id')
          .where(containsIgnoringCase(db(), 'message', text))
          .orderBy('id')
          .execute()
      ).map((r) => r.id)
    expect(await find('SEATER')).toEqual(['a', 'b'])
    expect(await find('100%')).toEqual(['a'])
    expect(await find('0% e')).toEqual(['a'])
    expect(await find('r_x')).toEqual(['b'])
    expect(await find('r_')).toEqual(['b'])
    expect(await find('4_s')).toEqual([])
  })
})
