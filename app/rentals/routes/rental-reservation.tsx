import { Phone } from 'lucide-react'
import { data, Link, redirect } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import type { ReservationStatus } from '#app/kernel/.server/db/schema.ts'
import { Button, buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { dealerMoment } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, notFoundSeo, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { cancelReservation, refundDue } from '#app/rentals/.server/cancel.ts'
import { payRent, rentReturn, type ReturnOutcome } from '#app/rentals/.server/rent-checkout.ts'
import { type RentMoney, rentMoneyOf } from '#app/rentals/.server/rent-money.ts'
import { handoverText, rentOf, storedQuote } from '#app/rentals/.server/renter-mail.ts'
import { QuoteDeposit, QuoteLines } from '#app/rentals/components/quote-lines.tsx'
import { cartInfo, type CartType } from '#app/rentals/content/rentals.ts'
import { cancellationTerms } from '#app/rentals/rental-cancellation.ts'
import { reservationPath } from '#app/rentals/rental-paths.ts'
import { policyPages } from '#app/site/content/policies.ts'

import type { Route } from './+types/rental-reservation'

/** Plain HTML: the cancel button is a form post. */
export const handle = staticPage

// one renter's page: never cached by a shared cache, never indexed
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const notFound = 'Reservation not found'
const policyPath = policyPages.find((p) => p.file === 'rental-policy')?.path ?? '/policies'

const statusText: Record<ReservationStatus, { title: string; text: string }> = {
  held: {
    title: 'Request received: waiting for our confirmation',
    text: 'We hold a cart for you while our staff check your request; we confirm it with you by e-mail or phone.',
  },
  confirmed: { title: 'Confirmed', text: 'Your rental is confirmed. See you at the handover.' },
  out: { title: 'Out with you', text: 'Enjoy the ride. Return the cart by the end time below.' },
  returned: {
    title: 'Returned',
    text: 'Thank you: the cart is back. Your statement was sent by e-mail.',
  },
  no_show: {
    title: 'Not collected',
    text: 'Nobody collected the cart in time, so the reservation ended under the cancellation rules.',
  },
  declined: { title: 'Declined', text: 'We could not take this request.' },
  cancelled: { title: 'Cancelled', text: 'This reservation is cancelled; its cart is free again.' },
  expired: {
    title: 'Expired',
    text: 'We did not confirm this request in time, so its hold ended. Call us or send a new request.',
  },
}

async function findReservation(db: Route.LoaderArgs['context']['db'], token: string) {
  // tokens are long random strings: anything else is not looked up
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return undefined
  return db
    .selectFrom('rental_reservations')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst()
}

/** What the renter reads on coming back from Stripe's page. */
const returnText: Record<ReturnOutcome, string> = {
  paid: 'Thank you: your card is held for the rent. It is charged only when we confirm your request.',
  recorded: 'Your payment is already recorded: your card is held for the rent.',
  unpaid:
    'Your payment is not complete yet. If you left the card page, press "Pay now" to pay; your request reaches our staff either way.',
  ended: 'That payment page ended without a payment. Press "Pay now" to pay the rent.',
  unknown:
    'That payment link does not belong to this reservation, so nothing was changed. Your reservation below is as it was.',
  unreachable:
    'We could not check your payment with the card processor just now. If you paid, it shows here within a few minutes; your request has reached our staff either way.',
}

/** The rent paid online, as the renter's page shows it. */
function paymentView(money: RentMoney) {
  if (money.capturedCents > 0) {
    const refunded = money.refundedCents > 0 ? `; ${formatCents(money.refundedCents)} refunded` : ''
    return `Paid: ${formatCents(money.capturedCents)} taken from your card${refunded}.`
  }
  if (money.release) return 'The hold on your card was released: nothing was charged.'
  if (money.hold?.status === 'succeeded') {
    return `Your card is held for ${formatCents(money.hold.amount_cents)}; it is charged only when we confirm.`
  }
  return 'Not paid yet.'
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await findReservation(context.db, params.token)
  if (!found) throw data(notFound, { status: 404 })
  const now = new Date(context.requestTime)
  const online = onlinePayments(context.settings)
  const sessionId = new URL(request.url).searchParams.get('session_id')
  const returned =
    online && sessionId !== null
      ? await rentReturn(context.db, online.stripe, found, sessionId, now)
      : undefined
  // the return may have moved the hold's end
  const reservation = returned
    ? ((await findReservation(context.db, params.token)) ?? found)
    : found
  const quote = storedQuote(reservation)
  const active = reservation.status === 'held' || reservation.status === 'confirmed'
  const money = await rentMoneyOf(context.db, reservation.id)
  const paidOnline = quote.salesTax !== undefined
  const refund = active && paidOnline ? refundDue(reservation, money, now).refund : undefined
  const refundCents = refund?.ok ? refund.refundCents : 0
  return {
    returned: returned
      ? { ok: returned === 'paid' || returned === 'recorded', text: returnText[returned] }
      : null,
    taxBasisPoints: quote.salesTax?.basisPoints,
    payment: paidOnline ? paymentView(money) : null,
    canPay:
      online !== undefined &&
      paidOnline &&
      reservation.status === 'held' &&
      money.hold?.status !== 'succeeded',
    refundCents,
    refundText:
      active && paidOnline && money.hold?.status === 'succeeded'
        ? money.capturedCents > 0
          ? `Cancelling now refunds ${formatCents(refundCents)} to your card.`
          : 'Cancelling now releases the hold on your card: nothing is charged.'
        : null,
    status: reservation.status,
    cartTitle: cartInfo[reservation.cart_type as CartType].title,
    from: dealerMoment(new Date(reservation.start_at)),
    to: dealerMoment(new Date(reservation.end_at)),
    handover: handoverText(reservation),
    address: reservation.address,
    lines: quote.lines,
    total: quote.total,
    deposit: quote.deposit,
    termsAcceptedAt: dealerMoment(new Date(reservation.terms_accepted_at)),
    termsEffective: reservation.terms_effective_date,
    holdUntil:
      reservation.status === 'held' && reservation.hold_expires_at
        ? dealerMoment(new Date(reservation.hold_expires_at))
        : null,
    cancelMessage: active
      ? cancellationTerms({ start: new Date(reservation.start_at), rent: rentOf(quote) }, now)
          .message
      : null,
    name: reservation.first_name,
  }
}

/**
 * The renter pays (a new or the open Stripe page for the rent) or cancels.
 * A cancel carries the refund the page showed: if the rule gives another
 * amount by now (the 24 hours passed meanwhile), nothing is cancelled and
 * the page shows the new amount to confirm.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const reservation = await findReservation(context.db, params.token)
  if (!reservation) throw data(notFound, { status: 404 })
  const form = await request.formData()
  const now = new Date()
  const online = onlinePayments(context.settings)
  if (form.get('intent') === 'pay') {
    if (!online) return data({ refused: 'pay' as const }, { status: 409 })
    const page = await payRent(context.db, online.stripe, reservation, {
      siteUrl: context.settings.SITE_URL,
      now,
    })
    if (page.ok) return redirect(page.url, 303)
    return data({ refused: page.reason }, { status: page.reason === 'failed' ? 503 : 409 })
  }
  const shown = form.get('refundCents')
  if (typeof shown === 'string' && shown !== '') {
    const money = await rentMoneyOf(context.db, reservation.id)
    const due = refundDue(reservation, money, now).refund
    if (!due.ok || String(due.refundCents) !== shown) {
      return data({ refused: 'refund-changed' as const }, { status: 409 })
    }
  }
  const result = await cancelReservation(context.db, {
    id: reservation.id,
    by: { kind: 'renter', ip: clientAddress(request, context) },
    now,
    siteUrl: context.settings.SITE_URL,
    stripe: online?.stripe,
  })
  if (!result.ok) {
    return data(
      { refused: result.reason === 'busy' ? ('busy' as const) : ('cancel' as const) },
      { status: 409 },
    )
  }
  return redirect(reservationPath(params.token), 303)
}

/** Why a payment or a cancel was refused, in the renter's words. */
function refusedMessage(
  refused: 'pay' | 'paid' | 'ended' | 'failed' | 'refund-changed' | 'busy' | 'cancel',
  status: ReservationStatus,
): string {
  switch (refused) {
    case 'paid':
      return 'Your card is already held for the rent: there is nothing more to pay.'
    case 'ended':
    case 'pay':
      return 'This reservation no longer takes a payment online.'
    case 'failed':
      return `The card page could not be opened just now. Try again in a minute, or call us at ${phones.main.display}.`
    case 'refund-changed':
      return 'The refund for cancelling has changed since the page was shown (the rental is nearer now). Check the amount below, then cancel again if you wish.'
    case 'busy':
      return 'Your payment is being taken right now. Try again in a few minutes.'
    case 'cancel':
      return refusedText(status)
  }
}

/** Why a cancel was refused, by the status the page shows now (a second press, another tab). */
const refusedText = (status: ReservationStatus) =>
  status === 'cancelled'
    ? 'This reservation is already cancelled.'
    : `This reservation can no longer be cancelled here: it is ${statusText[status].title.toLowerCase()}. Call us if you need to change it.`

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const siteUrl = siteUrlFrom(matches)
  const path = reservationPath(params.token)
  if (!loaderData)
    return notFoundSeo({ siteUrl, dealerHours: hoursFrom(matches).showroom, title: notFound, path })
  return [
    ...seo({
      dealerHours: hoursFrom(matches).showroom,
      siteUrl,
      title: `Your ${loaderData.cartTitle} Reservation`,
      description: `Your golf cart rental from ${loaderData.from}: status, price and cancellation.`,
      path,
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export default function ReservationPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const r = loaderData
  const status = statusText[r.status] ?? { title: r.status, text: '' }
  return (
    <main id="main">
      <PageHero
        pageKey="/rentals/reservation"
        eyebrow="Your reservation"
        title={`${r.cartTitle}, ${r.from}`}
        subtitle={`Hi ${r.name}: this page is your reservation. Keep its link; it is also in your e-mail.`}
      >
        <a href={`tel:${phones.main.tel}`} className={buttonClass('ghostLight', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> Call {phones.main.display}
        </a>
      </PageHero>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
        <section
          aria-labelledby="status-heading"
          className="rounded-xl border-2 border-brand-700 p-4"
        >
          {actionData?.refused && (
            <p role="alert" className="mb-3 font-semibold text-red-800">
              {refusedMessage(actionData.refused, r.status)}
            </p>
          )}
          {r.returned && (
            <p
              role="status"
              className={`mb-3 font-semibold ${r.returned.ok ? 'text-green-800' : 'text-red-800'}`}
            >
              {r.returned.text}
            </p>
          )}
          <h2 id="status-heading" className="text-xl font-bold text-gray-900">
            {`Status: ${status.title}`}
          </h2>
          <p className="mt-1 text-gray-800">{status.text}</p>
          {r.holdUntil && (
            <p className="mt-1 text-gray-800">
              The cart is held for you until <strong>{r.holdUntil}</strong>.
            </p>
          )}
          {r.payment && (
            <p className="mt-1 text-gray-800" data-rent-payment>
              <strong>Rent: </strong>
              {r.payment}
            </p>
          )}
          {r.canPay && (
            <form method="post" action={reservationPath(params.token)} className="mt-3">
              <input type="hidden" name="intent" value="pay" />
              <Button type="submit">Pay now</Button>
            </form>
          )}
        </section>

        <section aria-labelledby="rental-heading">
          <h2 id="rental-heading" className="text-xl font-bold text-gray-900">
            Your rental
          </h2>
          <dl className="mt-2 grid gap-1 text-gray-900">
            <Row term="Cart" value={r.cartTitle} />
            <Row term="From" value={r.from} />
            <Row term="To" value={r.to} />
            <Row term="Handover" value={r.handover} />
            {r.address && <Row term="Address" value={r.address} />}
          </dl>
        </section>

        <section aria-labelledby="price-heading" className="rounded-xl bg-brand-50 p-4">
          <h2 id="price-heading" className="text-xl font-bold text-brand-900">
            Your quote
          </h2>
          <QuoteLines lines={r.lines} total={r.total} taxBasisPoints={r.taxBasisPoints} />
          <QuoteDeposit deposit={r.deposit} />
        </section>

        <section aria-labelledby="terms-heading">
          <h2 id="terms-heading" className="text-xl font-bold text-gray-900">
            Terms
          </h2>
          <p className="mt-1 text-gray-800">
            You accepted the{' '}
            <Link to={policyPath} className="font-semibold text-brand-800 underline">
              rental terms
            </Link>{' '}
            (in effect from {r.termsEffective}) on {r.termsAcceptedAt}.
          </p>
        </section>

        {r.cancelMessage && (
          <section
            aria-labelledby="cancel-heading"
            className="rounded-xl border border-gray-300 p-4"
          >
            <h2 id="cancel-heading" className="text-xl font-bold text-gray-900">
              Cancel
            </h2>
            <p className="mt-1 text-gray-800" id="cancel-terms">
              {r.cancelMessage}
            </p>
            {r.refundText && (
              <p className="mt-1 font-semibold text-gray-900" id="cancel-refund" data-cancel-refund>
                {r.refundText}
              </p>
            )}
            <form method="post" action={reservationPath(params.token)} className="mt-3">
              <input type="hidden" name="intent" value="cancel" />
              {r.refundText && (
                <input type="hidden" name="refundCents" value={String(r.refundCents)} />
              )}
              <Button
                type="submit"
                variant="outline"
                aria-describedby={r.refundText ? 'cancel-terms cancel-refund' : 'cancel-terms'}
              >
                Cancel this reservation
              </Button>
            </form>
          </section>
        )}
      </div>
    </main>
  )
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{term}:</dt>
      <dd>{value}</dd>
    </div>
  )
}

// its own boundary, so this route's meta names the page that was not found
export { GeneralErrorBoundary as ErrorBoundary } from '#app/site/components/error-boundary.tsx'
