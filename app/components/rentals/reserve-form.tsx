import { Send } from 'lucide-react'
import { type ChangeEvent, type ReactNode, type SyntheticEvent, useState } from 'react'

import { controlClass, FormField } from '#app/components/contact/form-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { showrooms } from '#app/content/locations.ts'
import { cartInfo, type CartType, cartTypes, rentalRules } from '#app/content/rentals.ts'
import { formatPrice } from '#app/lib/format.ts'
import { type HandoverHours, handoverTimes } from '#app/lib/handover-times.ts'
import { type DeliveryTown, liveQuote } from '#app/lib/live-quote.ts'
import type { RateCards } from '#app/lib/rental-quote.ts'
import {
  type ReservationFieldErrors,
  type ReservationFieldName,
  type ReservationFormValues,
  validateReservation,
} from '#app/lib/reservation-schema.ts'
import { addDays } from '#app/lib/zoned-time.ts'

import { AvailabilityCalendar } from './availability-calendar.tsx'
import { QuoteLines } from './quote-lines.tsx'
import { useHydrated } from './use-hydrated.ts'

export type ReserveFormProps = {
  values: ReservationFormValues
  error?: string
  errors: ReservationFieldErrors
  cards: RateCards
  towns: DeliveryTown[]
  /** each cart type's next six months, one letter a day from `firstDay` */
  availability: Record<CartType, string>
  firstDay: string
  /** the showroom's hours with their closures, and the delivery's: the handover times of each day */
  hours: HandoverHours
  /** when the page was made (ms): the quote's same-day rule reads it */
  now: number
  policyPath: string
}

const clockText = (time: string) => {
  const hour = Number(time.slice(0, 2))
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`
}

/**
 * The reserve form. Without JavaScript it posts as is and the server checks
 * it, answering with the quote and the messages. In the browser it checks
 * with the same schema before sending, shows the quote as fields change and
 * lets the renter pick the start day in the calendar.
 */
export function ReserveForm(props: ReserveFormProps) {
  const { cards, towns, availability, firstDay, policyPath, hours } = props
  // a Monday's hours without closures: every hour a handover may take
  const allHours = handoverTimes('2026-06-01', { ...hours, dates: {} })
  const [values, setValues] = useState(props.values)
  const [errors, setErrors] = useState(props.errors)
  const live = useHydrated()
  const set = (name: ReservationFieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
  }
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value, type } = e.currentTarget
    const checked = type === 'checkbox' && e.currentTarget.checked
    set(name as ReservationFieldName, type === 'checkbox' ? (checked ? 'on' : '') : value)
  }
  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    const slugs = towns.map((t) => t.slug)
    const result = validateReservation(values, new Date(), slugs, hours)
    if (result.ok) return // the native post goes on
    e.preventDefault()
    setErrors(result.fields)
    const first = Object.keys(result.fields)[0]
    if (first) document.getElementById(`reserve-${first}`)?.focus()
  }

  const quote = liveQuote(values, cards, towns, new Date(props.now), hours)
  const cartType = cartTypes.find((t) => t === values.cartType) ?? 'four-seater'
  const times = live
    ? handoverTimes(values.startDay, hours, values.handover === 'delivery' ? 'delivery' : 'pickup')
    : allHours
  const field = (name: ReservationFieldName) => ({
    name,
    value: values[name],
    onChange,
  })
  const showPickup = !live || values.handover === 'pickup'
  const showDelivery = !live || values.handover === 'delivery'
  const lastDay = addDays(firstDay, (availability[cartType]?.length ?? 1) - 1)

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-6">
      {props.error && (
        <p
          role="alert"
          className="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800"
        >
          {props.error}
        </p>
      )}
      <fieldset className="grid gap-4">
        <legend className="text-xl font-bold text-gray-900">1. Your cart and dates</legend>
        <FormField id="reserve-cartType" label="Cart" error={errors.cartType}>
          {(control) => (
            <select {...control} {...field('cartType')} className={controlClass(!!errors.cartType)}>
              {cartTypes.map((type) => (
                <option key={type} value={type}>
                  {cartInfo[type].title} ({cartInfo[type].seats})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <section aria-label="Availability" className="rounded-xl border border-gray-200 p-3">
          <AvailabilityCalendar
            letters={availability[cartType] ?? ''}
            firstDay={firstDay}
            selected={values.startDay}
            onSelect={(day) => set('startDay', day)}
            cartTitle={cartInfo[cartType].title}
          />
        </section>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="reserve-startDay" label="Start day" error={errors.startDay}>
            {(control) => (
              <input
                {...control}
                {...field('startDay')}
                type="date"
                min={firstDay}
                max={lastDay}
                required
                className={controlClass(!!errors.startDay)}
              />
            )}
          </FormField>
          <FormField id="reserve-startTime" label="Handover time" error={errors.startTime}>
            {(control) => (
              <select
                {...control}
                {...field('startTime')}
                className={controlClass(!!errors.startTime)}
              >
                {times.length === 0 && <option value="">Closed that day</option>}
                {times.map((time) => (
                  <option key={time} value={time}>
                    {clockText(time)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="reserve-days" label="Days (24 hours each)" error={errors.days}>
            {(control) => (
              <select {...control} {...field('days')} className={controlClass(!!errors.days)}>
                {Array.from({ length: rentalRules.maximumDays }, (_, i) => String(i + 1)).map(
                  (n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ),
                )}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="text-xl font-bold text-gray-900">2. Pickup or delivery</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['pickup', 'Pick up at a showroom (free)'],
              ['delivery', 'Deliver to my address'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-400 px-3"
            >
              <input
                type="radio"
                name="handover"
                value={value}
                checked={values.handover === value}
                onChange={onChange}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </div>
        {errors.handover && <p className="text-sm font-medium text-red-700">{errors.handover}</p>}
        {showPickup && (
          <FormField
            id="reserve-locationId"
            label="Showroom (for pickup)"
            error={errors.locationId}
          >
            {(control) => (
              <select
                {...control}
                {...field('locationId')}
                className={controlClass(!!errors.locationId)}
              >
                {showrooms.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}, {s.street}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {showDelivery && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="reserve-town" label="Town (for delivery)" error={errors.town}>
              {(control) => (
                <select {...control} {...field('town')} className={controlClass(!!errors.town)}>
                  <option value="">Choose a town</option>
                  {towns.map((t) => (
                    <option key={t.slug} value={t.slug}>
                      {t.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id="reserve-address"
              label="Street address (for delivery)"
              error={errors.address}
            >
              {(control) => (
                <input
                  {...control}
                  {...field('address')}
                  autoComplete="street-address"
                  className={controlClass(!!errors.address)}
                />
              )}
            </FormField>
          </div>
        )}
        <FormField
          id="reserve-extraDrivers"
          label={`Additional drivers (${formatPrice(rentalRules.additionalDriverFee)} each)`}
          error={errors.extraDrivers}
        >
          {(control) => (
            <select
              {...control}
              {...field('extraDrivers')}
              className={controlClass(!!errors.extraDrivers)}
            >
              {Array.from({ length: rentalRules.maxAdditionalDrivers + 1 }, (_, i) =>
                String(i),
              ).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <QuoteBox quote={quote} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-xl font-bold text-gray-900">3. About you</legend>
        {(
          [
            ['firstName', 'First name', 'text', 'given-name'],
            ['lastName', 'Last name', 'text', 'family-name'],
            ['email', 'Email', 'email', 'email'],
            ['phone', 'Phone', 'tel', 'tel'],
          ] as const
        ).map(([name, label, type, autoComplete]) => (
          <FormField key={name} id={`reserve-${name}`} label={label} error={errors[name]}>
            {(control) => (
              <input
                {...control}
                {...field(name)}
                type={type}
                autoComplete={autoComplete}
                className={controlClass(!!errors[name])}
              />
            )}
          </FormField>
        ))}
      </fieldset>

      <div className="grid gap-3">
        <Check
          name="adult"
          checked={values.adult === 'on'}
          onChange={onChange}
          error={errors.adult}
          label={`I am ${rentalRules.minimumAge} or older`}
        />
        <Check
          name="terms"
          checked={values.terms === 'on'}
          onChange={onChange}
          error={errors.terms}
          label={
            <>
              I accept the{' '}
              <a
                href={policyPath}
                className="font-semibold text-brand-800 underline"
                target="_blank"
                rel="noopener"
              >
                rental terms
              </a>{' '}
              (opens in a new tab)
            </>
          }
        />
      </div>

      <div>
        <Button type="submit" size="lg">
          <Send aria-hidden="true" className="size-5" /> Send my reservation request
        </Button>
        <p className="mt-2 text-sm text-gray-700">
          Nothing is paid online. We hold a cart for you and our staff confirm your request.
        </p>
      </div>
    </form>
  )
}

function Check({
  name,
  checked,
  onChange,
  error,
  label,
}: {
  name: 'adult' | 'terms'
  checked: boolean
  onChange: (e: ChangeEvent<HTMLInputElement>) => void
  error?: string
  label: ReactNode
}) {
  const id = `reserve-${name}`
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-5"
        />
        <label htmlFor={id} className="text-gray-900">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

function QuoteBox({ quote }: { quote: ReturnType<typeof liveQuote> }) {
  return (
    <section aria-labelledby="quote-heading" className="rounded-xl bg-brand-50 p-4">
      <h2 id="quote-heading" className="text-xl font-bold text-brand-900">
        Your quote
      </h2>
      <div aria-live="polite">
        {quote ? (
          <>
            <QuoteLines lines={quote.lines} total={quote.total} />
            <p className="mt-2 text-sm text-gray-700">
              Plus a refundable deposit of {formatPrice(quote.deposit)}, held at handover and given
              back when the cart returns as it left.
            </p>
          </>
        ) : (
          <p className="mt-2 text-gray-700">
            Choose a cart, days and a showroom or delivery town to see the price.
          </p>
        )}
      </div>
    </section>
  )
}
