import { describe, expect, it } from 'vitest'

import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { listedVehicles } from './listed-vehicles'
import { candidateOf } from './matching'
import { notePricedOutOfAll } from './priced-out'

const db = eachTestDatabase()
const now = new Date('2026-03-03T15:00:00Z')
const searches = 1_200

/** `searches` active searches for carts under $15,000, one address each. */
async function underFifteenSearches() {
  const at = now.toISOString()
  for (let from = 0; from < searches; from += 400) {
    const numbers = Array.from({ length: 400 }, (_, i) => from + i)
    const email = (n: number) => `buyer${String(n).padStart(5, '0')}@example.com`
    await db()
      .insertInto('alert_addresses')
      .values(numbers.map((n) => ({ email: email(n), created_at: at, updated_at: at })))
      .execute()
    await db()
      .insertInto('alert_subscriptions')
      .values(
        numbers.map((n) => ({
          id: `search-${String(n).padStart(5, '0')}`,
          email: email(n),
          kind: 'search' as const,
          filters: 'price=under-15k',
          vehicle_id: null,
          price_seen: null,
          status: 'active' as const,
          confirm_token_hash: null,
          created_at: at,
          confirmed_at: at,
          updated_at: at,
        })),
      )
      .execute()
  }
}

describe('noting the searches that see a cart above their range', () => {
  it('stops at its deadline after a page of searches and goes on from there, noting each once', async () => {
    await seedIfEmpty(db())
    await underFifteenSearches()
    const above = (await listedVehicles(db(), now))
      .map(candidateOf)
      .filter((c) => c.price >= 15_000)
    expect(above.length).toBeGreaterThan(0)
    const noted = async () =>
      Number(
        (
          await db()
            .selectFrom('alert_priced_out')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const pause = () => Promise.resolve()
    const walk = { carts: above, after: '' }
    // a deadline already past: one page of 500 searches per call
    const stops: (string | undefined)[] = []
    for (let call = 0; call < 4; call++) {
      const stoppedAt = await notePricedOutOfAll(db(), walk, now, pause, 0)
      stops.push(stoppedAt)
      if (stoppedAt === undefined) break
      walk.after = stoppedAt
    }
    expect(stops).toEqual(['search-00499', 'search-00999', 'search-01199', undefined])
    expect(await noted()).toBe(searches * above.length)

    // a walk from the start again (a restarted server) notes nothing twice
    expect(await notePricedOutOfAll(db(), { carts: above, after: '' }, now, pause)).toBeUndefined()
    expect(await noted()).toBe(searches * above.length)
  })
})
