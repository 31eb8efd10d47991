import { describe, expect, it } from 'vitest'

import { spamRetention } from '#app/leads/.server/contact/spam-retention.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { changeSetting, readSetting } from './app-settings'

/* Owners' settings: each change audited with the value it replaced, on both engines. */

const db = eachTestDatabase()

describe('changeSetting', () => {
  it('records changes saved at once one after the other: each replaced value is the one before', async () => {
    const values = [7, 14, 45, 60, 90]
    await Promise.all(
      values.map((value) => changeSetting(db(), spamRetention, { actor: null, value, ip: null })),
    )
    const rows = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', spamRetention.action)
      .execute()
    expect(rows).toHaveLength(values.length)
    // follow the trail from the default: every change is on it once, and it ends at the stored value
    const next = new Map(
      rows.map((row) => [
        (JSON.parse(row.before ?? '{}') as Record<string, number>)[spamRetention.field],
        (JSON.parse(row.after ?? '{}') as Record<string, number>)[spamRetention.field],
      ]),
    )
    expect(next.size, 'two changes recorded the same value before').toBe(values.length)
    let value = spamRetention.read(undefined)
    for (let step = 0; step < values.length; step++) {
      expect(next.has(value), `no change replaced ${value}`).toBe(true)
      value = next.get(value) ?? Number.NaN
    }
    expect(await readSetting(db(), spamRetention)).toBe(value)
  })

  it('writes nothing and audits nothing when the value does not change', async () => {
    const unchanged = spamRetention.read(undefined)
    await changeSetting(db(), spamRetention, { actor: null, value: unchanged, ip: null })
    const audited = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', spamRetention.action)
      .execute()
    expect(audited).toEqual([])
  })
})
