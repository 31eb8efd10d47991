import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

import { sql } from 'kysely'

import type { DB } from '../db/connection'
import { tablesInOrder } from './tables'

/**
 * The database as lines of JSON, the same for both engines (they store the
 * same values: text timestamps and JSON, integer booleans): a line naming a
 * table and its columns, then one line per row as an array.
 */
export type DumpLine = { table: string; columns: string[] } | unknown[]

export async function* dumpLines(
  db: DB,
  tables: Array<{ name: string; rows: number; bytes: number; sha256: string }>,
): AsyncGenerator<string> {
  for (const table of await tablesInOrder(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    )
    const columns = rows[0] ? Object.keys(rows[0]) : await columnsOf(db, table)
    const tally = lineTally()
    yield tally.add(`${JSON.stringify({ table, columns })}\n`)
    for (const row of rows)
      yield tally.add(`${JSON.stringify(columns.map((c) => row[c] ?? null))}\n`)
    tables.push({ name: table, rows: rows.length, ...tally.result() })
  }
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

async function columnsOf(db: DB, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? []
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
