import type { ReactNode, RefObject } from 'react'

import { yearsText } from '#app/components/eco/eco-text.ts'
import { cn } from '#app/lib/cn.ts'
import {
  type EcoInput,
  type EcoInputErrors,
  milesPerWeekLimits,
  timeFrames,
  usageLabels,
  usageMultipliers,
  usageTypes,
} from '#app/lib/eco-impact.ts'

/** The form's fields as text, named as the URL (and parseEcoInput) names them. */
export type EcoFieldValues = Record<keyof EcoInput, string>

type EcoFieldsProps = {
  /** what the fields show until the visitor changes them (the server's state) */
  defaults: EcoFieldValues
  errors: EcoInputErrors
  milesRef: RefObject<HTMLInputElement | null>
}

const controlClass =
  'mt-1.5 block h-12 w-full rounded-lg border bg-white px-3 text-base text-gray-900 focus-visible:border-brand-700'

const multiplierText = usageTypes
  .filter((type) => usageMultipliers[type] !== 1)
  .map((type) => `${usageLabels[type].toLowerCase()} x${usageMultipliers[type]}`)
  .join(', ')

/** What every control says about its state: invalid or not, and where its hint and error are. */
function controlState(error: string | undefined, errorId: string, hintId?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    className: cn(controlClass, error ? 'border-red-700' : 'border-gray-400'),
  }
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
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
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-gray-900">
        {label}
      </label>
      {children({ id, ...controlState(error, `${id}-error`, hintId) })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
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
export function EcoFields({ defaults, errors, milesRef }: EcoFieldsProps) {
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
            ref={milesRef}
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
