import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import type { KyselyPlugin, UnknownRow } from 'kysely'
import { describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { exportBatchSize } from '#app/kernel/.server/db/keyset-batches.ts'
import { parseLeadFilter } from '#app/leads/lead-filter.ts'
import { readCsvExport } from '#tests/support/csv-export.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { type SeedLead, seedLeads } from '#tests/support/leads.ts'

import { leadExportCount, type LeadExportScope, leadsCsv } from './csv'

const db = eachTestDatabase()

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void
/** Bytes in the heap's old generation: what outlived the young one's collections, garbage or not. */
const oldGeneration = () =>
  getHeapSpaceStatistics()
    .filter(
      (space) => space.space_name === 'old_space' || space.space_name === 'large_object_space',
    )
    .reduce((sum, space) => sum + space.space_used_size, 0)
const until = new Date('2027-01-01T00:00:00.000Z')

/** `count` leads, seven to each second (so batches end inside a moment), from 1 March 2026. */
function manyLeads(count: number, from = 0): SeedLead[] {
  return Array.from({ length: count }, (_, i) => ({
    received_at: new Date(Date.UTC(2026, 2, 1) + Math.floor((from + i) / 7) * 1000).toISOString(),
  }))
}

/** The export's text and the lead ids of its lines, in order (the seeded messages hold no line breaks). */
async function exported(database: DB, scope: LeadExportScope = { until }) {
  return readCsvExport(leadsCsv(database, scope, { bom: false }))
}

describe('leadsCsv', () => {
  it('exports every lead, oldest first, the newer id first within one moment', async () => {
    const seeded = manyLeads(1234)
    const ids = await seedLeads(db(), seeded)
    const expected = ids
      .map((id, i) => ({ id, at: seeded[i]!.received_at }))
      .sort((a, b) => a.at.localeCompare(b.at) || b.id.localeCompare(a.id))
      .map((l) => l.id)
    const { header, ids: written } = await exported(db())
    expect(header).toBe(
      'id,received_at,received_local,status,spam_reason,first_name,last_name,email,phone,interest,message,source_page,vehicle_id,emails,stage,assigned_to,first_response_at',
    )
    expect(written).toEqual(expected)
    expect(await leadExportCount(db(), { until })).toBe(1234)
  })

  it('writes each lead’s fields formula-safe, with its e-mails and assignee', async () => {
    const now = '2026-06-02T13:50:00.000Z'
    await db()
      .insertInto('staff_users')
      .values({
        id: 'sam',
        email: 'sam@dealer.example',
        name: 'Sam',
        role: 'staff',
        password_hash: null,
        active: 1,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    const [id] = await seedLeads(db(), [
      {
        received_at: now,
        first_name: '=HYPERLINK("http://evil.example")',
        last_name: 'Smith, Jr.',
        phone: '+1 570 555 0188',
        assigned_to: 'sam',
        stage: 'contacted',
      },
    ])
    await db()
      .insertInto('outbox')
      .values({
        id: 'o1',
        message_id: id!,
        kind: 'dealer',
        payload: null,
        recipient: 'sales@dealer.example',
        status: 'sent',
        attempts: 1,
        next_attempt_at: now,
        lease_until: null,
        lease_token: null,
        last_error: null,
        sent_at: now,
        created_at: now,
      })
      .execute()
    const { lines } = await exported(db())
    // 09:50 in New York on 2 June
    expect(lines).toEqual([
      `${id},${now},2026-06-02 09:50,received,,"'=HYPERLINK(""http://evil.example"")","Smith, Jr.",pat0@example.com,'+1 570 555 0188,sales,Interested in a cart.,/contact,,dealer sent,contacted,sam@dealer.example,`,
    ])
  })

  it('holds to the inbox filter, the days asked for and the moment of the export', async () => {
    await seedLeads(db(), [
      { received_at: '2026-05-01T12:00:00.000Z', last_name: 'Early' },
      { received_at: '2026-05-03T12:00:00.000Z', last_name: 'Smith' },
      { received_at: '2026-05-03T13:00:00.000Z', last_name: 'Spammy', status: 'spam' },
      { received_at: '2026-05-04T12:00:00.000Z', last_name: 'Later' },
    ])
    const names = async (scope: LeadExportScope) =>
      (await exported(db(), scope)).lines.map((l) => l.split(',')[6])
    expect(await names({ until, since: new Date('2026-05-02T00:00:00.000Z') })).toEqual([
      'Smith',
      'Spammy',
      'Later',
    ])
    expect(await names({ until: new Date('2026-05-03T12:30:00.000Z') })).toEqual(['Early', 'Smith'])
    const filter = { filter: parseLeadFilter(new URLSearchParams('q=smith')), userId: 'nobody' }
    expect(await names({ until, filter })).toEqual(['Smith'])
    expect(await leadExportCount(db(), { until, filter })).toBe(1)
  })

  it('holds one batch of leads at most, its old generation flat, while the file is read, at 1,000 leads as at 50,000', async () => {
    // counts the lead rows the export has fetched from the database
    let fetched = 0
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async ({ result }) => {
        fetched += result.rows.filter((row: UnknownRow) => 'received_at' in row).length
        return result
      },
    }
    const watched = db().withPlugin(counting)
    for (const [total, add] of [
      [1000, 1000],
      [50_000, 49_000],
    ] as const) {
      await seedLeads(db(), manyLeads(add, total - add))
      fetched = 0
      let read = 0
      let mostHeld = 0
      const reader = leadsCsv(watched, { until }, { bom: false }).getReader()
      const decoder = new TextDecoder()
      let chunks = 0
      collectGarbage()
      const heldBefore = oldGeneration()
      let grown = 0
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        grown = Math.max(grown, oldGeneration() - heldBefore)
        read += decoder.decode(next.value, { stream: true }).split('\r\n').length - 1
        // a slow download: an export that ran ahead would fetch more meanwhile
        if (chunks++ % 5 === 0) await new Promise((resolve) => setTimeout(resolve, 20))
        // rows fetched but not yet handed to the reader (the header is a line, not a lead)
        mostHeld = Math.max(mostHeld, fetched - (read - 1))
      }
      expect(read - 1).toBe(total)
      expect(mostHeld).toBeLessThanOrEqual(exportBatchSize)
      // what outlived the young generation's collections, garbage included: the old
      // export's lead summaries grew it by 45 to 60 MB here at 50,000 leads (and a
      // server's heap by 150 MB at 100,000); a batch at a time keeps it near 10 MB, up to
      // 23 MB on a loaded machine, whose collector runs later
      expect(grown).toBeLessThan(32 * 1_048_576)
    }
  })
})
