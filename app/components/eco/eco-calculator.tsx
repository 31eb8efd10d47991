import { Calculator, Loader2 } from 'lucide-react'
import { type SubmitEvent, useEffect, useRef, useState } from 'react'
import {
  Form,
  NavigationType,
  useLocation,
  useNavigation,
  useNavigationType,
  useSearchParams,
} from 'react-router'

import { Celebration } from '#app/components/eco/celebration.tsx'
import { EcoAssumptions } from '#app/components/eco/eco-assumptions.tsx'
import { EcoFields, type EcoFieldValues } from '#app/components/eco/eco-fields.tsx'
import { EcoResults } from '#app/components/eco/eco-results.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/cn.ts'
import {
  type EcoImpact,
  type EcoInput,
  type EcoInputErrors,
  parseEcoInput,
  type YearlyCost,
} from '#app/lib/eco-impact.ts'

/** How long "Calculating..." shows before the results. */
export const calculatingDelayMs = 1500

export type EcoCalculatorProps = {
  input: EcoInput
  /** the miles field as the visitor typed it, kept when it is invalid */
  milesText: string
  errors: EcoInputErrors
  result: { impact: EcoImpact; series: YearlyCost[] } | null
}

/** History state of a navigation made by pressing Calculate Impact. */
type CalculatedState = { calculated: true }

function isCalculated(state: unknown): state is CalculatedState {
  return typeof state === 'object' && state !== null && 'calculated' in state
}

function fieldsFrom(props: EcoCalculatorProps): EcoFieldValues {
  return {
    milesPerWeek: props.milesText,
    usageType: props.input.usageType,
    timeFrame: String(props.input.timeFrame),
  }
}

/**
 * The calculator is a GET form: without JavaScript the browser submits it and
 * the server renders the results. With JavaScript it shows "Calculating..."
 * for a moment, then writes the inputs to the URL (so the result can be
 * shared) and the loader's answer appears with counting figures.
 */
export function EcoCalculator(props: EcoCalculatorProps) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigation = useNavigation()
  const [, setSearchParams] = useSearchParams()
  const milesRef = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [waiting, setWaiting] = useState(false)

  // The fields follow the URL whenever it changes (a calculation, back/forward).
  const [fields, setFields] = useState(() => fieldsFrom(props))
  const [fieldsFor, setFieldsFor] = useState(location.key)
  if (fieldsFor !== location.key) {
    setFieldsFor(location.key)
    setFields(fieldsFrom(props))
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const busy = waiting || loading
  // Animate only right after Calculate Impact, not on a shared link or back/forward.
  const justCalculated = navigationType !== NavigationType.Pop && isCalculated(location.state)

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const params = new URLSearchParams(fields)
    const options = { preventScrollReset: true }
    if (!parseEcoInput(params).ok) {
      // Straight to the server's message: no pretend calculation for input we cannot use.
      setSearchParams(params, { ...options, replace: true })
      milesRef.current?.focus()
      return
    }
    setWaiting(true)
    timer.current = setTimeout(() => {
      setWaiting(false)
      const state: CalculatedState = { calculated: true }
      setSearchParams(params, { ...options, state })
    }, calculatingDelayMs)
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <div className="self-start">
        <Form
          method="get"
          action="/eco-impact"
          preventScrollReset
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="calculator-heading"
          className="rounded-2xl border border-gray-200 bg-gray-50 p-6"
        >
          <EcoFields
            values={fields}
            errors={props.errors}
            milesRef={milesRef}
            onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
          />
          <button
            type="submit"
            aria-disabled={busy}
            className={cn(
              buttonClass('primary', 'lg'),
              'mt-6 w-full',
              busy && 'cursor-wait opacity-70 hover:bg-brand-800',
            )}
          >
            {busy ? (
              <>
                <Loader2
                  aria-hidden="true"
                  className="size-5 animate-spin motion-reduce:animate-none"
                />
                Calculating...
              </>
            ) : (
              <>
                <Calculator aria-hidden="true" className="size-5" /> Calculate Impact
              </>
            )}
          </button>
        </Form>
        <EcoAssumptions />
      </div>

      <div>
        {props.result ? (
          <EcoResults
            key={location.key}
            input={props.input}
            impact={props.result.impact}
            series={props.result.series}
            animate={justCalculated}
          />
        ) : (
          <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border-2 border-dashed border-brand-100 p-8 text-center text-gray-700">
            <p className="max-w-sm">
              {Object.keys(props.errors).length > 0
                ? 'Correct the highlighted field and press Calculate Impact to see your savings.'
                : 'Enter the miles you drive in a week, choose how you use your cart and a time frame, then press Calculate Impact.'}
            </p>
          </div>
        )}
      </div>
      <Celebration runKey={justCalculated && props.result ? location.key : null} />
    </div>
  )
}
