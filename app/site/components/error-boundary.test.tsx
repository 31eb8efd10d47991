// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub, data } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { townNotFound } from '#app/site/town-page.ts'

import { errorMessages, GeneralErrorBoundary } from './error-boundary.tsx'

afterEach(cleanup)

/** A page whose loader fails with `failure`, under the general boundary. */
function renderFailing(failure: unknown, boundary = <GeneralErrorBoundary />) {
  const Stub = createRoutesStub([
    {
      path: '/broken',
      Component: () => <p>never shown</p>,
      loader: () => {
        throw failure
      },
      ErrorBoundary: () => boundary,
      HydrateFallback: () => null,
    },
  ])
  render(<Stub initialEntries={['/broken']} />)
}

describe('GeneralErrorBoundary', () => {
  it('shows a not-found page titled with the thrown text and the path that missed', async () => {
    renderFailing(data('Vehicle Not Found', { status: 404 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeTruthy()
    expect(screen.getByText('/broken')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/')
  })

  it('adds the known hint of a town that does not exist', async () => {
    renderFailing(data(townNotFound, { status: 404 }))
    expect(await screen.findByRole('heading', { level: 1, name: townNotFound })).toBeTruthy()
    expect(screen.getByText(/We have no page for a town by that name/)).toBeTruthy()
  })

  it('explains each other status in its own words', async () => {
    renderFailing(data('unavailable', { status: 503 }))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText(errorMessages[503]!)).toBeTruthy()
  })

  it('shows the generic text for an unexpected error, never its details', async () => {
    renderFailing(new Error('SQLITE_BUSY: database is locked'))
    expect(await screen.findByText(errorMessages[500]!)).toBeTruthy()
    expect(screen.queryByText(/SQLITE_BUSY/)).toBeNull()
  })

  it('lets a route show its own screen for a status, and for every other status', async () => {
    renderFailing(
      data('gone', { status: 404 }),
      <GeneralErrorBoundary statusHandlers={{ 404: () => <h1>Sold already</h1> }} />,
    )
    expect(await screen.findByRole('heading', { name: 'Sold already' })).toBeTruthy()
    cleanup()
    renderFailing(
      new Error('down'),
      <GeneralErrorBoundary defaultHandler={(status) => <p>Inventory error {status}</p>} />,
    )
    expect(await screen.findByText('Inventory error 500')).toBeTruthy()
  })
})
