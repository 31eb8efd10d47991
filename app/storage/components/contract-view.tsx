import type { ReactNode } from 'react'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { fieldErrorClass } from '#app/kernel/components/ui/field-look.ts'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { dealerTime, longDayYearText, readableTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import type { ContractPage } from '../.server/customer-contract.ts'
import { contractPagePath, storageBookPath } from '../storage-paths.ts'
import { handoverLabels, kindLabels, planLabels, statusLabels } from '../storage-plans.ts'
import { sundayTimes } from '../sunday-access.ts'
import { type TripErrors, TripForm, TripList, type TripValues } from './trip-fields.tsx'

export type SundayState = {
  day: string
  time: string
  note: string
  error?: string
  sent?: boolean
}

/** A trip's form sent back refused: what was chosen, and why. */
export type TripFormState = { values: TripValues; errors: TripErrors; error: string }

const rowClass = 'grid gap-1 border-b border-gray-200 py-2 sm:grid-cols-3'

/** The customer's contract: what is stored where and when, what was paid, the terms, Sunday access. */
export function ContractView({
  page,
  sunday,
  phone,
  billing,
  tripForm,
  tripBooked = false,
}: {
  page: ContractPage
  sunday: SundayState | undefined
  tripForm?: TripFormState | undefined
  /** the trip was just booked */
  tripBooked?: boolean
  phone: { display: string; tel: string }
  /** a started contract's invoices, payments, next charge and notice, in place of the payments made at booking */
  billing?: ReactNode
}) {
  const { contract, showroom } = page
  const pending = contract.status === 'pending'
  const monthly = contract.plan === 'monthly'
  const rows: [string, string][] = [
    ['Status', statusLabels[contract.status]],
    ['Storage', `${planLabels[contract.plan]}, ${kindLabels[contract.kind].toLowerCase()} space`],
    ['Where', `${showroom.name}, ${showroom.address}`],
    [
      'Dates',
      `${longDayYearText(contract.start_day)} ${contract.end_day ? `to ${longDayYearText(contract.end_day)}` : 'until 30 days after notice'}`,
    ],
    [
      'Handover',
      `${handoverLabels[contract.handover]}${contract.town ? `, ${contract.town}` : ''}`,
    ],
    [
      'Cart',
      `${contract.cart_brand} ${contract.cart_model}${contract.cart_serial ? `, serial ${contract.cart_serial}` : ''}`,
    ],
    [monthly ? 'Monthly rate' : 'Package price', formatCents(contract.price_cents)],
    ...(contract.maintenance_cents > 0
      ? [
          ['Maintenance add-on', `${formatCents(contract.maintenance_cents)} a month`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(contract.preparation_cents > 0
      ? [['Pre-season preparation', formatCents(contract.preparation_cents)] as [string, string]]
      : []),
    ...(contract.pickup_fee_cents > 0
      ? [['Pickup fee', formatCents(contract.pickup_fee_cents)] as [string, string]]
      : []),
  ]
  return (
    <main id="main">
      <div className="mx-auto grid max-w-2xl gap-8 px-4 py-8 sm:py-10">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Your storage contract</h1>
          <p role="status" className="mt-3 text-lg text-gray-800">
            {page.lapsed
              ? `Your booking was not ${monthly ? 'completed' : 'paid'} in time, so its space${contract.handover === 'pickup' ? ' and its pickup window have' : ' has'} gone back and nothing was charged. You are welcome to book again.`
              : pending
                ? `We have not received your ${monthly ? 'card' : 'payment'} yet. Your space is held until ${contract.hold_expires_at ? readableTime(new Date(contract.hold_expires_at)) : 'shortly'}.`
                : contract.status === 'active'
                  ? `Thank you, ${contract.first_name}: your space is booked. A confirmation is on its way by e-mail.`
                  : `This contract is ${statusLabels[contract.status].toLowerCase()}.`}
          </p>
          {page.lapsed && (
            <a href={storageBookPath} className={`${buttonClass('primary', 'md')} mt-4`}>
              Book storage
            </a>
          )}
          {pending && !page.lapsed && page.continueUrl && (
            <a href={page.continueUrl} className={`${buttonClass('primary', 'md')} mt-4`}>
              {monthly ? 'Save my card' : 'Pay now'}
            </a>
          )}
        </div>

        <section aria-labelledby="contract-heading">
          <h2 id="contract-heading" className="text-xl font-bold text-gray-900">
            The contract
          </h2>
          <dl className="mt-2">
            {rows.map(([term, value]) => (
              <div key={term} className={rowClass}>
                <dt className="font-semibold text-gray-900">{term}</dt>
                <dd className="text-gray-800 sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-gray-700">
            Terms accepted {dealerTime(contract.terms_accepted_at)} under the{' '}
            <a href="/policies/storage-policy" className="font-semibold text-brand-800 underline">
              storage policy
            </a>{' '}
            effective {longDayYearText(contract.policy_effective)}
            {contract.billing_consent_at
              ? `; monthly charges to your saved card agreed ${dealerTime(contract.billing_consent_at)}`
              : ''}
            .
          </p>
        </section>

        {contract.handover === 'pickup' && (page.trips.length > 0 || page.trip) && (
          <section aria-labelledby="trips-heading">
            <h2 id="trips-heading" className="text-xl font-bold text-gray-900">
              Pickup and return
            </h2>
            {tripBooked && (
              <p
                role="status"
                className="mt-2 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
              >
                Booked: the truck comes in the window you chose. Its page below shows the day.
              </p>
            )}
            <TripList trips={page.trips} />
            {page.trip && (
              <TripForm
                action={contractPagePath(contract.token)}
                trip={page.trip}
                values={
                  tripForm?.values ?? { deliveryWindow: '', accessConfirmed: false, leaveAt: '' }
                }
                errors={tripForm?.errors ?? {}}
                error={tripForm?.error}
              />
            )}
          </section>
        )}

        {billing ?? (
          <section aria-labelledby="payments-heading">
            <h2 id="payments-heading" className="text-xl font-bold text-gray-900">
              Payments
            </h2>
            {page.payments.length === 0 ? (
              <p className="mt-2 text-gray-800">No payment yet.</p>
            ) : (
              <ul className="mt-2 grid gap-1">
                {page.payments.map((p) => (
                  <li key={p.at} className="text-gray-800">
                    {dealerTime(p.at)}: {formatCents(p.cents)}{' '}
                    {p.cents < 0 ? 'refunded' : 'paid by card'}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <section aria-labelledby="access-heading">
          <h2 id="access-heading" className="text-xl font-bold text-gray-900">
            Reaching your cart
          </h2>
          <p className="mt-2 text-gray-800">
            Monday to Friday 8:00 AM to 5:00 PM, Saturday 8:00 AM to 3:00 PM. Sunday by appointment:
            ask below, and we call you to confirm. Please call ahead on any day so the cart is
            ready.
          </p>
          {contract.status === 'active' &&
            (sunday?.sent ? (
              <p
                role="status"
                className="mt-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
              >
                Asked: Sunday {longDayYearText(sunday.day)} at {sunday.time}. We call you to
                confirm.
              </p>
            ) : (
              <form
                method="post"
                action={contractPagePath(contract.token)}
                className="mt-4 grid gap-4"
              >
                <input type="hidden" name="intent" value="sunday" />
                {sunday?.error && (
                  <p id="sunday-error" role="alert" className={fieldErrorClass}>
                    {sunday.error}
                  </p>
                )}
                <div>
                  <label htmlFor="day" className="mb-1.5 block text-sm font-semibold text-gray-900">
                    Sunday
                  </label>
                  <select
                    id="day"
                    name="day"
                    defaultValue={sunday?.day ?? ''}
                    className={controlClass(Boolean(sunday?.error))}
                  >
                    {page.sundays.map((day) => (
                      <option key={day} value={day}>
                        {longDayYearText(day)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label
                    htmlFor="time"
                    className="mb-1.5 block text-sm font-semibold text-gray-900"
                  >
                    Time
                  </label>
                  <select
                    id="time"
                    name="time"
                    defaultValue={sunday?.time ?? sundayTimes[0]}
                    className={controlClass(false)}
                  >
                    {sundayTimes.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label
                    htmlFor="note"
                    className="mb-1.5 block text-sm font-semibold text-gray-900"
                  >
                    Note (optional)
                  </label>
                  <textarea
                    id="note"
                    name="note"
                    rows={2}
                    maxLength={500}
                    defaultValue={sunday?.note ?? ''}
                    className={controlClass(false)}
                  />
                </div>
                <button type="submit" className={buttonClass('outline', 'md')}>
                  Ask for Sunday access
                </button>
              </form>
            ))}
          <p className="mt-4 text-sm text-gray-700">
            Questions: call{' '}
            <a href={`tel:${phone.tel}`} className="font-semibold text-brand-800 underline">
              {phone.display}
            </a>
            .
          </p>
        </section>
      </div>
    </main>
  )
}
