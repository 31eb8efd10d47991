import { PassThrough, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import { sql } from 'kysely'

import type { DB } from '../db/connection'
import { engineOf } from '../db/engine'
import { migrateToLatest, migrateUpTo, migrationNames } from '../db/migrations'
import { withTransaction } from '../db/transaction'
import type { PhotoStore } from '../photos/store'
import { listBackups, readManifest } from './backup'
import { unsealer, WrongKeyError } from './crypto'
import { digestTap, linesOf, schemaOf } from './dump'
import { BackupRefused, type Manifest } from './manifest'
import type { BackupTarget } from './target'

export type RestoreOptions = {
  /** which backup; the newest finished one when unset */
  id?: string
  key?: string
  /** restore over a database that already has tables (their rows are replaced) */
  force?: boolean
}

export type RestoreResult = { id: string; manifest: Manifest; rows: number; photos: number }

async function open(target: BackupTarget, name: string): Promise<Readable> {
  const stream = await target.read(name)
  if (!stream) throw new BackupRefused(`The backup is incomplete: ${name} is missing`)
  return stream
}

/** Reads an object through and compares its checksum with the manifest's. */
async function verify(
  target: BackupTarget,
  name: string,
  expected: { sha256: string; bytes: number },
) {
  const tap = digestTap()
  await pipeline(await open(target, name), tap.stream, async (chunks: AsyncIterable<unknown>) => {
    for await (const _ of chunks); // drained: only the checksum matters here
  })
  const actual = tap.result()
  if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
    throw new BackupRefused(`The backup is damaged: ${name} does not match its checksum`)
  }
}

/** Refuses what cannot be restored before anything is touched. */
async function check(
  target: BackupTarget,
  id: string,
  manifest: Manifest,
  key: string | undefined,
) {
  if (!migrationNames.includes(manifest.schema)) {
    throw new BackupRefused(
      `The backup is from a newer version of the site (schema ${manifest.schema}); this one knows up to ${migrationNames.at(-1)}`,
    )
  }
  const { sealing } = manifest.database
  if (sealing) {
    if (!key) throw new BackupRefused('The backup is sealed: set BACKUP_KEY to its key')
    try {
      unsealer(key, sealing)
    } catch (error) {
      if (error instanceof WrongKeyError) throw new BackupRefused(error.message)
      throw error
    }
  }
  await verify(target, `${id}/${manifest.database.name}`, manifest.database)
  for (const photo of manifest.photos) await verify(target, `photos/${photo.key}`, photo)
}

/**
 * An empty target is migrated to the backup's schema. One with tables only
 * with --force, and only when it is not newer than the backup: its rows are
 * then replaced.
 */
async function prepareTarget(db: DB, manifest: Manifest, force: boolean) {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView)
  if (tables.length > 0) {
    if (!force) {
      throw new BackupRefused(
        'The target database is not empty: restore into a new database, or pass --force to replace its rows',
      )
    }
    const current = tables.some((t) => t.name === 'kysely_migration') ? await schemaOf(db) : ''
    if (current > manifest.schema) {
      throw new BackupRefused(
        `The target database is newer (${current}) than the backup (${manifest.schema}): restore into a new database`,
      )
    }
  }
  await migrateUpTo(db, manifest.schema)
}

/** PostgreSQL's identity columns count on from the restored rows' largest id. */
async function resetIdentities(trx: DB) {
  if (engineOf(trx) !== 'postgres') return
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(trx)
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    )
  }
}

// rows per insert, under PostgreSQL's 65,535 parameters for the widest table
const batchParameters = 20_000

/** Replaces every row of the target's tables with the dump's, in one transaction. */
async function loadRows(
  db: DB,
  lines: AsyncGenerator<string>,
  manifest: Manifest,
): Promise<number> {
  const order = manifest.tables.map((t) => t.name)
  return withTransaction(db, async (trx) => {
    if (engineOf(trx) === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(trx)
    for (const table of [...order].reverse())
      await sql`delete from ${sql.table(table)}`.execute(trx)
    let columns: string[] = []
    let table = ''
    let batch: unknown[][] = []
    let total = 0
    const flush = async () => {
      if (batch.length === 0) return
      const values = batch.map((row) => sql`(${sql.join(row)})`)
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
        values ${sql.join(values)}`.execute(trx)
      total += batch.length
      batch = []
    }
    for await (const line of lines) {
      const parsed = JSON.parse(line) as { table: string; columns: string[] } | unknown[]
      if (!Array.isArray(parsed)) {
        await flush()
        ;({ table, columns } = parsed)
        if (!order.includes(table))
          throw new BackupRefused(`The backup names an unknown table: ${table}`)
        continue
      }
      batch.push(parsed)
      if ((batch.length + 1) * columns.length > batchParameters) await flush()
    }
    await flush()
    const expected = manifest.tables.reduce((sum, t) => sum + t.rows, 0)
    if (total !== expected) {
      throw new BackupRefused(`The backup is damaged: ${total} rows read, ${expected} expected`)
    }
    await resetIdentities(trx)
    return total
  })
}

/**
 * Restores a backup into a database of either engine and a photo store:
 * checks it whole first (schema, key, every checksum), then migrates the
 * target to the backup's schema, loads the rows in one transaction, brings
 * the schema up to date and puts the photos back.
 */
export async function restoreBackup(
  target: BackupTarget,
  dest: { db: DB; photos: PhotoStore },
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const id = options.id ?? (await listBackups(target)).at(-1)
  if (!id) throw new BackupRefused(`No finished backup in ${target.describe()}`)
  const manifest = await readManifest(target, id)
  if (!manifest) throw new BackupRefused(`No finished backup named ${id} in ${target.describe()}`)
  await check(target, id, manifest, options.key)

  await prepareTarget(dest.db, manifest, options.force === true)
  const stages: NodeJS.ReadWriteStream[] = []
  const sealing = manifest.database.sealing
  if (sealing && options.key) stages.push(unsealer(options.key, sealing))
  const plain = new PassThrough()
  const piping = pipeline([
    await open(target, `${id}/${manifest.database.name}`),
    ...stages,
    createGunzip(),
    plain,
  ])
  let rows: number
  try {
    rows = await loadRows(dest.db, linesOf(plain), manifest)
  } catch (error) {
    plain.destroy()
    await piping.catch(() => undefined)
    throw error
  }
  await piping
  await migrateToLatest(dest.db)

  for (const photo of manifest.photos) {
    const body = await open(target, `photos/${photo.key}`)
    const chunks: Buffer[] = []
    for await (const chunk of body) chunks.push(chunk as Buffer)
    await dest.photos.put(photo.key, Buffer.concat(chunks))
  }
  return { id, manifest, rows, photos: manifest.photos.length }
}
