import { PassThrough, type Readable, type Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import { sql } from 'kysely'
import { z } from 'zod'

import type { DB } from '../db/connection'
import { engineOf } from '../db/engine'
import { migrateToLatest, migrateUpTo, migrationNames } from '../db/migrations'
import { withTransaction } from '../db/transaction'
import type { PhotoStore } from '../photos/photo-store'
import { listBackups, readManifest } from './backup'
import { opener, WrongKeyError } from './crypto'
import { digestTap, type DumpLine, linesOf, lineTally, schemaOf } from './dump'
import {
  BackupRefused,
  damaged,
  type Manifest,
  type ReadManifest,
  type UnreadablePhoto,
} from './manifest'
import { tablesInOrder, virtualTables } from './tables'
import type { BackupTarget } from './target'

export type RestoreOptions = {
  /** which backup; the newest finished one when unset */
  id?: string
  key?: string
  /** restore over a database that already has tables (their rows are replaced) */
  force?: boolean
}

export type RestoreResult = {
  id: string
  manifest: Manifest
  rows: number
  photos: number
  /** photos the database names that the backup could not take: not restored */
  absentPhotos: UnreadablePhoto[]
}

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
    throw damaged(`${name} does not match its checksum`)
  }
}

function checkSchema(manifest: Manifest) {
  if (!migrationNames.includes(manifest.schema)) {
    throw new BackupRefused(
      `The backup is from a newer version of the site (schema ${manifest.schema}); this one knows up to ${migrationNames.at(-1)}`,
    )
  }
}

/**
 * A sealed backup's key, checked against the backup and the manifest's
 * signature; what unseals its database file.
 */
function unlock(read: ReadManifest, key: string | undefined): (() => Transform) | undefined {
  const { sealing } = read.manifest.database
  if (!sealing) return undefined
  if (!key) throw new BackupRefused('The backup is sealed: set BACKUP_KEY to its key')
  let opened: ReturnType<typeof opener>
  try {
    opened = opener(key, sealing)
  } catch (error) {
    if (error instanceof WrongKeyError) throw new BackupRefused(error.message)
    throw error
  }
  if (read.signed && !opened.signed(read.signed.text, read.signed.signature)) {
    throw damaged('the manifest does not match its signature')
  }
  return opened.decipher
}

/**
 * Whether the target is empty. One with tables is refused unless forced, and
 * when it is newer than the backup.
 */
async function checkTarget(db: DB, manifest: Manifest, force: boolean): Promise<boolean> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView)
  if (tables.length === 0) return true
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
  return false
}

const tableLine = z.strictObject({ table: z.string().min(1), columns: z.array(z.string()) })

/**
 * The dump's lines parsed and held against the manifest as they pass: its
 * tables in its order, each with its rows and (format 2) its lines' size and
 * checksum.
 */
async function* checkedLines(
  lines: AsyncIterable<string>,
  manifest: Manifest,
): AsyncGenerator<DumpLine> {
  let index = -1
  let columns = 0
  let rows = 0
  let tally = lineTally()
  const endTable = () => {
    const expected = manifest.tables[index]
    if (!expected) return
    if (rows !== expected.rows) {
      throw damaged(`${expected.name} has ${rows} rows, its manifest says ${expected.rows}`)
    }
    const actual = tally.result()
    if (
      'sha256' in expected &&
      (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
    )
      throw damaged(`the lines of ${expected.name} do not match their checksum`)
  }
  for await (const line of lines) {
    let item: unknown
    try {
      item = JSON.parse(line)
    } catch {
      throw damaged('a line of the database is not JSON')
    }
    if (Array.isArray(item)) {
      if (index < 0 || item.length !== columns) throw damaged('a row does not fit its table')
      rows += 1
      tally.add(`${line}\n`)
      yield item
      continue
    }
    const header = tableLine.safeParse(item)
    if (!header.success) throw damaged('a line of the database is neither a table nor a row')
    endTable()
    index += 1
    const expected = manifest.tables[index]?.name ?? 'no more tables'
    if (header.data.table !== expected) {
      throw damaged(`the database holds ${header.data.table} where its manifest has ${expected}`)
    }
    tally = lineTally()
    tally.add(`${line}\n`)
    rows = 0
    columns = header.data.columns.length
    yield header.data
  }
  endTable()
  const missing = manifest.tables[index + 1]
  if (missing) throw damaged(`the database ends before ${missing.name}`)
}

/**
 * The database file read through: unsealed, unpacked and checked line by line
 * (checkedLines), then its own checksum. Whatever cannot be read is damage.
 */
async function* readDump(
  target: BackupTarget,
  id: string,
  manifest: Manifest,
  decipher: (() => Transform) | undefined,
): AsyncGenerator<DumpLine> {
  const name = `${id}/${manifest.database.name}`
  const source = await open(target, name)
  const tap = digestTap()
  const plain = new PassThrough()
  try {
    const stages = decipher ? [decipher()] : []
    const piping = pipeline([source, tap.stream, ...stages, createGunzip(), plain])
    piping.catch(() => undefined) // its error ends `plain` too; awaited below
    yield* checkedLines(linesOf(plain), manifest)
    await piping
  } catch (error) {
    if (error instanceof BackupRefused) throw error
    throw damaged(`${name} cannot be read (${(error as Error).message})`)
  } finally {
    plain.destroy()
    source.destroy()
  }
  const actual = tap.result()
  if (actual.sha256 !== manifest.database.sha256 || actual.bytes !== manifest.database.bytes) {
    throw damaged(`${name} does not match its checksum`)
  }
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
  items: AsyncGenerator<DumpLine>,
  manifest: Manifest,
): Promise<number> {
  return withTransaction(db, async (trx) => {
    if (engineOf(trx) === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(trx)
    for (const { name } of [...manifest.tables].reverse())
      await sql`delete from ${sql.table(name)}`.execute(trx)
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
    for await (const item of items) {
      if (!Array.isArray(item)) {
        await flush()
        ;({ table, columns } = item)
        continue
      }
      batch.push(item)
      if ((batch.length + 1) * columns.length > batchParameters) await flush()
    }
    await flush()
    await resetIdentities(trx)
    return total
  })
}

/** PostgreSQL's functions of the database's own (not an extension's); SQLite has none. */
async function functionsOf(db: DB): Promise<string[]> {
  if (engineOf(db) !== 'postgres') return []
  const { rows } = await sql<{ name: string }>`
    select p.oid::regprocedure::text as name from pg_proc p
    where p.pronamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(
    db,
  )
  return rows.map((r) => r.name)
}

/**
 * Takes back what a failed restore made in a database that was empty (its
 * tables, and the functions it added), so that a retry finds it empty.
 */
async function emptyAgain(db: DB, functionsBefore: string[]) {
  const postgres = engineOf(db) === 'postgres'
  const cascade = postgres ? sql` cascade` : sql``
  const tables = [
    ...(await virtualTables(db)),
    ...(await tablesInOrder(db)).reverse(),
    'kysely_migration_lock',
    'kysely_migration',
  ]
  for (const table of tables)
    await sql`drop table if exists ${sql.table(table)}${cascade}`.execute(db)
  for (const name of await functionsOf(db)) {
    if (!functionsBefore.includes(name)) await sql`drop function ${sql.raw(name)}`.execute(db)
  }
}

/**
 * Restores a backup into a database of either engine and a photo store. It
 * reads the whole backup first (manifest, key, every table's rows and
 * checksums, the sealed file to its authentication tag, every photo) and
 * writes only when all of it holds; then it migrates the target to the
 * backup's schema, loads the rows in one transaction, brings the schema up
 * to date and puts the photos back. A target that was empty is left empty
 * when that fails.
 */
export async function restoreBackup(
  target: BackupTarget,
  dest: { db: DB; photos: PhotoStore },
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const id = options.id ?? (await listBackups(target)).at(-1)
  if (!id) throw new BackupRefused(`No finished backup in ${target.describe()}`)
  const read = await readManifest(target, id)
  if (!read) throw new BackupRefused(`No finished backup named ${id} in ${target.describe()}`)
  const { manifest } = read
  checkSchema(manifest)
  const decipher = unlock(read, options.key)
  const wasEmpty = await checkTarget(dest.db, manifest, options.force === true)

  await verify(target, `${id}/${manifest.database.name}`, manifest.database)
  for await (const _ of readDump(target, id, manifest, decipher)); // read whole: checked, not kept
  for (const photo of manifest.photos) await verify(target, `photos/${photo.key}`, photo)

  const functionsBefore = wasEmpty ? await functionsOf(dest.db) : []
  let rows: number
  try {
    await migrateUpTo(dest.db, manifest.schema)
    rows = await loadRows(dest.db, readDump(target, id, manifest, decipher), manifest)
    await migrateToLatest(dest.db)
  } catch (error) {
    if (wasEmpty) await emptyAgain(dest.db, functionsBefore)
    throw error
  }

  for (const photo of manifest.photos) {
    const body = await open(target, `photos/${photo.key}`)
    const chunks: Buffer[] = []
    for await (const chunk of body) chunks.push(chunk as Buffer)
    await dest.photos.put(photo.key, Buffer.concat(chunks))
  }
  const absentPhotos = 'unreadablePhotos' in manifest ? (manifest.unreadablePhotos ?? []) : []
  return { id, manifest, rows, photos: manifest.photos.length, absentPhotos }
}
