import {
  calculateEcoImpact,
  type EcoImpact,
  type EcoInput,
  type EcoInputErrors,
  parseEcoInput,
  type YearlyCost,
  yearlyCostSeries,
} from '#app/site/eco-impact.ts'

/** What the calculator shows for one query string: its fields, their errors and the result. */
export type CalculatorState = {
  input: EcoInput
  /** the miles field as the visitor typed it, kept when it is invalid */
  milesText: string
  errors: EcoInputErrors
  result: { impact: EcoImpact; series: YearlyCost[] } | null
}

const paramNames: (keyof EcoInput)[] = ['milesPerWeek', 'usageType', 'timeFrame']

/**
 * The calculator's inputs are the URL: the server reads a submitted GET form
 * or a shared link with this, and the browser reads its own calculations and
 * back/forward the same way. No parameters (a first visit) is the form with
 * its defaults and no result.
 */
export function calculatorState(params: URLSearchParams): CalculatorState {
  const submitted = paramNames.some((name) => params.has(name))
  const parsed = parseEcoInput(params)
  const input = parsed.value
  return {
    input,
    milesText: params.get('milesPerWeek') ?? String(input.milesPerWeek),
    errors: parsed.ok ? {} : parsed.errors,
    result:
      submitted && parsed.ok
        ? {
            impact: calculateEcoImpact(input.milesPerWeek, input.usageType, input.timeFrame),
            series: yearlyCostSeries(input),
          }
        : null,
  }
}
