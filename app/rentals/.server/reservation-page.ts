import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { calendarDay, localInputValue } from '#app/kernel/zoned-time.ts'
import { paymentsFor } from '#app/payments/.server/ledger-rows.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'
import { cartInfo, type CartType, cartTypes } from '#app/rentals/content/rentals.ts'
import { depositOnLedger, holdLapsesSoon } from '#app/rentals/deposit-ledger.ts'
import { chargesOf, type RentCharges } from '#app/rentals/rent-charges.ts'
import { cancellationTerms } from '#app/rentals/rental-cancellation.ts'
import { depositMethodLabels } from '#app/rentals/rental-desk-form.ts'
import type { FinalStatement } from '#app/rentals/rental-fees.ts'
import { cardWords, statementRows } from '#app/rentals/rental-statement.ts'

import { depositOnCard } from './deposit-on-card'
import type { CheckinRecord, CheckoutRecord } from './desk'
import { bookedStatuses, freeCarts, isOverdue } from './holds'
import { needsAnotherCart, rentalDays } from './maintenance'
import { type RentMoney, rentMoneyOf } from './rent-money'
import { handoverText, rentOf, storedQuote } from './renter-mail'
import { requestOverdueMinutes } from './response-clock'

/** One history entry as the page shows it. */
export type ReservationEventView = {
  id: string
  at: string
  when: string
  who: string
  what: string
}

const money = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : '')
/** The rent a cancellation or no-show left due: in cents, or whole dollars in entries written before cents. */
const rentDue = (detail: Record<string, unknown>) =>
  typeof detail.dueCents === 'number' ? formatCents(detail.dueCents) : money(detail.due) || '$0'
const when = (value: unknown, now: Date) =>
  typeof value === 'string' ? dealerTime(value, { now }) : ''

/** A history entry in words, from its kind and detail. */
function eventText(kind: string, detail: Record<string, unknown>, now: Date): string {
  switch (kind) {
    case 'requested':
      return 'Requested on the website'
    case 'confirmed':
      return 'Confirmed'
    case 'declined':
      return `Declined: ${String(detail.reason ?? '')}`
    case 'expired':
      return 'Expired: nobody answered in time, and the cart was freed'
    case 'cancelled': {
      const by =
        detail.by === 'staff' ? `by staff: ${String(detail.reason ?? '')}` : 'by the renter'
      const refund =
        typeof detail.refundCents === 'number'
          ? `; ${formatCents(detail.refundCents)} refunded to the card${detail.refundBasis === 'full' ? ', in full' : ''}`
          : ''
      return `Cancelled ${by} (${rentDue(detail)} of the rent due${refund})`
    }
    case 'rent-held':
      return `Rent paid online: ${typeof detail.amountCents === 'number' ? formatCents(detail.amountCents) : ''} held on the card`
    case 'checked-out':
      return `Handed over: ${String(detail.cartName ?? '')}, battery ${String(detail.battery)}%, hour meter ${String(detail.hourMeter)}, deposit ${money(detail.deposit)} (${String(detail.depositMethod)}), licences seen`
    case 'deposit-held-again':
      return `Deposit held on ${cardWords(typeof detail.last4 === 'string' ? detail.last4 : null)} again, until ${when(detail.captureBefore, now)}; the old hold let go`
    case 'returned':
      return `Checked in at ${when(detail.returnedAt, now)}: late fee ${money(detail.lateFee)}, ${typeof detail.owedCents === 'number' ? `charges with tax ${formatCents(detail.owedCents)}, taken from the deposit held on the card` : `balance ${money(detail.balance)}`}`
    case 'no-show': {
      const by = detail.by === 'staff' ? 'marked by staff' : 'not collected in time'
      return `No-show (${by}): ${rentDue(detail)} of the rent due`
    }
    case 'changed': {
      const to = (detail.to ?? {}) as Record<string, unknown>
      const type = cartInfo[to.cartType as CartType] as { title: string } | undefined
      return `Changed to ${when(to.start, now)} – ${when(to.end, now)}, ${type?.title ?? ''}, ${money(to.total)}`
    }
    default:
      return kind
  }
}

/** The deposit held on the card as the desk reads it; null when none is held or waited for. */
function depositView(onCard: Awaited<ReturnType<typeof depositOnCard>>, now: Date) {
  if (onCard.state === 'link-sent') return { text: 'Deposit: waiting for the renter (link sent)' }
  if (onCard.state !== 'held') return null
  return {
    text: `Deposit held on ${cardWords(onCard.last4)} (${formatCents(onCard.hold.amount_cents)})`,
    held: true,
    lapses: onCard.captureBefore ? dealerTime(onCard.captureBefore, { now }) : null,
    lapsesSoon: holdLapsesSoon(onCard.captureBefore, now),
  }
}

/** The rent paid online as staff read it: its tax, its total and where its payment stands. */
function rentView(charges: RentCharges, money: RentMoney) {
  const refunded = money.refundedCents > 0 ? `, ${formatCents(money.refundedCents)} refunded` : ''
  const payment =
    money.capturedCents > 0
      ? `Captured ${formatCents(money.capturedCents)}${refunded}`
      : money.release
        ? 'Released: nothing charged'
        : money.hold?.status === 'succeeded'
          ? `Held on the card: ${formatCents(money.hold.amount_cents)}, taken on confirming`
          : 'Rent not paid (the renter left the card page; it is due at the desk unless they pay)'
  return {
    taxLabel: `Sales tax (${formatSalesTaxRate(charges.basisPoints)})`,
    tax: formatCents(charges.taxCents),
    total: formatCents(charges.totalCents),
    payment,
  }
}

/** Everything the reservation's page shows, or undefined when there is no such reservation. */
export async function reservationPage(db: DB, id: string, now: Date) {
  const row = await db
    .selectFrom('rental_reservations as r')
    .innerJoin('rental_carts as c', 'c.id', 'r.cart_id')
    .selectAll('r')
    .select('c.name as cart_name')
    .where('r.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const days = rentalDays(row.start_at, row.end_at)
  const [events, free, flagged, photos, waiting, readying, payments, onCard] = await Promise.all([
    db
      .selectFrom('rental_reservation_events')
      .selectAll()
      .where('reservation_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    freeCarts(
      db,
      row.cart_type as CartType,
      { holdFrom: row.hold_from, holdUntil: row.hold_until, ...days },
      { now, except: row.id },
    ),
    needsAnotherCart(db, now, row.id),
    db
      .selectFrom('rental_handover_photos')
      .select(['id', 'stage', 'width', 'height'])
      .where('reservation_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    // an overdue cart's next renters: staff move them, the site never double-books silently
    isOverdue(row, now)
      ? db
          .selectFrom('rental_reservations')
          .select(['id', 'first_name', 'last_name', 'start_at', 'status'])
          .where('cart_id', '=', row.cart_id)
          .where('status', 'in', bookedStatuses)
          .where('hold_from', '>=', row.hold_from)
          .where('id', '!=', row.id)
          .orderBy('start_at')
          .execute()
      : Promise.resolve([]),
    // carts of its type still being readied after a return: the check-out form warns of them
    db
      .selectFrom('rental_carts')
      .select(['id', 'name', 'readying_since'])
      .where('cart_type', '=', row.cart_type)
      .where('readying_since', 'is not', null)
      .orderBy('name')
      .execute(),
    paymentsFor(db, { type: 'reservation', id }),
    depositOnCard(db, row),
  ])
  const checkout = row.checkout ? (JSON.parse(row.checkout) as CheckoutRecord) : null
  const checkin = row.checkin ? (JSON.parse(row.checkin) as CheckinRecord) : null
  const statement = row.statement ? (JSON.parse(row.statement) as FinalStatement) : null
  const started = row.start_at <= now.toISOString()
  const quote = storedQuote(row)
  const active = bookedStatuses.some((s) => s === row.status)
  const zone = business.timeZone
  return {
    reservation: {
      id: row.id,
      status: row.status,
      version: row.version,
      renter: {
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        phone: row.phone,
      },
      cartType: row.cart_type,
      cartTypeTitle: cartInfo[row.cart_type as CartType].title,
      cartId: row.cart_id,
      cartName: row.cart_name,
      start: dealerTime(row.start_at, { now }),
      end: dealerTime(row.end_at, { now }),
      startInput: localInputValue(new Date(row.start_at), zone),
      endInput: localInputValue(new Date(row.end_at), zone),
      days: row.days,
      handover: handoverText(row),
      // staff see the street a delivery goes to; e-mails never repeat it
      address: row.address,
      lines: quote.lines,
      total: row.total,
      rent: quote.salesTax ? rentView(chargesOf(quote), await rentMoneyOf(db, row.id)) : null,
      deposit: row.deposit,
      terms: {
        acceptedAt: dealerTime(row.terms_accepted_at, { now, seconds: true }),
        ip: row.terms_ip,
        effectiveDate: row.terms_effective_date,
      },
      received: dealerTime(row.received_at, { now }),
      due: row.due_at ? dealerTime(row.due_at, { now }) : null,
      answered: row.first_response_at ? dealerTime(row.first_response_at, { now }) : null,
      overdueMinutes: requestOverdueMinutes(row, now, (await currentHours(db, now)).weeks.showroom),
      holdExpires: row.hold_expires_at ? dealerTime(row.hold_expires_at, { now }) : null,
      declineReason: row.decline_reason,
      cancellation: active
        ? cancellationTerms({ start: new Date(row.start_at), rent: rentOf(quote) }, now).message
        : null,
    },
    desk: {
      /** the first day the cart may be handed over */
      startDay: calendarDay(new Date(row.start_at), zone),
      canCheckOut:
        row.status === 'confirmed' &&
        calendarDay(now, zone) >= calendarDay(new Date(row.start_at), zone),
      canMarkNoShow: row.status === 'confirmed' && started,
      overdue: isOverdue(row, now),
      waitingForCart: waiting.map((next) => ({
        id: next.id,
        renter: `${next.first_name} ${next.last_name}`.trim(),
        start: dealerTime(next.start_at, { now }),
      })),
      returnedDefault: localInputValue(now, zone),
      /** carts of its type being readied after a return (not yet charged and cleaned) */
      notReady: readying.map((cart) => ({
        id: cart.id,
        name: cart.name,
        since: dealerTime(cart.readying_since ?? '', { now }),
      })),
      checkout: checkout && {
        at: row.checked_out_at ? dealerTime(row.checked_out_at, { now }) : '',
        battery: checkout.battery,
        hourMeter: checkout.hourMeter,
        deposit: formatPrice(checkout.deposit),
        depositMethod: checkout.depositOnline
          ? `held online on ${cardWords(row.deposit_card_last4 ?? checkout.depositOnline.last4)}`
          : depositMethodLabels[checkout.depositMethod],
      },
      depositOnCard: depositView(onCard, now),
      checkin: checkin && {
        at: row.returned_at ? dealerTime(row.returned_at, { now }) : '',
        battery: checkin.battery,
        hourMeter: checkin.hourMeter,
      },
      statement: statement && {
        returned: dealerTime(statement.returnedAt, { now }),
        end: dealerTime(statement.endAt, { now }),
        rows: statementRows(statement, depositOnLedger(payments)),
      },
      photos: photos.map((photo) => ({
        id: photo.id,
        stage: photo.stage,
        width: photo.width,
        height: photo.height,
      })),
    },
    events: events.map((event): ReservationEventView => ({
      id: event.id,
      at: event.at,
      when: dealerTime(event.at, { now }),
      who: event.actor_email ?? (event.kind === 'expired' ? 'The website' : 'The renter'),
      what: eventText(
        event.kind,
        event.detail ? (JSON.parse(event.detail) as Record<string, unknown>) : {},
        now,
      ),
    })),
    /** the other carts of its type free for its days as they stand */
    freeCarts: free.filter((cart) => cart.id !== row.cart_id),
    /** its cart is blocked for maintenance on one of its days */
    needsAnotherCart: flagged[0]?.blockedFor ?? null,
    cartTypes: cartTypes.map((type) => ({ value: type, title: cartInfo[type].title })),
  }
}

export type ReservationPageData = NonNullable<Awaited<ReturnType<typeof reservationPage>>>
