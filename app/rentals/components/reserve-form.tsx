import { Send } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'
import { clockText } from '#app/kernel/dealer/business-hours.ts'
import { showrooms } from '#app/kernel/dealer/locations.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { addDays } from '#app/kernel/zoned-time.ts'
import { cartInfo, type CartType, cartTypes, rentalRules } from '#app/rentals/content/rentals.ts'
import { type HandoverHours, weekHandoverTimes } from '#app/rentals/handover-times.ts'
import { type DeliveryTown, liveQuote } from '#app/rentals/live-quote.ts'
import { type HandoverLetters, lettersFor } from '#app/rentals/rental-availability.ts'
import type { RateCards } from '#app/rentals/rental-quote.ts'
import type {
  ReservationFieldErrors,
  ReservationFieldName,
  ReservationFormValues,
} from '#app/rentals/reservation-schema.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import { AvailabilityCalendar } from './availability-calendar.tsx'
import { QuoteBox } from './quote-box.tsx'

/** What the form's enhancer needs in the browser besides the controls. */
export type ReserveFormData = {
  cards: RateCards
  towns: DeliveryTown[]
  /** each cart type's title (the calendar's caption names it) */
  cartTitles: Record<CartType, string>
  /** each cart type's next six months for a pickup and for a delivery, one letter a day from `firstDay` */
  availability: Record<CartType, HandoverLetters>
  firstDay: string
  /** the showroom's hours with their closures, and the delivery's: the handover times of each day */
  hours: HandoverHours
  /** when the page was made (ms): the quote's same-day rule reads it */
  now: number
  /** the sales tax rate (basis points) when the rent is paid online; absent, it is paid at the desk */
  taxBasisPoints?: number | undefined
}

export type ReserveFormProps = ReserveFormData & {
  values: ReservationFormValues
  error?: string
  errors: ReservationFieldErrors
  policyPath: string
}

/**
 * The reserve form as the server renders it: without JavaScript it posts as
 * is and the server checks it, answering with the quote and the messages.
 * In the browser `enhanceReserveForm` checks it with the same schema before
 * it is sent, shows the quote as fields change, offers the handover hours of
 * the day chosen and puts a month grid that picks the start day in place of
 * the availability list.
 */
export function ReserveForm(props: ReserveFormProps) {
  const { values, errors, cards, towns, availability, firstDay, policyPath, hours } = props
  // every hour a pickup or a delivery may take in a week (the day and the handover may change)
  const allHours = weekHandoverTimes(hours)
  const quote = liveQuote(values, cards, towns, new Date(props.now), hours)
  const cartType = cartTypes.find((t) => t === values.cartType) ?? 'four-seater'
  const letters = lettersFor(availability[cartType], values.handover)
  const field = (name: ReservationFieldName) => ({ name, defaultValue: values[name] })
  const lastDay = addDays(firstDay, letters.length - 1)

  return (
    <form method="post" noValidate className="grid gap-5 sm:gap-6" data-reserve-form>
      {props.error && (
        <p
          role="alert"
          className="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800"
          data-error-summary
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
        <section
          aria-label="Availability"
          className="rounded-xl border border-gray-200 p-3"
          data-calendar
        >
          <AvailabilityCalendar
            letters={letters}
            firstDay={firstDay}
            cartTitle={cartInfo[cartType].title}
          />
        </section>
        {/* two columns on a phone too: the form stays short */}
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <FormField
            id="reserve-startDay"
            label="Start day"
            error={errors.startDay}
            className="col-span-2 sm:col-span-1"
          >
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
                {allHours.map((time) => (
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
                defaultChecked={values.handover === value}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </div>
        {errors.handover && <p className="text-sm font-medium text-red-700">{errors.handover}</p>}
        <div data-handover-part="pickup">
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
        </div>
        <div className="grid gap-4 sm:grid-cols-2" data-handover-part="delivery">
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
          <FormField
            id="reserve-leaveAt"
            label="Where we leave the cart (for delivery)"
            error={errors.leaveAt}
          >
            {(control) => (
              <input
                {...control}
                {...field('leaveAt')}
                maxLength={200}
                className={controlClass(!!errors.leaveAt)}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Check
              name="accessConfirmed"
              checked={values.accessConfirmed === 'on'}
              error={errors.accessConfirmed}
              label={`The path to where the cart goes is at least ${deliveryRules.access.minPathWidthFt} ft wide with ${deliveryRules.access.minHeightClearanceFt} ft of clearance`}
            />
          </div>
        </div>
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

      <QuoteBox quote={quote} taxBasisPoints={props.taxBasisPoints} />

      <fieldset className="grid grid-cols-2 gap-4">
        <legend className="text-xl font-bold text-gray-900">3. About you</legend>
        {(
          [
            ['firstName', 'First name', 'text', 'given-name', 'col-span-1'],
            ['lastName', 'Last name', 'text', 'family-name', 'col-span-1'],
            // an address needs the width of a phone
            ['email', 'Email', 'email', 'email', 'col-span-2 sm:col-span-1'],
            ['phone', 'Phone', 'tel', 'tel', 'col-span-2 sm:col-span-1'],
          ] as const
        ).map(([name, label, type, autoComplete, span]) => (
          <FormField
            key={name}
            id={`reserve-${name}`}
            label={label}
            error={errors[name]}
            className={span}
          >
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
          error={errors.adult}
          label={`I am ${rentalRules.minimumAge} or older`}
        />
        <Check
          name="terms"
          checked={values.terms === 'on'}
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
        {/* one line on a phone: the form's size there, the large one above */}
        <Button type="submit" className="w-full sm:h-13 sm:w-auto sm:px-7 sm:text-lg">
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
  error,
  label,
}: {
  name: 'adult' | 'terms' | 'accessConfirmed'
  checked: boolean
  error?: string
  label: ReactNode
}) {
  const id = `reserve-${name}`
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3" data-check-row>
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
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
