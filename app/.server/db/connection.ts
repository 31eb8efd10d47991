import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'

import type { Database } from './schema'

export type DB = Kysely<Database>

/** The SQLite file a DATABASE_URL names ("file:./data/site.db" → "./data/site.db"). */
export function databaseFile(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/, '')
}

/** Opens the SQLite file (creating its folder), in WAL mode for concurrent reads. */
export function openDatabase(url: string): DB {
  const file = databaseFile(url)
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
