import { Phone } from 'lucide-react'
import { data, redirect } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { currentHours } from '#app/kernel/.server/current-hours.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { heroButtonClass, PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { Island } from '#app/kernel/islands/island.tsx'
import { islandPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { cartTypeAvailability } from '#app/rentals/.server/availability.ts'
import { cachedCalendars } from '#app/rentals/.server/cached-calendars.ts'
import { loadRateCards } from '#app/rentals/.server/rates.ts'
import { payRent } from '#app/rentals/.server/rent-checkout.ts'
import { requestReservation } from '#app/rentals/.server/reserve.ts'
import { rentalSettings } from '#app/rentals/.server/settings.ts'
import { ReserveForm, type ReserveFormData } from '#app/rentals/components/reserve-form.tsx'
import { cartInfo, type CartType, cartTypes } from '#app/rentals/content/rentals.ts'
import { type HandoverHours, handoverHoursOf, handoverTimes } from '#app/rentals/handover-times.ts'
import { encodeAvailability, type HandoverLetters } from '#app/rentals/rental-availability.ts'
import { reservationPath } from '#app/rentals/rental-paths.ts'
import {
  reservationDraft,
  type ReservationFormValues,
  reservationPrefill,
} from '#app/rentals/reservation-schema.ts'
import { policyPages } from '#app/site/content/policies.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import type { Route } from './+types/rentals-reserve'

/** Sent without React Router: the form is a DOM island (no React in the browser). */
export const handle = islandPage('reserve-form')

/**
 * What carts are free changes with reservations, which move no version: the
 * page is cached for the recheck time at most (the time every server
 * takes to show other changes), its calendars with it; a browser asks again
 * each time. A refused request is the renter's own.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  'Cache-Control':
    actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? 'private, no-store',
})

const cachedFor = (recheckMs: number) => {
  const seconds = Math.ceil(recheckMs / 1000)
  return seconds > 0 ? `max-age=0, s-maxage=${seconds}` : 'private, no-store'
}

const path = '/rentals/reserve'
const maxFormBytes = 64 * 1024
const policyPath = policyPages.find((p) => p.file === 'rental-policy')?.path ?? '/policies'

/** The form's first start: the next day after today the handover is open, at its first hour (today stays possible). */
function firstStart(
  now: Date,
  hours: HandoverHours,
  handover: 'pickup' | 'delivery',
): { startDay: string; startTime: string } {
  for (let day = calendarDay(now, business.timeZone), i = 0; i < 14; i++, day = addDays(day, 1)) {
    const time = handoverTimes(day, hours, handover)[0]
    if (time && i > 0) return { startDay: day, startTime: time }
  }
  return { startDay: '', startTime: '' }
}

/** What the form needs that is the same for every visitor at this moment. */
async function calendars(context: Route.LoaderArgs['context'], now: Date) {
  const { turnaroundMinutes } = await rentalSettings(context.db)
  const hours = handoverHoursOf((await currentHours(context.db, now)).weeks)
  const days = await Promise.all(
    cartTypes.map((type) =>
      cartTypeAvailability(context.db, type, { now, turnaroundMinutes, hours }),
    ),
  )
  return {
    cards: await loadRateCards(context.db),
    availability: Object.fromEntries(
      cartTypes.map((type, i) => [
        type,
        {
          pickup: encodeAvailability(days[i]?.pickup ?? []),
          delivery: encodeAvailability(days[i]?.delivery ?? []),
        },
      ]),
    ) as Record<(typeof cartTypes)[number], HandoverLetters>,
    hours,
  }
}

/** The sales tax rate when the rent is paid online (the quote shows it); undefined while payment is at the desk. */
async function onlineTaxRate(context: Route.LoaderArgs['context']): Promise<number | undefined> {
  return onlinePayments(context.settings) ? readSetting(context.db, salesTaxRate) : undefined
}

async function pageData(context: Route.LoaderArgs['context'], now: Date, fresh = false) {
  const { INVENTORY_RECHECK_MS } = context.settings
  const cached = await (fresh
    ? calendars(context, now)
    : cachedCalendars(context.db, INVENTORY_RECHECK_MS, now.getTime(), () =>
        calendars(context, now),
      ))
  return {
    ...cached,
    towns: towns.map(({ slug, name, county, nearestLocationId, distanceMiles }) => ({
      slug,
      name,
      county,
      nearestLocationId,
      distanceMiles,
    })),
    firstDay: calendarDay(now, business.timeZone),
    now: now.getTime(),
    taxBasisPoints: await onlineTaxRate(context),
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const now = new Date(context.requestTime)
  const town = findTown(url.searchParams.get('town') ?? '')
  const page = await pageData(context, now)
  return data(
    {
      ...page,
      values: reservationPrefill({
        type: url.searchParams.get('type'),
        plan: url.searchParams.get('plan'),
        town: town?.slug ?? null,
        ...firstStart(now, page.hours, town ? 'delivery' : 'pickup'),
      }),
      errors: {},
      error: undefined as string | undefined,
    },
    { headers: { 'Cache-Control': cachedFor(context.settings.INVENTORY_RECHECK_MS) } },
  )
}

/**
 * The form's post, with JavaScript or without: a valid request holding a
 * free cart goes on to Stripe's page to pay the rent when online payment is
 * on, else (or when Stripe gives no page) to its reservation's page (303),
 * which offers "Pay now"; anything else comes back as the form with its
 * values and messages (400), nothing stored. The amount is the server's,
 * from the stored quote: nothing in the form names one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get('content-length') ?? '0') > maxFormBytes) {
    throw data('Request too large', { status: 413 })
  }
  const form = Object.fromEntries(await request.formData())
  const now = new Date()
  const online = onlinePayments(context.settings)
  const result = await requestReservation(context.db, form, {
    now,
    ip: clientAddress(request, context),
    siteUrl: context.settings.SITE_URL,
    settings: context.settings,
    ...(online ? { salesTaxBasisPoints: await readSetting(context.db, salesTaxRate) } : {}),
  })
  if (result.ok) {
    const reservation = online && (await reservationToPay(context.db, result.id))
    const page =
      online && reservation
        ? await payRent(context.db, online.stripe, reservation, {
            siteUrl: context.settings.SITE_URL,
            now,
          })
        : undefined
    return redirect(page?.ok ? page.url : reservationPath(result.token), 303)
  }
  const defaults: ReservationFormValues = reservationPrefill({ startDay: '', startTime: '' })
  return data(
    {
      // a refused request shows the calendars as they are now, not as cached
      ...(await pageData(context, now, true)),
      values: reservationDraft(form, defaults),
      errors: result.fields,
      error: result.error,
    },
    { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
  )
}

function reservationToPay(db: Route.ActionArgs['context']['db'], id: string) {
  return db.selectFrom('rental_reservations').selectAll().where('id', '=', id).executeTakeFirst()
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Reserve a Golf Cart Rental',
    description: `Reserve an electric golf cart online: see which days are free, choose pickup at a showroom or delivery, and see the price before you send. Or call ${phones.main.display}.`,
    path,
    keywords: ['reserve golf cart rental', 'golf cart rental booking', 'Pocono golf cart rental'],
  })

export default function ReservePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData
  // what the enhancer reads besides the controls (the values are in them)
  const browserProps: ReserveFormData = {
    cards: page.cards,
    // the carts' titles only: the browser needs none of their other text
    cartTitles: Object.fromEntries(cartTypes.map((type) => [type, cartInfo[type].title])) as Record<
      CartType,
      string
    >,
    towns: page.towns,
    availability: page.availability,
    firstDay: page.firstDay,
    hours: page.hours,
    now: page.now,
    taxBasisPoints: page.taxBasisPoints,
  }
  return (
    <main id="main">
      <PageHero
        pageKey={path}
        size="sm"
        eyebrow="Rentals"
        title="Reserve Your Cart"
        subtitle={
          page.taxBasisPoints === undefined
            ? 'Pick your dates, see the price, and send your request: we hold a cart for you and confirm it with you. Nothing is paid online.'
            : 'Pick your dates, see the price, and send your request: we hold a cart for you, your card is held for the rent, and it is charged only when we confirm.'
        }
      >
        <a href={`tel:${phones.main.tel}`} className={heroButtonClass('ghostLight')}>
          <Phone aria-hidden="true" className="size-5" /> Or call {phones.main.display}
        </a>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <Island
          name="reserve-form"
          component={ReserveForm}
          props={{
            values: page.values,
            errors: page.errors,
            error: page.error,
            policyPath,
            ...browserProps,
          }}
          browserProps={browserProps}
        />
      </div>
    </main>
  )
}
