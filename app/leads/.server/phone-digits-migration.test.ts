import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest, migrateUpTo, migrationNames } from '#app/kernel/.server/db/migrations.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

import { relatedLeads } from './lead-page'

let database: TestDatabase | undefined
let db: DB | undefined
afterEach(async () => {
  await db?.destroy()
  await database?.drop()
  db = database = undefined
})

// more leads than one batch of the migration's fill holds
const total = 1203
const phones = ['(570) 555-0142', '+1 570.555.0142', '', 'call after 5pm: 610 555 0199']
const phoneOf = (i: number) => phones[i % phones.length]!

async function storeLeadsOfBefore(db: DB) {
  for (let first = 0; first < total; first += 400) {
    const rows = Array.from({ length: Math.min(400, total - first) }, (_, n) => {
      const i = first + n
      const id = `lead-${String(i).padStart(4, '0')}`
      return sql`(${id}, ${new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()}, 'Pat', 'Lead',
        ${`pat${i}@example.com`}, ${phoneOf(i)}, 'sales', 'Hello', null, null, 'received', null)`
    })
    await sql`insert into contact_messages (id, received_at, first_name, last_name, email, phone,
        interest, message, source_page, vehicle_id, status, spam_reason)
      values ${sql.join(rows)}`.execute(db)
  }
}

describe('migration 083 on stored leads', () => {
  it('fills each lead’s phone digits, so a lead finds the others from its number', async () => {
    database = await createTestDatabase()
    db = openDatabase(database.url, { poolSize: 2 })
    await migrateUpTo(db, migrationNames[migrationNames.indexOf('083_staff_page_indexes') - 1]!)
    await storeLeadsOfBefore(db)
    await migrateToLatest(db)

    const rows = await db
      .selectFrom('contact_messages')
      .select(['phone', 'phone_digits'])
      .orderBy('id')
      .execute()
    expect(rows).toHaveLength(total)
    const digitsByPhone = new Map(rows.map((row) => [row.phone, row.phone_digits]))
    expect(Object.fromEntries(digitsByPhone)).toEqual({
      '(570) 555-0142': '5705550142',
      '+1 570.555.0142': '5705550142',
      '': '',
      'call after 5pm: 610 555 0199': '56105550199',
    })
    // every row filled alike, the last batch included
    expect(rows.every((row, i) => row.phone_digits === digitsByPhone.get(phoneOf(i)))).toBe(true)

    const others = await relatedLeads(db, 'lead-0000', 'pat0@example.com', '570-555-0142')
    // half the leads have that number, written one way or the other (at most 50 shown)
    expect(others).toHaveLength(50)
    expect(others[0]?.id).toBe('lead-1201')
  })
})
