import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { fillForBackup } from '#tests/support/backup-drill.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser } from '#tests/support/staff.ts'

import { parseSettings } from '../env'
import { LocalPhotoStore } from '../photos/local-store'
import { listBackups } from './backup'
import { createBackupScheduler } from './schedule'
import { backupStatus } from './status'
import { type BackupTarget, FolderTarget } from './target'

/* The daily backup: one server takes it, at its time on the dealer's clock, and failures are told. */

const db = eachTestDatabase()
let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'backup-schedule-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

const quiet = { info() {}, warn() {}, error() {} }
const settings = parseSettings({ BACKUP_DAILY_AT: '02:00', SITE_URL: 'https://carts.example' })

function scheduler(target: BackupTarget, at: () => Date) {
  const photos = new LocalPhotoStore(path.join(folder, 'photos'))
  return createBackupScheduler({ db: db(), photos, target, settings, logger: quiet, now: at })
}

// Thursday Nov 26, 2026 in the Poconos (EST, UTC-5)
const easternClock = (hhmm: string, day = '2026-11-26') => new Date(`${day}T${hhmm}:00-05:00`)

describe('the daily backup', () => {
  it('waits for its time, then one of two servers takes it, once that day', async () => {
    const target = new FolderTarget(path.join(folder, 'backups'))
    let now = easternClock('01:59')
    const servers = [scheduler(target, () => now), scheduler(target, () => now)]
    expect(await servers[0]!.runOnce()).toBeNull()
    now = easternClock('02:00')
    const taken = await Promise.all(servers.map((s) => s.runOnce()))
    expect(taken.filter((id) => id !== null)).toHaveLength(1)
    now = easternClock('23:30')
    expect(await Promise.all(servers.map((s) => s.runOnce()))).toEqual([null, null])
    expect(await listBackups(target)).toHaveLength(1)
    const [run] = await db().selectFrom('backup_runs').selectAll().execute()
    expect(run).toMatchObject({ day: '2026-11-26', status: 'done', attempts: 1 })
    expect(run?.rows).toBeGreaterThan(0)
    // the next day's
    now = easternClock('02:10', '2026-11-27')
    expect(await servers[1]!.runOnce()).not.toBeNull()
    expect(await listBackups(target)).toHaveLength(2)

    // what the owners' dashboard says: fresh now, stale 26 hours on
    const status = await backupStatus(db(), easternClock('08:00', '2026-11-27'), '02:00')
    expect(status).toMatchObject({ stale: false, failure: null })
    expect(status.last?.finishedAt.slice(0, 10)).toBe('2026-11-27')
    expect(status.last?.rows).toBeGreaterThan(0)
    const later = await backupStatus(db(), easternClock('04:11', '2026-11-28'), '02:00')
    expect(later.stale).toBe(true)
    expect((await backupStatus(db(), easternClock('04:11', '2026-11-28'), 'off')).stale).toBe(false)
  })

  it('records a failure, tells the owners, and tries again half an hour later', async () => {
    await createStaffUser(db(), {
      id: 'o1',
      email: 'owner@example.com',
      name: 'Owner',
      role: 'owner',
    })
    const working = new FolderTarget(path.join(folder, 'backups'))
    let broken = true
    const flaky: BackupTarget = {
      describe: () => working.describe(),
      list: (prefix) => working.list(prefix),
      exists: (name) => working.exists(name),
      read: (name) => working.read(name),
      remove: (name) => working.remove(name),
      write: async (name: string, body: Readable) => {
        if (broken) {
          body.resume()
          throw new Error('No space left on the backup disk')
        }
        return working.write(name, body)
      },
    }
    let now = easternClock('02:00')
    const server = scheduler(flaky, () => now)
    expect(await server.runOnce()).toBeNull()
    const failed = await db().selectFrom('backup_runs').selectAll().executeTakeFirstOrThrow()
    expect(failed).toMatchObject({ status: 'failed', error: 'No space left on the backup disk' })
    const mails = await db().selectFrom('outbox').select(['recipient', 'payload']).execute()
    expect(mails).toHaveLength(1)
    expect(mails[0]?.recipient).toBe('owner@example.com')
    expect(mails[0]?.payload).toContain('No space left on the backup disk')

    now = easternClock('02:20')
    expect(await backupStatus(db(), easternClock('02:10'), '02:00')).toMatchObject({
      last: null,
      failure: { day: '2026-11-26', error: 'No space left on the backup disk', attempts: 1 },
      stale: true,
    })
    expect(await server.runOnce()).toBeNull() // too soon to try again
    broken = false
    now = easternClock('02:31')
    expect(await server.runOnce()).not.toBeNull()
    expect(
      await db().selectFrom('backup_runs').selectAll().executeTakeFirstOrThrow(),
    ).toMatchObject({
      status: 'done',
      attempts: 2,
      error: null,
    })
  })

  it('takes the backup past a photo it cannot read, and the dashboard and the log name it', async () => {
    await fillForBackup(db(), new LocalPhotoStore(path.join(folder, 'photos')))
    const row = await db()
      .selectFrom('vehicle_photos')
      .select(['id', 'variants'])
      .executeTakeFirstOrThrow()
    const variants = JSON.parse(row.variants) as Array<Record<string, unknown>>
    const gone = 'dddddddddddddddd-240.webp'
    await db()
      .updateTable('vehicle_photos')
      .set({ variants: JSON.stringify([...variants, { ...variants[0], key: gone }]) })
      .where('id', '=', row.id)
      .execute()
    const warned: Array<{ message: string; fields?: object }> = []
    const logger = {
      ...quiet,
      warn: (message: string, fields?: object) => warned.push({ message, fields }),
    }
    const server = createBackupScheduler({
      db: db(),
      photos: new LocalPhotoStore(path.join(folder, 'photos')),
      target: new FolderTarget(path.join(folder, 'backups')),
      settings,
      logger,
      now: () => easternClock('02:00'),
    })
    expect(await server.runOnce()).not.toBeNull()
    const status = await backupStatus(db(), easternClock('08:00'), '02:00')
    expect(status.last).toMatchObject({
      photos: variants.length,
      unreadablePhotos: `1 photo could not be read and is not in it: ${gone} (missing from the photo store)`,
    })
    expect(warned).toEqual([
      {
        message: 'backup left out photos it could not read',
        fields: expect.objectContaining({
          photos: [{ key: gone, reason: 'missing from the photo store' }],
        }),
      },
    ])
  })
})
