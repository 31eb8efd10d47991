import { Calculator, Loader2 } from 'lucide-react'
import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react'

import { fieldsFrom, formParams, writeFields } from '#app/components/eco/calculator-form.ts'
import { type CalculatorState, calculatorState } from '#app/components/eco/calculator-state.ts'
import { Celebration } from '#app/components/eco/celebration.tsx'
import { EcoAssumptions } from '#app/components/eco/eco-assumptions.tsx'
import { EcoFields } from '#app/components/eco/eco-fields.tsx'
import { EcoResults } from '#app/components/eco/eco-results.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/cn.ts'

/** How long "Calculating..." shows before the results. */
export const calculatingDelayMs = 1500

/** History state of an entry made by pressing Calculate Impact. */
type CalculatedState = { calculated: true }

/** The state on screen, with what the results need to know about how it came. */
type Shown = CalculatorState & {
  /** new for every state shown, so the results mount afresh (and count up only when asked) */
  key: number
  /** Calculate Impact just produced it: the figures count up and the celebration runs */
  calculated: boolean
}

/**
 * The calculator is a GET form: without JavaScript the browser submits it and
 * the server renders the results. With JavaScript it shows "Calculating..."
 * for a moment, then computes the results in the browser, writes the inputs
 * to the URL (so the result can be shared) and shows them with counting
 * figures. The props are the state the server computed from the URL.
 *
 * The fields are uncontrolled: the form's controls hold the visitor's input
 * and are read on submit. On a slow phone a visitor types and chooses before
 * the calculator has hydrated; React leaves such values in place, and state
 * seeded from the server's props would miss them (and write the server's
 * back on the next render).
 */
export function EcoCalculator(props: CalculatorState) {
  const formRef = useRef<HTMLFormElement>(null)
  const milesRef = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [waiting, setWaiting] = useState(false)
  const [shown, setShown] = useState<Shown>(() => ({ ...props, key: 0, calculated: false }))

  const show = useCallback((state: CalculatorState, calculated: boolean) => {
    setShown((current) => ({ ...state, key: current.key + 1, calculated }))
  }, [])

  useEffect(() => {
    // Back/forward shows that entry's URL as a shared link would: its fields,
    // no count-up, no celebration.
    const onPopState = () => {
      const state = calculatorState(new URLSearchParams(window.location.search))
      if (formRef.current) writeFields(formRef.current, fieldsFrom(state))
      show(state, false)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [show])

  useEffect(() => () => clearTimeout(timer.current), [])

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (waiting) return
    const params = formParams(event.currentTarget)
    const url = `?${params}`
    const next = calculatorState(params)
    if (Object.keys(next.errors).length > 0) {
      // Straight to the message: no pretend calculation for input we cannot use.
      window.history.replaceState(null, '', url)
      show(next, false)
      milesRef.current?.focus()
      return
    }
    setWaiting(true)
    timer.current = setTimeout(() => {
      setWaiting(false)
      const state: CalculatedState = { calculated: true }
      window.history.pushState(state, '', url)
      show(next, true)
    }, calculatingDelayMs)
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <div className="self-start">
        <form
          ref={formRef}
          method="get"
          action="/eco-impact"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="calculator-heading"
          className="rounded-2xl border border-gray-200 bg-gray-50 p-6"
        >
          <EcoFields defaults={fieldsFrom(props)} errors={shown.errors} milesRef={milesRef} />
          <button
            type="submit"
            aria-disabled={waiting}
            className={cn(
              buttonClass('primary', 'lg'),
              'mt-6 w-full',
              waiting && 'cursor-wait opacity-70 hover:bg-brand-800',
            )}
          >
            {waiting ? (
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
        </form>
        <EcoAssumptions />
      </div>

      <div>
        {shown.result ? (
          <EcoResults
            key={shown.key}
            input={shown.input}
            impact={shown.result.impact}
            series={shown.result.series}
            animate={shown.calculated}
          />
        ) : (
          <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border-2 border-dashed border-brand-100 p-8 text-center text-gray-700">
            <p className="max-w-sm">
              {Object.keys(shown.errors).length > 0
                ? 'Correct the highlighted field and press Calculate Impact to see your savings.'
                : 'Enter the miles you drive in a week, choose how you use your cart and a time frame, then press Calculate Impact.'}
            </p>
          </div>
        )}
      </div>
      <Celebration runKey={shown.calculated && shown.result ? shown.key : null} />
    </div>
  )
}
