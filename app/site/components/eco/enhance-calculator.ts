// The eco-impact calculator in the browser, without React: it computes with
// the functions the page's loader uses and writes each state into copies of
// the markup EcoCalculator rendered on the server (its templates).
import { fieldsFrom, formParams, writeFields } from '#app/site/components/eco/calculator-form.ts'
import { type CalculatorState, calculatorState } from '#app/site/components/eco/calculator-state.ts'
import { showFieldError } from '#app/site/components/eco/field-state.ts'
import {
  type CostChartLayout,
  costChartLayout,
  placeholderText,
  resultFigures,
  resultsSummary,
} from '#app/site/components/eco/results-view.ts'
import type { EcoImpact, EcoInput } from '#app/site/eco-impact.ts'

/** How long "Calculating..." shows before the results. */
export const calculatingDelayMs = 1500
/** How long the figures take to count up, and the celebration stays. */
const countUpMs = 1000
const celebrationMs = 3000

/** History state of an entry made by pressing Calculate Impact. */
type CalculatedState = { calculated: true }

function required<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`eco calculator: no ${selector}`)
  return element
}

/** A copy of a template's first element. */
function copy<T extends Element>(root: HTMLElement, name: string): T {
  const template = required<HTMLTemplateElement>(root, `template[data-${name}]`)
  const element = template.content.firstElementChild?.cloneNode(true)
  if (!(element instanceof Element)) throw new Error(`eco calculator: empty ${name}`)
  return element as T
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Fast at first, settling gently on the final figure. */
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/** Writes the figures at `progress` of their count-up, in the order the results show them. */
function writeFigures(results: Element, impact: EcoImpact, progress: number) {
  const { environment, costs } = resultFigures(impact, progress)
  const values = [...environment, ...costs].map((figure) => figure.value)
  results.querySelectorAll('dd').forEach((dd, index) => {
    dd.textContent = values[index] ?? ''
  })
}

function setAttributes(element: Element | null, attributes: Record<string, string | number>) {
  for (const [name, value] of Object.entries(attributes)) element?.setAttribute(name, String(value))
}

/** Replaces the container's children that match with one copy of the first per item. */
function repeat<T>(
  container: Element,
  selector: string,
  items: readonly T[],
  fill: (element: Element, item: T) => void,
) {
  const copies = [...container.children].filter((child) => child.matches(selector))
  const model = copies[0]
  if (!model) throw new Error(`eco calculator: no ${selector}`)
  const anchor = copies.at(-1)?.nextSibling ?? null
  for (const old of copies) old.remove()
  for (const item of items) {
    const element = model.cloneNode(true) as Element
    fill(element, item)
    container.insertBefore(element, anchor)
  }
}

/** Writes a chart's words, gridlines, bars and table rows into the model chart. */
function writeChart(results: Element, chart: CostChartLayout) {
  required(results, 'figcaption').textContent = chart.caption
  const svg = required<SVGSVGElement>(results, 'svg[role="img"]')
  svg.setAttribute('aria-label', chart.label)
  repeat(svg, '[data-tick]', chart.ticks, (tick, { y, label }) => {
    setAttributes(tick.querySelector('line'), { y1: y, y2: y })
    const text = tick.querySelector('text')
    setAttributes(text, { y: y + 5 })
    if (text) text.textContent = label
  })
  repeat(svg, '[data-year]', chart.groups, (group, { bars, centre, labelY, label }) => {
    group.querySelectorAll('[data-bar]').forEach((element, index) => {
      const bar = bars[index]
      if (!bar) return
      setAttributes(element.querySelector('rect'), {
        x: bar.x,
        y: bar.y,
        width: bar.width,
        height: bar.height,
        fill: bar.fill,
      })
      const value = element.querySelector('text')
      if (!bar.value) value?.remove()
      else if (value) {
        setAttributes(value, { x: bar.x + bar.width / 2, y: bar.y - 5 })
        value.textContent = bar.value
      }
    })
    // the year's label follows its bars
    const yearLabel = group.lastElementChild
    setAttributes(yearLabel, { x: centre, y: labelY })
    if (yearLabel) yearLabel.textContent = label
  })
  repeat(required(results, 'tbody'), 'tr', chart.rows, (row, cells) => {
    row.querySelectorAll('th, td').forEach((cell, index) => {
      cell.textContent = cells[index] ?? ''
    })
  })
}

/** The results of a state, in a copy of the server's results markup. */
function resultsOf(
  root: HTMLElement,
  input: EcoInput,
  result: NonNullable<CalculatorState['result']>,
) {
  const results = copy<HTMLElement>(root, 'eco-results')
  required(results, '[data-eco-summary]').textContent = resultsSummary(input)
  writeFigures(results, result.impact, 1)
  writeChart(results, costChartLayout(result.series))
  return results
}

/**
 * Shows "Calculating..." for a moment on Calculate Impact, then computes the
 * results in the browser, writes the inputs to the URL (a new history entry,
 * so the result can be shared and back returns to the one before) and shows
 * them with counting figures and a celebration. Input it cannot use gets its
 * message at once, in place of the current entry. Back and forward show an
 * entry's URL as a shared link would: its fields, no count-up, no
 * celebration. The controls hold the input, read when it is used: what a
 * visitor typed or chose before this started is what gets calculated.
 */
export function enhanceCalculator(root: HTMLElement) {
  const form = required<HTMLFormElement>(root, 'form')
  const output = required<HTMLElement>(root, '[data-eco-output]')
  const status = required<HTMLElement>(root, '[data-eco-celebration]')
  const button = required<HTMLButtonElement>(form, 'button[type="submit"]')
  // the button keeps focus while it says it is busy: its look and words change, not the element
  const idle = { className: button.className, content: [...button.childNodes] }
  const busyModel = copy<HTMLButtonElement>(root, 'eco-busy')
  const busy = { className: busyModel.className, content: [...busyModel.childNodes] }
  const showBusy = (isBusy: boolean) => {
    const look = isBusy ? busy : idle
    button.className = look.className
    button.replaceChildren(...look.content)
    if (isBusy) button.setAttribute('aria-disabled', 'true')
    else button.removeAttribute('aria-disabled')
  }
  let waiting: ReturnType<typeof setTimeout> | undefined
  let frame = 0
  let celebrating: ReturnType<typeof setTimeout> | undefined

  const showFieldErrors = (state: CalculatorState) => {
    for (const name of Object.keys(fieldsFrom(state)) as (keyof EcoInput)[]) {
      const control = form.elements.namedItem(name)
      if (control instanceof HTMLElement) showFieldError(control, state.errors[name])
    }
  }

  const countUp = (results: HTMLElement, impact: EcoImpact) => {
    let start: number | undefined
    const tick = (now: number) => {
      start ??= now
      const t = Math.min(1, (now - start) / countUpMs)
      writeFigures(results, impact, easeOutCubic(t))
      if (t < 1) frame = requestAnimationFrame(tick)
    }
    writeFigures(results, impact, 0)
    frame = requestAnimationFrame(tick)
  }

  const celebrate = () => {
    status.replaceChildren(copy(root, 'eco-celebration-message'))
    celebrating = setTimeout(() => status.replaceChildren(), celebrationMs)
  }

  const show = (state: CalculatorState, calculated: boolean) => {
    cancelAnimationFrame(frame)
    clearTimeout(celebrating)
    status.replaceChildren()
    showFieldErrors(state)
    if (!state.result) {
      const placeholder = copy<HTMLElement>(root, 'eco-placeholder')
      required(placeholder, 'p').textContent = placeholderText(Object.keys(state.errors).length > 0)
      output.replaceChildren(placeholder)
      return
    }
    const results = resultsOf(root, state.input, state.result)
    output.replaceChildren(results)
    if (!calculated) return
    const reduced = prefersReducedMotion()
    if (!reduced) countUp(results, state.result.impact)
    // on a phone the results sit below the form: bring them into view once
    if (results.getBoundingClientRect().top > window.innerHeight * 0.6) {
      results.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
    }
    celebrate()
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (waiting !== undefined) return
    const params = formParams(form)
    const url = `?${params}`
    const next = calculatorState(params)
    if (Object.keys(next.errors).length > 0) {
      // straight to the message: no pretend calculation for input we cannot use
      window.history.replaceState(null, '', url)
      show(next, false)
      form.querySelector<HTMLElement>('[name="milesPerWeek"]')?.focus()
      return
    }
    showBusy(true)
    waiting = setTimeout(() => {
      waiting = undefined
      showBusy(false)
      const state: CalculatedState = { calculated: true }
      window.history.pushState(state, '', url)
      show(next, true)
    }, calculatingDelayMs)
  })

  window.addEventListener('popstate', () => {
    const state = calculatorState(new URLSearchParams(window.location.search))
    writeFields(form, fieldsFrom(state))
    show(state, false)
  })
}
