import { Kysely } from 'kysely'

import { createDialect, type DialectOptions } from './engine'
import type { Database } from './schema'

export type DB = Kysely<Database>

/**
 * Opens the database a DATABASE_URL names: a SQLite file (created with its
 * folder) or a PostgreSQL server (`postgres://…`, a pool of `poolSize`
 * connections).
 */
export function openDatabase(url: string, options: Partial<DialectOptions> = {}): DB {
  return new Kysely<Database>({
    dialect: createDialect(url, { ...options, poolSize: options.poolSize ?? 10 }),
  })
}
