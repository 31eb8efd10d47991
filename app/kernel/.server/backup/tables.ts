import { sql } from 'kysely'

import type { DB } from '../db/connection'
import { engineOf } from '../db/engine'

/** Kysely's own bookkeeping: a restore migrates the target itself instead. */
const migrationTables = new Set(['kysely_migration', 'kysely_migration_lock'])

/**
 * Tables that triggers write to: restored last, after every insert that
 * would bump them (their values are the backup's, not the restore's).
 */
const triggerTargets = new Set(['inventory_version'])

type Reference = { from: string; to: string }

/**
 * SQLite's virtual tables and their shadow tables: the lead search's FTS5
 * index, which triggers fill from the rows restored, so never dumped.
 */
async function indexTables(db: DB, types: string[]): Promise<string[]> {
  if (engineOf(db) === 'postgres') return []
  const { rows } = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main' and type in (${sql.join(types)})
    order by name`.execute(db)
  return rows.map((r) => r.name)
}

/** The virtual tables: dropping one drops its shadow tables. */
export const virtualTables = (db: DB): Promise<string[]> => indexTables(db, ['virtual'])

async function tableNames(db: DB): Promise<string[]> {
  const tables = await db.introspection.getTables()
  const derived = new Set(await indexTables(db, ['virtual', 'shadow']))
  return tables
    .filter((t) => !t.isView && !migrationTables.has(t.name) && !derived.has(t.name))
    .map((t) => t.name)
    .sort()
}

async function references(db: DB): Promise<Reference[]> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<Reference>`
      select conrelid::regclass::text as "from", confrelid::regclass::text as "to"
      from pg_constraint where contype = 'f'`.execute(db)
    return rows
  }
  const { rows } = await sql<Reference>`
    select m.name as "from", f."table" as "to"
    from sqlite_master m join pragma_foreign_key_list(m.name) f
    where m.type = 'table'`.execute(db)
  return rows
}

/**
 * Every table of the application, each after the tables it refers to (so
 * rows can be inserted in this order and deleted in the reverse one), the
 * triggers' targets last.
 */
export async function tablesInOrder(db: DB): Promise<string[]> {
  const names = await tableNames(db)
  const refs = await references(db)
  const ordered: string[] = []
  const placed = new Set<string>()
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return
    path.add(name)
    for (const ref of refs) if (ref.from === name && ref.to !== name) visit(ref.to, path)
    path.delete(name)
    placed.add(name)
    ordered.push(name)
  }
  for (const name of names) if (!triggerTargets.has(name)) visit(name, new Set())
  return [...ordered, ...names.filter((n) => triggerTargets.has(n))]
}
