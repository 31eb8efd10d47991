import { Link } from 'react-router'

import { notFound, unknownAction } from '#app/kernel/.server/action-result.ts'
import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { deskEntryPost } from '#app/payments/.server/desk-entry-post.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { subjectLedger } from '#app/payments/.server/subject-ledger.ts'
import { SubjectLedgerSection } from '#app/payments/components/subject-ledger.tsx'
import { reservationPage } from '#app/rentals/.server/reservation-page.ts'
import {
  CheckinForm,
  CheckoutForm,
  HoldAgainForm,
  NoShowForm,
} from '#app/rentals/components/admin/desk-forms.tsx'
import { DeskRecord } from '#app/rentals/components/admin/desk-record.tsx'
import { RentalsNav } from '#app/rentals/components/admin/rentals-nav.tsx'
import { ReservationActions } from '#app/rentals/components/admin/reservation-actions.tsx'
import { ReservationDetails } from '#app/rentals/components/admin/reservation-details.tsx'
import { ReservationHistory } from '#app/rentals/components/admin/reservation-history.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/rentals-reservation'
import {
  cancel,
  change,
  confirm,
  decline,
  handOver,
  holdAgain,
  missingReservation,
  noShow,
  reservationAction,
  staleVersion,
  takeBack,
} from './rentals-reservation.server.ts'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Reservation of ${loaderData.reservation.renter.name}` : 'Reservation')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const page = await reservationPage(context.db, params.id, new Date())
  if (!page) throw notFound(missingReservation)
  const ledger = await subjectLedger(context.db, { type: 'reservation', id: params.id })
  return { ...page, role: user.role, ledger }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const { db, settings } = context
  const intent = formText(form, 'intent')
  // money at the desk: the ledger's own form, which changes nothing of the reservation
  if (intent === 'desk-entry') {
    const found = await db
      .selectFrom('rental_reservations')
      .select('id')
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!found) throw notFound(missingReservation)
    const actor = actorOf(user, request, context)
    return deskEntryPost(db, form, { actor, subject: { type: 'reservation', id: params.id } })
  }
  const base = reservationAction(form, {
    id: params.id,
    actor: actorOf(user, request, context),
    siteUrl: settings.SITE_URL,
    stripe: onlinePayments(settings)?.stripe,
  })
  if (!base) return staleVersion()
  switch (intent) {
    case 'confirm':
      return confirm(db, base)
    case 'decline':
      return decline(db, base, form)
    case 'change':
      return change(db, base, form)
    case 'check-out':
      return handOver(db, base, form, onlinePayments(settings))
    case 'check-in':
      return takeBack(db, base, form, onlinePayments(settings))
    case 'hold-deposit-again':
      return holdAgain(db, base, onlinePayments(settings))
    case 'no-show':
      return noShow(db, base)
    case 'cancel':
      return cancel(db, base, form)
    default:
      return unknownAction()
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
      {desk.depositOnCard?.lapsesSoon && (
        <div
          role="alert"
          className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-gray-900"
        >
          <p className="font-semibold">
            The deposit hold on the card lapses {desk.depositOnCard.lapses}.
          </p>
          <p>Hold the deposit again before then, or the bank lets it go.</p>
        </div>
      )}
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-10">
          <div className="print:hidden">
            <ReservationDetails reservation={reservation} />
          </div>
          <DeskRecord id={reservation.id} desk={desk} />
          <div className="print:hidden">
            <SubjectLedgerSection
              ledger={loaderData.ledger}
              answer={actionData?.form === 'desk-entry' ? actionData : undefined}
              label="this rental"
              subject="reservation"
            />
          </div>
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
            <HoldAgainForm page={loaderData} result={actionData} />
            <ReservationActions page={loaderData} result={actionData} />
          </div>
        </section>
      </div>
    </>
  )
}
