import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { paymentsFor } from '#app/payments/.server/ledger-rows.ts'
import {
  capturePayment,
  refundPayment,
  releasePayment,
} from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAheadOnce } from '#app/payments/.server/write-ahead.ts'
import type { PaymentActor } from '#app/payments/ledger.ts'

/*
 * A reservation's rent in the ledger (purpose `rent`): the card held on
 * Stripe's page, then captured when staff confirm, or released when the
 * request ends unconfirmed, and refunds by the cancellation rule. Each
 * capture, release and refund is written in the transaction that decides
 * it (the status change), under a key of its own, so it exists once however
 * many requests race; it is sent to Stripe after that transaction commits.
 */

/** What a reservation's rent rows say. */
export type RentMoney = {
  /** the live authorisation: on Stripe's page (pending) or held on the card (succeeded) */
  hold?: PaymentRow
  capture?: PaymentRow
  release?: PaymentRow
  /** captured and not yet given back, in cents */
  capturedCents: number
  /** refunds written, sent or done, in cents */
  refundedCents: number
}

const live = (row: PaymentRow) => row.status === 'pending' || row.status === 'succeeded'

export function rentMoney(rows: PaymentRow[]): RentMoney {
  const rent = rows.filter((row) => row.purpose === 'rent')
  const sum = (kind: PaymentRow['kind'], counts: (row: PaymentRow) => boolean) =>
    rent.filter((row) => row.kind === kind && counts(row)).reduce((s, r) => s + r.amount_cents, 0)
  return {
    hold: rent.findLast((row) => row.kind === 'authorisation' && live(row)),
    capture: rent.findLast((row) => row.kind === 'capture' && live(row)),
    release: rent.findLast((row) => row.kind === 'release' && live(row)),
    capturedCents: sum('capture', (row) => row.status === 'succeeded'),
    refundedCents: sum('refund', live),
  }
}

export async function rentMoneyOf(db: DB, reservationId: string): Promise<RentMoney> {
  return rentMoney(await paymentsFor(db, { type: 'reservation', id: reservationId }))
}

/** Who moves the money: staff (by id), the renter's own cancel, or the scheduler. */
export type MoneyActor = { actor: PaymentActor; userId?: string | null }

/** The authorisation still held on the card: paid, not yet captured or let go. */
function heldAuthorisation(
  money: RentMoney,
): (PaymentRow & { stripe_payment_intent_id: string }) | undefined {
  const hold = money.hold
  if (hold?.status !== 'succeeded' || money.capture || money.release) return undefined
  if (!hold.stripe_payment_intent_id) return undefined
  return { ...hold, stripe_payment_intent_id: hold.stripe_payment_intent_id }
}

/**
 * The held rent taken in full (staff confirmed) or let go (the request ended
 * unconfirmed: declined, expired, cancelled; nothing charged), written ahead
 * in the caller's transaction under a key of its own. Undefined when no rent
 * is held.
 */
async function stageHeldRent(
  trx: DB,
  reservationId: string,
  kind: 'capture' | 'release',
  by: MoneyActor,
  now: Date,
): Promise<PaymentRow | undefined> {
  const held = heldAuthorisation(await rentMoneyOf(trx, reservationId))
  if (!held) return undefined
  const intent = held.stripe_payment_intent_id
  return writeAheadOnce(
    trx,
    movement(held, kind, held.amount_cents, by),
    `rent-${kind}-${held.id}`,
    () => (kind === 'capture' ? capturePayment(intent) : releasePayment(intent)),
    now,
  )
}

/** Staff confirmed: the held rent is taken, all of it. */
export const stageRentCapture = (trx: DB, reservationId: string, by: MoneyActor, now: Date) =>
  stageHeldRent(trx, reservationId, 'capture', by, now)

/** The request ended unconfirmed: the card is let go, nothing charged. */
export const stageRentRelease = (trx: DB, reservationId: string, by: MoneyActor, now: Date) =>
  stageHeldRent(trx, reservationId, 'release', by, now)

export type StagedRefund =
  | { ok: true; row?: PaymentRow }
  /** busy: the capture is sent but Stripe has not answered; over: more than is left of the capture */
  | { ok: false; reason: 'busy' | 'over' }

/**
 * A captured rent given back, `refundCents` of it (the cancellation rule's
 * amount): one refund per reservation (its key), never more than was
 * captured and not yet given back. `money` is the reading the amount was
 * computed from: read again, a capture answered in between (read committed)
 * would no longer be "busy" while the amount still says nothing was captured.
 */
export async function stageRentRefund(
  trx: DB,
  money: RentMoney,
  refundCents: number,
  by: MoneyActor,
  now: Date,
): Promise<StagedRefund> {
  if (money.capture?.status === 'pending') return { ok: false, reason: 'busy' }
  const capture = money.capture
  if (!capture?.stripe_payment_intent_id || refundCents === 0) return { ok: true }
  if (refundCents > money.capturedCents - money.refundedCents) return { ok: false, reason: 'over' }
  const paymentIntent = capture.stripe_payment_intent_id
  const row = await writeAheadOnce(
    trx,
    movement(capture, 'refund', refundCents, by),
    `rent-refund-${capture.subject_id}`,
    (ledgerId) => refundPayment(ledgerId, paymentIntent, refundCents),
    now,
  )
  return { ok: true, ...(row ? { row } : {}) }
}

function movement(
  of: PaymentRow,
  kind: 'capture' | 'release' | 'refund',
  amountCents: number,
  by: MoneyActor,
) {
  return {
    kind,
    method: 'card_online' as const,
    amountCents,
    currency: of.currency,
    subject: { type: 'reservation' as const, id: of.subject_id },
    purpose: 'rent' as const,
    actor: by.actor,
    actorUserId: by.userId ?? null,
  }
}

/**
 * Sends a staged movement once its transaction has committed. Stripe's
 * answer settles it; an answer lost leaves it pending for the scheduler's
 * pending check, which sends it again under the same key.
 */
export async function sendStaged(
  db: DB,
  stripe: Stripe | undefined,
  row: PaymentRow | undefined,
  now = new Date(),
) {
  if (!row || !stripe) return undefined
  return resendPending(db, stripe, row, now)
}

/**
 * Rent still held on a card for a request that ended unconfirmed (the
 * scheduler's expiry above all, and a decline or cancel whose release was
 * never sent): each is released, once (its key), `limit` at a time.
 * Resolves to how many were released.
 */
export async function releaseEndedHolds(
  db: DB,
  stripe: Stripe | undefined,
  now: Date,
  limit: number,
): Promise<number> {
  if (!stripe) return 0
  const ended = await db
    .selectFrom('payments as p')
    .innerJoin('rental_reservations as r', 'r.id', 'p.subject_id')
    .select('r.id')
    .where('p.subject_type', '=', 'reservation')
    .where('p.purpose', '=', 'rent')
    .where('p.kind', '=', 'authorisation')
    .where('p.status', '=', 'succeeded')
    .where('r.status', 'in', ['expired', 'declined', 'cancelled'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments as q')
            .select('q.id')
            .whereRef('q.stripe_payment_intent_id', '=', 'p.stripe_payment_intent_id')
            .where('q.kind', 'in', ['capture', 'release'])
            .where('q.status', 'in', ['pending', 'succeeded']),
        ),
      ),
    )
    .limit(limit)
    .execute()
  let released = 0
  for (const { id } of ended) {
    const row = await withTransaction(db, (trx) => stageRentRelease(trx, id, { actor: 'job' }, now))
    if (row) released++
    await sendStaged(db, stripe, row, now)
  }
  return released
}
