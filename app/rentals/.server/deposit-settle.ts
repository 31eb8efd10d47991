import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { insertPaymentOnce, newLedgerId } from '#app/payments/.server/ledger-rows.ts'
import type { SavedCard } from '#app/payments/.server/saved-card.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import {
  capturePayment,
  offSessionPayment,
  releasePayment,
} from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAhead } from '#app/payments/.server/write-ahead.ts'

import { type DepositActor, sendPaymentLink } from './deposit-hold'
import { lockOpenHold } from './deposit-on-card'
import type { Reservation } from './staff-actions'

/*
 * At check-in the statement decides what a deposit held on the card pays
 * (record 064): the charges and their tax are taken from the hold (Stripe
 * lets the rest go with the capture), or the hold is let go in full when
 * nothing is owed, and what the hold does not cover is charged to the card.
 * The rows are written ahead in the check-in's transaction, beside the lock
 * on the hold, so one hold is taken or let go once; they are sent to Stripe
 * once it is committed.
 */

/** The rows the check-in wrote ahead, to send once it is committed. */
export type DepositSettlement = {
  capture?: { row: PaymentRow; holdCents: number }
  release?: PaymentRow
  charge?: PaymentRow
}

const subject = (reservationId: string) => ({ type: 'reservation' as const, id: reservationId })
const ledgerActor = (who: DepositActor) =>
  who.actor === 'staff'
    ? { actor: 'staff' as const, actorUserId: who.userId }
    : { actor: 'job' as const }

/**
 * Writes ahead, in the caller's transaction, what settles the deposit:
 * `owedCents` taken from the open hold (`apply`; else the hold let go and
 * nothing charged), and what it does not cover charged to `card`. Resolves
 * to undefined when there is no open hold and nothing to charge.
 */
export async function writeDepositSettlement(
  trx: DB,
  input: {
    reservationId: string
    owedCents: number
    apply: boolean
    card?: SavedCard
    who: DepositActor
    now: Date
  },
): Promise<DepositSettlement | undefined> {
  const { reservationId, owedCents, apply, card, who, now } = input
  const hold = await lockOpenHold(trx, reservationId)
  const holdCents = hold?.amount_cents ?? 0
  const take = apply ? Math.min(owedCents, holdCents) : 0
  const base = {
    method: 'card_online' as const,
    subject: subject(reservationId),
    ...ledgerActor(who),
  }
  const settlement: DepositSettlement = {}
  if (hold && take > 0) {
    const row = await writeAhead(
      trx,
      {
        ...base,
        kind: 'capture',
        amountCents: take,
        purpose: 'deposit',
        note: 'Taken from the deposit for the charges at check-in',
      },
      () => capturePayment(hold.stripe_payment_intent_id, take),
      now,
    )
    settlement.capture = { row, holdCents }
  } else if (hold) {
    settlement.release = await writeAhead(
      trx,
      {
        ...base,
        kind: 'release',
        amountCents: holdCents,
        purpose: 'deposit',
        note: 'Deposit given back at check-in',
      },
      () => releasePayment(hold.stripe_payment_intent_id),
      now,
    )
  }
  const excess = apply ? owedCents - take : 0
  if (excess > 0 && card) {
    settlement.charge = await writeAhead(
      trx,
      {
        ...base,
        kind: 'charge',
        amountCents: excess,
        purpose: 'fees',
        note: 'Charges beyond the deposit, charged at check-in',
      },
      (id) =>
        offSessionPayment(id, {
          amountCents: excess,
          currency: 'usd',
          customer: card.customer,
          paymentMethod: card.paymentMethod,
          description: 'Rental charges beyond the deposit',
        }),
      now,
    )
  }
  return settlement.capture || settlement.release || settlement.charge ? settlement : undefined
}

/**
 * Sends what the check-in wrote ahead. A capture of part of the hold: Stripe
 * lets the rest go, and the ledger says so with a release row of the rest.
 * A charge the card refuses (it needs the renter, or is declined): the
 * renter is e-mailed a payment link for it.
 */
export async function sendDepositSettlement(
  db: DB,
  online: OnlinePayments,
  reservation: Reservation,
  settlement: DepositSettlement,
  context: { now: Date; siteUrl: string; who: DepositActor },
): Promise<void> {
  const { stripe } = online
  const { now } = context
  if (settlement.capture) {
    const { row, holdCents } = settlement.capture
    const taken = (await resendPending(db, stripe, row, now)).row
    if (taken.status === 'succeeded' && taken.amount_cents < holdCents) {
      await insertPaymentOnce(
        db,
        {
          id: newLedgerId(),
          kind: 'release',
          method: 'card_online',
          amountCents: holdCents - taken.amount_cents,
          status: 'succeeded',
          subject: subject(reservation.id),
          purpose: 'deposit',
          actor: 'stripe',
          idempotencyKey: `${taken.idempotency_key}-rest`,
          ids: { paymentIntent: taken.stripe_payment_intent_id },
          note: 'The rest of the hold, let go by Stripe with the capture',
        },
        now,
      )
    }
  }
  if (settlement.release) await resendPending(db, stripe, settlement.release, now)
  if (settlement.charge) {
    const charged = (await resendPending(db, stripe, settlement.charge, now)).row
    if (charged.status === 'failed') {
      await sendPaymentLink(db, online, reservation, {
        ...context,
        purpose: 'fees',
        cents: charged.amount_cents,
      })
    }
  }
}
