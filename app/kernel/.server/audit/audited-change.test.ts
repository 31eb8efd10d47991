import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import { audited, auditedChange, type ChangedBy } from './audited-change'

const db = eachTestDatabase()

const now = new Date(Date.UTC(2026, 2, 1, 9))
const who: ChangedBy = {
  actor: { id: 'staff-ana', email: 'ana@example.com' },
  ip: '203.0.113.9',
  now,
}

const auditRows = () => db().selectFrom('audit_log').selectAll().execute()

/** A change that writes one setting row. */
const putSetting = (value: string) => (trx: ReturnType<typeof db>) =>
  trx
    .insertInto('app_settings')
    .values({ key: 'audited-change-test', value, updated_at: now.toISOString() })
    .execute()

describe('a change and its audit row', () => {
  it('writes the audit row with the change, saying who, from where and when', async () => {
    const answer = await auditedChange(db(), who, async (trx) => {
      await putSetting('on')(trx)
      return audited('done', { action: 'test.change', entity: 'setting', after: { value: 'on' } })
    })
    expect(answer).toBe('done')
    const [row] = await auditRows()
    expect(row).toMatchObject({
      actor_email: 'ana@example.com',
      action: 'test.change',
      entity: 'setting',
      after: JSON.stringify({ value: 'on' }),
      ip: '203.0.113.9',
      at: now.toISOString(),
    })
  })

  it('passes a refusal on without an audit row', async () => {
    const answer = await auditedChange(db(), who, async () => ({ ok: false }) as const)
    expect(answer).toEqual({ ok: false })
    expect(await auditRows()).toEqual([])
  })

  it('keeps neither when the audit row cannot be written', async () => {
    const failing = auditedChange(db(), who, async (trx) => {
      await putSetting('on')(trx)
      // an action is required: the audit insert fails, so the change is rolled back
      return audited('done', { action: null as unknown as string })
    })
    await expect(failing).rejects.toThrow()
    const settings = await db()
      .selectFrom('app_settings')
      .selectAll()
      .where('key', '=', 'audited-change-test')
      .execute()
    expect(settings).toEqual([])
  })
})
