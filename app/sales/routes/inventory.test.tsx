// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { resultsPage } from '#app/sales/results-summary.ts'

import InventoryPage, { ErrorBoundary } from './inventory.tsx'

afterEach(cleanup)

// A few carts: the page's own part is the query it was asked for and its error
// view. The whole seeded inventory (30 carts with their drawings, 60 KB of
// markup) took 1 to 2.5 s to render into happy-dom on a busy machine, past
// Testing Library's waiting ceiling. The live filters themselves, on every
// cart, are the island's: see live-filters.test.ts.
const vehicles = seedVehicles.slice(0, 3)

function renderInventory(entry = '/inventory', fail = false) {
  const Stub = createRoutesStub([
    {
      path: '/inventory',
      Component: InventoryPage as never,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
      loader: ({ request }) => {
        if (fail) throw new Error('database is locked')
        return { ...resultsPage(vehicles, new URL(request.url).searchParams), pictures: {} }
      },
    },
  ])
  render(<Stub initialEntries={[entry]} />)
}

describe('inventory page', () => {
  it('shows the carts of the query the page was asked for', async () => {
    renderInventory('/inventory?search=hovercraft')
    expect(await screen.findByText('No vehicles found')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Available Golf Carts (0)' })).toBeTruthy()
  })

  it('shows its own error view, with the status, when the list cannot be read', async () => {
    renderInventory('/inventory', true)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/Failed to fetch vehicles: 500/)).toBeTruthy()
    expect(
      within(alert)
        .getByRole('link', { name: /Try again/ })
        .getAttribute('href'),
    ).toBe('/inventory')
  })
})
