// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import ecoCalculatorIsland from '#app/site/islands/eco-calculator.ts'

import { calculatorState } from './calculator-state.ts'
import { EcoCalculator } from './eco-calculator.tsx'
import { calculatingDelayMs } from './enhance-calculator.ts'

const sharedQuery = '?milesPerWeek=25&usageType=recreational&timeFrame=1'

beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/eco-impact')
})

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

/** The server's markup of the calculator for a URL's query string, before the island starts. */
function serverMarkup(query: string) {
  window.history.replaceState(null, '', `/eco-impact${query}`)
  const island = document.createElement('div')
  island.innerHTML = renderToString(
    <EcoCalculator {...calculatorState(new URLSearchParams(query))} />,
  )
  document.body.append(island)
  return island
}

/** The calculator for a URL's query string, started as the browser starts it. */
function renderCalculator(query = '') {
  ecoCalculatorIsland.enhance(serverMarkup(query))
}

function results() {
  return screen.queryByRole('region', { name: 'Your estimated impact' })
}

/** The figure shown under a label in the results. */
function figure(label: string) {
  const region = results()
  if (!region) throw new Error('no results')
  return within(region).getByText(label).nextElementSibling?.textContent
}

function milesField() {
  return screen.getByLabelText<HTMLInputElement>('Miles driven per week')
}

// fireEvent rather than userEvent: Testing Library's async wrapper waits on a
// timeout that Vitest's fake timers never run.
/** Fills the form and presses Calculate Impact. */
function calculate(input: { miles: string; usage?: string; years?: string }) {
  fireEvent.change(milesField(), { target: { value: input.miles } })
  if (input.usage) {
    fireEvent.change(screen.getByLabelText(/use your cart/), { target: { value: input.usage } })
  }
  if (input.years) {
    fireEvent.change(screen.getByLabelText('Time frame'), { target: { value: input.years } })
  }
  const button = screen.getByRole('button', { name: 'Calculate Impact' })
  button.focus()
  fireEvent.click(button)
}

/** Lets that much time pass, running the timers and animation frames due. */
function elapse(ms: number) {
  vi.advanceTimersByTime(ms)
}

/** Back or forward to an entry of this page with that query string. */
function traverseTo(query: string) {
  window.history.replaceState(null, '', `/eco-impact${query}`)
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
}

describe('eco-impact calculator', () => {
  it('a first visit shows the default fields and no result', () => {
    renderCalculator()
    expect(milesField().value).toBe('25')
    expect(screen.getByLabelText<HTMLSelectElement>(/use your cart/).value).toBe('recreational')
    expect(screen.getByLabelText<HTMLSelectElement>('Time frame').value).toBe('1')
    expect(results()).toBeNull()
    expect(screen.getByText(/^Enter the miles you drive in a week/)).toBeTruthy()
  })

  it('shows Calculating... for a moment, then computes, pushes the URL and counts up', () => {
    renderCalculator()
    const entries = window.history.length
    calculate({ miles: '40', usage: 'commercial', years: '5' })

    const busy = screen.getByRole('button', { name: 'Calculating...' })
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    // the pressed button keeps the focus while it is busy
    expect(document.activeElement).toBe(busy)
    // a second press while calculating changes nothing
    fireEvent.click(busy)
    elapse(calculatingDelayMs - 1)
    expect(results()).toBeNull()
    expect(window.location.search).toBe('')

    elapse(1)
    expect(window.location.search).toBe('?milesPerWeek=40&usageType=commercial&timeFrame=5')
    expect(window.history.state).toEqual({ calculated: true })
    expect(window.history.length).toBe(entries + 1)
    expect(screen.getByRole('button', { name: 'Calculate Impact' })).toBeTruthy()
    expect(results()?.textContent).toContain('40 miles a week, commercial use, over 5 years.')
    expect(screen.getByRole('status').textContent).toContain('Great Choice for the Environment!')

    // The figures count up from zero to the result.
    expect(figure('Your net savings')).toBe('$0')
    elapse(1100)
    expect(figure('Your net savings')).toBe('$4,479')
    expect(figure('Miles driven on electricity')).toBe('20,800 miles')

    // The celebration leaves; the results stay.
    elapse(3000)
    expect(screen.getByRole('status').textContent).toBe('')
    expect(figure('Your net savings')).toBe('$4,479')
  })

  it('points at the miles field straight away when they cannot be used, keeping the text', () => {
    renderCalculator(sharedQuery)
    const entries = window.history.length
    expect(results()).not.toBeNull()

    calculate({ miles: '501' })
    const message = 'Enter miles per week between 1 and 500.'
    expect(screen.getByText(message).id).toBe('eco-miles-error')
    expect(milesField().getAttribute('aria-invalid')).toBe('true')
    expect(milesField().getAttribute('aria-describedby')).toContain('eco-miles-error')
    expect(milesField().value).toBe('501')
    expect(document.activeElement).toBe(milesField())
    expect(results()).toBeNull()
    expect(screen.getByText(/^Correct the highlighted field/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Calculate Impact' })).toBeTruthy()
    // the URL says what was sent, in place of the entry shown before
    expect(window.location.search).toBe('?milesPerWeek=501&usageType=recreational&timeFrame=1')
    expect(window.history.length).toBe(entries)

    calculate({ miles: '' })
    expect(window.location.search).toBe('?milesPerWeek=&usageType=recreational&timeFrame=1')
    expect(screen.getByText(message)).toBeTruthy()
    expect(results()).toBeNull()
  })

  it('back and forward show the state of that URL, without counting or celebration', () => {
    renderCalculator()
    calculate({ miles: '40' })
    elapse(calculatingDelayMs)
    expect(results()).not.toBeNull()

    traverseTo('')
    expect(results()).toBeNull()
    expect(milesField().value).toBe('25')

    traverseTo('?milesPerWeek=10&usageType=golf_course&timeFrame=10')
    expect(figure('Your net savings')).toBe('$2,799')
    expect(figure('Miles driven on electricity')).toBe('13,000 miles')
    expect(milesField().value).toBe('10')
    expect(screen.getByLabelText<HTMLSelectElement>(/use your cart/).value).toBe('golf_course')
    expect(screen.getByLabelText<HTMLSelectElement>('Time frame').value).toBe('10')
    expect(screen.getByRole('status').textContent).toBe('')

    traverseTo('?milesPerWeek=0&usageType=recreational&timeFrame=1')
    expect(screen.getByText('Enter miles per week between 1 and 500.')).toBeTruthy()
    expect(milesField().value).toBe('0')
    expect(results()).toBeNull()
  })

  it('calculates what was typed and chosen before it started, and keeps it on screen', () => {
    // the page as the server sent it, then a visitor faster than the phone's CPU
    const island = serverMarkup('')
    const usage = () => screen.getByLabelText<HTMLSelectElement>(/use your cart/)
    const years = () => screen.getByLabelText<HTMLSelectElement>('Time frame')
    milesField().value = '100'
    usage().value = 'commercial'
    years().value = '5'

    ecoCalculatorIsland.enhance(island)
    expect(milesField().value).toBe('100')
    expect(usage().value).toBe('commercial')
    expect(years().value).toBe('5')

    fireEvent.click(screen.getByRole('button', { name: 'Calculate Impact' }))
    elapse(calculatingDelayMs)
    expect(window.location.search).toBe('?milesPerWeek=100&usageType=commercial&timeFrame=5')
    expect(results()?.textContent).toContain('100 miles a week, commercial use, over 5 years.')
    elapse(1100)
    expect(figure('Miles driven on electricity')).toBe('52,000 miles')
    expect(figure('Your net savings')).toBe('$11,197')
    expect(milesField().value).toBe('100')
    expect(usage().value).toBe('commercial')
    expect(years().value).toBe('5')
  })

  it('renders the results of a shared link at once, with no celebration', () => {
    renderCalculator(sharedQuery)
    expect(results()?.textContent).toContain('25 miles a week, recreational use, over 1 year.')
    expect(figure('Your net savings')).toBe('$280')
    expect(figure('Miles driven on electricity')).toBe('1,300 miles')
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.getByRole('button', { name: 'Calculate Impact' })).toBeTruthy()
  })

  it.each([
    '?milesPerWeek=40&usageType=commercial&timeFrame=5',
    '?milesPerWeek=10&usageType=golf_course&timeFrame=10',
    '?milesPerWeek=7.5&usageType=residential&timeFrame=3',
  ])('writes the results of %s as the server renders them', (query) => {
    const served = serverMarkup(query).querySelector('[data-testid="eco-results"]')?.outerHTML
    document.body.replaceChildren()
    renderCalculator()
    traverseTo(query)
    expect(served).toBeTruthy()
    expect(results()?.outerHTML).toBe(served)
  })

  it('marks the miles field as the server marks it for miles it cannot use', () => {
    const marked = () => {
      const miles = milesField()
      return [
        miles.className,
        miles.getAttribute('aria-invalid'),
        miles.getAttribute('aria-describedby'),
        document.getElementById('eco-miles-error')?.outerHTML,
      ]
    }
    serverMarkup('?milesPerWeek=501&usageType=recreational&timeFrame=1')
    const served = marked()
    document.body.replaceChildren()
    renderCalculator()
    calculate({ miles: '501' })
    expect(served[1]).toBe('true')
    expect(marked()).toEqual(served)

    // a usable figure takes the mark away, as on a first visit
    document.body.replaceChildren()
    serverMarkup('')
    const unmarked = marked()
    document.body.replaceChildren()
    renderCalculator()
    calculate({ miles: '501' })
    calculate({ miles: '40' })
    elapse(calculatingDelayMs)
    expect(marked()).toEqual(unmarked)
  })
})
