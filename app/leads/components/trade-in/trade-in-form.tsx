import type { ReactNode } from 'react'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'
import type { TradeInErrors } from '#app/leads/.server/trade-in/trade-in-request.ts'
import { SpamTrapFields } from '#app/leads/components/contact/spam-trap-fields.tsx'
import { batteryTypes, maxTradeInPhotos, tradeInConditions } from '#app/leads/trade-in-form.ts'

type Props = {
  values: Record<string, string>
  errors: TradeInErrors
  hidden: { vehicle?: string; town?: string }
  formStartedAt: number
}

function Choices({
  legend,
  name,
  options,
  value,
  error,
}: {
  legend: string
  name: string
  options: readonly { value: string; label: string }[]
  value: string
  error?: string
}) {
  const errorId = `trade-${name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-gray-900">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              required
              className="mt-1 size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function Text({
  name,
  label,
  values,
  errors,
  ...input
}: {
  name: string
  label: ReactNode
  values: Record<string, string>
  errors: Record<string, string | undefined>
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={`trade-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          {...input}
          name={name}
          defaultValue={values[name] ?? ''}
          className={controlClass(Boolean(errors[name]))}
        />
      )}
    </FormField>
  )
}

/** The trade-in request: the buyer's cart, its photos and how to reach them; a plain multipart post. */
export function TradeInForm({ values, errors, hidden, formStartedAt }: Props) {
  const field = { values, errors: errors as Record<string, string | undefined> }
  return (
    <form method="post" encType="multipart/form-data" className="space-y-10">
      {hidden.vehicle && <input type="hidden" name="vehicle" value={hidden.vehicle} />}
      {hidden.town && <input type="hidden" name="town" value={hidden.town} />}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold text-gray-900">Your cart</legend>
        <Text name="brand" label="Brand" required autoComplete="off" {...field} />
        <Text name="model" label="Model" required autoComplete="off" {...field} />
        <Text name="year" label="Model year" required inputMode="numeric" {...field} />
        <Text name="serial" label="Serial number (if you know it)" autoComplete="off" {...field} />
        <Choices
          legend="Battery"
          name="battery"
          options={batteryTypes}
          value={values.battery ?? ''}
          error={errors.battery}
        />
        <Text
          name="batteryAge"
          label="Battery age in years (if known)"
          inputMode="numeric"
          {...field}
        />
        <Choices
          legend="Does the charger come with it?"
          name="charger"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={values.charger ?? ''}
          error={errors.charger}
        />
        <Text
          name="payoff"
          label="Loan payoff in dollars (leave empty if none)"
          inputMode="numeric"
          {...field}
        />
        <div className="sm:col-span-2">
          <Choices
            legend="Condition"
            name="condition"
            options={tradeInConditions}
            value={values.condition ?? ''}
            error={errors.condition}
          />
        </div>
        <div className="sm:col-span-2">
          <FormField
            id="trade-modifications"
            label="Modifications (lift, wheels, seats, lights…)"
            error={errors.modifications}
          >
            {(control) => (
              <textarea
                {...control}
                name="modifications"
                rows={3}
                defaultValue={values.modifications ?? ''}
                className={controlClass(Boolean(errors.modifications))}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-xl font-semibold text-gray-900">Photos</legend>
        <FormField
          id="trade-photos"
          label={`Up to ${maxTradeInPhotos} photos: each side, the seats, the dash and the battery compartment`}
          error={errors.photos}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="photos"
              multiple
              required
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
              className="block w-full text-gray-900"
            />
          )}
        </FormField>
        <p className="mt-2 text-sm text-gray-700">
          We keep your photos private, for our staff only, and remove their location and camera
          data.
        </p>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold text-gray-900">How to reach you</legend>
        <Text name="firstName" label="First name" required autoComplete="given-name" {...field} />
        <Text name="lastName" label="Last name" required autoComplete="family-name" {...field} />
        <Text name="email" label="E-mail" type="email" required autoComplete="email" {...field} />
        <Text name="phone" label="Phone" type="tel" required autoComplete="tel" {...field} />
        <div className="sm:col-span-2">
          <FormField id="trade-message" label="Anything else (optional)" error={errors.message}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={3}
                defaultValue={values.message ?? ''}
                className={controlClass(Boolean(errors.message))}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <SpamTrapFields formStartedAt={formStartedAt} />
      <Button type="submit" size="lg">
        Send for a value
      </Button>
    </form>
  )
}
