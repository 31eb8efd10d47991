import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { instantInZone } from '#app/kernel/zoned-time.ts'
import { cancelReservation } from '#app/rentals/.server/cancel.ts'
import { changeReservation } from '#app/rentals/.server/change.ts'
import { checkIn, checkOut } from '#app/rentals/.server/desk.ts'
import { type PreparedPhoto, preparePhotos } from '#app/rentals/.server/handover-photos.ts'
import { markNoShow } from '#app/rentals/.server/no-show.ts'
import { reservationPage } from '#app/rentals/.server/reservation-page.ts'
import {
  confirmReservation,
  declineReservation,
  type StaffActionResult,
} from '#app/rentals/.server/staff-actions.ts'
import { CheckinForm, CheckoutForm, NoShowForm } from '#app/rentals/components/admin/desk-forms.tsx'
import { DeskRecord } from '#app/rentals/components/admin/desk-record.tsx'
import { RentalsNav } from '#app/rentals/components/admin/rentals-nav.tsx'
import {
  type ReservationActionResult,
  ReservationActions,
} from '#app/rentals/components/admin/reservation-actions.tsx'
import { ReservationDetails } from '#app/rentals/components/admin/reservation-details.tsx'
import { ReservationHistory } from '#app/rentals/components/admin/reservation-history.tsx'
import type { CartType } from '#app/rentals/content/rentals.ts'
import { parseCheckin, parseCheckout, type Parsed } from '#app/rentals/rental-desk-form.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/rentals-reservation'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Reservation of ${loaderData.reservation.renter.name}` : 'Reservation')

const missing = () => data('There is no such reservation.', { status: 404 })

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const page = await reservationPage(context.db, params.id, new Date())
  if (!page) throw missing()
  return { ...page, role: user.role }
}

const done: Record<string, string> = {
  confirm: 'Confirmed; the renter’s e-mail with the calendar entry is on its way.',
  decline: 'Declined; the renter is told why.',
  change: 'Changed; the renter is e-mailed the new details.',
  cancel: 'Cancelled; the renter is told.',
  'check-out': 'Handed over: the cart is out with the renter.',
  'check-in': 'Checked in; the final statement is stored and e-mailed to the renter.',
  'no-show': 'Marked a no-show; the renter is told and the cart is free again.',
}

/** A desk form's fields and photos, read and checked; a problem is the form's 400. */
async function deskInput<T>(
  form: FormData,
  parse: (field: (name: string) => string, all: (name: string) => string[]) => Parsed<T>,
): Promise<{ ok: true; value: T; photos: PreparedPhoto[] } | { ok: false; message: string }> {
  const parsed = parse(
    (name) => formText(form, name),
    (name) => form.getAll(name).filter((value) => typeof value === 'string'),
  )
  if (!parsed.ok) return parsed
  const files = form.getAll('photos').filter((value) => value instanceof File)
  const photos = await preparePhotos(files)
  if (!photos.ok) return photos
  return { ok: true, value: parsed.value, photos: photos.photos }
}

const refused = (message: string) => ({ ok: false, reason: 'invalid', message }) as const

/** An action's outcome as the page shows it; a conflict is a 409 like the lead page's. */
function answer(form: string, result: StaffActionResult) {
  if (result.ok) return data<ReservationActionResult>({ form, message: done[form] })
  if (result.reason === 'not-found') throw missing()
  return data<ReservationActionResult>(
    { form, error: result.message },
    { status: result.reason === 'conflict' ? 409 : 400 },
  )
}

const staleMessage =
  'Someone else changed this reservation while you were looking at it. Check it again before you act.'

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const { db, settings } = context
  const base = {
    id: params.id,
    version: Number(formText(form, 'version')),
    actor,
    now: new Date(),
    siteUrl: settings.SITE_URL,
  }
  // a version that is not a whole number was not sent by this page's forms
  if (!Number.isSafeInteger(base.version)) {
    return data<ReservationActionResult>({ form: 'other', error: staleMessage }, { status: 409 })
  }
  switch (intent) {
    case 'confirm':
      return answer(intent, await confirmReservation(db, base))
    case 'decline':
      return answer(
        intent,
        await declineReservation(db, { ...base, reason: formText(form, 'reason') }),
      )
    case 'change': {
      const start = instantInZone(formText(form, 'start'), business.timeZone)
      const end = instantInZone(formText(form, 'end'), business.timeZone)
      if (!start || !end) {
        return answer(intent, refused('Give the start and the end as a date and a time.'))
      }
      return answer(
        intent,
        await changeReservation(db, {
          ...base,
          start,
          end,
          cartType: formText(form, 'cartType') as CartType,
          cartId: formText(form, 'cartId') || null,
        }),
      )
    }
    case 'check-out': {
      const input = await deskInput(form, parseCheckout)
      if (!input.ok) return answer(intent, refused(input.message))
      return answer(
        intent,
        await checkOut(db, { ...base, checkout: input.value, photos: input.photos }),
      )
    }
    case 'check-in': {
      const input = await deskInput(form, parseCheckin)
      if (!input.ok) return answer(intent, refused(input.message))
      return answer(
        intent,
        await checkIn(db, { ...base, checkin: input.value, photos: input.photos }),
      )
    }
    case 'no-show':
      return answer(intent, await markNoShow(db, base))
    case 'cancel': {
      const reason = formText(form, 'reason').trim()
      if (!reason || reason.length > 1000) {
        return answer(intent, refused('Say why, in under 1000 characters; the renter reads it.'))
      }
      const result = await cancelReservation(db, {
        id: base.id,
        version: base.version,
        by: { kind: 'staff', actor, reason },
        now: base.now,
        siteUrl: base.siteUrl,
      })
      if (result.ok) return answer(intent, { ok: true })
      if (result.reason === 'not-found') throw missing()
      return answer(
        intent,
        result.reason === 'changed'
          ? { ok: false, reason: 'conflict', message: staleMessage }
          : { ok: false, reason: 'invalid', message: 'This reservation is no longer active.' },
      )
    }
    default:
      return data<ReservationActionResult>(
        { form: 'other', error: 'Unknown action.' },
        { status: 400 },
      )
  }
}

export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation, desk } = loaderData
  return (
    <>
      <div className="print:hidden">
        <RentalsNav role={loaderData.role} />
      </div>
      <p className="print:hidden">
        <Link to="/admin/rentals/list" className="text-brand-800 underline">
          Back to the reservations
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">
        Reservation of {reservation.renter.name}
      </h1>
      <div className="mt-4 print:hidden" aria-live="polite">
        <FormMessage message={actionData?.message} tone="ok" />
        <FormMessage message={actionData?.form === 'other' ? actionData.error : undefined} />
      </div>
      {desk.overdue && (
        <div
          role="alert"
          className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">Overdue: the cart was due back {reservation.end}.</p>
          <p>It stays unavailable until it is checked in.</p>
          {desk.waitingForCart.length > 0 && (
            <>
              <p className="mt-2">
                These reservations are booked on this cart next; move them to another cart if it is
                not back in time:
              </p>
              <ul className="list-disc pl-6">
                {desk.waitingForCart.map((next) => (
                  <li key={next.id}>
                    <Link to={`/admin/rentals/${next.id}`} className="underline">
                      {next.renter}, from {next.start}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-10">
          <div className="print:hidden">
            <ReservationDetails reservation={reservation} />
          </div>
          <DeskRecord id={reservation.id} desk={desk} />
          <section aria-labelledby="history-heading" className="print:hidden">
            <h2 id="history-heading" className="mb-3 text-xl font-semibold text-gray-900">
              History
            </h2>
            <ReservationHistory events={loaderData.events} />
          </section>
        </div>
        <section aria-labelledby="work-heading" className="print:hidden">
          <h2 id="work-heading" className="mb-3 text-xl font-semibold text-gray-900">
            {reservation.status === 'held' ? 'Answer or change' : 'The desk'}
          </h2>
          <div className="space-y-6" key={reservation.version}>
            {desk.canCheckOut && <CheckoutForm page={loaderData} result={actionData} />}
            {reservation.status === 'out' && <CheckinForm page={loaderData} result={actionData} />}
            {desk.canMarkNoShow && <NoShowForm page={loaderData} result={actionData} />}
            <ReservationActions page={loaderData} result={actionData} />
          </div>
        </section>
      </div>
    </>
  )
}
