import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { rowsChanged } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import type { CartType, PlanDuration } from '#app/rentals/content/rentals.ts'
import type { CardName, RateCardEntry } from '#app/rentals/rate-card-form.ts'

import { changeRate } from './rates'

/**
 * When a card was last saved: the newest `updated_at` of its prices. The
 * rates page sends it back with the form, so a save made meanwhile by
 * another owner is seen rather than overwritten.
 */
export async function rateCardStamp(db: DB, card: CardName): Promise<string> {
  const row = await db
    .selectFrom('rental_rates')
    .select((eb) => eb.fn.max('updated_at').as('stamp'))
    .where('card', '=', card)
    .executeTakeFirst()
  return row?.stamp ?? ''
}

/** Someone saved the card after the form was loaded; nothing was stored. */
class StaleCard extends Error {}

export type RateCardSave = { ok: true; changed: number } | { ok: false; reason: 'conflict' }

/**
 * Saves a card's form: each plan whose price or recommendation differs goes
 * through `changeRate` (history and audit), all in one transaction, and
 * only if nobody saved the card since `stamp`.
 */
export async function saveRateCard(
  db: DB,
  card: CardName,
  entries: RateCardEntry[],
  stamp: string,
  actor: Actor,
  now = new Date(),
): Promise<RateCardSave> {
  try {
    return await withTransaction(db, async (trx) => {
      const rows = await trx
        .selectFrom('rental_rates')
        .select(['cart_type', 'plan', 'price', 'recommended'])
        .where('card', '=', card)
        .execute()
      const changes = entries.filter((entry) => {
        const row = rows.find((r) => r.cart_type === entry.cartType && r.plan === entry.plan)
        return !row || row.price !== entry.price || (row.recommended === 1) !== entry.recommended
      })
      if (changes.length === 0) {
        if ((await rateCardStamp(trx, card)) !== stamp) throw new StaleCard()
        return { ok: true as const, changed: 0 }
      }
      // Claims every row of the card at once, only where none is newer than
      // the form: on PostgreSQL a save committed meanwhile leaves its rows
      // newer when this update re-reads them, so the count falls short.
      const claimed = await trx
        .updateTable('rental_rates')
        .set({ updated_at: now.toISOString() })
        .where('card', '=', card)
        .where('updated_at', '<=', stamp)
        .executeTakeFirst()
      if (rowsChanged(claimed) !== rows.length) throw new StaleCard()
      for (const change of changes) await changeRate(trx, { card, ...change }, actor, now)
      return { ok: true as const, changed: changes.length }
    })
  } catch (error) {
    if (error instanceof StaleCard) return { ok: false, reason: 'conflict' }
    throw error
  }
}

export type RateHistoryEntry = {
  at: string
  /** the owner's name, or their e-mail; null when the account is gone */
  by: string | null
  cartType: CartType
  plan: PlanDuration
  oldPrice: number
  newPrice: number
}

/** A card's price changes, newest first. */
export async function rateHistory(db: DB, card: CardName, limit = 50): Promise<RateHistoryEntry[]> {
  const rows = await db
    .selectFrom('rental_rate_changes as c')
    .leftJoin('staff_users as u', 'u.id', 'c.changed_by')
    .select([
      'c.changed_at',
      'c.cart_type',
      'c.plan',
      'c.old_price',
      'c.new_price',
      'u.name',
      'u.email',
    ])
    .where('c.card', '=', card)
    .orderBy('c.changed_at', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    at: row.changed_at,
    by: row.name || row.email || null,
    cartType: row.cart_type as CartType,
    plan: row.plan as PlanDuration,
    oldPrice: row.old_price,
    newPrice: row.new_price,
  }))
}
