import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backupIdPattern } from '#app/kernel/.server/backup/backup-id.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { wallClockMinute } from '#app/kernel/zoned-time.ts'
import { sleep, until } from '#tests/support/contact.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * Two server processes on one PostgreSQL database (the postgres test project
 * only), the daily backup due a minute ago: one of them claims the day and
 * takes it, the other never does, however often both look.
 */

let database: TestDatabase
let folder: string
let servers: TestServer[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  folder = mkdtempSync(path.join(tmpdir(), 'backups-two-servers-'))
  // the dealer's time a minute ago (just after midnight this is yesterday's 23:59: not yet due today)
  const dueAt = wallClockMinute(new Date(Date.now() - 60_000), business.timeZone).slice(11)
  const env = { BACKUP_DAILY_AT: dueAt, BACKUP_DIR: folder, LEADS_POLL_SECONDS: '0.2' }
  servers = await Promise.all([startServer(env, database), startServer(env, database)])
}, 120_000)
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await database.drop()
  rmSync(folder, { recursive: true, force: true })
})

type Run = { day: string; status: string; attempts: number }

describe('the daily backup with two servers on one PostgreSQL database', () => {
  it('is taken once between them', async () => {
    const runs = () => database.query<Run>('select day, status, attempts from backup_runs')
    await until(async () => (await runs())[0]?.status === 'done', 'the day’s backup is taken')
    // both go on looking, five times a second each
    await sleep(2000)
    expect(await runs()).toEqual([{ day: expect.any(String), status: 'done', attempts: 1 }])
    expect(readdirSync(folder).filter((name) => backupIdPattern.test(name))).toHaveLength(1)
    const taken = servers.map((server) => server.logs().split('backup taken').length - 1)
    expect(taken.sort()).toEqual([0, 1])
  })
})
