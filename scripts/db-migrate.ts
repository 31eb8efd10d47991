// `npm run db:migrate`: brings the database DATABASE_URL names (a SQLite file
// or PostgreSQL) up to date, as the server does at every start. Run it before
// starting new server processes when a release adds migrations; it is safe
// while other processes start or run.
import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { describeDatabase } from '#app/kernel/.server/db/engine.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { parseSettings, SettingsError } from '#app/kernel/.server/env.ts'

async function main() {
  const settings = parseSettings(process.env)
  const db = openDatabase(settings.DATABASE_URL, { poolSize: 1 })
  try {
    const ran = await migrateToLatest(db)
    const where = describeDatabase(settings.DATABASE_URL)
    console.log(
      ran.length === 0
        ? `${where} is up to date`
        : `${where}: ran ${ran.length} migration${ran.length === 1 ? '' : 's'} (${ran.join(', ')})`,
    )
  } finally {
    await db.destroy()
  }
}

main().catch((error: unknown) => {
  // a wrong setting is one line; anything else gets its stack
  const text =
    error instanceof SettingsError || !(error instanceof Error)
      ? String(error instanceof Error ? error.message : error)
      : (error.stack ?? error.message)
  process.stderr.write(`Migration failed: ${text}\n`)
  process.exit(1)
})
