import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { erasedText } from '#app/privacy/privacy-request.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedLeads } from '#tests/support/leads.ts'

import { openDatabase } from '../app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '../app/kernel/.server/db/migrations.ts'
import { leadsCommand } from './leads.ts'

/* `npm run leads -- forget EMAIL|PHONE`, as an operator runs it, on both engines. */

let database: TestDatabase
beforeEach(async () => {
  database = await createTestDatabase({ migrated: true })
  await withDb((db) => migrateToLatest(db))
})
afterEach(() => database.drop())

async function leads(args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await leadsCommand(
    args,
    { ...process.env, DATABASE_URL: database.url },
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
  )
  return { code, stdout, stderr }
}

async function withDb<T>(work: (db: ReturnType<typeof openDatabase>) => Promise<T>) {
  const db = openDatabase(database.url, { poolSize: 1 })
  try {
    return await work(db)
  } finally {
    await db.destroy()
  }
}

describe('leads forget', () => {
  it('erases the person found by phone and prints what it erased', async () => {
    await withDb((db) =>
      seedLeads(db, [
        { received_at: '2026-11-20T15:00:00.000Z', phone: '(570) 555-0123' },
        { received_at: '2026-11-21T15:00:00.000Z', phone: '570-555-0199' },
      ]),
    )
    const run = await leads(['forget', '+1', '570', '555', '0123'])
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(run.stdout).toContain('Erased:\n  contact_messages: 1 (name, e-mail, phone and message')
    expect(run.stdout).toContain('Recorded in the audit log (without the address).')
    const phones = await withDb((db) =>
      db.selectFrom('contact_messages').select('phone').orderBy('received_at').execute(),
    )
    expect(phones).toEqual([{ phone: erasedText }, { phone: '570-555-0199' }])
  })

  it('says when nothing was found, and refuses what is neither an address nor a number', async () => {
    const none = await leads(['forget', 'Nobody@Example.com'])
    expect(none.code).toBe(0)
    expect(none.stdout).toContain('Nothing held about them was found.')
    const wrong = await leads(['forget', 'Riley Renter'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain(
      'forget: Enter an e-mail address, or a phone number of 10 digits or more.',
    )
    const audit = await withDb((db) => db.selectFrom('audit_log').select('action').execute())
    expect(audit).toEqual([{ action: 'privacy.forget' }])
  })
})
