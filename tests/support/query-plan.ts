import {
  CompiledQuery,
  createQueryId,
  type KyselyPlugin,
  type RootOperationNode,
  sql,
} from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'

/**
 * The plans of every query `run` sends, one text per query, as the engine
 * under test would execute them. SQLite: EXPLAIN QUERY PLAN, whose lines say
 * SCAN for a walk of the whole table (or whole index) and SEARCH for a seek.
 * PostgreSQL: EXPLAIN with sequential scans priced out (enable_seqscan off),
 * so that a test table of a few rows is planned as a big one would be: a
 * "Seq Scan" left in the plan means no index could serve the query. It may
 * still walk a whole index whose later column the query names, so a test also
 * says which index the query should seek (`usesIndex`).
 */
export async function queryPlans(db: DB, run: (db: DB) => Promise<unknown>): Promise<string[]> {
  const sent: RootOperationNode[] = []
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      sent.push(node)
      return node
    },
    transformResult: async ({ result }) => result,
  }
  await run(db.withPlugin(recorder))
  const executor = db.getExecutor()
  const compiled = sent.map((node) => executor.compileQuery(node, createQueryId()))
  if (engineOf(db) === 'sqlite') {
    return Promise.all(
      compiled.map(async (query) => {
        const { rows } = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        )
        return rows.map((row) => row.detail).join('\n')
      }),
    )
  }
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection)
    try {
      const plans: string[] = []
      for (const query of compiled) {
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        )
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'))
      }
      return plans
    } finally {
      await sql`reset enable_seqscan`.execute(connection)
    }
  })
}

/**
 * Whether a plan walks the whole of `table`: on SQLite any SCAN of it (of the
 * table or of a whole index); on PostgreSQL a sequential scan, or an index
 * scan with no Index Cond (all of the index, in its order) unless a Limit
 * right above it stops it after its first rows.
 */
export function scansWhole(plan: string, table: string): boolean {
  const lines = plan.split('\n')
  return lines.some((line, i) => {
    if (new RegExp(`^\\s*(->\\s*)?(SCAN|Seq Scan on) ${table}\\b`).test(line)) return true
    if (!new RegExp(`Index (Only )?Scan (Backward )?using \\w+ on ${table}\\b`).test(line))
      return false
    if (/^\s*(->\s*)?Limit\b/.test(lines[i - 1] ?? '')) return false
    const indent = line.search(/\S/)
    const rest = lines.slice(i + 1)
    const end = rest.findIndex((next) => next.search(/\S/) <= indent || /^\s*->/.test(next))
    return !rest.slice(0, end === -1 ? undefined : end).some((next) => next.includes('Index Cond:'))
  })
}

/** Whether a plan reads `table` through the index `index` (a seek, or an ordered walk of it). */
export function usesIndex(plan: string, index: string): boolean {
  return new RegExp(`INDEX ${index}\\b|using ${index}\\b|on ${index}\\b`).test(plan)
}
