import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { everything, fillForBackup as fill } from '#tests/support/backup-drill.ts'
import { validContact } from '#tests/support/contact.ts'
import { createTestDatabase, openTestDatabase, testEngine } from '#tests/support/database.ts'
import { insertLead } from '#tests/support/leads.ts'

import { submitContact } from '../contact/contact'
import { type DB, openDatabase } from '../db/connection'
import { migrateToLatest } from '../db/migrations'
import { parseSettings } from '../env'
import { LocalPhotoStore } from '../photos/local-store'
import { takeBackup } from './backup'
import { BackupRefused } from './manifest'
import { restoreBackup } from './restore'
import { FolderTarget } from './target'

/* The restore drill: fill, back up, lose everything, restore, compare. On both engines. */

let folder: string
let cleanups: Array<() => Promise<void>> = []
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'backup-drill-'))
})
afterEach(async () => {
  for (const clean of cleanups.reverse()) await clean()
  cleanups = []
  rmSync(folder, { recursive: true, force: true })
})

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')

async function source() {
  const opened = await openTestDatabase()
  cleanups.push(opened.close)
  return opened.db
}

async function emptyTarget(): Promise<DB> {
  const database = await createTestDatabase()
  const db = openDatabase(database.url, { poolSize: 2 })
  cleanups.push(async () => {
    await db.destroy()
    await database.drop()
  })
  return db
}

describe(`back up and restore on ${testEngine()}`, () => {
  it('restores every row and photo into an empty database and photo store', async () => {
    const db = await source()
    const photos = new LocalPhotoStore(path.join(folder, 'photos'))
    const keys = await fill(db, photos)
    const before = await everything(db)
    const target = new FolderTarget(path.join(folder, 'backups'))

    const { id, manifest } = await takeBackup({ db, photos }, target, {
      key: 'a long backup passphrase',
    })
    expect(manifest.photos.map((p) => p.key).sort()).toEqual([...keys].sort())
    expect(manifest.tables.find((t) => t.name === 'contact_messages')?.rows).toBe(1)

    const restoredPhotos = new LocalPhotoStore(path.join(folder, 'restored-photos'))
    const restored = await emptyTarget()
    const result = await restoreBackup(
      target,
      { db: restored, photos: restoredPhotos },
      {
        key: 'a long backup passphrase',
      },
    )
    expect(result.id).toBe(id)
    const after = await everything(restored)
    expect(after).toEqual(before)
    expect(Object.values(after).flat().length).toBeGreaterThan(60)
    for (const key of keys) {
      const original = readFileSync(path.join(folder, 'photos', key))
      expect(sha(readFileSync(path.join(folder, 'restored-photos', key)))).toBe(sha(original))
    }
    // the restored database takes new rows as the old one did (identity columns count on)
    await migrateToLatest(restored)
    await insertLead(restored, { receivedAt: '2026-11-21T15:00:00.000Z' })
  })

  it('copies each photo once across backups', async () => {
    const db = await source()
    const photos = new LocalPhotoStore(path.join(folder, 'photos'))
    await fill(db, photos)
    const target = new FolderTarget(path.join(folder, 'backups'))
    await takeBackup({ db, photos }, target, { now: new Date('2026-11-25T07:00:00Z') })
    // the store loses a photo: the second backup still lists it, from the copy it holds
    const [first] = await readdir(path.join(folder, 'photos'))
    rmSync(path.join(folder, 'photos', first!))
    const second = await takeBackup({ db, photos }, target, {
      now: new Date('2026-11-26T07:00:00Z'),
    })
    expect(second.manifest.photos.map((p) => p.key)).toContain(first)
  })

  it('refuses a wrong key, a flipped byte, a newer schema and a non-empty target, touching nothing', async () => {
    const db = await source()
    const photos = new LocalPhotoStore(path.join(folder, 'photos'))
    await fill(db, photos)
    const target = new FolderTarget(path.join(folder, 'backups'))
    const { id, manifest } = await takeBackup({ db, photos }, target, {
      key: 'the right key, long',
    })
    const dest = { db: await emptyTarget(), photos: new LocalPhotoStore(path.join(folder, 'r')) }
    const untouched = async () => expect((await dest.db.introspection.getTables()).length).toBe(0)

    await expect(restoreBackup(target, dest, { key: 'a wrong key, also long' })).rejects.toThrow(
      /not the key this backup was sealed with/,
    )
    await expect(restoreBackup(target, dest)).rejects.toThrow(/sealed: set BACKUP_KEY/)
    await untouched()

    const file = path.join(folder, 'backups', id, manifest.database.name)
    const bytes = readFileSync(file)
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01
    writeFileSync(file, bytes)
    await expect(restoreBackup(target, dest, { key: 'the right key, long' })).rejects.toThrow(
      /damaged: .* does not match its checksum/,
    )
    await untouched()
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01
    writeFileSync(file, bytes)

    const manifestFile = path.join(folder, 'backups', id, 'manifest.json')
    const newer = { ...manifest, schema: '999_from_the_future' }
    writeFileSync(manifestFile, JSON.stringify(newer))
    await expect(restoreBackup(target, dest, { key: 'the right key, long' })).rejects.toThrow(
      /newer version of the site \(schema 999_from_the_future\)/,
    )
    await untouched()
    writeFileSync(manifestFile, JSON.stringify(manifest))

    // into the source itself: it has tables
    await expect(
      restoreBackup(target, { db, photos }, { key: 'the right key, long' }),
    ).rejects.toThrow(BackupRefused)
  })

  it('takes a consistent backup while leads are being sent: each whole with its e-mails, or absent', async () => {
    const database = await createTestDatabase({ migrated: true })
    // the server writes; the backup reads through its own connection, as `npm run backup` does
    const db = openDatabase(database.url, { poolSize: 4 })
    const reader = openDatabase(database.url, { poolSize: 2 })
    cleanups.push(async () => {
      await db.destroy()
      await reader.destroy()
      await database.drop()
    })
    await migrateToLatest(db)
    const photos = new LocalPhotoStore(path.join(folder, 'photos'))
    const target = new FolderTarget(path.join(folder, 'backups'))
    const settings = parseSettings({
      CONTACT_MIN_FILL_SECONDS: '0',
      LEAD_ADF_TO: 'crm@example.com',
    })
    // four senders, one lead after another, until the backup is done and one more each
    let sent = 0
    let backupDone = false
    const send = () =>
      submitContact(db, { ...validContact, lastName: `Sender${sent++}` }, {}, settings)
    // (SQLite answers without I/O waits: each lane lets timers and the backup run between leads)
    const pause = () => new Promise((resolve) => setImmediate(resolve))
    const lane = async () => {
      while (!backupDone || sent < 100) await send().then(pause)
      await send()
    }
    const lanes = Array.from({ length: 4 }, lane)
    while (sent < 10) await new Promise((resolve) => setTimeout(resolve, 5))
    try {
      await takeBackup({ db: reader, photos }, target)
    } finally {
      backupDone = true
      await Promise.all(lanes)
    }

    const restored = await emptyTarget()
    await restoreBackup(target, { db: restored, photos })
    const leads = await restored.selectFrom('contact_messages').select('id').execute()
    const mails = await restored.selectFrom('outbox').select(['message_id', 'kind']).execute()
    console.log(JSON.stringify({ engine: testEngine(), leadsInBackup: leads.length, sent }))
    expect(leads.length).toBeGreaterThanOrEqual(10)
    // the four sent after it are not in it
    expect(leads.length).toBeLessThanOrEqual(sent - 4)
    // every lead with both its e-mails (dealer, ADF), and no e-mail without its lead
    expect(mails).toHaveLength(2 * leads.length)
    const ids = new Set(leads.map((l) => l.id))
    expect(mails.every((m) => ids.has(m.message_id ?? ''))).toBe(true)
  })

  it('moves a SQLite database to the engine under test', async () => {
    const sqliteFolder = mkdtempSync(path.join(tmpdir(), 'backup-sqlite-'))
    const db = openDatabase(path.join(sqliteFolder, 'site.db'), { poolSize: 1 })
    cleanups.push(async () => {
      await db.destroy()
      rmSync(sqliteFolder, { recursive: true, force: true })
    })
    await migrateToLatest(db)
    const photos = new LocalPhotoStore(path.join(folder, 'photos'))
    await fill(db, photos)
    const before = await everything(db)
    const target = new FolderTarget(path.join(folder, 'backups'))
    await takeBackup({ db, photos }, target)
    const restored = await emptyTarget()
    await restoreBackup(target, {
      db: restored,
      photos: new LocalPhotoStore(path.join(folder, 'r')),
    })
    expect(await everything(restored)).toEqual(before)
  })
})
