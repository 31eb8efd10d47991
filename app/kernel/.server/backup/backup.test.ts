import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { submitContact } from '#app/leads/.server/contact/contact.ts'
import { leadSearchCondition } from '#app/leads/.server/lead-search.ts'
import { everything, fillForBackup as fill } from '#tests/support/backup-drill.ts'
import { validContact } from '#tests/support/contact.ts'
import { createTestDatabase, openTestDatabase, testEngine } from '#tests/support/database.ts'
import { insertLead } from '#tests/support/leads.ts'
import { withLongestBlock } from '#tests/support/longest-block.ts'

import { type DB, openDatabase } from '../db/connection'
import { migrateToLatest } from '../db/migrations'
import { parseSettings } from '../env'
import { LocalPhotoStore } from '../photos/local-store'
import type { PhotoStore } from '../photos/photo-store'
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
    // the lead search's index, left out of the backup, is made again from the rows restored
    const found = await restored
      .selectFrom('contact_messages')
      .select('last_name')
      .where(leadSearchCondition(restored, 'kowal 0188')!)
      .execute()
    expect(found).toEqual([{ last_name: 'Kowalski' }])
    expect(Object.values(after).flat().length).toBeGreaterThan(60)
    for (const key of keys) {
      const original = readFileSync(path.join(folder, 'photos', key))
      expect(sha(readFileSync(path.join(folder, 'restored-photos', key)))).toBe(sha(original))
    }
    // the restored database takes new rows as the old one did (identity columns count on)
    await migrateToLatest(restored)
    await insertLead(restored, { receivedAt: '2026-11-21T15:00:00.000Z' })
  })

  it('lets the server answer while it reads a big table: no step holds the event loop long', async () => {
    const db = await source()
    for (let start = 0; start < 120_000; start += 1000) {
      await db
        .insertInto('audit_log')
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            id: `audit-${String(start + i).padStart(6, '0')}`,
            at: new Date(Date.UTC(2026, 0, 1) + (start + i) * 1000).toISOString(),
            actor_id: null,
            actor_email: 'owner@example.com',
            action: 'vehicle.update',
            entity: 'vehicle',
            entity_id: `v${(start + i) % 50}`,
            before: '{"price_cents":100}',
            after: '{"price_cents":200}',
            ip: '198.51.100.7',
          })),
        )
        .execute()
    }
    const photos = new LocalPhotoStore(path.join(folder, 'photos'))
    const target = new FolderTarget(path.join(folder, 'backups'))
    // the daily backup runs in the server (schedule.ts): a copy of the whole file
    // first (SQLite's VACUUM INTO) held its event loop for all of the copy
    const { result, longestMs } = await withLongestBlock(() => takeBackup({ db, photos }, target))
    expect(result.manifest.tables.find((t) => t.name === 'audit_log')?.rows).toBe(120_000)
    expect(longestMs).toBeLessThan(100)
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

  it('goes on past photos it cannot read, names them, and restores everything else exactly', async () => {
    const db = await source()
    const folderStore = new LocalPhotoStore(path.join(folder, 'photos'))
    const keys = await fill(db, folderStore)
    const gone = 'aaaaaaaaaaaaaaaa-800.avif'
    const failing = 'bbbbbbbbbbbbbbbb-800.avif'
    const breaking = 'cccccccccccccccc-800.avif'
    const odd = 'legacy/cart 1.png'
    for (const key of [failing, breaking]) await folderStore.put(key, Buffer.alloc(100, 7))
    // one row names them all beside the good photos
    const row = await db
      .selectFrom('vehicle_photos')
      .select(['id', 'variants'])
      .executeTakeFirstOrThrow()
    const variants = JSON.parse(row.variants) as Array<Record<string, unknown>>
    const extra = [gone, failing, breaking, odd].map((key) => ({ ...variants[0], key }))
    await db
      .updateTable('vehicle_photos')
      .set({ variants: JSON.stringify([...variants, ...extra]) })
      .where('id', '=', row.id)
      .execute()
    const before = await everything(db)
    // a store that fails on one key, and whose stream breaks half-way on another
    const photos: PhotoStore = {
      put: (key, data) => folderStore.put(key, data),
      head: (key) => folderStore.head(key),
      delete: (key) => folderStore.delete(key),
      async get(key) {
        if (key === failing) throw new Error('disk read error')
        const photo = await folderStore.get(key)
        if (!photo || key !== breaking) return photo
        const broken = (async function* () {
          yield Buffer.alloc(10)
          throw new Error('connection reset')
        })()
        return { ...photo, body: Readable.from(broken) }
      },
    }
    const target = new FolderTarget(path.join(folder, 'backups'))

    const { manifest } = await takeBackup({ db, photos }, target)
    expect(manifest.photos.map((p) => p.key).sort()).toEqual([...keys].sort())
    const left = [
      { key: gone, reason: 'missing from the photo store' },
      { key: failing, reason: 'cannot be read (disk read error)' },
      { key: breaking, reason: 'cannot be read (connection reset)' },
      { key: odd, reason: 'not a photo key' },
    ]
    expect(manifest.unreadablePhotos).toEqual(expect.arrayContaining(left))
    expect(manifest.unreadablePhotos).toHaveLength(4)

    const restored = await emptyTarget()
    const result = await restoreBackup(target, {
      db: restored,
      photos: new LocalPhotoStore(path.join(folder, 'restored-photos')),
    })
    expect(await everything(restored)).toEqual(before)
    expect(result.photos).toBe(keys.length)
    expect(result.absentPhotos).toEqual(manifest.unreadablePhotos)
    for (const key of keys)
      expect(sha(readFileSync(path.join(folder, 'restored-photos', key)))).toBe(
        sha(readFileSync(path.join(folder, 'photos', key))),
      )
    expect((await readdir(path.join(folder, 'restored-photos'))).sort()).toEqual([...keys].sort())
  })

  it('refuses a wrong key, a flipped byte and a non-empty target, touching nothing', async () => {
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

    // into the source itself: it has tables
    await expect(
      restoreBackup(target, { db, photos }, { key: 'the right key, long' }),
    ).rejects.toThrow(BackupRefused)
  })

  describe('a changed backup', () => {
    const key = 'the right key, long'
    const damage = /^The backup is damaged: [^\n]+$/

    /** A filled source's backup, an empty target, and how to change the backup's files. */
    async function backupAndTarget(options: { key?: string } = {}) {
      const db = await source()
      const photos = new LocalPhotoStore(path.join(folder, 'photos'))
      await fill(db, photos)
      const before = await everything(db)
      const target = new FolderTarget(path.join(folder, 'backups'))
      const { id, manifest } = await takeBackup({ db, photos }, target, options)
      const dest = { db: await emptyTarget(), photos: new LocalPhotoStore(path.join(folder, 'r')) }
      const manifestFile = path.join(folder, 'backups', id, 'manifest.json')
      const databaseFile = path.join(folder, 'backups', id, manifest.database.name)
      const stillEmpty = async () => expect(await dest.db.introspection.getTables()).toEqual([])
      return { before, target, dest, manifestFile, databaseFile, stillEmpty }
    }

    /** The manifest as its own checksum would say, were the change made on purpose. */
    const withFittingChecksum = (manifest: Record<string, unknown>) => {
      const { integrity, ...rest } = manifest
      return {
        ...rest,
        integrity: { ...(integrity as object), sha256: sha(Buffer.from(JSON.stringify(rest))) },
      }
    }
    const writeJson = (file: string, json: unknown) =>
      writeFileSync(file, JSON.stringify(json, null, 2))

    it('refuses a manifest with one digit changed, touching nothing; the good backup then restores', async () => {
      const { before, target, dest, manifestFile, stillEmpty } = await backupAndTarget({ key })
      const original = readFileSync(manifestFile, 'utf8')
      // the last digit of the first table's count of rows that has some
      const changed = original.replace(
        /"rows": ([1-9]\d*)/,
        (_, rows: string) => `"rows": ${rows.slice(0, -1)}${(Number(rows.at(-1)) + 1) % 10}`,
      )
      expect(changed).not.toBe(original)
      writeFileSync(manifestFile, changed)
      await expect(restoreBackup(target, dest, { key })).rejects.toThrow(damage)
      await stillEmpty()

      writeFileSync(manifestFile, original)
      await restoreBackup(target, dest, { key })
      expect(await everything(dest.db)).toEqual(before)
    })

    it('refuses a changed sealing tag, also under a checksum made to fit, touching nothing', async () => {
      const { before, target, dest, manifestFile, stillEmpty } = await backupAndTarget({ key })
      const original = readFileSync(manifestFile, 'utf8')
      const manifest = JSON.parse(original) as { database: { sealing: { tag: string } } }
      const tag = manifest.database.sealing.tag
      manifest.database.sealing.tag = `${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}`
      writeJson(manifestFile, manifest)
      await expect(restoreBackup(target, dest, { key })).rejects.toThrow(damage)
      await stillEmpty()
      // only the key can sign the manifest
      writeJson(manifestFile, withFittingChecksum(manifest))
      await expect(restoreBackup(target, dest, { key })).rejects.toThrow(damage)
      await stillEmpty()

      writeFileSync(manifestFile, original)
      await restoreBackup(target, dest, { key })
      expect(await everything(dest.db)).toEqual(before)
    })

    it('refuses changed table data under a file checksum made to fit, touching nothing', async () => {
      const { before, target, dest, manifestFile, databaseFile, stillEmpty } =
        await backupAndTarget()
      const original = {
        manifest: readFileSync(manifestFile, 'utf8'),
        database: readFileSync(databaseFile),
      }
      const lines = gunzipSync(original.database).toString('utf8').split('\n')
      const changeDatabase = (change: (lines: string[]) => string[]) => {
        const bytes = gzipSync(change([...lines]).join('\n'))
        writeFileSync(databaseFile, bytes)
        const manifest = JSON.parse(original.manifest) as Record<string, unknown> & {
          database: { sha256: string; bytes: number }
        }
        manifest.database.sha256 = sha(bytes)
        manifest.database.bytes = bytes.length
        return manifest
      }
      const firstRow = lines.findIndex((line) => line.startsWith('['))

      // a row taken out
      writeJson(
        manifestFile,
        changeDatabase((l) => l.toSpliced(firstRow, 1)),
      )
      await expect(restoreBackup(target, dest)).rejects.toThrow(damage)
      await stillEmpty()
      // a digit of a row changed, the manifest's checksum made to fit too: the table's checksum tells
      const digitChanged = changeDatabase((l) =>
        l.with(
          firstRow,
          l[firstRow]!.replace(/\d/, (d) => String((Number(d) + 1) % 10)),
        ),
      )
      writeJson(manifestFile, withFittingChecksum(digitChanged))
      await expect(restoreBackup(target, dest)).rejects.toThrow(damage)
      await stillEmpty()

      writeFileSync(manifestFile, original.manifest)
      writeFileSync(databaseFile, original.database)
      await restoreBackup(target, dest)
      expect(await everything(dest.db)).toEqual(before)
    })

    it('refuses a backup of a newer schema or format with what to do, touching nothing', async () => {
      const { target, dest, manifestFile, stillEmpty } = await backupAndTarget()
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>
      writeJson(manifestFile, withFittingChecksum({ ...manifest, schema: '999_from_the_future' }))
      await expect(restoreBackup(target, dest)).rejects.toThrow(
        /^The backup is from a newer version of the site \(schema 999_from_the_future\)/,
      )
      const { integrity: _, ...unchecked } = manifest
      writeJson(manifestFile, { ...unchecked, format: 3 })
      await expect(restoreBackup(target, dest)).rejects.toThrow(
        /^The backup is of a newer format \(3\) than this version of the site reads \(up to 2\)$/,
      )
      await stillEmpty()
    })

    it('restores a backup of the first format, whose manifest had no checksum', async () => {
      const { before, target, dest, manifestFile } = await backupAndTarget({ key })
      const { integrity: _, ...manifest } = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        integrity: unknown
        tables: Array<{ name: string; rows: number }>
      }
      const tables = manifest.tables.map(({ name, rows }) => ({ name, rows }))
      writeJson(manifestFile, { ...manifest, format: 1, tables })
      await restoreBackup(target, dest, { key })
      expect(await everything(dest.db)).toEqual(before)
    })

    it('leaves an empty target empty when the backup changes once the restore has begun writing', async () => {
      const { before, target, dest, databaseFile } = await backupAndTarget({ key })
      const flipped = readFileSync(databaseFile)
      flipped[Math.floor(flipped.length / 2)]! ^= 0x01
      // the disk under the backup goes bad after every check passed (the photos are checked last)
      let photosRead = false
      const changing = Object.assign(Object.create(target) as FolderTarget, {
        read(name: string): Promise<Readable | undefined> {
          if (name.startsWith('photos/')) photosRead = true
          else if (photosRead) writeFileSync(databaseFile, flipped)
          return target.read(name)
        },
      })
      await expect(restoreBackup(changing, dest, { key })).rejects.toThrow(damage)
      expect(await dest.db.introspection.getTables()).toEqual([])

      flipped[Math.floor(flipped.length / 2)]! ^= 0x01
      writeFileSync(databaseFile, flipped)
      await restoreBackup(target, dest, { key })
      expect(await everything(dest.db)).toEqual(before)
    })
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
    // (`sent` counts the leads asked for, `stored` those committed)
    let sent = 0
    let stored = 0
    let backupDone = false
    const send = async () => {
      await submitContact(db, { ...validContact, lastName: `Sender${sent++}` }, {}, settings)
      stored += 1
    }
    // (SQLite answers without I/O waits: each lane lets timers and the backup run between leads)
    const pause = () => new Promise((resolve) => setImmediate(resolve))
    const lane = async () => {
      while (!backupDone || sent < 100) await send().then(pause)
      await send()
    }
    const lanes = Array.from({ length: 4 }, lane)
    // ten leads stored before the backup starts, however slowly the machine commits them
    while (stored < 10) await new Promise((resolve) => setTimeout(resolve, 5))
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
