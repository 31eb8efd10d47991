import { describe, expect, it } from 'vitest'

import { readCsvExport } from '#tests/support/csv-export.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, usesIndex } from '#tests/support/query-plan.ts'

import { auditCsv, auditExportCount, type AuditExportScope } from './audit-csv'

const db = eachTestDatabase()
const before = new Date('2027-01-01T00:00:00.000Z')

type Seed = { id: string; at: string; actor_email: string | null; action: string; after?: string }

async function seedAudit(rows: Seed[]) {
  const full = rows.map((r) => ({
    actor_id: null,
    entity: 'contact_message',
    entity_id: null,
    before: null,
    after: null,
    ip: '203.0.113.9',
    ...r,
  }))
  for (let i = 0; i < full.length; i += 500) {
    await db()
      .insertInto('audit_log')
      .values(full.slice(i, i + 500))
      .execute()
  }
}

async function exported(scope: AuditExportScope) {
  return readCsvExport(auditCsv(db(), scope))
}

describe('auditCsv', () => {
  it('exports every row, newest first as the page lists them, batches ending inside a moment', async () => {
    // five rows to each second, ids in no order of time
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: `row-${String((i * 7919) % 1203).padStart(5, '0')}`,
      at: new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 5) * 1000).toISOString(),
      actor_email: 'olga@dealer.example',
      action: 'lead.stage',
    }))
    await seedAudit(rows)
    const expected = [...rows]
      .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
      .map((r) => r.id)
    const { header, ids } = await exported({ before })
    expect(header).toBe(
      'id,at,at_local,actor_email,actor_id,action,entity,entity_id,before,after,ip',
    )
    expect(ids).toEqual(expected)
    expect(await auditExportCount(db(), { before })).toBe(1203)
  })

  it('holds to the page’s filter and stops at the moment of the export, every cell formula-safe', async () => {
    await seedAudit([
      {
        id: 'a',
        at: '2026-06-02T13:50:00.000Z',
        actor_email: 'olga@dealer.example',
        action: 'lead.export',
        after: '{"rows":3}',
      },
      {
        id: 'b',
        at: '2026-06-02T13:51:00.000Z',
        actor_email: '=evil@example.com',
        action: 'sign-in.failure',
      },
      {
        id: 'c',
        at: '2026-06-02T13:52:00.000Z',
        actor_email: 'olga@dealer.example',
        action: 'lead.stage',
      },
      {
        id: 'd',
        at: '2026-06-02T13:53:00.000Z',
        actor_email: 'sam@dealer.example',
        action: 'lead.stage',
      },
      {
        id: 'e',
        at: '2026-06-02T13:54:00.000Z',
        actor_email: 'olga@dealer.example',
        action: 'sign-in.success',
      },
    ])
    const ids = async (scope: AuditExportScope) => (await exported(scope)).ids
    // the page's action filter is one exact action, as its choices are
    expect(await ids({ before, actor: ' Olga@dealer.example', action: 'lead.stage' })).toEqual([
      'c',
    ])
    expect(await ids({ before, action: 'lead.stage' })).toEqual(['d', 'c'])
    expect(await ids({ before, action: 'lead.' })).toEqual([])
    expect(await ids({ before: new Date('2026-06-02T13:52:00.000Z') })).toEqual(['b', 'a'])
    expect(await auditExportCount(db(), { before, actor: 'olga@dealer.example' })).toBe(3)
    const { lines } = await exported({ before, action: 'sign-in.failure' })
    // 09:51 in New York on 2 June
    expect(lines).toEqual([
      "b,2026-06-02T13:51:00.000Z,2026-06-02 09:51,'=evil@example.com,,sign-in.failure,contact_message,,,,203.0.113.9",
    ])
    expect((await exported({ before, action: 'lead.export' })).lines[0]).toContain(
      ',"{""rows"":3}",',
    )
  })

  it('reads each batch by seeking the (at, id) index past the last row', async () => {
    // a million rows took minutes when every batch walked the index from the newest row
    await seedAudit(
      Array.from({ length: 1203 }, (_, i) => ({
        id: `row-${String((i * 7919) % 1203).padStart(5, '0')}`,
        at: new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 5) * 1000).toISOString(),
        actor_email: 'olga@dealer.example',
        action: 'lead.stage',
      })),
    )
    const plans = await queryPlans(db(), (d) => readCsvExport(auditCsv(d, { before })))
    // a first batch, then two seeks past the batch before
    expect(plans).toHaveLength(3)
    for (const plan of plans) {
      expect(usesIndex(plan, 'audit_log_at_id'), plan).toBe(true)
      // (PostgreSQL sorts a test's few rows rather than walk the index: its plan depends on the size)
      expect(plan, plan).not.toMatch(/TEMP B-TREE/)
    }
    for (const plan of plans.slice(1)) {
      // the seek is on time and id together, not on time from the newest row
      expect(plan, plan).toMatch(/\(at,id\)<\(\?,\?\)|ROW\(at, id\) < ROW\(/)
    }
  })
})
