import type { RefObject } from 'react'

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
  values: EcoFieldValues
  errors: EcoInputErrors
  milesRef: RefObject<HTMLInputElement | null>
  onChange: (name: keyof EcoInput, value: string) => void
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

/** Miles per week, usage type and time frame, each with its hint and inline error. */
export function EcoFields({ values, errors, milesRef, onChange }: EcoFieldsProps) {
  return (
    <div className="grid gap-5">
      <div>
        <label htmlFor="eco-miles" className="font-semibold text-gray-900">
          Miles driven per week
        </label>
        <input
          ref={milesRef}
          id="eco-miles"
          name="milesPerWeek"
          type="number"
          inputMode="decimal"
          min={milesPerWeekLimits.min}
          max={milesPerWeekLimits.max}
          step="any"
          required
          value={values.milesPerWeek}
          onChange={(event) => onChange('milesPerWeek', event.target.value)}
          {...controlState(errors.milesPerWeek, 'eco-miles-error', 'eco-miles-hint')}
        />
        <p id="eco-miles-hint" className="mt-1.5 text-sm text-gray-700">
          Between {milesPerWeekLimits.min} and {milesPerWeekLimits.max} miles.
        </p>
        <FieldError id="eco-miles-error" message={errors.milesPerWeek} />
      </div>

      <div>
        <label htmlFor="eco-usage" className="font-semibold text-gray-900">
          How will you use your cart?
        </label>
        <select
          id="eco-usage"
          name="usageType"
          value={values.usageType}
          onChange={(event) => onChange('usageType', event.target.value)}
          {...controlState(errors.usageType, 'eco-usage-error', 'eco-usage-hint')}
        >
          {usageTypes.map((type) => (
            <option key={type} value={type}>
              {usageLabels[type]}
            </option>
          ))}
        </select>
        <p id="eco-usage-hint" className="mt-1.5 text-sm text-gray-700">
          Busier carts cover more ground each week: {multiplierText}.
        </p>
        <FieldError id="eco-usage-error" message={errors.usageType} />
      </div>

      <div>
        <label htmlFor="eco-years" className="font-semibold text-gray-900">
          Time frame
        </label>
        <select
          id="eco-years"
          name="timeFrame"
          value={values.timeFrame}
          onChange={(event) => onChange('timeFrame', event.target.value)}
          {...controlState(errors.timeFrame, 'eco-years-error')}
        >
          {timeFrames.map((years) => (
            <option key={years} value={String(years)}>
              {yearsText(years)}
            </option>
          ))}
        </select>
        <FieldError id="eco-years-error" message={errors.timeFrame} />
      </div>
    </div>
  )
}
