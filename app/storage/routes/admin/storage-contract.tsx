import { data, Link } from 'react-router'

import { deliveryChoiceOf } from '#app/deliveries/delivery-form.ts'
import {
  answerChange,
  type FormAnswer,
  notFound,
  unknownAction,
} from '#app/kernel/.server/action-result.ts'
import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { placeById } from '#app/kernel/dealer/places.ts'
import { monthDayYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { deskEntryPost } from '#app/payments/.server/desk-entry-post.ts'
import { subjectLedger } from '#app/payments/.server/subject-ledger.ts'
import { SubjectLedgerSection } from '#app/payments/components/subject-ledger.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { bookContractTrip, tripsOf } from '#app/storage/.server/book-trip.ts'
import { staffContractPage } from '#app/storage/.server/contract-page.ts'
import { deskMethods, payInvoiceAtDesk } from '#app/storage/.server/desk-payment.ts'
import { noticeByStaff } from '#app/storage/.server/notice.ts'
import {
  ContractHistory,
  ContractInvoices,
  NoticeForm,
} from '#app/storage/components/admin/contract-panels.tsx'
import {
  tripDaysText,
  type TripErrors,
  TripFields,
  TripList,
  type TripValues,
} from '#app/storage/components/trip-fields.tsx'
import { kindLabels, planLabels, statusLabels } from '#app/storage/storage-plans.ts'

import type { Route } from './+types/storage-contract'

const missing = 'No such storage contract.'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(
    loaderData
      ? `Storage: ${loaderData.contract.first_name} ${loaderData.contract.last_name}`
      : 'Storage contract',
  )

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const page = await staffContractPage(context.db, params.id)
  if (!page) throw notFound(missing)
  const [ledger, trips] = await Promise.all([
    subjectLedger(context.db, { type: 'storage_contract', id: params.id }),
    tripsOf(context.db, page.contract, new Date(context.requestTime)),
  ])
  return { ...page, ledger, ...trips }
}

/** A trip's form sent back refused: what was chosen and why. */
type TripAnswer = FormAnswer & { trip?: { values: TripValues; errors: TripErrors } }

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const actor = actorOf(user, request, context)
  const exists = await context.db
    .selectFrom('storage_contracts')
    .selectAll()
    .where('id', '=', params.id)
    .executeTakeFirst()
  if (!exists) throw notFound(missing)
  switch (formText(form, 'intent')) {
    case 'notice': {
      const result = await noticeByStaff(context.db, params.id, {
        actor,
        siteUrl: context.settings.SITE_URL,
      })
      return answerChange('notice', result, {
        missing,
        done: 'Notice recorded: the customer has the last day by e-mail.',
      })
    }
    case 'pay-at-desk': {
      const method = formText(form, 'method')
      if (!(deskMethods as readonly string[]).includes(method))
        return data<FormAnswer>(
          { form: 'pay', error: 'Choose cash, a check or a card on the desk’s terminal.' },
          { status: 400 },
        )
      const result = await payInvoiceAtDesk(context.db, {
        contractId: params.id,
        invoiceId: formText(form, 'invoice'),
        method: method as (typeof deskMethods)[number],
        actor,
      })
      return answerChange('pay', result, {
        missing: 'No such invoice on this contract.',
        done: 'Recorded: the invoice is paid.',
      })
    }
    case 'trip': {
      const choice = deliveryChoiceOf(Object.fromEntries(form))
      const now = new Date(context.requestTime)
      const booked = await bookContractTrip(context.db, exists, choice, { now, actor })
      if (booked.ok) return data<TripAnswer>({ form: 'trip', message: 'Booked on the trucks.' })
      return data<TripAnswer>(
        {
          form: 'trip',
          error: booked.error,
          trip: {
            values: {
              deliveryWindow: choice.window,
              accessConfirmed: choice.accessConfirmed,
              leaveAt: choice.leaveAt,
            },
            errors: booked.field && booked.field !== 'town' ? { [booked.field]: booked.error } : {},
          },
        },
        { status: booked.status },
      )
    }
    case 'desk-entry':
      return deskEntryPost(context.db, form, {
        actor,
        subject: { type: 'storage_contract', id: params.id },
      })
    default:
      return unknownAction()
  }
}

export default function StorageContractPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contract, invoices, history, cardSaved } = loaderData
  const answer: TripAnswer | undefined = actionData && 'form' in actionData ? actionData : undefined
  const owed = invoices
    .filter((invoice) => !invoice.paidAt)
    .reduce((sum, invoice) => sum + invoice.totalCents, 0)
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/storage" className="text-brand-800 underline">
          Storage
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">
        {contract.first_name} {contract.last_name}: {contract.cart_brand} {contract.cart_model}
      </h1>
      {answer?.form === 'notice' && (
        <div className="mt-4">
          <FormMessage
            message={answer.error ?? answer.message}
            tone={answer.error ? 'error' : 'ok'}
          />
        </div>
      )}
      <AdminSection title="Contract" className="mt-4">
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Status</dt>
          <dd>{statusLabels[contract.status]}</dd>
          <dt className="font-semibold">Plan</dt>
          <dd>
            {planLabels[contract.plan]}, {kindLabels[contract.kind]},{' '}
            {placeById(contract.showroom)?.name ?? contract.showroom}
          </dd>
          <dt className="font-semibold">Days</dt>
          <dd>
            {monthDayYearText(contract.start_day)} to{' '}
            {contract.end_day ? monthDayYearText(contract.end_day) : 'notice'}
          </dd>
          <dt className="font-semibold">Price agreed</dt>
          <dd>
            {formatCents(contract.price_cents)}
            {contract.plan === 'monthly' ? ' a month' : ''}
            {contract.maintenance_cents > 0
              ? `, maintenance ${formatCents(contract.maintenance_cents)} a month`
              : ''}
          </dd>
          <dt className="font-semibold">Owed</dt>
          <dd>{formatCents(owed)}</dd>
          <dt className="font-semibold">Saved card</dt>
          <dd>{cardSaved ? 'saved on Stripe' : 'none'}</dd>
          <dt className="font-semibold">E-mail, phone</dt>
          <dd>
            {contract.email}, {contract.phone}
          </dd>
        </dl>
      </AdminSection>
      {loaderData.contract.handover === 'pickup' && (
        <AdminSection title="Pickup and return" className="mt-8">
          {answer?.form === 'trip' && (
            <div className="mt-2">
              <FormMessage
                message={answer.error ?? answer.message}
                tone={answer.error ? 'error' : 'ok'}
              />
            </div>
          )}
          {loaderData.trips.length === 0 && !loaderData.trip ? (
            <p className="mt-1 text-gray-700">No trip on the trucks.</p>
          ) : (
            <TripList trips={loaderData.trips} />
          )}
          {loaderData.trip && (
            <AdminForm className="mt-3 grid gap-4" aria-label="Book the trip">
              <p className="text-gray-700">
                For the customer, asked by phone or at the desk. {tripDaysText(loaderData.trip)}
              </p>
              <TripFields
                trip={loaderData.trip}
                values={
                  answer?.trip?.values ?? {
                    deliveryWindow: '',
                    accessConfirmed: false,
                    leaveAt: '',
                  }
                }
                errors={answer?.trip?.errors ?? {}}
              />
            </AdminForm>
          )}
        </AdminSection>
      )}
      <ContractInvoices invoices={invoices} answer={answer?.form === 'pay' ? answer : undefined} />
      {contract.plan === 'monthly' && contract.status === 'active' && !contract.notice_given_at && (
        <NoticeForm />
      )}
      <div className="mt-8">
        <SubjectLedgerSection
          ledger={loaderData.ledger}
          answer={answer?.form === 'desk-entry' ? answer : undefined}
          label="this contract"
          subject="storage_contract"
        />
      </div>
      <ContractHistory history={history} />
    </>
  )
}
