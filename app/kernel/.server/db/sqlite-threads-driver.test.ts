import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'
import { afterEach, beforeEach, expect, it } from 'vitest'

import { type DB, openDatabase } from './connection'

let dir: string
let db: DB

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-threads-'))
  db = openDatabase(path.join(dir, 'site.db'))
  await sql`create table counters (name text primary key, value integer not null)`.execute(db)
  await sql`insert into counters (name, value) values ('visits', 0)`.execute(db)
})

afterEach(async () => {
  await db.destroy()
  rmSync(dir, { recursive: true, force: true })
})

// a read that keeps SQLite busy for a while: counting through a few million numbers
const slowCount = () =>
  sql<{ n: number }>`select count(*) as n from (
    with recursive numbers(i) as (select 1 union all select i + 1 from numbers where i < 3000000)
    select i from numbers
  )`.execute(db)

it('answers a quick query and keeps the server thread free while a slow read runs', async () => {
  // every thread started and ready
  await Promise.all([1, 2, 3].map(() => sql`select 1`.execute(db)))
  let slowDone = false
  const slow = slowCount().then((result) => {
    slowDone = true
    return result.rows[0]!.n
  })
  // the server's thread: a timer fires, and a quick query (the health check's) is answered,
  // both before the slow read ends, as they would not if it ran on this thread
  await new Promise((resolve) => setTimeout(resolve, 1))
  const timerBeforeSlow = !slowDone
  await sql`select 1`.execute(db)
  const quickBeforeSlow = !slowDone
  expect(await slow).toBe(3_000_000)
  expect(timerBeforeSlow).toBe(true)
  expect(quickBeforeSlow).toBe(true)
})

it('lets a transaction read its own writes while other readers see only what is committed', async () => {
  let inside = -1
  let outside = -1
  await db.transaction().execute(async (trx) => {
    await sql`update counters set value = 5 where name = 'visits'`.execute(trx)
    inside = (await sql<{ value: number }>`select value from counters`.execute(trx)).rows[0]!.value
    outside = (await sql<{ value: number }>`select value from counters`.execute(db)).rows[0]!.value
  })
  expect(inside).toBe(5)
  expect(outside).toBe(0)
  const after = (await sql<{ value: number }>`select value from counters`.execute(db)).rows[0]!
  expect(after.value).toBe(5)
})

it('runs one writer at a time: twenty transactions that read and add each count once', async () => {
  await Promise.all(
    Array.from({ length: 20 }, () =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ value: number }>`select value from counters`.execute(trx)
        await new Promise((resolve) => setTimeout(resolve, 1))
        await sql`update counters set value = ${rows[0]!.value + 1}`.execute(trx)
      }),
    ),
  )
  const { rows } = await sql<{ value: number }>`select value from counters`.execute(db)
  expect(rows[0]!.value).toBe(20)
})

it('gives back what a write changed, and a refusal with its SQLite code', async () => {
  const inserted = await sql`insert into counters (name, value) values ('calls', 1)`.execute(db)
  expect(inserted.numAffectedRows).toBe(1n)
  await expect(
    sql`insert into counters (name, value) values ('calls', 2)`.execute(db),
  ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })
  // the refused statement held nothing: the next write goes through
  await sql`update counters set value = 3 where name = 'calls'`.execute(db)
  const { rows } = await sql<{
    value: number
  }>`select value from counters where name = 'calls'`.execute(db)
  expect(rows[0]!.value).toBe(3)
})

it('rolls a failed transaction back and lets the next one write', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      await sql`update counters set value = 9`.execute(trx)
      throw new Error('changed my mind')
    }),
  ).rejects.toThrow('changed my mind')
  await db.transaction().execute((trx) => sql`update counters set value = value + 1`.execute(trx))
  const { rows } = await sql<{ value: number }>`select value from counters`.execute(db)
  expect(rows[0]!.value).toBe(1)
})

it('keeps a database in memory on one connection', async () => {
  const memory = openDatabase(':memory:')
  try {
    await sql`create table t (x integer)`.execute(memory)
    await sql`insert into t (x) values (1), (2)`.execute(memory)
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(memory)
    expect(rows[0]!.n).toBe(2)
  } finally {
    await memory.destroy()
  }
})
