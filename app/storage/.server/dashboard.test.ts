import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'

import { storageDashboard } from './dashboard'

const db = eachTestDatabase()

async function payment(
  id: string,
  contractId: string,
  kind: 'charge' | 'refund',
  cents: number,
  at: string,
) {
  await db()
    .insertInto('payments')
    .values({
      id,
      kind,
      method: 'card_online',
      amount_cents: cents,
      currency: 'usd',
      status: 'succeeded',
      subject_type: 'storage_contract',
      subject_id: contractId,
      purpose: 'storage',
      stripe_checkout_session_id: null,
      stripe_payment_intent_id: null,
      stripe_charge_id: null,
      stripe_refund_id: null,
      stripe_request: null,
      idempotency_key: `test-${id}`,
      actor: 'job',
      actor_user_id: null,
      created_at: at,
      settled_at: at,
      recheck_at: null,
      failure: null,
      note: null,
    })
    .execute()
}

describe('the dashboard’s storage numbers', () => {
  it('count the spaces held by month and kind, and revenue by the dealer’s month, less refunds', async () => {
    const now = new Date('2028-03-10T12:00:00-05:00')
    const held = await insertStorageContract(db(), { start_day: '2028-01-05' })
    await insertStorageContract(db(), {
      start_day: '2028-05-01',
      end_day: '2028-09-30',
      plan: 'summer',
      kind: 'outdoor',
      showroom: 'scranton',
    })
    // 11:30 PM on February 29th in Pennsylvania is March 1st in UTC: February's
    await payment('p1', held.id, 'charge', 17_800, '2028-03-01T04:30:00.000Z')
    await payment('p2', held.id, 'charge', 12_500, '2028-03-01T05:30:00.000Z')
    await payment('p3', held.id, 'refund', 2_500, '2028-03-02T15:00:00.000Z')
    const { occupancy, revenue } = await storageDashboard(db(), now)
    expect(occupancy.map((month) => month.month)).toEqual([
      '2028-03',
      '2028-04',
      '2028-05',
      '2028-06',
      '2028-07',
      '2028-08',
    ])
    expect(occupancy[0]?.kinds).toEqual({
      indoor: { spaces: 42, held: 1 },
      outdoor: { spaces: 28, held: 0 },
    })
    expect(occupancy[2]?.kinds.outdoor).toEqual({ spaces: 28, held: 1 })
    expect(revenue.map((month) => [month.month, month.netCents])).toEqual([
      ['2027-10', 0],
      ['2027-11', 0],
      ['2027-12', 0],
      ['2028-01', 0],
      ['2028-02', 17_800],
      ['2028-03', 10_000],
    ])
  })
})
