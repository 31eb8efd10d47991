import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import { policyStorageOffers } from '../storage-offers.ts'
import { currentOffersStamp, loadStorageOffers, offerHistory, saveStorageOffers } from './offers.ts'

const owner = { id: 'owner-1', email: 'owner@example.com', ip: '203.0.113.5' }

describe('the storage offers', () => {
  const db = eachTestDatabase()

  it('start as the storage policy’s figures', async () => {
    expect(await loadStorageOffers(db())).toEqual(policyStorageOffers)
  })

  it('save an owner’s change with a history line per field and one audit row', async () => {
    const stamp = await currentOffersStamp(db())
    const raised = {
      ...policyStorageOffers,
      winter: { ...policyStorageOffers.winter, indoor: 69_500, lastStart: '11-30' },
    }
    const saved = await saveStorageOffers(
      db(),
      raised,
      stamp,
      owner,
      new Date('2026-11-29T18:00:00Z'),
    )
    expect(saved).toEqual({
      ok: true,
      changes: [
        { offer: 'winter', field: 'indoor_cents', from: '65000', to: '69500' },
        { offer: 'winter', field: 'last_start', from: '12-31', to: '11-30' },
      ],
    })
    expect((await loadStorageOffers(db())).winter).toMatchObject({
      indoor: 69_500,
      lastStart: '11-30',
    })
    expect((await offerHistory(db())).map((row) => [row.field, row.changed_by_email])).toEqual([
      ['indoor_cents', 'owner@example.com'],
      ['last_start', 'owner@example.com'],
    ])
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'storage.offers')
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
      'winter.indoor_cents': '69500',
      'winter.last_start': '11-30',
    })
  })

  it('refuse a save made from a form older than another owner’s save, and change nothing', async () => {
    const stamp = await currentOffersStamp(db())
    // the first save comes from a server whose clock is behind the offers' last change
    const first = await saveStorageOffers(
      db(),
      { ...policyStorageOffers, maintenanceCents: 5_500 },
      stamp,
      owner,
      new Date('2020-01-01T00:00:00Z'),
    )
    expect(first.ok).toBe(true)
    const second = await saveStorageOffers(
      db(),
      { ...policyStorageOffers, preparationCents: 17_500 },
      stamp,
      owner,
      new Date('2020-01-01T00:01:00Z'),
    )
    expect(second).toEqual({ ok: false, reason: 'stale' })
    expect(await loadStorageOffers(db())).toMatchObject({
      maintenanceCents: 5_500,
      preparationCents: 15_000,
    })
    expect(await offerHistory(db())).toHaveLength(1)
  })
})
