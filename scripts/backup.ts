// `npm run backup` and `npm run restore`: a copy of the database and the
// photos elsewhere, and the way back. Reads DATABASE_URL, the photo store's
// settings, BACKUP_DIR (or BACKUP_S3_BUCKET) and BACKUP_KEY the way the server does.
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { takeBackup } from '#app/kernel/.server/backup/backup.ts'
import { BackupRefused } from '#app/kernel/.server/backup/manifest.ts'
import { restoreBackup } from '#app/kernel/.server/backup/restore.ts'
import { backupTargetOf } from '#app/kernel/.server/backup/target-from-settings.ts'
import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { describeDatabase } from '#app/kernel/.server/db/engine.ts'
import { parseSettings, SettingsError } from '#app/kernel/.server/env.ts'
import { createPhotoStore } from '#app/kernel/.server/photos/store.ts'

const usage = `Usage:
  npm run backup                              a backup of the database and photos into BACKUP_DIR
                                              (or BACKUP_S3_BUCKET)
  npm run restore [-- --id ID] [-- --force]   the newest backup (or ID) into an empty DATABASE_URL
                                              and the photo store; --force replaces an existing
                                              database's rows`

type Output = { stdout: (text: string) => void; stderr: (text: string) => void }
const terminal: Output = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

/** Runs `backup` or `restore`; resolves to the exit code: 0 done, 1 refused or a wrong setting, 2 wrong usage. */
export async function backupCommand(
  command: 'backup' | 'restore',
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: Output = terminal,
): Promise<number> {
  let options: { id?: string; force?: boolean }
  try {
    options = parseArgs({
      args: argv,
      options: { id: { type: 'string' }, force: { type: 'boolean' } },
      allowPositionals: false,
    }).values
    if (command === 'backup' && (options.id || options.force))
      throw new TypeError('backup takes no options')
  } catch (error) {
    output.stderr(`${(error as Error).message}\n\n${usage}\n`)
    return 2
  }
  let settings
  try {
    settings = parseSettings(env)
  } catch (error) {
    if (error instanceof SettingsError) {
      output.stderr(`${error.message}\n`)
      return 1
    }
    throw error
  }
  const db = openDatabase(settings.DATABASE_URL, { poolSize: 2 })
  const photos = createPhotoStore(settings)
  const target = backupTargetOf(settings)
  try {
    if (command === 'backup') {
      const { id, manifest } = await takeBackup({ db, photos }, target, {
        key: settings.BACKUP_KEY,
      })
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0)
      output.stdout(
        `Backup ${id} of ${describeDatabase(settings.DATABASE_URL)} in ${target.describe()}: ` +
          `${rows} rows in ${manifest.tables.length} tables (${megabytes(manifest.database.bytes)}` +
          `${manifest.database.sealing ? ', sealed' : ''}), ${manifest.photos.length} photos\n`,
      )
      for (const photo of manifest.unreadablePhotos ?? [])
        output.stderr(`Left out photo ${photo.key}: ${photo.reason}\n`)
    } else {
      const result = await restoreBackup(
        target,
        { db, photos },
        { ...options, key: settings.BACKUP_KEY },
      )
      output.stdout(
        `Restored backup ${result.id} (taken ${result.manifest.createdAt} from ${result.manifest.engine}) ` +
          `into ${describeDatabase(settings.DATABASE_URL)}: ${result.rows} rows, ${result.photos} photos\n`,
      )
      for (const table of result.manifest.tables) output.stdout(`  ${table.name}: ${table.rows}\n`)
      for (const photo of result.absentPhotos)
        output.stdout(
          `Photo ${photo.key} is not in the backup (${photo.reason} when it was taken)\n`,
        )
    }
    return 0
  } catch (error) {
    if (error instanceof BackupRefused) {
      output.stderr(`${error.message}\n`)
      return 1
    }
    throw error
  } finally {
    target.destroy?.()
    await db.destroy()
  }
}

// run as `npm run backup` / `npm run restore`; the tests import backupCommand instead
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2)
  process.exitCode =
    command === 'backup' || command === 'restore'
      ? await backupCommand(command, rest, process.env)
      : (process.stderr.write(`${usage}\n`), 2)
}
