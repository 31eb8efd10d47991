import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import type {
  PaymentActor,
  PaymentKind,
  PaymentMethod,
  PaymentPurpose,
  PaymentStatus,
  PaymentSubject,
} from '#app/payments/ledger.ts'

import type { Settlement } from './settlement'

/** A movement about to be written: what it is, what it belongs to and who caused it. */
export type NewPayment = {
  kind: PaymentKind
  method: PaymentMethod
  amountCents: number
  currency?: string
  subject: { type: PaymentSubject; id: string }
  /** what it is for: 'other' unless said */
  purpose?: PaymentPurpose
  actor: PaymentActor
  actorUserId?: string | null
  note?: string | null
}

/** How long a pending Stripe write waits before the scheduler asks Stripe about it. */
export const recheckAfterMs = 5 * 60_000

/** A ledger row's id and its idempotency key: `ledger-<id>` unless the caller brings its own. */
export function newLedgerId(): string {
  return randomUUID()
}

/** A row to insert, new or already settled (a desk entry, a lapsed hold). */
export type PaymentInsert = NewPayment & {
  id: string
  status: PaymentStatus
  idempotencyKey: string
  stripeRequest?: string | null
  ids?: Settlement['ids']
}

/** A row's columns as inserted; the amount must be a positive whole number of cents. */
export function paymentValues(payment: PaymentInsert, now: Date): PaymentRow {
  if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0) {
    throw new RangeError('A ledger amount is a positive whole number of cents.')
  }
  const at = now.toISOString()
  const pending = payment.status === 'pending'
  return {
    id: payment.id,
    kind: payment.kind,
    method: payment.method,
    amount_cents: payment.amountCents,
    currency: payment.currency ?? 'usd',
    status: payment.status,
    subject_type: payment.subject.type,
    subject_id: payment.subject.id,
    purpose: payment.purpose ?? 'other',
    stripe_checkout_session_id: payment.ids?.checkoutSession ?? null,
    stripe_payment_intent_id: payment.ids?.paymentIntent ?? null,
    stripe_charge_id: payment.ids?.charge ?? null,
    stripe_refund_id: payment.ids?.refund ?? null,
    stripe_request: payment.stripeRequest ?? null,
    idempotency_key: payment.idempotencyKey,
    actor: payment.actor,
    actor_user_id: payment.actorUserId ?? null,
    created_at: at,
    settled_at: pending ? null : at,
    recheck_at: pending ? new Date(now.getTime() + recheckAfterMs).toISOString() : null,
    failure: null,
    note: payment.note ?? null,
  }
}

/** Inserts one row; a second row with the same idempotency key is refused by the database. */
export function insertPayment(db: DB, payment: PaymentInsert, now: Date): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values(paymentValues(payment, now))
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Inserts one row unless its idempotency key is taken (then undefined): a form sent twice, even at once. */
export function insertPaymentOnce(
  db: DB,
  payment: PaymentInsert,
  now: Date,
): Promise<PaymentRow | undefined> {
  return db
    .insertInto('payments')
    .values(paymentValues(payment, now))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst()
}

/**
 * Writes what Stripe said of a pending row: its final status (once: a row no
 * longer pending is never changed, so a late or repeated answer does
 * nothing), or, still pending, the Stripe ids learnt. Stripe has answered, so
 * the request is not sent again (stripe_request is cleared): from then on
 * its object is asked for. Resolves to the row as it now stands, or
 * undefined when it was already final.
 */
export async function settlePayment(
  db: DB,
  id: string,
  settlement: Settlement,
  now: Date,
): Promise<PaymentRow | undefined> {
  const { ids = {} } = settlement
  const final = settlement.status !== 'pending'
  return db
    .updateTable('payments')
    .set((eb) => ({
      status: settlement.status,
      stripe_request: null,
      ...(final ? { settled_at: now.toISOString(), recheck_at: null } : {}),
      ...(settlement.failure ? { failure: settlement.failure.slice(0, 500) } : {}),
      // an id learnt is kept; one not in this answer is left as it was
      stripe_checkout_session_id: eb.fn.coalesce(
        eb.val(ids.checkoutSession ?? null),
        eb.ref('stripe_checkout_session_id'),
      ),
      stripe_payment_intent_id: eb.fn.coalesce(
        eb.val(ids.paymentIntent ?? null),
        eb.ref('stripe_payment_intent_id'),
      ),
      stripe_charge_id: eb.fn.coalesce(eb.val(ids.charge ?? null), eb.ref('stripe_charge_id')),
      stripe_refund_id: eb.fn.coalesce(eb.val(ids.refund ?? null), eb.ref('stripe_refund_id')),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst()
}

export function paymentById(db: DB, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()
}

/** What a reservation, cart or lead was paid and given back, oldest first. */
export function paymentsFor(
  db: DB,
  subject: { type: PaymentSubject; id: string },
): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}
