import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

import { sql } from 'kysely'

import type { DB } from '../db/connection'
import { engineOf } from '../db/engine'
import { keysetBatches } from '../db/keyset-batches'
import { timeSlices } from '../event-loop'
import { tablesInOrder } from './tables'

/**
 * The database as lines of JSON, the same for both engines (they store the
 * same values: text timestamps and JSON, integer booleans): a line naming a
 * table and its columns, then one line per row as an array.
 */
export type DumpLine = { table: string; columns: string[] } | unknown[]

/** Rows read from a table at once: memory holds one batch, whatever the table's size. */
export const dumpBatchSize = 1000
/** The dump lets the server's requests in once it has held the event loop this long (it runs in the server). */
const sliceMs = 10

/**
 * The dump's text, table by table, each read in keyset batches of its
 * primary key on PostgreSQL, of its rowid on SQLite (a snapshot does not
 * change between them): a header line, then
 * one chunk of lines per batch. Pulled, so a slow writer holds the reading back.
 */
export async function* dumpLines(
  db: DB,
  tables: Array<{ name: string; rows: number; bytes: number; sha256: string }>,
  batchSize = dumpBatchSize,
): AsyncGenerator<string> {
  const pause = timeSlices(sliceMs)
  for (const table of await tablesInOrder(db)) {
    const columns = await columnsOf(db, table)
    const key = engineOf(db) === 'postgres' ? await primaryKeyOf(db, table) : [rowidKey]
    const tally = lineTally()
    let rows = 0
    yield tally.add(`${JSON.stringify({ table, columns })}\n`)
    const batches = keysetBatches<Record<string, unknown>>(
      (after, size) => batchAfter(db, table, key, after, size),
      batchSize,
    )
    for await (const batch of batches) {
      // each batch a query and its lines; between them, the server's requests
      await pause()
      rows += batch.length
      let text = ''
      for (const row of batch) text += `${JSON.stringify(columns.map((c) => row[c] ?? null))}\n`
      yield tally.add(text)
    }
    tables.push({ name: table, rows, ...tally.result() })
  }
}

/**
 * SQLite's tables are read in the order of their rowid, the order rows lie in
 * the file: walked by a text primary key, each row was a seek of its own
 * (half of a backup's minute and a half at five years of a dealer).
 */
const rowidKey = 'dump_rowid'

/** The `size` rows of `table` after the row `after` (undefined: the first ones), in the order of `key`. */
async function batchAfter(
  db: DB,
  table: string,
  key: string[],
  after: Record<string, unknown> | undefined,
  size: number,
) {
  const rowid = key[0] === rowidKey
  const keys = rowid ? sql.raw('_rowid_') : sql.join(key.map((c) => sql.ref(c)))
  const from = after ? sql`where (${keys}) > (${sql.join(key.map((c) => after[c]))})` : sql``
  const select = rowid ? sql`_rowid_ as ${sql.ref(rowidKey)}, *` : sql`*`
  const query = sql<Record<string, unknown>>`select ${select} from ${sql.table(table)} ${from}
    order by ${keys} limit ${size}`
  return (await query.execute(db)).rows
}

/** The size and SHA-256 of a table's lines in the dump (each with its newline), as its manifest records them. */
export function lineTally(): {
  add: (line: string) => string
  result: () => { bytes: number; sha256: string }
} {
  const hash = createHash('sha256')
  let bytes = 0
  return {
    add: (line) => {
      hash.update(line)
      bytes += Buffer.byteLength(line)
      return line
    },
    result: () => ({ bytes, sha256: hash.digest('hex') }),
  }
}

/** PostgreSQL's generated columns (the lead search's words): computed again when rows are restored. */
async function generatedColumns(db: DB, table: string): Promise<Set<string>> {
  if (engineOf(db) !== 'postgres') return new Set()
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'ALWAYS'`.execute(
    db,
  )
  return new Set(rows.map((r) => r.name))
}

/** The columns a dump holds of a table: all but the generated ones. */
export async function columnsOf(db: DB, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables()
  const generated = await generatedColumns(db, table)
  const columns = tables
    .find((t) => t.name === table)
    ?.columns.map((c) => c.name)
    .filter((name) => !generated.has(name))
  if (!columns?.length) throw new Error(`The table ${table} has no columns`)
  return columns
}

/** The columns of a table's primary key: the dump's unique order. Every table has one. */
async function primaryKeyOf(db: DB, table: string): Promise<string[]> {
  const { rows } =
    engineOf(db) === 'postgres'
      ? await sql<{ name: string }>`
          select a.attname as name from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${table}::regclass and i.indisprimary`.execute(db)
      : await sql<{ name: string }>`
          select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db)
  if (rows.length === 0) throw new Error(`The table ${table} has no primary key to dump it by`)
  return rows.map((r) => r.name)
}

/** The last migration a database has run. */
export async function schemaOf(db: DB): Promise<string> {
  const { rows } = await sql<{
    name: string
  }>`select name from kysely_migration order by name desc limit 1`.execute(db)
  const name = rows[0]?.name
  if (!name) throw new Error('The database has no migrations: nothing to back up')
  return name
}

/** Passes bytes through while counting them and taking their SHA-256. */
export function digestTap(): {
  stream: Transform
  result: () => { sha256: string; bytes: number }
} {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ sha256: hash.digest('hex'), bytes }) }
}

/** Lines of a stream of UTF-8 bytes, one at a time. */
export async function* linesOf(input: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8')
  let rest = ''
  for await (const chunk of input) {
    rest += decoder.write(chunk as Buffer)
    let end = rest.indexOf('\n')
    while (end >= 0) {
      yield rest.slice(0, end)
      rest = rest.slice(end + 1)
      end = rest.indexOf('\n')
    }
  }
  rest += decoder.end()
  if (rest) yield rest
}
