import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { publishedRateCards } from '#tests/support/published-rates.ts'

import { changeRate, loadRateCards, RateChangeError } from './rates'

const db = eachTestDatabase()

const owner = { id: 'owner-1', email: 'owner@example.com', ip: '203.0.113.4' }

describe('rate cards in the database', () => {
  it('start as the published cards: the rentals page for pickup, the town pages for delivery', async () => {
    expect(await loadRateCards(db())).toEqual(publishedRateCards)
  })

  it('change one plan with a history row and an audit row', async () => {
    const at = new Date('2026-06-01T15:00:00Z')
    await changeRate(
      db(),
      { card: 'delivery', cartType: 'six-seater', plan: 'weekly', price: 1299, recommended: false },
      owner,
      at,
    )
    const cards = await loadRateCards(db())
    expect(cards.delivery['six-seater'].prices.weekly).toBe(1299)
    expect(cards.delivery['six-seater'].recommended).toEqual(['three-day'])
    expect(cards.pickup['six-seater'].prices.weekly).toBe(1400)
    expect(
      await db()
        .selectFrom('rental_rate_changes')
        .select(['old_price', 'new_price', 'changed_by', 'changed_at'])
        .execute(),
    ).toEqual([
      { old_price: 1260, new_price: 1299, changed_by: 'owner-1', changed_at: at.toISOString() },
    ])
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before', 'after', 'ip'])
      .execute()
    expect(audit).toEqual([
      {
        action: 'rental.rate',
        entity_id: 'delivery/six-seater/weekly',
        before: JSON.stringify({ price: 1260, recommended: true }),
        after: JSON.stringify({ price: 1299, recommended: false }),
        ip: '203.0.113.4',
      },
    ])
  })

  it('refuses a price that is not whole dollars from 1 to 100,000, and changes nothing', async () => {
    for (const price of [0, -5, 12.5, 100_001]) {
      await expect(
        changeRate(
          db(),
          { card: 'pickup', cartType: 'utility', plan: 'daily', price, recommended: false },
          owner,
        ),
      ).rejects.toThrow(RateChangeError)
    }
    expect((await loadRateCards(db())).pickup.utility.prices.daily).toBe(245)
    expect(await db().selectFrom('audit_log').select('id').execute()).toEqual([])
  })
})
