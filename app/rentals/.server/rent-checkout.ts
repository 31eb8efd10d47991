import { randomUUID } from 'node:crypto'

import Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow, RentalReservationRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { dealerMoment } from '#app/kernel/dealer-clock.ts'
import { settleFromSession } from '#app/payments/.server/ledger-events.ts'
import { paymentById } from '#app/payments/.server/ledger-rows.ts'
import type {
  PaymentEventContext,
  PaymentHandlers,
} from '#app/payments/.server/payment-handlers.ts'
import { checkoutPayment } from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeToStripe } from '#app/payments/.server/write-ahead.ts'
import { cartInfo, type CartType } from '#app/rentals/content/rentals.ts'
import { chargesOf } from '#app/rentals/rent-charges.ts'
import { reservationPath } from '#app/rentals/rental-paths.ts'
import { cappedHoldEnd, cardAuthorisationHours } from '#app/rentals/rental-settings.ts'

import { rentMoneyOf, stageRentCapture, stageRentRelease } from './rent-money'
import { storedQuote } from './renter-mail'

/*
 * The renter pays the rent on Stripe's page (Checkout) when reserving: the
 * card is held (manual capture) for the server's total and saved for the
 * desk's later charges. Staff confirming takes it (rent-money.ts). Stripe's
 * webhook and the renter's return from the page settle the payment through
 * one function, `rentSettled`: whichever comes first records it, the other
 * finds nothing left to do.
 */

type Reservation = Pick<
  RentalReservationRow,
  'id' | 'token' | 'status' | 'email' | 'cart_type' | 'start_at' | 'quote' | 'hold_expires_at'
>

/** Stripe keeps a Checkout Session open 30 minutes to 24 hours. */
const minSessionSeconds = 31 * 60
const maxSessionSeconds = 24 * 3600

/** The session's end: with the hold, within Stripe's bounds (an unpaid hold then ends as any other). */
function sessionExpiresAt(reservation: Reservation, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const hold = reservation.hold_expires_at
    ? Math.floor(new Date(reservation.hold_expires_at).getTime() / 1000)
    : nowSeconds + maxSessionSeconds
  return Math.min(nowSeconds + maxSessionSeconds, Math.max(nowSeconds + minSessionSeconds, hold))
}

/** Whether the database refused a second live rent hold (the unique index of migration 092). */
function isSecondHold(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return (
    code === '23505' ||
    (code === 'SQLITE_CONSTRAINT_UNIQUE' && String(message).includes('payments.subject_type'))
  )
}

export type CheckoutStart =
  | { ok: true; url: string }
  /** paid: already held; ended: the request no longer waits; failed: Stripe did not give a page */
  | { ok: false; reason: 'paid' | 'ended' | 'failed' }

/**
 * Sends the renter to Stripe's page for the rent: the Session of the live
 * hold when it is still open, else a new one for the reservation's total
 * (rent, delivery, drivers and their sales tax, from the stored quote).
 */
export async function payRent(
  db: DB,
  stripe: Stripe,
  reservation: Reservation,
  options: { siteUrl: string; now: Date },
): Promise<CheckoutStart> {
  if (reservation.status !== 'held') return { ok: false, reason: 'ended' }
  const { hold } = await rentMoneyOf(db, reservation.id)
  if (hold?.status === 'succeeded') return { ok: false, reason: 'paid' }
  if (hold) {
    const again = await liveSession(db, stripe, hold, options.now)
    if (again) return again
  }
  const quote = storedQuote(reservation)
  const link = `${options.siteUrl}${reservationPath(reservation.token)}`
  try {
    const outcome = await writeToStripe(
      db,
      stripe,
      {
        kind: 'authorisation',
        method: 'card_online',
        amountCents: chargesOf(quote).totalCents,
        subject: { type: 'reservation', id: reservation.id },
        purpose: 'rent',
        actor: 'renter',
      },
      (ledgerId) =>
        checkoutPayment(ledgerId, {
          amountCents: chargesOf(quote).totalCents,
          currency: 'usd',
          description: `Rent: ${cartInfo[reservation.cart_type as CartType].title}, ${dealerMoment(new Date(reservation.start_at))}`,
          successUrl: `${link}?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: link,
          email: reservation.email,
          hold: true,
          saveCard: true,
          expiresAt: sessionExpiresAt(reservation, options.now),
        }),
      options.now,
    )
    return pageOf(outcome.answer)
  } catch (error) {
    // another tab's press wrote the live hold first: its page is the one to pay on
    if (!isSecondHold(error)) throw error
    const { hold: other } = await rentMoneyOf(db, reservation.id)
    return (
      (other && (await liveSession(db, stripe, other, options.now))) ?? {
        ok: false,
        reason: 'failed',
      }
    )
  }
}

function pageOf(answer: unknown): CheckoutStart {
  const session = answer as Stripe.Checkout.Session | undefined
  return session?.object === 'checkout.session' && session.status === 'open' && session.url
    ? { ok: true, url: session.url }
    : { ok: false, reason: 'failed' }
}

/**
 * The live hold's page, if the renter may still pay on it: a row whose
 * request Stripe never answered is sent again (same key, same Session); a
 * Session that ended is settled from what Stripe says of it.
 */
async function liveSession(
  db: DB,
  stripe: Stripe,
  hold: PaymentRow,
  now: Date,
): Promise<CheckoutStart | undefined> {
  if (hold.stripe_request) return pageOf((await resendPending(db, stripe, hold, now)).answer)
  if (!hold.stripe_checkout_session_id) return { ok: false, reason: 'failed' }
  const session = await readSession(stripe, hold.stripe_checkout_session_id)
  if (!session || session === 'unreachable') return { ok: false, reason: 'failed' }
  if (session.status === 'open') return pageOf(session)
  await applySession(db, session, now)
  const after = await paymentById(db, hold.id)
  if (after?.status === 'succeeded') return { ok: false, reason: 'paid' }
  return after?.status === 'pending' ? { ok: false, reason: 'failed' } : undefined
}

/** A Session as Stripe has it now, with its payment and charge (the hold's deadline). */
async function readSession(stripe: Stripe, id: string) {
  try {
    return await stripe.checkout.sessions.retrieve(id, {
      expand: ['payment_intent.latest_charge'],
    })
  } catch (error) {
    // Stripe does not know the id: not this reservation's; anything else (the
    // network, Stripe's own trouble) leaves the payment to its webhook
    return error instanceof Stripe.errors.StripeInvalidRequestError ? undefined : 'unreachable'
  }
}

/** What the renter's return from Stripe's page found. */
export type ReturnOutcome =
  /** paid: this return recorded it; recorded: it was already (the webhook, a reload) */
  | 'paid'
  | 'recorded'
  | 'unpaid'
  | 'ended'
  /** a Session id that is not this reservation's rent, or that Stripe does not know */
  | 'unknown'
  /** Stripe could not be asked just now: its webhook records the payment */
  | 'unreachable'

const sessionIdPattern = /^cs_[A-Za-z0-9_]{1,250}$/

/**
 * The renter back from Stripe's page with its Session id: the Session is
 * read from Stripe (never trusted from the address) and applied as the
 * webhook applies it. An id of another reservation, or unknown, changes
 * nothing.
 */
export async function rentReturn(
  db: DB,
  stripe: Stripe,
  reservation: Pick<Reservation, 'id'>,
  sessionId: string,
  now: Date,
): Promise<ReturnOutcome> {
  if (!sessionIdPattern.test(sessionId)) return 'unknown'
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('stripe_checkout_session_id', '=', sessionId)
    .executeTakeFirst()
  const ours =
    row?.subject_type === 'reservation' &&
    row.subject_id === reservation.id &&
    row.purpose === 'rent' &&
    row.kind === 'authorisation'
  if (!row || !ours) return 'unknown'
  if (row.status === 'succeeded') return 'recorded'
  if (row.status !== 'pending') return 'ended'
  const session = await readSession(stripe, sessionId)
  if (session === 'unreachable') return session
  if (session?.metadata?.ledger_id !== row.id) return 'unknown'
  const settled = await applySession(db, session, now)
  if (settled.some((paid) => paid.id === row.id && paid.status === 'succeeded')) return 'paid'
  const after = await paymentById(db, row.id)
  if (after?.status === 'succeeded') return 'recorded'
  return after?.status === 'pending' ? 'unpaid' : 'ended'
}

/** The Session applied as its webhook is: the ledger settles its rows, then the rent's handler. */
async function applySession(
  db: DB,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<PaymentRow[]> {
  return withTransaction(db, async (trx) => {
    const settled = await settleFromSession(trx, session, now)
    await rentSettled(trx, settled, intentOf(session.payment_intent), now)
    return settled
  })
}

const intentOf = (value: string | Stripe.PaymentIntent | null | undefined) =>
  value && typeof value === 'object' ? value : undefined

/**
 * Stripe's deadline for capturing a held payment: the charge's
 * `capture_before` when the charge was read with it, else 7 days from the
 * payment's creation (which is before the card was held, so never later
 * than Stripe's own deadline).
 */
function captureBefore(intent: Stripe.PaymentIntent): Date {
  const charge = intent.latest_charge
  const seconds =
    charge && typeof charge === 'object'
      ? charge.payment_method_details?.card?.capture_before
      : undefined
  return new Date((seconds ?? intent.created + cardAuthorisationHours * 3600) * 1000)
}

/**
 * What the rent's rows just settled mean for their reservations (run by the
 * webhook's handler and by the renter's return, in the transaction that
 * settled them, so exactly one of the two gets each row): a rent held on
 * the card is recorded in the reservation's history once, and the hold on
 * the cart is capped so it never outlives the card's authorisation. A rent
 * held for a request staff confirmed meanwhile is captured; for one that
 * ended, or for another amount than the row's, it is let go (the
 * scheduler's pending check sends either).
 */
export async function rentSettled(
  trx: DB,
  settled: PaymentRow[],
  intent: Stripe.PaymentIntent | undefined,
  now: Date,
): Promise<void> {
  for (const row of settled) {
    if (row.purpose !== 'rent' || row.kind !== 'authorisation' || row.status !== 'succeeded')
      continue
    if (row.subject_type !== 'reservation') continue
    const reservation = await trx
      .selectFrom('rental_reservations')
      .select(['id', 'status', 'hold_expires_at'])
      .where('id', '=', row.subject_id)
      .executeTakeFirst()
    if (!reservation) continue
    const amountMatches = !intent || intent.amount === row.amount_cents
    if (reservation.status === 'confirmed' && amountMatches) {
      // paid on a page opened before staff confirmed: taken as a confirmation takes it
      await stageRentCapture(trx, reservation.id, { actor: 'stripe' }, now)
      continue
    }
    if (reservation.status !== 'held' || !amountMatches) {
      await stageRentRelease(trx, reservation.id, { actor: 'stripe' }, now)
      continue
    }
    if (intent && reservation.hold_expires_at) {
      const capped = cappedHoldEnd(new Date(reservation.hold_expires_at), captureBefore(intent))
      await trx
        .updateTable('rental_reservations')
        .set({ hold_expires_at: capped.toISOString() })
        .where('id', '=', reservation.id)
        .where('status', '=', 'held')
        .execute()
    }
    await trx
      .insertInto('rental_reservation_events')
      .values({
        id: randomUUID(),
        reservation_id: reservation.id,
        at: now.toISOString(),
        actor_id: null,
        actor_email: null,
        kind: 'rent-held',
        detail: JSON.stringify({ amountCents: row.amount_cents, ledgerId: row.id }),
      })
      .execute()
  }
}

/** The rent's handlers of Stripe's events (app/payment-handlers.ts lists them). */
export const rentPaymentHandlers = {
  // a held payment is recorded by this event (the Session's own event names its payment only by id)
  'payment_intent.amount_capturable_updated': ({ trx, event, settled, now }: PaymentEventContext) =>
    rentSettled(
      trx,
      settled,
      event.type === 'payment_intent.amount_capturable_updated' ? event.data.object : undefined,
      now,
    ),
  'checkout.session.completed': ({ trx, event, settled, now }: PaymentEventContext) =>
    rentSettled(
      trx,
      settled,
      event.type === 'checkout.session.completed'
        ? intentOf(event.data.object.payment_intent)
        : undefined,
      now,
    ),
} satisfies PaymentHandlers
