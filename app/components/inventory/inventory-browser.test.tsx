// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { seedVehicles } from '#app/.server/db/seed-data.ts'

import { InventoryBrowser } from './inventory-browser.tsx'
import { searchDebounceMs } from './use-live-filters.ts'

const total = seedVehicles.length
const evolution = seedVehicles.filter((v) => v.brand === 'Evolution').length
/** How many carts (of a brand) mention `text` in their name or description. */
const withText = (text: string, brand?: string) =>
  seedVehicles.filter(
    (v) =>
      (!brand || v.brand === brand) && `${v.name} ${v.description}`.toLowerCase().includes(text),
  ).length

/** The history entries the island made, in order: how each was made and its URL. */
let entries: string[] = []

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  window.history.replaceState(null, '', '/inventory')
  entries = []
  const { history } = window
  const pushState = history.pushState.bind(history)
  const replaceState = history.replaceState.bind(history)
  vi.spyOn(history, 'pushState').mockImplementation((state, unused, url) => {
    entries.push(`push ${String(url)}`)
    pushState(state, unused, url)
  })
  vi.spyOn(history, 'replaceState').mockImplementation((state, unused, url) => {
    entries.push(`replace ${String(url)}`)
    replaceState(state, unused, url)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** Renders the island as the server would for a page asked for with `search`, no router around it. */
function renderBrowser(search = '') {
  window.history.replaceState(null, '', `/inventory${search}`)
  entries = []
  render(<InventoryBrowser vehicles={seedVehicles} pictures={{}} search={search} />)
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

const expectShown = (count: number) =>
  expect(screen.getByRole('heading', { name: /^Available Golf Carts/ }).textContent).toBe(
    `Available Golf Carts (${count})`,
  )

/** Lets the search box's pause run out. */
const pause = () => act(() => vi.advanceTimersByTime(searchDebounceMs))

/** The back or forward button, landing on `url`. */
function traverseTo(url: string) {
  window.history.replaceState(null, '', url)
  entries = []
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  })
}

describe('inventory browser', () => {
  it('lists every cart when nothing narrows the list', () => {
    renderBrowser()
    expectShown(total)
    expect(screen.getByText(`Showing ${total} of ${total} total vehicles`)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Clear/ })).toBeNull()
    expect(
      screen.getByRole('link', { name: 'View Details: Evolution D6 Max XT4' }).getAttribute('href'),
    ).toBe('/vehicles/evolution-d6-max-xt4')
  })

  it('starts from the filters in a shared link, and says when nothing matches', () => {
    renderBrowser('?search=hovercraft&sort=name')
    expect(screen.getByLabelText<HTMLInputElement>(/Search/).value).toBe('hovercraft')
    expect(screen.getByText('No vehicles found')).toBeTruthy()
    expect(screen.getByText('No vehicles match your current filters.')).toBeTruthy()
    // clearing keeps the order, with or without JavaScript
    expect(screen.getByRole('link', { name: 'Clear All Filters' }).getAttribute('href')).toBe(
      '/inventory?sort=name',
    )
  })

  it('filters live as choices are made, one history entry each', async () => {
    const user = renderBrowser()
    await user.selectOptions(screen.getByLabelText('Brand'), 'evolution')
    expectShown(evolution)
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc')
    expect(entries).toEqual([
      'push /inventory?brand=evolution',
      'push /inventory?brand=evolution&sort=price-asc',
    ])
    expect(window.location.search).toBe('?brand=evolution&sort=price-asc')
  })

  it('narrows the list as the visitor types; a burst of typing is one entry', async () => {
    const user = renderBrowser('?brand=evolution')
    const box = screen.getByLabelText(/Search/)
    await user.type(box, 'xt')
    expectShown(withText('xt', 'Evolution'))
    expect(entries, 'the URL waits for a pause').toEqual([])
    await pause()
    await user.type(box, '4')
    await pause()
    expect(entries).toEqual([
      'push /inventory?search=xt&brand=evolution',
      'replace /inventory?search=xt4&brand=evolution',
    ])

    // once the box loses focus, the next burst gets its own entry
    await user.tab()
    await user.clear(box)
    await pause()
    expect(entries.at(-1)).toBe('push /inventory?brand=evolution')
    expectShown(evolution)
  })

  it('Apply Filters puts the live filters in the URL without leaving the page', async () => {
    const user = renderBrowser()
    await user.type(screen.getByLabelText(/Search/), 'lake')
    expectShown(withText('lake'))
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }))
    expect(entries).toEqual(['push /inventory?search=lake'])
    await pause()
    expect(entries, 'the pending pause adds nothing').toHaveLength(1)
  })

  it('Clear Filters empties the box and the URL, keeps the order, and wins over a pending search', async () => {
    const user = renderBrowser('?brand=denago&sort=name')
    await user.type(screen.getByLabelText(/Search/), 'zzz')
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }))
    expect(entries).toEqual(['push /inventory?sort=name'])
    expect(screen.getByLabelText<HTMLInputElement>(/Search/).value).toBe('')
    expect(screen.getByLabelText<HTMLSelectElement>('Brand').value).toBe('')
    expectShown(total)
    await pause()
    expect(entries).toHaveLength(1)
  })

  it('Clear All Filters of the empty state replaces an entry that is already cleared', async () => {
    const user = renderBrowser()
    await user.type(screen.getByLabelText(/Search/), 'hovercraft')
    expectShown(0)
    await user.click(screen.getByRole('link', { name: 'Clear All Filters' }))
    expect(entries).toEqual(['replace /inventory'])
    expectShown(total)
  })

  it('leaves a click meant for a new tab to the browser', () => {
    renderBrowser('?brand=denago')
    const clear = screen.getByRole('link', { name: 'Clear Filters' })
    expect(fireEvent.click(clear, { ctrlKey: true })).toBe(true)
    expect(entries).toEqual([])
  })

  it('follows the back and forward buttons: filters, search box and list', async () => {
    const user = renderBrowser('?brand=denago')
    await user.type(screen.getByLabelText(/Search/), 'rover')
    await pause()
    // back to a page with a search still waiting: it is dropped
    await user.type(screen.getByLabelText(/Search/), 'zzz')
    traverseTo('/inventory?brand=evolution&price=under-15k')
    expect(screen.getByLabelText<HTMLSelectElement>('Brand').value).toBe('evolution')
    expect(screen.getByLabelText<HTMLSelectElement>('Price').value).toBe('under-15k')
    expect(screen.getByLabelText<HTMLInputElement>(/Search/).value).toBe('')
    expectShown(seedVehicles.filter((v) => v.brand === 'Evolution' && v.price < 15000).length)
    await pause()
    expect(entries).toEqual([])

    traverseTo('/inventory?search=rover')
    expect(screen.getByLabelText<HTMLInputElement>(/Search/).value).toBe('rover')
    expectShown(withText('rover'))

    // the next choice builds on the entry shown
    await user.selectOptions(screen.getByLabelText('Brand'), 'denago')
    expect(entries).toEqual(['push /inventory?search=rover&brand=denago'])
  })
})
