import type { ReactNode } from 'react'

import { yearsText } from '#app/site/components/eco/eco-text.ts'
import {
  controlState,
  fieldErrorClass,
  fieldErrorId,
  fieldHintId,
} from '#app/site/components/eco/field-state.ts'
import {
  type EcoInput,
  type EcoInputErrors,
  milesPerWeekLimits,
  timeFrames,
  usageLabels,
  usageMultipliers,
  usageTypes,
} from '#app/site/eco-impact.ts'

/** The form's fields as text, named as the URL (and parseEcoInput) names them. */
export type EcoFieldValues = Record<keyof EcoInput, string>

type EcoFieldsProps = {
  /** what the fields show until the visitor changes them (the server's state) */
  defaults: EcoFieldValues
  errors: EcoInputErrors
}

const multiplierText = usageTypes
  .filter((type) => usageMultipliers[type] !== 1)
  .map((type) => `${usageLabels[type].toLowerCase()} x${usageMultipliers[type]}`)
  .join(', ')

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className={fieldErrorClass}>
      {message}
    </p>
  )
}

type Control = ReturnType<typeof controlState> & { id: string }

/** One field: its label, the control, its hint and its inline error. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: ReactNode
  error?: string
  children: (control: Control) => ReactNode
}) {
  const hintId = hint ? fieldHintId(id) : undefined
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-gray-900">
        {label}
      </label>
      {children({ id, ...controlState(id, error, Boolean(hint)) })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  )
}

const usageOptions = usageTypes.map((type) => ({ value: type, label: usageLabels[type] }))
const timeFrameOptions = timeFrames.map((years) => ({
  value: String(years),
  label: yearsText(years),
}))

/**
 * Miles per week, usage type and time frame, each with its hint and inline
 * error. Uncontrolled: the controls keep what the visitor typed, whenever
 * they typed it, and the calculator reads them when it calculates.
 */
export function EcoFields({ defaults, errors }: EcoFieldsProps) {
  // the two choices are rendered the same way
  const select =
    (name: 'usageType' | 'timeFrame', options: { value: string; label: string }[]) =>
    (control: Control) => (
      <select {...control} name={name} defaultValue={defaults[name]}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )

  return (
    <div className="grid gap-5">
      <Field
        id="eco-miles"
        label="Miles driven per week"
        hint={`Between ${milesPerWeekLimits.min} and ${milesPerWeekLimits.max} miles.`}
        error={errors.milesPerWeek}
      >
        {(control) => (
          <input
            {...control}
            name="milesPerWeek"
            type="number"
            inputMode="decimal"
            min={milesPerWeekLimits.min}
            max={milesPerWeekLimits.max}
            step="any"
            required
            defaultValue={defaults.milesPerWeek}
          />
        )}
      </Field>
      <Field
        id="eco-usage"
        label="How will you use your cart?"
        hint={`Busier carts cover more ground each week: ${multiplierText}.`}
        error={errors.usageType}
      >
        {select('usageType', usageOptions)}
      </Field>
      <Field id="eco-years" label="Time frame" error={errors.timeFrame}>
        {select('timeFrame', timeFrameOptions)}
      </Field>
    </div>
  )
}
