// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, data } from 'react-router'
import { afterEach, expect, it } from 'vitest'

import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import type { ReservationPageData } from '#app/rentals/.server/reservation-page.ts'

import { type ReservationActionResult, ReservationActions } from './reservation-actions.tsx'

afterEach(cleanup)

type Page = Pick<
  ReservationPageData,
  'reservation' | 'freeCarts' | 'needsAnotherCart' | 'cartTypes'
>

const page = (
  status: ReservationPageData['reservation']['status'],
  needsAnotherCart: string | null = null,
): Page => ({
  reservation: {
    status,
    version: 3,
    cartType: 'utility',
    cartTypeTitle: 'Utility Golf Cart',
    cartName: 'Utility no. 1',
    startInput: '2026-06-13T10:00',
    endInput: '2026-06-15T10:00',
    cancellation: 'Cancelling now is free: nothing is due.',
  } as ReservationPageData['reservation'],
  freeCarts: [{ id: 'c2', name: 'Utility no. 2' }],
  needsAnotherCart,
  cartTypes: [{ value: 'utility', title: 'Utility Golf Cart' }],
})

/** The forms in a router whose action records what was posted and answers `reply`. */
function renderActions(
  status: Page['reservation']['status'],
  reply: ReservationActionResult,
  needsAnotherCart: string | null = null,
) {
  const posted: Record<string, string>[] = []
  const Stub = createRoutesStub([
    {
      path: '/admin/rentals/r1',
      Component: ({ actionData }) => (
        <ReservationActions
          page={page(status, needsAnotherCart)}
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
    error: changedMeanwhileMessage,
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

it('lists only the free carts of the type, and moves a flagged reservation to one in one click', async () => {
  const posted = renderActions('confirmed', { message: 'Changed' }, 'New batteries')
  const choice = await screen.findByLabelText('Cart')
  expect([...choice.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'This one if free, else any free cart of the type',
    'Utility no. 2',
  ])
  expect(
    screen.getByText(/Utility no. 1 is out for maintenance on one of its days \(New batteries\)/),
  ).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Move to Utility no. 2' }))
  expect(posted).toEqual([
    {
      csrf: '',
      intent: 'change',
      version: '3',
      start: '2026-06-13T10:00',
      end: '2026-06-15T10:00',
      cartType: 'utility',
      cartId: 'c2',
    },
  ])
})
