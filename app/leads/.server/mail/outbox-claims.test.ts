import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { createOutboxWorker, type WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import type { MailTransport } from '#app/kernel/.server/mail/transport.ts'
import { outboxComposers } from '#app/outbox-composers.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

import { submitContact } from '../contact/contact'

/*
 * Two server processes on one database, reduced to what matters here: two
 * outbox workers, each with its own connections, draining one queue.
 */

const settings = parseSettings({
  MAIL_POLL_SECONDS: '0.02',
  MAIL_SEND_TIMEOUT_SECONDS: '5',
  MAIL_LEASE_SECONDS: '60',
})
const quietLogger: WorkerLogger = { info() {}, warn() {}, error() {} }
const total = 100

let database: TestDatabase
const connections: DB[] = []
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  for (const db of connections.splice(0)) await db.destroy()
  await database.drop()
})

function connect(): DB {
  const db = openDatabase(database.url, { poolSize: 4 })
  connections.push(db)
  return db
}

/** A mail server stand-in that takes 5 to 15 milliseconds per message and notes who sent what. */
function recordingTransport(sent: string[]): MailTransport {
  return {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 10))
      sent.push(String(mail.messageId))
      return { response: '250 OK' }
    },
    close() {},
  }
}

describe('two outbox workers on one database', () => {
  it(`deliver ${total} queued messages exactly once each between them`, async () => {
    const writer = connect()
    await migrateToLatest(writer)
    for (let i = 0; i < total; i++) {
      const result = await submitContact(
        writer,
        {
          firstName: `Queue${i}`,
          lastName: 'Kowalski',
          email: `queue${i}@example.com`,
          phone: '570-555-0188',
          interest: 'sales',
          message: 'Is the 4-seater still available for a test drive?',
        },
        {},
        settings,
      )
      expect(result.ok).toBe(true)
    }

    const sentBy: [string[], string[]] = [[], []]
    const pools = [connect(), connect()]
    // connected before the race starts, so neither worker has a head start
    for (const db of pools) await sql`select 1`.execute(db)
    const workers = sentBy.map((sent, i) =>
      createOutboxWorker({
        db: pools[i] as DB,
        transport: recordingTransport(sent),
        settings,
        composers: outboxComposers,
        logger: quietLogger,
      }),
    )
    workers.forEach((worker) => worker.start())
    const deadline = Date.now() + 30_000
    while (sentBy[0].length + sentBy[1].length < total && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await new Promise((resolve) => setTimeout(resolve, 300)) // more polls: nothing comes twice
    await Promise.all(workers.map((worker) => worker.stop()))

    const all = [...sentBy[0], ...sentBy[1]]
    expect(all).toHaveLength(total)
    expect(new Set(all).size).toBe(total)
    // both took part, so the claims really met
    expect(sentBy[0].length).toBeGreaterThan(0)
    expect(sentBy[1].length).toBeGreaterThan(0)
    const states = await writer
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['status', 'attempts'])
      .execute()
    expect(states.map((s) => ({ ...s, n: Number(s.n) }))).toEqual([
      { status: 'sent', attempts: 1, n: total },
    ])
  })
})
