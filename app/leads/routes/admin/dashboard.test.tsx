// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { localInputValue } from '#app/kernel/zoned-time.ts'
import { checkedIn, rentalOut } from '#tests/support/rental-desk.ts'
import { holdRequest, hours } from '#tests/support/rental-requests.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import Dashboard, { loader } from './dashboard'

/*
 * The dashboard's rental numbers, rendered from its real loader: the
 * utilisation and the rent and fees charts, each with its table, show the
 * rental that came back.
 */

afterEach(cleanup)

const { db, context } = await staffTestFileContext()
const zone = business.timeZone

// the fleet has been there a year; a 4-seater rented for two days came back an hour ago
await db
  .updateTable('rental_carts')
  .set({ created_at: new Date(Date.now() - hours(24 * 365)).toISOString() })
  .execute()
const end = new Date(Date.now() - hours(1))
const request = holdRequest(
  'four-seater',
  new Date(end.getTime() - hours(48)),
  end,
  new Date(end.getTime() - hours(72)),
)
const rental = await rentalOut(db, request)
await checkedIn(db, rental.id, { now: new Date(), returnedAt: localInputValue(end, zone) })

async function dashboard() {
  const user = await createStaffUser(db, { email: 'olive@example.com', role: 'owner' })
  const { token } = await startTestSession(db, user.id, { limits: context.settings })
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: Dashboard as ComponentType,
      HydrateFallback: () => null,
      loader: () =>
        loader({
          request: new Request('http://localhost:3000/admin'),
          context: { ...context, staffSessionToken: token },
          params: {},
        } as never),
    },
  ])
  render(<Stub initialEntries={['/admin']} />)
  await screen.findByRole('heading', { level: 1 })
}

/** A chart's figure, found by its title. */
const figure = (region: HTMLElement, title: string) => {
  const found = within(region).getByRole('heading', { name: title }).closest('figure')
  if (!found) throw new Error(`no figure titled ${title}`)
  return found
}

describe('the dashboard’s rental numbers', () => {
  it('show utilisation and rent per cart type as charts with their tables', async () => {
    await dashboard()
    const rentals = screen.getByRole('region', { name: 'Rentals' })
    const utilisation = figure(rentals, 'Fleet utilisation by cart type')
    expect(utilisation.textContent).toContain('This month so far: 4-seater')
    const table = within(utilisation).getByRole('table', {
      name: 'Fleet utilisation per cart type and month: days out of days available',
    })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', '4-seater', '6-seater', 'Utility'])
    expect(within(table).getAllByRole('row')).toHaveLength(7)

    const money = figure(rentals, 'Rent and fees by cart type')
    expect(money.textContent).toContain(
      `${formatPrice(request.quote.total)} over the last 6 months`,
    )
    const rent = request.quote.lines.find((line) => line.key === 'rent')?.amount ?? 0
    const row = within(money).getByRole('row', { name: /4-seater/ })
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe(formatPrice(rent))
    expect(money.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
