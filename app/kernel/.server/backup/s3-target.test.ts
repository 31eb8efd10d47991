import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { everything, fillForBackup } from '#tests/support/backup-drill.ts'
import { createTestDatabase, openTestDatabase, testEngine } from '#tests/support/database.ts'
import { startS3Server } from '#tests/support/s3-server.ts'

import { openDatabase } from '../db/connection'
import { parseSettings } from '../env'
import { LocalPhotoStore } from '../photos/local-store'
import { s3Client } from '../photos/s3-client'
import { takeBackup } from './backup'
import { pruneBackups } from './prune'
import { restoreBackup } from './restore'
import { S3Target } from './s3-target'
import { backupTargetOf } from './target-from-settings'

/* The restore drill with the backups in an S3 bucket (s3rver), on both engines. */

let s3: Awaited<ReturnType<typeof startS3Server>>
let folder: string
let cleanups: Array<() => Promise<void> | void> = []
beforeAll(async () => {
  s3 = await startS3Server('backups')
})
afterAll(() => s3.stop())
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'backup-s3-'))
})
afterEach(async () => {
  for (const clean of cleanups.reverse()) await clean()
  cleanups = []
  rmSync(folder, { recursive: true, force: true })
})

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const key = 'a long backup passphrase'

/** A target under its own prefix, so the tests of a run never see each other's backups. */
function target(options: { partBytes?: number } = {}) {
  const made = new S3Target({ ...s3, prefix: `site/${crypto.randomUUID()}`, ...options })
  cleanups.push(() => made.destroy())
  return made
}

async function filledSource() {
  const opened = await openTestDatabase()
  cleanups.push(opened.close)
  const photos = new LocalPhotoStore(path.join(folder, 'photos'))
  const keys = await fillForBackup(opened.db, photos)
  return { db: opened.db, photos, keys }
}

async function emptyDestination() {
  const database = await createTestDatabase()
  const db = openDatabase(database.url, { poolSize: 2 })
  cleanups.push(async () => {
    await db.destroy()
    await database.drop()
  })
  return { db, photos: new LocalPhotoStore(path.join(folder, 'restored-photos')) }
}

/** The bytes of one object as the bucket holds it, read past the target. */
async function objectBytes(name: string): Promise<Buffer> {
  const client = s3Client(s3)
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }))
    return Buffer.from(await answer.Body!.transformToByteArray())
  } finally {
    client.destroy()
  }
}

async function putObject(name: string, body: Buffer) {
  const client = s3Client(s3)
  try {
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: body }))
  } finally {
    client.destroy()
  }
}

describe(`backups in an S3 bucket on ${testEngine()}`, () => {
  it('restores every row and photo from the bucket into an empty database and photo store', async () => {
    const source = await filledSource()
    const before = await everything(source.db)
    // small parts, so the database file goes up as a multipart upload of several parts
    const bucket = target({ partBytes: 1024 })
    const { id, manifest } = await takeBackup(source, bucket, { key })
    expect(manifest.database.bytes).toBeGreaterThan(3 * 1024)

    const dest = await emptyDestination()
    const result = await restoreBackup(bucket, dest, { key })
    expect(result.id).toBe(id)
    expect(await everything(dest.db)).toEqual(before)
    for (const photo of source.keys) {
      const original = readFileSync(path.join(folder, 'photos', photo))
      expect(sha(readFileSync(path.join(folder, 'restored-photos', photo)))).toBe(sha(original))
    }
  })

  it('lists, reads and removes by the names a folder uses, under its prefix', async () => {
    const bucket = target({ partBytes: 5 })
    const data = Buffer.from('twelve bytes and then some more')
    await bucket.write('2026-11-26T07-00-00-000Z/part.bin', Readable.from([data]))
    await bucket.write('photos/abc.avif', Readable.from([Buffer.from('x')]))
    await bucket.write('empty', Readable.from([]))
    expect(await bucket.list('')).toEqual(['2026-11-26T07-00-00-000Z', 'empty', 'photos'])
    expect(await bucket.list('photos')).toEqual(['abc.avif'])
    const read = await bucket.read('2026-11-26T07-00-00-000Z/part.bin')
    const chunks: Buffer[] = []
    for await (const chunk of read!) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks)).toEqual(data)
    expect(await bucket.read('nothing/here')).toBeUndefined()
    expect(await bucket.exists('empty')).toBe(true)
    await bucket.remove('2026-11-26T07-00-00-000Z')
    expect(await bucket.list('')).toEqual(['empty', 'photos'])
    await expect(bucket.list('../outside')).rejects.toThrow(/Not a backup object name/)
  })

  it('prunes on S3: the backups the retention lets go, and the photos only they named', async () => {
    const source = await filledSource()
    const bucket = target()
    // two backups on one day: the rule keeps one a day, the newest
    const first = await takeBackup(source, bucket, { now: new Date('2026-11-25T07:00:00Z') })
    const second = await takeBackup(source, bucket, { now: new Date('2026-11-25T09:00:00Z') })
    await bucket.write('photos/0123456789abcdef-99.avif', Readable.from([Buffer.from('orphan')]))
    const pruned = await pruneBackups(bucket, {
      timeZone: 'America/New_York',
      now: new Date('2026-11-25T10:00:00Z'),
    })
    expect(pruned).toEqual({ removed: [first.id], photos: 1 })
    expect(await bucket.list('')).toEqual([second.id, 'photos'])
    expect(await bucket.list(first.id)).toEqual([])
    expect((await bucket.list('photos')).sort()).toEqual([...source.keys].sort())
  })

  it('refuses a wrong key and a flipped byte, leaving the database and the bucket untouched', async () => {
    const source = await filledSource()
    const bucket = target()
    const { id, manifest } = await takeBackup(source, bucket, { key })
    const dest = await emptyDestination()
    const untouched = async () => expect(await dest.db.introspection.getTables()).toEqual([])
    const objectName = `${bucket.describe().replace(`s3://${s3.bucket}/`, '')}${id}/${manifest.database.name}`
    const stored = await objectBytes(objectName)
    const listing = await bucket.list(id)

    await expect(
      restoreBackup(bucket, dest, { key: 'not the key it was sealed with' }),
    ).rejects.toThrow(/not the key this backup was sealed with/)
    await untouched()

    const flipped = Buffer.from(stored)
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01
    await putObject(objectName, flipped)
    await expect(restoreBackup(bucket, dest, { key })).rejects.toThrow(
      /damaged: .* does not match its checksum/,
    )
    await untouched()
    // the refused restores wrote nothing to the bucket
    expect(await objectBytes(objectName)).toEqual(flipped)
    expect(await bucket.list(id)).toEqual(listing)
  })

  it('is the target the settings choose when BACKUP_S3_BUCKET is set', () => {
    const chosen = backupTargetOf(
      parseSettings({
        BACKUP_S3_BUCKET: 'backups',
        BACKUP_S3_PREFIX: 'keystone/',
        S3_ENDPOINT: s3.endpoint,
      }),
    )
    cleanups.push(() => chosen.destroy?.())
    expect(chosen.describe()).toBe('s3://backups/keystone/')
    expect(backupTargetOf(parseSettings({ BACKUP_DIR: folder })).describe()).toBe(folder)
  })
})
