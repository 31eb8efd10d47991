import { bookDelivery, lockDeliveryWindows } from '#app/deliveries/.server/book-delivery.ts'
import { freeWindows } from '#app/deliveries/.server/free-windows.ts'
import type { DeliveryRefusal } from '#app/deliveries/delivery-messages.ts'
import { parseWindowValue, windowFrom, windowHolding } from '#app/deliveries/delivery-windows.ts'
import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import type { WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { dealerMoment } from '#app/kernel/dealer-clock.ts'
import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { calendarDay, wallClockMinute } from '#app/kernel/zoned-time.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'
import { cartInfo } from '#app/rentals/content/rentals.ts'
import { handoverHoursOf } from '#app/rentals/handover-times.ts'
import { chargesOf, type PaidQuote, withSalesTax } from '#app/rentals/rent-charges.ts'
import { quoteRental, type RentalHandover } from '#app/rentals/rental-quote.ts'
import { reservationSubject } from '#app/rentals/rental-trips.ts'
import {
  type ReservationFieldErrors,
  validateReservation,
} from '#app/rentals/reservation-schema.ts'
import { policyEffectiveDateIso } from '#app/site/content/policies.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { aliases, findTown } from '#app/site/town-lookup.server.ts'

import { type PlacedHold, placeHold } from './holds'
import { loadRateCards } from './rates'
import { handoverText, renterMail } from './renter-mail'
import { rentalSettings } from './settings'

/** Every slug the delivery field takes: the towns' own and their aliases. */
export const deliveryTownSlugs: readonly string[] = [
  ...towns.map((town) => town.slug),
  ...Object.keys(aliases),
]

/** What the renter reads when another request took the last free cart first. */
export const noLongerFreeMessage = `That cart is no longer free for those dates: another renter has just taken the last one. Choose other dates or another cart, or call us at ${phones.main.display}.`

export type ReserveResult =
  | { ok: true; id: string; token: string }
  | {
      ok: false
      reason: 'invalid' | 'no-free-cart'
      error: string
      fields: ReservationFieldErrors
    }

/**
 * A renter's request from the reserve form: validated (the form's own
 * schema and rules, as of `now`), quoted from the rate cards in the
 * database, then one transaction holds a free cart of the type and queues
 * the renter's "request received" e-mail and the sales team's notice. A
 * refused request stores nothing.
 */
export async function requestReservation(
  db: DB,
  form: unknown,
  options: {
    now: Date
    ip: string | null
    siteUrl: string
    settings: Pick<Settings, 'MAIL_TO_SALES'>
    /** the sales tax rate when the rent is paid online (basis points); absent, it is paid at the desk */
    salesTaxBasisPoints?: number
  },
): Promise<ReserveResult> {
  const { now, siteUrl } = options
  const hours = handoverHoursOf((await currentHours(db, now)).weeks)
  const valid = validateReservation(form, now, deliveryTownSlugs, hours)
  if (!valid.ok) return { ok: false, reason: 'invalid', error: valid.error, fields: valid.fields }
  const request = valid.data
  const town =
    request.handover.kind === 'delivery' ? findTown(request.handover.townSlug) : undefined
  const handover: RentalHandover | undefined =
    request.handover.kind === 'pickup' ? request.handover : town && { kind: 'delivery', town }
  if (!handover) {
    const error = 'We do not deliver to that town. Choose a town from the list, or call us.'
    return { ok: false, reason: 'invalid', error, fields: { town: error } }
  }
  const [cards, rental, dueAt] = await Promise.all([
    loadRateCards(db),
    rentalSettings(db),
    dueAtFor(db, now),
  ])
  const quoted = quoteRental(
    {
      cartType: request.cartType,
      days: request.days,
      handover,
      extraDrivers: request.extraDrivers,
      sameDay: request.sameDay,
    },
    cards,
  )
  const tax = options.salesTaxBasisPoints
  const quote = tax === undefined ? quoted : withSalesTax(quoted, tax)
  const trips =
    request.handover.kind === 'delivery'
      ? rentalTrips(request.start, request.end, hours.delivery)
      : []
  const deliveryTown = town?.slug ?? ''
  const held = await placeHold(
    db,
    {
      cartType: request.cartType,
      start: request.start,
      end: request.end,
      quote,
      handover:
        request.handover.kind === 'pickup'
          ? request.handover
          : { ...request.handover, townSlug: town?.slug ?? request.handover.townSlug },
      renter: request.renter,
      terms: { ip: options.ip, effectiveDate: policyEffectiveDateIso },
      turnaroundMinutes: rental.turnaroundMinutes,
      holdMinutes: rental.holdMinutes,
      dueAt: new Date(dueAt),
      now,
    },
    async (trx, hold) => {
      if (request.handover.kind === 'delivery') {
        await bookTrucks(trx, hold, request.handover.leaveAt, trips, now)
      }
      await queueRequestMails(trx, hold, { now, siteUrl, salesTo: options.settings.MAIL_TO_SALES })
    },
    (trx) =>
      lockDeliveryWindows(
        trx,
        deliveryTown,
        trips.flatMap((trip) => (trip.window ? [trip.window] : [])),
      ),
  ).catch((error: unknown) => {
    if (error instanceof TrucksRefused) return error
    throw error
  })
  if (held instanceof TrucksRefused) {
    const field =
      held.reason === 'town' ? 'town' : held.reason === 'access' ? 'accessConfirmed' : 'startTime'
    const error =
      held.reason === 'full'
        ? `${held.message} ${await freeThatDay(db, held.trip, deliveryTown, now)}`
        : held.message
    return { ok: false, reason: 'invalid', error, fields: { [field]: error } }
  }
  if (!held.ok) {
    return {
      ok: false,
      reason: 'no-free-cart',
      error: noLongerFreeMessage,
      fields: { startDay: noLongerFreeMessage },
    }
  }
  return { ok: true, id: held.id, token: held.token }
}

/** The delivery's or collection's window was refused: thrown to roll the hold back. */
class TrucksRefused extends Error {
  constructor(
    readonly reason: DeliveryRefusal,
    readonly trip: Trip,
    message: string,
  ) {
    super(message)
  }
}

/**
 * A full window's day as the renter can still have it: the windows of that
 * day a truck is free in, so that a handover time in one of them is taken.
 */
async function freeThatDay(db: DB, trip: Trip, town: string, now: Date): Promise<string> {
  const day = trip.window ? parseWindowValue(trip.window)?.day : undefined
  const offered = await freeWindows(db, { kind: trip.kind, town, now })
  const free = (offered.days.find((d) => d.day === day)?.windows ?? []).filter((w) => w.free > 0)
  return free.length === 0
    ? 'No truck is free that day: choose another day.'
    : `A truck is free that day ${free.map((w) => w.label).join(', ')}: ${trip.kind === 'rental_delivery' ? 'choose a handover time in one' : 'choose a handover time or a number of days that ends in one'}.`
}

type Trip = {
  kind: 'rental_delivery' | 'rental_collection'
  window: string | null
  verb: string
  what: string
}

/** A delivered rental's two trips: the delivery in the window holding the start, the collection in the window from the end on. */
function rentalTrips(start: Date, end: Date, week: WeeklyHours | undefined): Trip[] {
  const zone = business.timeZone
  return [
    {
      kind: 'rental_delivery',
      window: week ? windowHolding(week, calendarDay(start, zone), minuteOfDay(start)) : null,
      verb: 'Deliver',
      what: 'the delivery',
    },
    {
      kind: 'rental_collection',
      window: week ? windowFrom(week, calendarDay(end, zone), minuteOfDay(end)) : null,
      verb: 'Collect',
      what: 'the collection at the end of your rental',
    },
  ]
}

/**
 * The trips on the trucks' schedule, in the hold's transaction. Either
 * refused, the request stores nothing.
 */
async function bookTrucks(
  trx: DB,
  { id, row }: PlacedHold,
  leaveAt: string,
  trips: readonly Trip[],
  now: Date,
): Promise<void> {
  for (const trip of trips) {
    const booked = await bookDelivery(
      trx,
      {
        kind: trip.kind,
        subject: reservationSubject(id),
        window: trip.window ?? '',
        town: row.town_slug ?? '',
        address: row.address ?? '',
        customer: {
          name: `${row.first_name} ${row.last_name}`,
          email: row.email,
          phone: row.phone,
        },
        items: `${trip.verb} ${cartInfo[row.cart_type].title} (rental)`,
        accessConfirmed: true,
        leaveAt,
        whiteGlove: false,
      },
      { now },
    )
    if (!booked.ok)
      throw new TrucksRefused(booked.reason, trip, `For ${trip.what}: ${booked.error}`)
  }
}

/** Minutes after midnight on the dealer's clock. */
function minuteOfDay(at: Date): number {
  const [hh = '0', mm = '0'] = wallClockMinute(at, business.timeZone).slice(11).split(':')
  return Number(hh) * 60 + Number(mm)
}

/** The renter's "request received" and the sales team's notice, in the hold's transaction. */
async function queueRequestMails(
  trx: DB,
  { id, row }: PlacedHold,
  { now, siteUrl, salesTo }: { now: Date; siteUrl: string; salesTo: string },
): Promise<void> {
  const holdsUntil = dealerMoment(new Date(row.hold_expires_at))
  const paidQuote = JSON.parse(row.quote) as PaidQuote
  const online = paidQuote.salesTax !== undefined
  const total = chargesOf(paidQuote).totalCents
  await queueWrittenMail(
    trx,
    renterMail(row, {
      subject: 'We received your reservation request',
      paragraphs: [
        'Thank you: we received your rental request. It is a request, not yet a booking: our staff check the cart and the handover, then confirm it with you by e-mail or phone.',
        `We hold a cart for you until ${holdsUntil}. If we have not confirmed your request by then, the hold ends and the cart is free for others again.`,
        online
          ? 'Pay the total below on the card page: your card is held for it, and charged only when we confirm. If we decline or the hold ends, the card is released and nothing is charged. The deposit is held at handover. You can see your request, pay, or cancel it at the link below.'
          : 'Nothing is paid online: the total below is due at handover, with the deposit. You can see your request or cancel it at the link below.',
      ],
      siteUrl,
    }),
    now,
    'renter',
  )
  const title = cartInfo[row.cart_type].title
  const text = [
    `A rental request arrived on the website for a ${title}.`,
    '',
    `Renter: ${row.first_name} ${row.last_name}`,
    `E-mail: ${row.email}`,
    `Phone: ${row.phone}`,
    '',
    `From: ${dealerMoment(new Date(row.start_at))}`,
    `To: ${dealerMoment(new Date(row.end_at))}`,
    handoverText(row),
    ...(row.address ? [`Address: ${row.address}`] : []),
    `Additional drivers: ${row.extra_drivers}`,
    online
      ? `Paid online (card held, sales tax included): ${formatCents(total)}; deposit at handover ${formatPrice(row.deposit)}. The request's page says whether the renter has paid.`
      : `Due at handover: ${formatPrice(row.total)}; deposit ${formatPrice(row.deposit)}`,
    '',
    `The cart is held until ${holdsUntil}; confirm or decline the request before then.`,
    ...(row.due_at ? [`Answer the renter by ${dealerMoment(new Date(row.due_at))}.`] : []),
    '',
    `The request: ${siteUrl}/admin/rentals/${id}`,
    '',
    business.name,
    '',
  ].join('\n')
  await queueWrittenMail(
    trx,
    {
      to: salesTo,
      subject: `Rental request: ${title}, ${dealerMoment(new Date(row.start_at))}`,
      text,
      replyTo: row.email,
    },
    now,
    'staff',
  )
}
