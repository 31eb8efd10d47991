// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { seedVehicles } from '#app/.server/db/seed-data.ts'
import { parseFilters } from '#app/lib/inventory-filters.ts'

import InventoryPage, { ErrorBoundary } from './inventory.tsx'

afterEach(cleanup)

const total = seedVehicles.length
const evolution = seedVehicles.filter((v) => v.brand === 'Evolution').length

function renderInventory(entry = '/inventory', fail = false) {
  const Stub = createRoutesStub([
    {
      path: '/inventory',
      Component: InventoryPage as never,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
      loader: ({ request }) => {
        if (fail) throw new Error('database is locked')
        return {
          vehicles: seedVehicles,
          pictures: {},
          filters: parseFilters(new URL(request.url).searchParams),
        }
      },
    },
  ])
  render(<Stub initialEntries={[entry]} />)
}

/** Waits until the results heading counts `count` carts. */
const expectShown = (count: number) =>
  waitFor(() =>
    expect(screen.getByRole('heading', { name: /^Available Golf Carts/ }).textContent).toBe(
      `Available Golf Carts (${count})`,
    ),
  )

describe('inventory page', () => {
  it('lists every cart when nothing narrows the list', async () => {
    renderInventory()
    await expectShown(total)
    expect(screen.getByText(`Showing ${total} of ${total} total vehicles`)).toBeTruthy()
  })

  it('filters live as a brand is chosen, and clears back to everything', async () => {
    renderInventory()
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Brand'), 'evolution')
    await expectShown(evolution)
    await user.click(screen.getByRole('link', { name: /Clear/ }))
    await expectShown(total)
  })

  it('narrows the list as the visitor types, before the URL follows', async () => {
    renderInventory()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/Search/), 'xt4')
    const shown = seedVehicles.filter((v) => /xt4/i.test(`${v.name} ${v.description}`)).length
    expect(shown).toBeGreaterThan(0)
    await expectShown(shown)
  })

  it('starts from the filters in a shared link, and says when nothing matches', async () => {
    renderInventory('/inventory?search=hovercraft')
    expect(await screen.findByText('No vehicles found')).toBeTruthy()
    expect(screen.getByText('No vehicles match your current filters.')).toBeTruthy()
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
