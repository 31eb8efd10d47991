import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import { sql } from 'kysely'

import type { PhotoVariant } from '#app/kernel/photo.ts'

import { type DB, openDatabase } from '../db/connection'
import { type Engine, engineOf } from '../db/engine'
import { isPhotoKey } from '../photos/keys'
import type { PhotoStore } from '../photos/photo-store'
import { backupId, backupIdPattern } from './backup-id'
import { sealer } from './crypto'
import { digestTap, dumpLines, schemaOf } from './dump'
import {
  type Manifest,
  manifestFormat,
  manifestName,
  manifestText,
  type NewManifest,
  parseManifest,
  type ReadManifest,
  type UnreadablePhoto,
} from './manifest'
import type { BackupTarget } from './target'

export type BackupOptions = {
  /** BACKUP_KEY: the database file is sealed (AES-256-GCM) when set */
  key?: string
  now?: Date
}

/** The finished backups in a target, oldest first. */
export async function listBackups(target: BackupTarget): Promise<string[]> {
  const names = (await target.list('')).filter((n) => backupIdPattern.test(n))
  const finished = await Promise.all(names.map((n) => target.exists(`${n}/${manifestName}`)))
  return names.filter((_, i) => finished[i])
}

async function readText(target: BackupTarget, name: string): Promise<string | undefined> {
  const stream = await target.read(name)
  if (!stream) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A backup's manifest, its checksum checked (its signature needs the key: the restore checks it). */
export async function readManifest(
  target: BackupTarget,
  id: string,
): Promise<ReadManifest | undefined> {
  const text = await readText(target, `${id}/${manifestName}`)
  return text === undefined ? undefined : parseManifest(text)
}

/**
 * Runs `dump` on a consistent picture of the whole database while writers
 * go on. PostgreSQL reads in one repeatable-read transaction. SQLite reads in
 * one read transaction on a connection of its own: in WAL mode it sees the
 * database as it was at its first read, whatever is written meanwhile, and
 * the server's connection stays free. (VACUUM INTO, the copy this once took
 * first, held the server's event loop for the whole copy of the file, a
 * minute at five years of a dealer.)
 */
async function withSnapshot<T>(db: DB, dump: (snapshot: DB, engine: Engine) => Promise<T>) {
  const engine = engineOf(db)
  if (engine === 'postgres') {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute((trx) => dump(trx, engine))
  }
  const { rows } = await sql<{ file: string }>`
    select file from pragma_database_list where name = 'main'`.execute(db)
  const snapshot = openDatabase(rows[0]?.file ?? '', { poolSize: 1 })
  try {
    return await snapshot.connection().execute(async (connection) => {
      // a deferred begin: a read transaction, never the write lock (Kysely's begins take it here)
      await sql`begin`.execute(connection)
      try {
        return await dump(connection, engine)
      } finally {
        await sql`rollback`.execute(connection)
      }
    })
  } finally {
    await snapshot.destroy()
  }
}

async function photoKeys(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('vehicle_photos').select('variants').execute()
  const keys = rows.flatMap((r) => (JSON.parse(r.variants) as PhotoVariant[]).map((v) => v.key))
  return [...new Set(keys)].sort()
}

/** Writes a stream to the target while taking its checksum. */
async function store(
  target: BackupTarget,
  name: string,
  source: Readable,
  stages: NodeJS.ReadWriteStream[],
) {
  const tap = digestTap()
  const out = new PassThrough()
  await Promise.all([pipeline([source, ...stages, tap.stream, out]), target.write(name, out)])
  return tap.result()
}

/**
 * Copies the photos the database names that the target does not hold yet
 * (their names are their content, so each is copied once); the checksums of
 * those already there come from the last manifest. A photo the store cannot
 * give (gone, a key of no photo, a read error) is left out and reported; the
 * others go on.
 */
async function backupPhotos(
  keys: string[],
  photos: PhotoStore,
  target: BackupTarget,
): Promise<{ entries: Manifest['photos']; unreadable: UnreadablePhoto[] }> {
  const known = new Map<string, Manifest['photos'][number]>()
  const last = (await listBackups(target)).at(-1)
  if (last)
    for (const p of (await readManifest(target, last))?.manifest.photos ?? []) known.set(p.key, p)
  const entries: Manifest['photos'] = []
  const unreadable: UnreadablePhoto[] = []
  for (const key of keys) {
    // checked first: the name is also the object's name in the target
    if (!isPhotoKey(key)) {
      unreadable.push({ key, reason: 'not a photo key' })
      continue
    }
    const name = `photos/${key}`
    const earlier = known.get(key)
    if (earlier && (await target.exists(name))) {
      entries.push(earlier)
      continue
    }
    let photo: Awaited<ReturnType<PhotoStore['get']>>
    try {
      photo = await photos.get(key)
    } catch (error) {
      unreadable.push({ key, reason: `cannot be read (${(error as Error).message})` })
      continue
    }
    if (!photo) {
      unreadable.push({ key, reason: 'missing from the photo store' })
      continue
    }
    try {
      entries.push({ key, ...(await store(target, name, photo.body, [])) })
    } catch (error) {
      // the photo's own stream failing is the photo's fault; any other failure is the target's
      if (!photo.body.errored) throw error
      unreadable.push({ key, reason: `cannot be read (${(error as Error).message})` })
    }
  }
  return { entries, unreadable }
}

/**
 * Takes one backup: the database (compressed, sealed when a key is set), its
 * photos, then the manifest (checksummed, and signed when sealed).
 */
export async function takeBackup(
  source: { db: DB; photos: PhotoStore },
  target: BackupTarget,
  options: BackupOptions = {},
): Promise<{ id: string; manifest: NewManifest }> {
  const now = options.now ?? new Date()
  const id = backupId(now)
  const seal = options.key ? sealer(options.key) : undefined
  const name = `database.jsonl.gz${seal ? '.sealed' : ''}`
  const { engine, schema, tables, database, keys } = await withSnapshot(
    source.db,
    async (snapshot, engine) => {
      const tables: NewManifest['tables'] = []
      const stages: NodeJS.ReadWriteStream[] = [createGzip()]
      if (seal) stages.push(seal.stream)
      const database = await store(
        target,
        `${id}/${name}`,
        Readable.from(dumpLines(snapshot, tables)),
        stages,
      )
      return {
        engine,
        schema: await schemaOf(snapshot),
        tables,
        database,
        keys: await photoKeys(snapshot),
      }
    },
  )
  const photos = await backupPhotos(keys, source.photos, target)
  const manifest: NewManifest = {
    format: manifestFormat,
    createdAt: now.toISOString(),
    engine,
    schema,
    tables,
    database: { name, ...database, ...(seal ? { sealing: seal.sealing() } : {}) },
    photos: photos.entries,
    ...(photos.unreadable.length > 0 ? { unreadablePhotos: photos.unreadable } : {}),
  }
  await target.write(`${id}/${manifestName}`, Readable.from([manifestText(manifest, seal?.sign)]))
  return { id, manifest }
}
