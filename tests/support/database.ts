import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterEach, beforeEach, inject } from 'vitest'

import { type DB, openDatabase } from '#app/.server/db/connection.ts'
import type { Engine } from '#app/.server/db/engine.ts'
import { migrateToLatest } from '#app/.server/db/migrations.ts'

/**
 * The engine a test project runs on: the `sqlite` and `postgres` projects of
 * vitest.config.ts run the same database and API tests once each.
 */
export const testEngine = (): Engine =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

export type TestDatabase = {
  url: string
  /** plain SQL with `?` placeholders, on either engine; counts come back as numbers */
  query: <T>(sql: string, ...params: unknown[]) => Promise<T[]>
  /** closes the query connection and deletes the database */
  drop: () => Promise<void>
}

// count(*) is a bigint in PostgreSQL: read it as a number, as SQLite gives it
const numericTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return Number
    return pg.types.getTypeParser(oid, format)
  },
}

/** `?` placeholders as PostgreSQL's `$1, $2 …` (the test queries hold no literal question marks). */
const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/** A new, empty database on the engine under test; the caller migrates it (or a server does). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'postgres') {
    const admin = new URL(inject('postgresUrl'))
    const name = `test_${randomUUID().replaceAll('-', '')}`
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    await client.query(`create database ${name}`)
    await client.end()
    const url = new URL(admin)
    url.pathname = `/${name}`
    let pool: pg.Pool | undefined
    return {
      url: url.toString(),
      async query<T>(sql: string, ...params: unknown[]) {
        pool ??= new pg.Pool({ connectionString: url.toString(), max: 2, types: numericTypes })
        return (await pool.query(numbered(sql), params)).rows as T[]
      },
      async drop() {
        await pool?.end()
        const dropper = new pg.Client({ connectionString: admin.toString() })
        await dropper.connect()
        await dropper.query(`drop database if exists ${name} with (force)`)
        await dropper.end()
      },
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'golf-carts-db-'))
  const file = path.join(dir, 'site.db')
  let reader: SQLite.Database | undefined
  return {
    url: file,
    async query<T>(sql: string, ...params: unknown[]) {
      reader ??= new SQLite(file, { readonly: true })
      return reader.prepare(sql).all(...params) as T[]
    },
    async drop() {
      reader?.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A fresh, migrated database on the engine under test, opened as the server opens it. */
export async function openTestDatabase(): Promise<{ db: DB; close: () => Promise<void> }> {
  const database = await createTestDatabase()
  const db = openDatabase(database.url, { poolSize: 4 })
  await migrateToLatest(db)
  return {
    db,
    async close() {
      await db.destroy()
      await database.drop()
    },
  }
}

/**
 * Gives each test of the calling file or suite a fresh, migrated database
 * (handed to `use` before the test runs) and deletes it after the test.
 */
export function freshDatabaseEachTest(use: (db: DB) => void): void {
  let close: (() => Promise<void>) | undefined
  beforeEach(async () => {
    const opened = await openTestDatabase()
    use(opened.db)
    close = opened.close
  })
  afterEach(() => close?.())
}
