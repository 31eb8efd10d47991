// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, data } from 'react-router'
import { afterEach, expect, it } from 'vitest'

import type { ReservationPageData } from '#app/.server/rentals/reservation-page.ts'

import { type ReservationActionResult, ReservationActions } from './reservation-actions.tsx'

afterEach(cleanup)

type Page = Pick<ReservationPageData, 'reservation' | 'carts' | 'cartTypes'>

const page = (status: ReservationPageData['reservation']['status']): Page => ({
  reservation: {
    status,
    version: 3,
    cartType: 'utility',
    startInput: '2026-06-13T10:00',
    endInput: '2026-06-15T10:00',
    cancellation: 'Cancelling now is free: nothing is due.',
  } as ReservationPageData['reservation'],
  carts: [{ id: 'c1', name: 'Utility no. 1', cartType: 'utility' }],
  cartTypes: [{ value: 'utility', title: 'Utility Golf Cart' }],
})

/** The forms in a router whose action records what was posted and answers `reply`. */
function renderActions(status: Page['reservation']['status'], reply: ReservationActionResult) {
  const posted: Record<string, string>[] = []
  const Stub = createRoutesStub([
    {
      path: '/admin/rentals/r1',
      Component: ({ actionData }) => (
        <ReservationActions
          page={page(status)}
          result={actionData as ReservationActionResult | undefined}
        />
      ),
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()) as Record<string, string>)
        return data(reply, { status: reply.error ? 409 : 200 })
      },
      HydrateFallback: () => null,
    },
  ])
  render(<Stub initialEntries={['/admin/rentals/r1']} />)
  return posted
}

it('offers a waiting request every answer, each posting the version it shows', async () => {
  const posted = renderActions('held', {
    form: 'confirm',
    error: 'Someone else changed this reservation while you were looking at it.',
  })
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm the reservation' }))
  expect(posted).toEqual([expect.objectContaining({ intent: 'confirm', version: '3' })])
  // the conflict is said beside the form that was sent
  expect((await screen.findByRole('alert')).textContent).toMatch(/^Someone else changed/)
  expect(screen.getByRole('button', { name: 'Decline the request' })).toBeTruthy()
  expect(screen.getByText('Cancelling now is free: nothing is due.')).toBeTruthy()
})

it('a confirmed reservation can be changed or cancelled, not answered again', async () => {
  renderActions('confirmed', {})
  expect(await screen.findByRole('button', { name: 'Change the reservation' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Confirm the reservation' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Decline the request' })).toBeNull()
})

it('a closed reservation offers nothing', async () => {
  renderActions('declined', {})
  expect(await screen.findByText(/this reservation is closed/)).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
})
