// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { filterFacts } from '#app/sales/inventory-filters.ts'
import { pageSize } from '#app/sales/inventory-pages.ts'
import { factsPath } from '#app/sales/inventory-pages.ts'
import { resultsPage } from '#app/sales/results-summary.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'

import { InventoryBrowser, type InventoryBrowserProps, ResultCards } from './inventory-browser.tsx'
import { searchDebounceMs, startInventory } from './live-filters.ts'

const total = seedVehicles.length
const evolution = seedVehicles.filter((v) => v.brand === 'Evolution').length
/** How many carts (of a brand) mention `text` in their name or description. */
const withText = (text: string, brand?: string) =>
  seedVehicles.filter(
    (v) =>
      (!brand || v.brand === brand) && `${v.name} ${v.description}`.toLowerCase().includes(text),
  ).length

/** The history entries the page made, in order: how each was made and its URL. */
let entries: string[] = []
/** The cards the page asked the server for, in order. */
let requests: string[] = []
/** How many carts the page rendered was given. */
let lotSize = 0
/** Whether the server fails to send the filter facts. */
let factsFail = false

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  window.history.replaceState(null, '', '/inventory')
  entries = []
  factsFail = false
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
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/**
 * The page as the server sends it for `search` (the island's markup, no
 * router, no React in the browser), then the live filters started on it;
 * `beforeStart` acts on the page first, as a visitor faster than the phone.
 */
async function renderBrowser(
  search = '',
  vehicles: Vehicle[] = seedVehicles,
  beforeStart = () => {},
) {
  window.history.replaceState(null, '', `/inventory${search}`)
  entries = []
  const results = resultsPage(vehicles, new URLSearchParams(search))
  const props: InventoryBrowserProps = { ...results, pictures: {} }
  document.body.innerHTML = `<div data-island="inventory-browser">${renderToString(
    createElement(InventoryBrowser, props),
  )}</div>`
  // happy-dom does not select a parsed option marked `selected`; a browser does
  for (const option of document.querySelectorAll<HTMLOptionElement>('option[selected]')) {
    option.selected = true
  }
  // the server's /inventory/facts and /inventory/cards, from the same lot
  requests = []
  lotSize = vehicles.length
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, window.location.href)
    if (pathname === factsPath) {
      if (factsFail) return new Response('', { status: 503 })
      return Response.json({ vehicles: vehicles.map(filterFacts) })
    }
    requests.push(url)
    if (pathname !== '/inventory/cards') return new Response('', { status: 404 })
    const page = resultsPage(vehicles, searchParams)
    return new Response(renderToString(createElement(ResultCards, { ...page, pictures: {} })))
  })
  beforeStart()
  await startInventory(document.querySelector<HTMLElement>('[data-island]')!, { facts: factsPath })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

const heading = () => screen.getByRole('heading', { name: /^Available Golf Carts/ })
/** The live line, which screen readers hear even when the empty state shows it. */
const liveLine = () => document.querySelector('[aria-live="polite"]')!

/** The names of the cards a visitor sees, in the page's order. */
const shownNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

/** The count at once; the cards once any the page lacked have come. */
async function expectShown(count: number, onPage = Math.min(count, pageSize)) {
  expect(heading().textContent).toBe(`Available Golf Carts (${count})`)
  await vi.waitFor(() => expect(shownNames()).toHaveLength(onPage))
  expect(liveLine().textContent).toBe(`Showing ${count} of ${lotSize} total vehicles`)
  expect(liveLine().className).toBe(count === 0 ? 'sr-only' : 'text-sm text-gray-700')
  const empty = screen.queryByRole('heading', { name: 'No vehicles found' })
  if (count === 0) expect(empty).toBeTruthy()
  else expect(empty).toBeNull()
}

const searchBox = () => screen.getByLabelText<HTMLInputElement>(/Search/)
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label)

/** Lets the search box's pause run out. */
const pause = () => act(() => vi.advanceTimersByTime(searchDebounceMs))

/** The back or forward button, landing on `url`. */
function traverseTo(url: string) {
  window.history.replaceState(null, '', url)
  entries = []
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
}

describe('inventory live filters', () => {
  it('lists every cart when nothing narrows the list', async () => {
    await renderBrowser()
    await expectShown(total)
    expect(screen.queryByRole('link', { name: /Clear/ })).toBeNull()
    expect(
      screen.getByRole('link', { name: 'View Details: Evolution D6 Max XT4' }).getAttribute('href'),
    ).toBe('/vehicles/evolution-d6-max-xt4')
  })

  it('starts from what the visitor chose and typed before it started, in one entry', async () => {
    await renderBrowser('?sort=name', seedVehicles, () => {
      select('Brand').value = 'evolution'
      searchBox().value = 'lake'
    })
    expect(entries).toEqual(['push /inventory?search=lake&brand=evolution&sort=name'])
    await expectShown(withText('lake', 'Evolution'))
    expect(select('Brand').value).toBe('evolution')
    expect(select('Sort by').value).toBe('name')
    expect(searchBox().value).toBe('lake')

    // the next choice builds on them
    fireEvent.change(select('Price'), { target: { value: 'under-15k' } })
    expect(entries.at(-1)).toBe(
      'push /inventory?search=lake&brand=evolution&price=under-15k&sort=name',
    )
    expect(select('Brand').value).toBe('evolution')
  })

  it('leaves the plain form to work alone when the filter facts cannot be fetched', async () => {
    factsFail = true
    await renderBrowser()
    fireEvent.change(select('Brand'), { target: { value: 'evolution' } })
    fireEvent.input(searchBox(), { target: { value: 'lake' } })
    await pause()
    // no live list: the choice waits for Apply Filters, which loads the filtered page
    expect(entries).toEqual([])
    expect(heading().textContent).toBe(`Available Golf Carts (${total})`)
    expect(screen.getByRole('button', { name: 'Apply Filters' }).closest('form')?.method).toBe(
      'get',
    )
  })

  it('adds no entry when the form holds what the URL says', async () => {
    await renderBrowser('?brand=Evolution&price=bogus')
    expect(entries).toEqual([])
    await expectShown(evolution)
  })

  it('starts from the filters in a shared link, and says when nothing matches', async () => {
    await renderBrowser('?search=hovercraft&sort=name')
    expect(searchBox().value).toBe('hovercraft')
    expect(select('Sort by').value).toBe('name')
    await expectShown(0)
    expect(screen.getByText('No vehicles match your current filters.')).toBeTruthy()
    // clearing keeps the order, with or without JavaScript
    expect(screen.getByRole('link', { name: 'Clear All Filters' }).getAttribute('href')).toBe(
      '/inventory?sort=name',
    )
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe(
      '/inventory?sort=name',
    )
  })

  it('filters live as choices are made, one history entry each', async () => {
    const user = await renderBrowser()
    const before = window.history.length
    await user.selectOptions(select('Brand'), 'evolution')
    await expectShown(evolution)
    expect(shownNames().every((name) => name?.startsWith('Evolution'))).toBe(true)
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe(
      '/inventory',
    )
    await user.selectOptions(select('Sort by'), 'price-asc')
    expect(entries).toEqual([
      'push /inventory?brand=evolution',
      'push /inventory?brand=evolution&sort=price-asc',
    ])
    expect(window.history.length).toBe(before + 2)
    expect(window.location.search).toBe('?brand=evolution&sort=price-asc')
    // clearing would keep the new order
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe(
      '/inventory?sort=price-asc',
    )
  })

  it('moves the cards into the chosen order, the first three visible ones loading at once', async () => {
    const user = await renderBrowser()
    const byPrice = [...seedVehicles].sort((a, b) => a.price - b.price).map((v) => v.name)
    await user.selectOptions(select('Sort by'), 'price-asc')
    expect(shownNames()).toEqual(byPrice)
    await user.selectOptions(select('Sort by'), 'name')
    expect(shownNames()).toEqual(
      seedVehicles.map((v) => v.name).sort((a, b) => a.localeCompare(b, 'en')),
    )
    await user.selectOptions(select('Brand'), 'denago')
    const loading = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('img')?.getAttribute('loading'))
    expect(loading).toEqual(loading.map((_, index) => (index < 3 ? 'eager' : 'lazy')))
    // the cards the filters exclude leave the grid; the page keeps them for the next choice
    expect(document.querySelectorAll('[data-vehicle-id]')).toHaveLength(loading.length)
    await user.selectOptions(select('Brand'), '')
    expect(shownNames()).toHaveLength(total)
    expect(requests, 'every card was in the page').toEqual([])
  })

  it('narrows the list as the visitor types; a burst of typing is one entry', async () => {
    const user = await renderBrowser('?brand=evolution')
    await user.type(searchBox(), 'xt')
    await expectShown(withText('xt', 'Evolution'))
    expect(entries, 'the URL waits for a pause').toEqual([])
    await pause()
    await user.type(searchBox(), '4')
    await pause()
    expect(entries).toEqual([
      'push /inventory?search=xt&brand=evolution',
      'replace /inventory?search=xt4&brand=evolution',
    ])
    await expectShown(withText('xt4', 'Evolution'))

    // once the box loses focus, the next burst gets its own entry
    await user.tab()
    await user.clear(searchBox())
    await pause()
    expect(entries.at(-1)).toBe('push /inventory?brand=evolution')
    await expectShown(evolution)
  })

  it('Apply Filters puts the live filters in the URL without leaving the page', async () => {
    const user = await renderBrowser()
    await user.type(searchBox(), 'lake')
    await expectShown(withText('lake'))
    const form = screen.getByRole('search')
    const submitted = vi.fn((event: SubmitEvent) => event.defaultPrevented)
    form.addEventListener('submit', submitted)
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }))
    expect(submitted).toHaveReturnedWith(true)
    expect(entries).toEqual(['push /inventory?search=lake'])
    await pause()
    expect(entries, 'the pending pause adds nothing').toHaveLength(1)
  })

  it('Clear Filters empties the box and the URL, keeps the order, and wins over a pending search', async () => {
    const user = await renderBrowser('?brand=denago&sort=name')
    await user.type(searchBox(), 'zzz')
    await expectShown(0)
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }))
    expect(entries).toEqual(['push /inventory?sort=name'])
    expect(searchBox().value).toBe('')
    expect(select('Brand').value).toBe('')
    expect(select('Sort by').value).toBe('name')
    await expectShown(total)
    expect(screen.queryByRole('link', { name: 'Clear Filters' })).toBeNull()
    await pause()
    expect(entries).toHaveLength(1)
    expect(searchBox().value).toBe('')
  })

  it('Clear All Filters of the empty state replaces an entry that is already cleared', async () => {
    const user = await renderBrowser()
    await user.type(searchBox(), 'hovercraft')
    await expectShown(0)
    await user.click(screen.getByRole('link', { name: 'Clear All Filters' }))
    expect(entries).toEqual(['replace /inventory'])
    expect(searchBox().value).toBe('')
    await expectShown(total)
    await pause()
    expect(entries).toHaveLength(1)
  })

  it('leaves a click meant for a new tab to the browser, and the box as typed', async () => {
    const user = await renderBrowser('?brand=denago')
    await user.type(searchBox(), 'ev')
    const clear = screen.getByRole('link', { name: 'Clear Filters' })
    expect(fireEvent.click(clear, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(clear, { button: 1 })).toBe(true)
    expect(entries).toEqual([])
    expect(searchBox().value).toBe('ev')
  })

  it('follows the back and forward buttons: filters, search box and list', async () => {
    const user = await renderBrowser('?brand=denago')
    await user.type(searchBox(), 'rover')
    await pause()
    // back to a page with a search still waiting: it is dropped
    await user.type(searchBox(), 'zzz')
    traverseTo('/inventory?brand=evolution&price=under-15k')
    expect(select('Brand').value).toBe('evolution')
    expect(select('Price').value).toBe('under-15k')
    expect(searchBox().value).toBe('')
    await expectShown(seedVehicles.filter((v) => v.brand === 'Evolution' && v.price < 15000).length)
    await pause()
    expect(entries).toEqual([])

    traverseTo('/inventory?search=rover')
    expect(searchBox().value).toBe('rover')
    expect(select('Brand').value).toBe('')
    await expectShown(withText('rover'))

    // the next choice builds on the entry shown
    await user.selectOptions(select('Brand'), 'denago')
    expect(entries).toEqual(['push /inventory?search=rover&brand=denago'])
  })

  it('keeps a value from a hand-made link visible in its select while it is chosen', async () => {
    const user = await renderBrowser('?brand=Acme')
    expect(select('Brand').value).toBe('acme')
    expect(within(select('Brand')).getByRole('option', { selected: true }).textContent).toBe(
      '“acme”',
    )
    await expectShown(0)
    await user.selectOptions(select('Brand'), 'denago')
    expect(within(select('Brand')).queryByRole('option', { name: '“acme”' })).toBeNull()
    traverseTo('/inventory?brand=acme')
    expect(select('Brand').value).toBe('acme')
    expect(within(select('Brand')).getAllByRole('option', { name: '“acme”' })).toHaveLength(1)
  })
})

describe('inventory pages', () => {
  // the seed three times over: more carts than two pages hold
  const lot = [0, 1, 2].flatMap((copy) =>
    seedVehicles.map((v) => ({ ...v, id: `${v.id}-${copy}`, name: `${v.name} ${copy}` })),
  )
  const denago = lot.filter((v) => v.brand === 'Denago').length

  it('shows one page, turns pages without leaving it, and starts each new view at the first', async () => {
    const user = await renderBrowser('', lot)
    const { length } = lot
    await expectShown(length, pageSize)
    const pages = screen.getByRole('navigation', { name: 'Pages of results' })
    expect(within(pages).getByText(`Page 1 of ${Math.ceil(length / pageSize)}`)).toBeTruthy()
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/inventory?page=2',
    )

    await user.click(within(pages).getByRole('link', { name: 'Next page' }))
    expect(entries).toEqual(['push /inventory?page=2'])
    await expectShown(length, pageSize)
    expect(requests).toEqual(['/inventory/cards?page=2'])
    expect(shownNames()[0]).toBe(lot[pageSize]!.name)
    // reading goes on from the results' heading
    expect(document.activeElement).toBe(heading())

    // a new choice starts at its first page; cards already in the page are not asked for again
    await user.selectOptions(select('Brand'), 'denago')
    expect(entries.at(-1)).toBe('push /inventory?brand=denago')
    await expectShown(denago)
    // they fit on one page: no pages' links
    expect(denago).toBeLessThanOrEqual(pageSize)
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull()

    traverseTo('/inventory?page=3')
    await expectShown(length, length - 2 * pageSize)
    expect(requests.at(-1)).toBe('/inventory/cards?page=3')
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/inventory?page=2',
    )
    expect(within(pages).queryByRole('link', { name: 'Next page' })).toBeNull()
  })

  it('counts the whole lot as the visitor types and asks for the cards after the pause', async () => {
    const user = await renderBrowser('?page=2', lot)
    await user.type(searchBox(), 'lake')
    expect(heading().textContent).toBe(`Available Golf Carts (${withText('lake') * 3})`)
    expect(requests).toEqual([])
    await pause()
    expect(entries).toEqual(['push /inventory?search=lake'])
    await expectShown(withText('lake') * 3)
    expect(requests).toEqual(['/inventory/cards?search=lake'])
  })
})
