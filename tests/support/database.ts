import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterEach, beforeEach, inject } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import type { Engine } from '#app/kernel/.server/db/engine.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'

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

/** Runs one statement on the cluster's maintenance database (creating or dropping databases). */
async function onCluster(admin: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const databaseUrl = (admin: URL, name: string) => {
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}

// Migrating costs about a second on PostgreSQL; copying a migrated template
// costs a tenth of that. One template per worker, made at its first use.
let migratedTemplate: Promise<string> | undefined
function templateDatabase(admin: URL): Promise<string> {
  migratedTemplate ??= (async () => {
    const name = `template_${randomUUID().replaceAll('-', '')}`
    await onCluster(admin, `create database ${name}`)
    const db = openDatabase(databaseUrl(admin, name), { poolSize: 1 })
    await migrateToLatest(db)
    await db.destroy()
    return name
  })()
  return migratedTemplate
}

/** A copy of the template; the server may take a moment to let go of the template's last connection. */
async function copyTemplate(admin: URL, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onCluster(admin, `create database ${name} template ${template}`)
    } catch (error) {
      // 55006: the source database is being accessed by other users
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/**
 * A new database on the engine under test: empty, for the caller (or a server)
 * to migrate, or with `migrated`, already holding the latest schema.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (testEngine() === 'postgres') {
    const admin = new URL(inject('postgresUrl'))
    const name = `test_${randomUUID().replaceAll('-', '')}`
    if (options.migrated) await copyTemplate(admin, name, await templateDatabase(admin))
    else await onCluster(admin, `create database ${name}`)
    const url = databaseUrl(admin, name)
    let pool: pg.Pool | undefined
    return {
      url,
      async query<T>(sql: string, ...params: unknown[]) {
        if (!pool) {
          pool = new pg.Pool({ connectionString: url, max: 2, types: numericTypes })
          // dropping the database ends the connections still closing with 57P01
          // (terminated by the administrator): expected, not a test failure
          pool.on('error', (error: Error & { code?: string }) => {
            if (error.code !== '57P01') throw error
          })
        }
        return (await pool.query(numbered(sql), params)).rows as T[]
      },
      async drop() {
        await pool?.end()
        await onCluster(admin, `drop database if exists ${name} with (force)`)
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
  const database = await createTestDatabase({ migrated: true })
  const db = openDatabase(database.url, { poolSize: 4 })
  // a no-op on a copy of the migrated template; on SQLite it migrates
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
 * Gives each test of the calling file or suite a fresh, migrated database and
 * deletes it after the test: `const db = eachTestDatabase()`, then `db()` in
 * the tests and in the hooks that follow.
 */
export function eachTestDatabase(): () => DB {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined
  beforeEach(async () => {
    opened = await openTestDatabase()
  })
  afterEach(async () => {
    await opened?.close()
    opened = undefined
  })
  return () => {
    if (!opened) throw new Error('eachTestDatabase: no test is running')
    return opened.db
  }
}

/**
 * Servers on one database, a fresh one for each test. PostgreSQL: each
 * server's connection is a pool of its own, racing for real. SQLite: server
 * processes take turns at the file's write lock; in one test process a
 * second connection would block the event loop while it waits, so the
 * servers share one connection, which runs their transactions in turn the
 * same way. `db()` is the test's own connection.
 */
export function serversOnOneDatabase(): { db: () => DB; serverConnection: () => DB } {
  let url = ''
  let db: DB | undefined
  let drop: () => Promise<void> = async () => {}
  const connections: DB[] = []
  beforeEach(async () => {
    const database = await createTestDatabase()
    url = database.url
    db = openDatabase(url, { poolSize: 4 })
    connections.push(db)
    await migrateToLatest(db)
    drop = async () => {
      for (const connection of connections.splice(0)) await connection.destroy()
      await database.drop()
    }
  })
  afterEach(() => drop())
  const own = () => {
    if (!db) throw new Error('serversOnOneDatabase: no test is running')
    return db
  }
  return {
    db: own,
    serverConnection() {
      if (testEngine() === 'sqlite') return own()
      const connection = openDatabase(url, { poolSize: 4 })
      connections.push(connection)
      return connection
    },
  }
}
