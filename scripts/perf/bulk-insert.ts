// Fast inserts for the scale data set: multi-row INSERTs of raw SQL (no query
// building per row), a transaction every few thousand rows, on either engine.
import { CompiledQuery, sql } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'

export type Value = string | number | null
export type Row = readonly Value[]

/** Bound parameters a statement may carry: SQLite's limit is 32766, PostgreSQL's 65535. */
const parameterLimit = { sqlite: 32_000, postgres: 65_000 }
const rowsPerStatement = 2_000
const statementsPerTransaction = 10

export type BulkInsert = (
  table: string,
  columns: readonly string[],
  rows: Iterable<Row>,
) => Promise<number>

/** An insert of many rows into `table`, in order; resolves to how many were written. */
export function bulkInserter(db: DB): BulkInsert {
  const engine = engineOf(db)
  return async (table, columns, rows) => {
    const perStatement = Math.min(
      rowsPerStatement,
      Math.floor(parameterLimit[engine] / columns.length),
    )
    const texts = new Map<number, string>()
    const statementFor = (count: number) => {
      let text = texts.get(count)
      if (!text) {
        let n = 0
        const tuple = () =>
          `(${columns.map(() => (engine === 'postgres' ? `$${++n}` : '?')).join(',')})`
        const tuples = Array.from({ length: count }, tuple).join(',')
        text = `insert into ${table} (${columns.join(',')}) values ${tuples}`
        texts.set(count, text)
      }
      return text
    }
    let written = 0
    let batch: Row[] = []
    let statements: { count: number; params: Value[] }[] = []
    const commit = async () => {
      if (statements.length === 0) return
      const pending = statements
      statements = []
      await db.transaction().execute(async (trx) => {
        for (const { count, params } of pending) {
          await trx.executeQuery(CompiledQuery.raw(statementFor(count), params))
        }
      })
    }
    const flush = async () => {
      if (batch.length === 0) return
      statements.push({ count: batch.length, params: batch.flat() })
      written += batch.length
      batch = []
      if (statements.length >= statementsPerTransaction) await commit()
    }
    for (const row of rows) {
      batch.push(row)
      if (batch.length === perStatement) await flush()
    }
    await flush()
    await commit()
    return written
  }
}

/** SQLite: no waiting for the disk while loading (a crash would lose a throwaway set only). */
export async function fastLoad(db: DB, on: boolean): Promise<void> {
  if (engineOf(db) !== 'sqlite') return
  await sql.raw(`pragma synchronous = ${on ? 'off' : 'normal'}`).execute(db)
}
