import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, beforeEach, expect, it } from 'vitest'

import { type DB, openDatabase } from './connection'

let dir: string
let db: DB
let other: SQLite.Database

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'write-lock-'))
  db = openDatabase(path.join(dir, 'site.db'))
  await sql`create table notes (text text not null)`.execute(db)
  // another process on the same file, such as `npm run staff` beside the server;
  // it does not wait for the lock, so the test sees who holds it
  other = new SQLite(path.join(dir, 'site.db'))
  other.pragma('busy_timeout = 0')
})

afterEach(async () => {
  other.close()
  await db.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const insertByOther = () => other.prepare("insert into notes (text) values ('command')").run()

it('keeps a transaction that read first when another process writes meanwhile', async () => {
  let otherRefused = false
  await db.transaction().execute(async (trx) => {
    await sql`select count(*) from notes`.execute(trx)
    try {
      insertByOther()
    } catch (error) {
      otherRefused = (error as { code?: string }).code === 'SQLITE_BUSY'
    }
    await sql`insert into notes (text) values ('server')`.execute(trx)
  })
  // the transaction held the write lock from its start: the other writer waited
  // (here: was told to retry) instead of the server's change being refused
  expect(otherRefused).toBe(true)
  insertByOther()
  const texts = other.prepare('select text from notes order by rowid').pluck().all()
  expect(texts).toEqual(['server', 'command'])
})
