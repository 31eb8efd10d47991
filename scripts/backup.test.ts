import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { LocalPhotoStore } from '#app/kernel/.server/photos/local-store.ts'
import { fillForBackup } from '#tests/support/backup-drill.ts'

import { backupCommand } from './backup'

/* `npm run backup` and `npm run restore` as an owner types them, on SQLite files. */

let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'backup-command-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

function run(command: 'backup' | 'restore', argv: string[], env: Record<string, string>) {
  let stdout = ''
  let stderr = ''
  const output = {
    stdout: (t: string) => void (stdout += t),
    stderr: (t: string) => void (stderr += t),
  }
  return backupCommand(command, argv, env, output).then((code) => ({ code, stdout, stderr }))
}

describe('the backup commands', () => {
  it('back up a database, then restore it into a new file, saying what they did', async () => {
    const common = {
      PHOTO_DIR: path.join(folder, 'photos'),
      BACKUP_DIR: path.join(folder, 'backups'),
      BACKUP_KEY: 'correct horse battery staple',
    }
    // the server's first start made this database (migrated, rates and fleet seeded)
    const source = path.join(folder, 'site.db')
    const db = openDatabase(source, { poolSize: 1 })
    await migrateToLatest(db)
    await db.destroy()

    const backup = await run('backup', [], { ...common, DATABASE_URL: source })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(
      /^Backup \d{4}-\d\d-\d\dT[\d-]+Z of .*site\.db in .*backups: \d+ rows in \d+ tables \([\d.]+ MB, sealed\), 0 photos\n$/,
    )

    const restored = path.join(folder, 'restored.db')
    const restore = await run('restore', [], { ...common, DATABASE_URL: restored })
    expect(restore.code).toBe(0)
    expect(restore.stdout).toMatch(
      /^Restored backup .* from sqlite\) into .*restored\.db: \d+ rows, 0 photos\n/,
    )
    expect(restore.stdout).toMatch(/\n {2}rental_rates: 24\n/)

    // again into the same file: refused, unless told
    const again = await run('restore', [], { ...common, DATABASE_URL: restored })
    expect(again).toMatchObject({ code: 1, stdout: '' })
    expect(again.stderr).toMatch(/not empty: restore into a new database, or pass --force/)
    expect((await run('restore', ['--force'], { ...common, DATABASE_URL: restored })).code).toBe(0)

    const wrongKey = await run('restore', [], {
      ...common,
      BACKUP_KEY: 'not the key it was sealed with',
      DATABASE_URL: path.join(folder, 'other.db'),
    })
    expect(wrongKey).toMatchObject({
      code: 1,
      stderr: 'BACKUP_KEY is not the key this backup was sealed with\n',
    })
  })

  it('answers a changed backup with one line, leaving the new database empty for the next try', async () => {
    const common = {
      PHOTO_DIR: path.join(folder, 'photos'),
      BACKUP_DIR: path.join(folder, 'backups'),
      BACKUP_KEY: 'correct horse battery staple',
    }
    const source = path.join(folder, 'site.db')
    const db = openDatabase(source, { poolSize: 1 })
    await migrateToLatest(db)
    await db.destroy()
    expect((await run('backup', [], { ...common, DATABASE_URL: source })).code).toBe(0)
    const [id] = readdirSync(common.BACKUP_DIR)
    const manifestFile = path.join(common.BACKUP_DIR, id!, 'manifest.json')
    const original = readFileSync(manifestFile, 'utf8')
    const tag = /"tag": "(.)/.exec(original)![1]!
    writeFileSync(manifestFile, original.replace(/"tag": "./, `"tag": "${tag === 'A' ? 'B' : 'A'}`))

    const restored = path.join(folder, 'restored.db')
    const refused = await run('restore', [], { ...common, DATABASE_URL: restored })
    expect(refused).toMatchObject({ code: 1, stdout: '' })
    expect(refused.stderr).toMatch(/^The backup is damaged: [^\n]+\n$/)
    const target = openDatabase(restored, { poolSize: 1 })
    expect(await target.introspection.getTables()).toEqual([])
    await target.destroy()

    writeFileSync(manifestFile, original)
    const retry = await run('restore', [], { ...common, DATABASE_URL: restored })
    expect(retry).toMatchObject({ code: 0, stderr: '' })
    expect(retry.stdout).toMatch(/\n {2}rental_rates: 24\n/)
  })

  it('back up past a photo the store does not have, naming it, and the restore says it is absent', async () => {
    const common = {
      PHOTO_DIR: path.join(folder, 'photos'),
      BACKUP_DIR: path.join(folder, 'backups'),
    }
    const source = path.join(folder, 'site.db')
    const db = openDatabase(source, { poolSize: 1 })
    await migrateToLatest(db)
    const photos = new LocalPhotoStore(common.PHOTO_DIR)
    const keys = await fillForBackup(db, photos)
    const gone = keys[0]!
    await photos.delete(gone)
    await db.destroy()

    const backup = await run('backup', [], { ...common, DATABASE_URL: source })
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/, 1 photos\n$/)
    expect(backup.stderr).toBe(`Left out photo ${gone}: missing from the photo store\n`)

    const restore = await run('restore', [], {
      ...common,
      PHOTO_DIR: path.join(folder, 'restored-photos'),
      DATABASE_URL: path.join(folder, 'restored.db'),
    })
    expect(restore).toMatchObject({ code: 0, stderr: '' })
    expect(restore.stdout).toMatch(/: \d+ rows, 1 photos\n/)
    expect(restore.stdout).toContain(
      `Photo ${gone} is not in the backup (missing from the photo store when it was taken)\n`,
    )
  })

  it('answers a wrong option or setting with the usage or the setting, and an empty folder clearly', async () => {
    expect((await run('restore', ['--nope'], {})).code).toBe(2)
    const short = await run('backup', [], { BACKUP_KEY: 'short' })
    expect(short.code).toBe(1)
    expect(short.stderr).toMatch(/BACKUP_KEY.*at least 16 characters/)
    const none = await run('restore', [], {
      DATABASE_URL: path.join(folder, 'x.db'),
      BACKUP_DIR: path.join(folder, 'nothing'),
    })
    expect(none).toMatchObject({ code: 1 })
    expect(none.stderr).toMatch(/^No finished backup in .*nothing\n$/)
  })
})
