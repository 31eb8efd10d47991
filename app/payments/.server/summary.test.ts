import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'

import { settleFromEvent } from './ledger-events'
import { dayPeriod, listMovements, monthPeriod, summaryOf } from './summary'

/* The owners' summaries, on both engines: summed in SQL, by the dealer's day and month, read through indexes. */

const db = eachTestDatabase()

let seq = 0
function row(
  kind: PaymentRow['kind'],
  method: PaymentRow['method'],
  cents: number,
  settledAt: string | null,
  status: PaymentRow['status'] = 'succeeded',
): PaymentRow {
  const id = `p-${++seq}`
  return {
    id,
    kind,
    method,
    amount_cents: cents,
    currency: 'usd',
    status,
    subject_type: 'reservation',
    subject_id: 'r-1',
    purpose: 'rent',
    stripe_checkout_session_id: null,
    stripe_payment_intent_id: null,
    stripe_charge_id: null,
    stripe_refund_id: null,
    stripe_request: null,
    idempotency_key: id,
    actor: 'staff',
    actor_user_id: null,
    created_at: settledAt ?? '2026-06-13T12:00:00.000Z',
    settled_at: settledAt,
    recheck_at: null,
    failure: null,
    note: null,
  }
}

describe('the summaries', () => {
  it('sum what succeeded on the dealer’s day and month, by method and kind, to the cent', async () => {
    await db()
      .insertInto('payments')
      .values([
        // June 13 on the dealer's clock (EDT, UTC-4): 00:30 and 23:30
        row('desk_payment', 'cash', 10_001, '2026-06-13T04:30:00.000Z'),
        row('desk_payment', 'cash', 2_002, '2026-06-14T03:30:00.000Z'),
        row('refund', 'card_online', 303, '2026-06-13T15:00:00.000Z'),
        row('authorisation', 'card_online', 50_000, '2026-06-13T15:00:00.000Z'),
        row('charge', 'card_online', 99_999, '2026-06-13T15:00:00.000Z', 'failed'),
        row('charge', 'card_online', 88_888, null, 'pending'),
        // June 12, 23:59 at the dealer's: the day before, the same month
        row('capture', 'card_desk', 4_000, '2026-06-13T03:59:00.000Z'),
        // July 1, 00:10 at the dealer's: another month
        row('desk_payment', 'check', 7_000, '2026-07-01T04:10:00.000Z'),
      ])
      .execute()
    const day = await summaryOf(
      db(),
      dayPeriod('2026-06-13') ?? { from: new Date(), until: new Date() },
    )
    expect(day).toEqual({
      lines: [
        { method: 'card_online', kind: 'authorisation', count: 1, cents: 50_000 },
        { method: 'card_online', kind: 'refund', count: 1, cents: 303 },
        { method: 'cash', kind: 'desk_payment', count: 2, cents: 12_003 },
      ],
      inCents: 12_003,
      outCents: 303,
      netCents: 11_700,
    })
    const month = await summaryOf(
      db(),
      monthPeriod('2026-06-13') ?? { from: new Date(), until: new Date() },
    )
    expect(month.netCents).toBe(12_003 + 4_000 - 303)
  })

  it('and the lists read the ledger through its indexes', async () => {
    const intent = {
      id: 'pi_1',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { ledger_id: 'p-1' },
      latest_charge: null,
      last_payment_error: null,
    }
    const refunded = { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount_refunded: 1 }
    const event = (type: string, object: object) =>
      ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event
    const plans = await queryPlans(db(), async (traced) => {
      await summaryOf(traced, dayPeriod('2026-06-13') ?? { from: new Date(), until: new Date() })
      await settleFromEvent(traced, event('payment_intent.succeeded', intent), new Date())
      await settleFromEvent(traced, event('charge.refunded', refunded), new Date())
    })
    for (const plan of plans) expect(scansWhole(plan, 'payments'), plan).toBe(false)
    expect(usesIndex(plans[0] ?? '', 'payments_settled'), plans[0]).toBe(true)
    const [list] = await queryPlans(db(), (traced) => listMovements(traced, 3))
    expect(usesIndex(list ?? '', 'payments_created'), list).toBe(true)
  })
})
