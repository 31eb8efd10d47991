import type { CalculatorState } from '#app/site/components/eco/calculator-state.ts'
import type { EcoFieldValues } from '#app/site/components/eco/eco-fields.tsx'

/** The fields that show a state, as text. */
export function fieldsFrom(state: CalculatorState): EcoFieldValues {
  return {
    milesPerWeek: state.milesText,
    usageType: state.input.usageType,
    timeFrame: String(state.input.timeFrame),
  }
}

/**
 * The query string the GET form would send: what its controls hold now. The
 * controls are the source (uncontrolled), so what a visitor typed or chose
 * before the calculator started is what gets calculated.
 */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value)
  }
  return params
}

/** Puts these values in the form's fields (back and forward show another entry's). */
export function writeFields(form: HTMLFormElement, values: EcoFieldValues) {
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
      control.value = value
    }
  }
}
