import { describe, expect, it } from 'vitest'

import type { RateCardEntry } from '#app/rentals/rate-card-form.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { deliveryRates, pickupRates } from '#tests/support/published-rates.ts'
import { createStaffUser } from '#tests/support/staff.ts'

import { rateCardStamp, rateHistory, saveRateCard } from './rate-card-save'
import { loadRateCards } from './rates'

const db = eachTestDatabase()

const owner = { id: 'owner-1', email: 'owner@example.com', ip: '203.0.113.4' }
const other = { id: 'owner-2', email: 'other@example.com', ip: '203.0.113.5' }

/** The pickup card's form as the page fills it, with `changes` applied. */
function pickupEntries(changes: Partial<RateCardEntry>[] = []): RateCardEntry[] {
  const entries = Object.entries(pickupRates).flatMap(([type, cart]) =>
    Object.entries(cart.prices).map(([plan, price]) => ({
      cartType: type,
      plan,
      price,
      recommended: cart.recommended.includes(plan as never),
    })),
  ) as RateCardEntry[]
  return entries.map((entry) => {
    const change = changes.find((c) => c.cartType === entry.cartType && c.plan === entry.plan)
    return change ? { ...entry, ...change } : entry
  })
}

describe('saving a rate card', () => {
  it('changes only the plans that differ, each with its history and audit row', async () => {
    const stamp = await rateCardStamp(db(), 'pickup')
    const at = new Date('2030-01-02T15:00:00Z')
    const saved = await saveRateCard(
      db(),
      'pickup',
      pickupEntries([
        { cartType: 'utility', plan: 'daily', price: 199 },
        { cartType: 'six-seater', plan: 'monthly', recommended: true },
      ]),
      stamp,
      owner,
      at,
    )
    expect(saved).toEqual({ ok: true, changed: 2 })
    const cards = await loadRateCards(db())
    expect(cards.pickup.utility.prices.daily).toBe(199)
    expect(cards.pickup['six-seater'].recommended).toEqual(['weekly', 'monthly'])
    expect(cards.delivery).toEqual(deliveryRates)
    expect(await rateHistory(db(), 'pickup')).toEqual([
      {
        at: at.toISOString(),
        by: null,
        cartType: 'utility',
        plan: 'daily',
        oldPrice: 245,
        newPrice: 199,
      },
    ])
    const audit = await db()
      .selectFrom('audit_log')
      .select('entity_id')
      .orderBy('entity_id')
      .execute()
    expect(audit.map((row) => row.entity_id)).toEqual([
      'pickup/six-seater/monthly',
      'pickup/utility/daily',
    ])
    expect(await rateCardStamp(db(), 'pickup')).toBe(at.toISOString())
  })

  it('refuses a form loaded before another owner saved, and stores nothing', async () => {
    const stamp = await rateCardStamp(db(), 'pickup')
    const first = await saveRateCard(
      db(),
      'pickup',
      pickupEntries([{ cartType: 'four-seater', plan: 'weekly', price: 999 }]),
      stamp,
      other,
      new Date('2030-01-02T15:00:00Z'),
    )
    expect(first.ok).toBe(true)
    const second = await saveRateCard(
      db(),
      'pickup',
      pickupEntries([{ cartType: 'four-seater', plan: 'daily', price: 250 }]),
      stamp,
      owner,
      new Date('2030-01-02T15:01:00Z'),
    )
    expect(second).toEqual({ ok: false, reason: 'conflict' })
    const cards = await loadRateCards(db())
    expect(cards.pickup['four-seater'].prices).toEqual({
      daily: 245,
      'three-day': 685,
      weekly: 999,
      monthly: 2800,
    })
    expect(await db().selectFrom('audit_log').select('actor_id').execute()).toEqual([
      { actor_id: 'owner-2' },
    ])
  })

  it('names the owner who changed a price in the history', async () => {
    await createStaffUser(db(), {
      id: 'owner-1',
      email: 'owner@example.com',
      name: 'Olive Owner',
      role: 'owner',
    })
    await saveRateCard(
      db(),
      'pickup',
      pickupEntries([{ cartType: 'utility', plan: 'weekly', price: 1100 }]),
      await rateCardStamp(db(), 'pickup'),
      owner,
    )
    expect((await rateHistory(db(), 'pickup'))[0]?.by).toBe('Olive Owner')
  })
})
