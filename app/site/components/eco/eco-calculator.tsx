import { Calculator, Loader2 } from 'lucide-react'

import { cn } from '#app/kernel/cn.ts'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { fieldsFrom } from '#app/site/components/eco/calculator-form.ts'
import { type CalculatorState, calculatorState } from '#app/site/components/eco/calculator-state.ts'
import { Celebration } from '#app/site/components/eco/celebration.tsx'
import { EcoAssumptions } from '#app/site/components/eco/eco-assumptions.tsx'
import { EcoFields } from '#app/site/components/eco/eco-fields.tsx'
import { EcoResults } from '#app/site/components/eco/eco-results.tsx'
import { placeholderText } from '#app/site/components/eco/results-view.ts'

const submitClass = cn(buttonClass('primary', 'lg'), 'mt-6 w-full')

/** A state with results and a chart with a figure over each bar: the markup other states are written into. */
const templateState = calculatorState(new URLSearchParams({ timeFrame: '1' }))

function Placeholder({ hasErrors }: { hasErrors: boolean }) {
  return (
    <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border-2 border-dashed border-brand-100 p-8 text-center text-gray-700">
      <p className="max-w-sm">{placeholderText(hasErrors)}</p>
    </div>
  )
}

/**
 * The calculator as the server renders it for the URL's state. It is a GET
 * form: without JavaScript the browser submits it and the server renders the
 * results. With JavaScript, `enhanceCalculator` computes them in the browser
 * from what the controls hold; the templates are the markup it fills in (the
 * busy button, the results, the empty panel, the celebration).
 */
export function EcoCalculator(props: CalculatorState) {
  const result = props.result
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <div className="self-start">
        <form
          method="get"
          action="/eco-impact"
          noValidate
          aria-labelledby="calculator-heading"
          className="rounded-2xl border border-gray-200 bg-gray-50 p-6"
        >
          <EcoFields defaults={fieldsFrom(props)} errors={props.errors} />
          <button type="submit" className={submitClass}>
            <Calculator aria-hidden="true" className="size-5" /> Calculate Impact
          </button>
          <template data-eco-busy="">
            <button
              type="submit"
              aria-disabled="true"
              className={cn(submitClass, 'cursor-wait opacity-70 hover:bg-brand-800')}
            >
              <Loader2
                aria-hidden="true"
                className="size-5 animate-spin motion-reduce:animate-none"
              />
              Calculating...
            </button>
          </template>
        </form>
        <EcoAssumptions />
      </div>

      <div data-eco-output="">
        {result ? (
          <EcoResults input={props.input} impact={result.impact} series={result.series} />
        ) : (
          <Placeholder hasErrors={Object.keys(props.errors).length > 0} />
        )}
      </div>
      <template data-eco-results="">
        {templateState.result && (
          <EcoResults
            input={templateState.input}
            impact={templateState.result.impact}
            series={templateState.result.series}
          />
        )}
      </template>
      <template data-eco-placeholder="">
        <Placeholder hasErrors={false} />
      </template>
      <Celebration />
    </div>
  )
}
