import { type MigrationProvider, Migrator } from 'kysely'

import type { DB } from './connection'
import { withMigrationLock } from './engine'
import { migrations } from './migrations/index'

// Runs the migrations listed in migrations/index.ts, which says how to add one.

/** Every migration's name, in the order they run. */
export const migrationNames = Object.keys(migrations).sort()

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Migrates up to (and including) one migration: for tests of a migration on older data. */
export async function migrateUpTo(db: DB, name: string): Promise<void> {
  await withMigrationLock(db, async (locked) => {
    const { error } = await new Migrator({ db: locked, provider }).migrateTo(name)
    if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`)
  })
}

/**
 * Brings the schema up to date and names the migrations it ran; safe when
 * several processes start at once (see `withMigrationLock`).
 */
export async function migrateToLatest(db: DB): Promise<string[]> {
  return withMigrationLock(db, async (locked) => {
    const { error, results } = await new Migrator({ db: locked, provider }).migrateToLatest()
    const failed = results?.find((r) => r.status === 'Error')
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
    }
    return (results ?? []).map((r) => r.migrationName)
  })
}
