import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest, migrateUpTo, migrationNames } from '#app/kernel/.server/db/migrations.ts'
import { parseLeadFilter } from '#app/leads/lead-filter.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

import { inbox } from './inbox'

let database: TestDatabase | undefined
let db: DB | undefined
afterEach(async () => {
  await db?.destroy()
  await database?.drop()
  db = database = undefined
})

const now = new Date('2026-11-30T15:00:00.000Z')

async function names(on: DB, q: string) {
  const found = await inbox(on, parseLeadFilter(new URLSearchParams({ q })), 'nobody', now)
  return found.leads.map((lead) => lead.name).sort()
}

describe('migration 086 on stored leads', () => {
  it('indexes the leads stored before it, and keeps indexing those that change after', async () => {
    database = await createTestDatabase()
    db = openDatabase(database.url, { poolSize: 2 })
    await migrateUpTo(db, migrationNames[migrationNames.indexOf('086_lead_search') - 1]!)
    await sql`insert into contact_messages (id, received_at, first_name, last_name, email, phone,
        phone_digits, interest, message, source_page, vehicle_id, status, spam_reason)
      values
        ('lead-1', '2026-01-02T10:00:00.000Z', 'Jane', 'Smith', 'jane.smith@example.com',
          '(570) 555-0142', '5705550142', 'sales', 'Is the 4-seater in stock?', null, null,
          'received', null),
        ('lead-2', '2026-01-03T10:00:00.000Z', 'Kai', 'Nakamura', 'kai@lakeside.example',
          '+1 610 555 0199', '6105550199', 'rentals', 'A cart for the wedding.', null, null,
          'received', null)`.execute(db)
    await migrateToLatest(db)

    expect(await names(db, 'smi')).toEqual(['Jane Smith'])
    expect(await names(db, 'lakeside.example')).toEqual(['Kai Nakamura'])
    expect(await names(db, '5550142')).toEqual(['Jane Smith'])
    expect(await names(db, 'wedding kai')).toEqual(['Kai Nakamura'])
    expect(await names(db, '555')).toEqual(['Jane Smith', 'Kai Nakamura'])

    await db
      .updateTable('contact_messages')
      .set({ last_name: 'Ito' })
      .where('id', '=', 'lead-2')
      .execute()
    expect(await names(db, 'nakamura')).toEqual([])
    expect(await names(db, 'ito')).toEqual(['Kai Ito'])
  })
})
