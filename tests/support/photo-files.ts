import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import type { Database } from '#app/kernel/.server/db/schema.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'

/** A temporary folder, removed by the returned `remove`. */
export function tempFolder(prefix = 'photos-test-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  return {
    dir,
    /** writes `data` as `name` in the folder and returns its path */
    write(name: string, data: Buffer | string): string {
      const file = path.join(dir, name)
      writeFileSync(file, data)
      return file
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** A fresh, migrated and seeded in-memory database (foreign keys on, as in the server). */
export async function memoryDatabase(): Promise<DB> {
  const sqlite = new SQLite(':memory:')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  await migrateToLatest(db)
  await seedIfEmpty(db)
  return db
}
