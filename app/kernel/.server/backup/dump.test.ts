import type { KyselyPlugin, UnknownRow } from 'kysely'
import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import type { DB } from '../db/connection'
import { dumpBatchSize, dumpLines } from './dump'

const db = eachTestDatabase()

/** `count` audit rows, inserted a thousand at a time. */
async function seedAudit(database: DB, count: number) {
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
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
    }))
    await database.insertInto('audit_log').values(rows).execute()
  }
}

/** Counts the audit rows the database has handed over, whatever query asked for them. */
function auditRowsFetched(): { plugin: KyselyPlugin; fetched: () => number } {
  let fetched = 0
  return {
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        fetched += args.result.rows.filter((r: UnknownRow) => 'actor_email' in r).length
        return Promise.resolve(args.result)
      },
    },
    fetched: () => fetched,
  }
}

describe('the database dump', () => {
  it.each([
    { rows: 1_000, batch: 100 },
    { rows: 50_000, batch: dumpBatchSize },
  ])(
    'holds at most one batch of a table at once: $rows audit rows in batches of $batch',
    async ({ rows, batch }) => {
      await seedAudit(db(), rows)
      const counter = auditRowsFetched()
      const tables: Parameters<typeof dumpLines>[1] = []
      let inAudit = false
      let written = 0
      let mostHeld = 0
      for await (const chunk of dumpLines(db().withPlugin(counter.plugin), tables, batch)) {
        const lines = chunk.split('\n').slice(0, -1)
        if (lines[0]?.startsWith('{')) inAudit = lines[0].startsWith('{"table":"audit_log"')
        if (!inAudit) continue
        // rows read from the database but not yet handed to the writer when this chunk comes
        mostHeld = Math.max(mostHeld, counter.fetched() - written)
        written += lines.filter((l) => l.startsWith('[')).length
      }
      expect(written).toBe(rows)
      expect(counter.fetched()).toBe(rows)
      expect(mostHeld).toBe(batch)
      expect(tables.find((t) => t.name === 'audit_log')?.rows).toBe(rows)
    },
  )
})
