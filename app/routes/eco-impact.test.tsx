// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import EcoImpactPage, { loader } from './eco-impact.tsx'

afterEach(cleanup)

function renderCalculator(entry = '/eco-impact') {
  const Stub = createRoutesStub([
    {
      path: '/eco-impact',
      Component: EcoImpactPage as never,
      HydrateFallback: () => null,
      loader: ({ request }) => loader({ request } as never),
    },
  ])
  render(<Stub initialEntries={[entry]} />)
}

/** Types the weekly miles into a fresh calculator and presses Calculate Impact. */
async function calculate(milesText: string) {
  renderCalculator()
  const user = userEvent.setup()
  const miles = await screen.findByLabelText('Miles driven per week')
  await user.clear(miles)
  await user.type(miles, milesText)
  await user.click(screen.getByRole('button', { name: 'Calculate Impact' }))
  return miles
}

describe('eco-impact calculator', () => {
  it('shows Calculating... for a moment, then the results for the inputs', async () => {
    await calculate('40')
    expect(await screen.findByRole('button', { name: 'Calculating...' })).toBeTruthy()
    const results = await screen.findByRole(
      'region',
      { name: 'Your estimated impact' },
      { timeout: 4000 },
    )
    expect(results.textContent).toContain('40 miles a week')
  })

  it('points at the miles field straight away when they cannot be used', async () => {
    const miles = await calculate('-5')
    await screen.findByRole('button', { name: 'Calculate Impact' })
    expect(await screen.findByText(/miles/i, { selector: '[id="eco-miles-error"]' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Your estimated impact' })).toBeNull()
    expect(document.activeElement).toBe(miles)
  })

  it('renders the results of a shared link without waiting', async () => {
    renderCalculator('/eco-impact?milesPerWeek=25&usageType=golf_course&timeFrame=5')
    const results = await screen.findByRole('region', { name: 'Your estimated impact' })
    expect(results.textContent).toContain('25 miles a week')
    expect(screen.getByRole('button', { name: 'Calculate Impact' })).toBeTruthy()
  })
})
