import { randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { RentalRateRow } from '#app/kernel/.server/db/schema.ts'
import {
  cartInfo,
  type CartRates,
  type CartType,
  cartTypes,
  type PlanDuration,
  planDurations,
  type RateCard,
} from '#app/rentals/content/rentals.ts'
import { type CardName, priceRule, validPrice } from '#app/rentals/rate-card-form.ts'
import type { RateCards } from '#app/rentals/rental-quote.ts'

export type { CardName }
export const cardNames: readonly CardName[] = ['pickup', 'delivery']

/**
 * The two rate cards as the database holds them, in the shape the pages and
 * the quote read: prices and recommended plans per cart type, with what
 * each cart is (written once, in content).
 */
export async function loadRateCards(db: DB): Promise<RateCards> {
  const rows = await db.selectFrom('rental_rates').selectAll().execute()
  const card = (name: CardName): RateCard => {
    const entry = (type: CartType): CartRates => {
      const mine = rows.filter((row) => row.card === name && row.cart_type === type)
      const price = (plan: PlanDuration) => {
        const row = mine.find((r) => r.plan === plan)
        if (!row) throw new Error(`The ${name} card has no ${plan} price for ${type}`)
        return row.price
      }
      return {
        ...cartInfo[type],
        prices: {
          daily: price('daily'),
          'three-day': price('three-day'),
          weekly: price('weekly'),
          monthly: price('monthly'),
        },
        recommended: planDurations.filter((plan) =>
          mine.some((row) => row.plan === plan && row.recommended === 1),
        ),
      }
    }
    return {
      'four-seater': entry('four-seater'),
      'six-seater': entry('six-seater'),
      utility: entry('utility'),
    }
  }
  return { pickup: card('pickup'), delivery: card('delivery') }
}

export type RateChange = {
  card: CardName
  cartType: CartType
  plan: PlanDuration
  price: number
  recommended: boolean
}

export class RateChangeError extends Error {}

/**
 * Changes one plan's price and whether it is recommended, with a history
 * row for a price change and an audit row, in one transaction.
 */
export async function changeRate(db: DB, change: RateChange, actor: Actor, now = new Date()) {
  if (!cardNames.includes(change.card) || !cartTypes.includes(change.cartType)) {
    throw new RateChangeError('No such rate.')
  }
  if (!planDurations.includes(change.plan)) throw new RateChangeError('No such plan.')
  if (!validPrice(change.price)) throw new RateChangeError(priceRule)
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const before: RentalRateRow | undefined = await trx
      .selectFrom('rental_rates')
      .selectAll()
      .where('card', '=', change.card)
      .where('cart_type', '=', change.cartType)
      .where('plan', '=', change.plan)
      .executeTakeFirst()
    if (!before) throw new RateChangeError('No such rate.')
    const at = now.toISOString()
    await trx
      .updateTable('rental_rates')
      .set({ price: change.price, recommended: change.recommended ? 1 : 0, updated_at: at })
      .where('card', '=', change.card)
      .where('cart_type', '=', change.cartType)
      .where('plan', '=', change.plan)
      .execute()
    if (before.price !== change.price) {
      await trx
        .insertInto('rental_rate_changes')
        .values({
          id: randomUUID(),
          card: change.card,
          cart_type: change.cartType,
          plan: change.plan,
          old_price: before.price,
          new_price: change.price,
          changed_by: actor.id,
          changed_at: at,
        })
        .execute()
    }
    return audited(undefined, {
      action: 'rental.rate',
      entity: 'rental_rate',
      entityId: `${change.card}/${change.cartType}/${change.plan}`,
      before: { price: before.price, recommended: before.recommended === 1 },
      after: { price: change.price, recommended: change.recommended },
    })
  })
}
