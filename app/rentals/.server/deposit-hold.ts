import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { NewPayment } from '#app/payments/.server/ledger-rows.ts'
import { type SavedCard, savedCard } from '#app/payments/.server/saved-card.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import {
  checkoutPayment,
  offSessionPayment,
  releasePayment,
} from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAhead, writeToStripe } from '#app/payments/.server/write-ahead.ts'
import { reservationPath } from '#app/rentals/rental-paths.ts'

import { depositOnCard, lockOpenHold } from './deposit-on-card'
import { renterMail } from './renter-mail'
import type { Reservation } from './staff-actions'

/*
 * The deposit held on the card the renter paid the rent with (record 064):
 * authorised off-session the day before pickup (or at check-out), never
 * taxed; a card that needs the renter, or is declined, gets the renter a
 * payment link by e-mail instead.
 */

/** Who asks: the scheduler, or a member of staff at the desk. */
export type DepositActor = { actor: 'job' } | { actor: 'staff'; userId: string }

/** What became of an attempt: held; a link e-mailed; nothing to hold it on; or Stripe's answer lost (the pending check settles it). */
export type HoldOutcome = 'held' | 'link-sent' | 'no-card' | 'pending'

const ledgerActor = (who: DepositActor) =>
  who.actor === 'staff'
    ? { actor: 'staff' as const, actorUserId: who.userId }
    : { actor: 'job' as const }

const onlineRow = (
  reservationId: string,
  who: DepositActor,
  row: Pick<NewPayment, 'kind' | 'amountCents' | 'purpose' | 'note'>,
): NewPayment & { method: 'card_online' } => ({
  ...row,
  method: 'card_online',
  subject: { type: 'reservation', id: reservationId },
  ...ledgerActor(who),
})

const reservationById = (db: DB, id: string) =>
  db.selectFrom('rental_reservations').selectAll().where('id', '=', id).executeTakeFirst()

/** The card's last digits and when its authorisation lapses, kept on the reservation for the desk. */
export async function keepHoldDetails(
  db: DB,
  stripe: Stripe,
  reservationId: string,
  paymentIntent: string,
): Promise<void> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] })
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
  const card = charge?.payment_method_details?.card
  const captureBefore = card?.capture_before
  await db
    .updateTable('rental_reservations')
    .set({
      deposit_card_last4: card?.last4 ?? null,
      deposit_capture_before: captureBefore ? new Date(captureBefore * 1000).toISOString() : null,
      deposit_lapse_warned_at: null,
    })
    .where('id', '=', reservationId)
    .execute()
}

/** The deposit authorised on the saved card, off-session: a `deposit` authorisation row. */
async function authoriseOnCard(
  db: DB,
  online: OnlinePayments,
  reservation: Reservation,
  card: SavedCard,
  context: { now: Date; who: DepositActor },
): Promise<PaymentRow> {
  const cents = reservation.deposit * 100
  const { row } = await writeToStripe(
    db,
    online.stripe,
    onlineRow(reservation.id, context.who, {
      kind: 'authorisation',
      amountCents: cents,
      purpose: 'deposit',
      note: 'Deposit held on the saved card',
    }),
    (id) =>
      offSessionPayment(id, {
        amountCents: cents,
        currency: 'usd',
        customer: card.customer,
        paymentMethod: card.paymentMethod,
        description: `Rental deposit, ${reservation.first_name} ${reservation.last_name}`.trim(),
        hold: true,
      }),
    context.now,
  )
  if (row.status === 'succeeded' && row.stripe_payment_intent_id) {
    await keepHoldDetails(db, online.stripe, reservation.id, row.stripe_payment_intent_id)
  }
  return row
}

/**
 * Holds a reservation's deposit on the card its rent was paid with, unless
 * it is held already or a link waits for the renter; a card Stripe refuses
 * (it needs the renter's authentication, or is declined) gets the renter an
 * e-mailed payment link.
 */
export async function holdDeposit(
  db: DB,
  online: OnlinePayments,
  reservationId: string,
  context: { now: Date; siteUrl: string; who: DepositActor },
): Promise<HoldOutcome> {
  const reservation = await reservationById(db, reservationId)
  if (!reservation) return 'no-card'
  const state = await depositOnCard(db, reservation)
  if (state.state === 'held') return 'held'
  if (state.state === 'link-sent') return 'link-sent'
  const card = await savedCard(db, online.stripe, reservation.id)
  if (!card) return 'no-card'
  const row = await authoriseOnCard(db, online, reservation, card, context)
  if (row.status === 'succeeded') return 'held'
  if (row.status !== 'failed') return 'pending'
  return sendPaymentLink(db, online, reservation, {
    ...context,
    purpose: 'deposit',
    cents: reservation.deposit * 100,
  })
}

const linkWords = {
  deposit: {
    subject: 'Please confirm your rental deposit',
    paragraph: (amount: string) =>
      `Your bank asks you to confirm the ${amount} deposit for your rental yourself, so we could not hold it on your card. Please hold it on this page (it is held, not charged, and given back when the cart returns as it left):`,
    description: 'Rental deposit (held, not charged)',
  },
  fees: {
    subject: 'Please pay the charges of your rental',
    paragraph: (amount: string) =>
      `The charges of your rental came to ${amount} more than the deposit, and your card could not be charged without you. Please pay them on this page:`,
    description: 'Rental charges beyond the deposit',
  },
} as const

/**
 * A payment link (a Stripe Checkout page) for the deposit, held, or for the
 * fees beyond it, charged, e-mailed to the renter through the outbox.
 */
export async function sendPaymentLink(
  db: DB,
  online: OnlinePayments,
  reservation: Reservation,
  context: {
    now: Date
    siteUrl: string
    who: DepositActor
    purpose: 'deposit' | 'fees'
    cents: number
  },
): Promise<HoldOutcome> {
  const { purpose, cents, siteUrl } = context
  const words = linkWords[purpose]
  const back = `${siteUrl}${reservationPath(reservation.token)}`
  const { row, answer } = await writeToStripe(
    db,
    online.stripe,
    onlineRow(reservation.id, context.who, {
      kind: purpose === 'deposit' ? 'authorisation' : 'charge',
      amountCents: cents,
      purpose,
      note: 'Payment link e-mailed to the renter',
    }),
    (id) =>
      checkoutPayment(id, {
        amountCents: cents,
        currency: 'usd',
        description: words.description,
        successUrl: back,
        cancelUrl: back,
        email: reservation.email,
        hold: purpose === 'deposit',
      }),
    context.now,
  )
  const url = answer?.object === 'checkout.session' ? answer.url : null
  if (row.status !== 'pending' || !url) return 'pending'
  await queueWrittenMail(
    db,
    renterMail(reservation, {
      subject: words.subject,
      paragraphs: [words.paragraph(formatCents(cents)), url],
      siteUrl,
    }),
    context.now,
    'renter',
  )
  return 'link-sent'
}

/**
 * Lets the open hold go, unless it was taken or let go already (then
 * `false`): the release row is written in the transaction that locks the
 * hold, then sent.
 */
export async function releaseHold(
  db: DB,
  online: OnlinePayments,
  reservationId: string,
  context: { now: Date; who: DepositActor; note: string; paymentIntent?: string },
): Promise<PaymentRow | undefined> {
  const row = await withTransaction(db, async (trx) => {
    const hold = await lockOpenHold(trx, reservationId, context.paymentIntent)
    if (!hold) return undefined
    return writeAhead(
      trx,
      onlineRow(reservationId, context.who, {
        kind: 'release',
        amountCents: hold.amount_cents,
        purpose: 'deposit',
        note: context.note,
      }),
      () => releasePayment(hold.stripe_payment_intent_id),
      context.now,
    )
  })
  return row && (await resendPending(db, online.stripe, row, context.now)).row
}

/**
 * A hold about to lapse (a card's authorisation lasts about seven days),
 * held again: a new authorisation on the saved card, then the old one let
 * go. Resolves to why not, when it could not be.
 */
export async function holdDepositAgain(
  db: DB,
  online: OnlinePayments,
  reservationId: string,
  context: { now: Date; who: DepositActor },
): Promise<{ ok: true; last4: string | null } | { ok: false; message: string }> {
  const reservation = await reservationById(db, reservationId)
  if (!reservation) return { ok: false, message: 'There is no such reservation.' }
  const state = await depositOnCard(db, reservation)
  if (state.state !== 'held') {
    return { ok: false, message: 'No deposit is held on a card for this rental.' }
  }
  const card = await savedCard(db, online.stripe, reservation.id)
  if (!card) return { ok: false, message: 'The renter has no card saved online.' }
  const fresh = await authoriseOnCard(db, online, reservation, card, context)
  if (fresh.status !== 'succeeded') {
    return {
      ok: false,
      message: `The card refused a new hold${fresh.failure ? ` (${fresh.failure})` : ''}; the old hold stands until it lapses. Take the deposit at the desk.`,
    }
  }
  await releaseHold(db, online, reservationId, {
    ...context,
    note: 'Deposit held again; the old hold let go',
    paymentIntent: state.hold.stripe_payment_intent_id,
  })
  return { ok: true, last4: card.last4 }
}
