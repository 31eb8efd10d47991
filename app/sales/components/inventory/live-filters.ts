// The inventory's live filters in the browser, without React: they drive the
// markup InventoryBrowser rendered on the server. Every cart's filter facts
// come once the page has shown (/inventory/facts), so the count and the empty
// state then answer at once; the server rendered one page of cards, and the
// cards of another view come from those already in the page or, for those
// that are not, from /inventory/cards.
import { paginationHtml } from '#app/sales/components/inventory/pagination.ts'
import {
  alertQuery,
  clearedFilters,
  type FilterableVehicle,
  type FilterField,
  filtersQuery,
  filtersToSearchParams,
  type InventoryFilters,
  parseFilters,
  unlistedLabel,
} from '#app/sales/inventory-filters.ts'
import { cardsPath, pageQuery, parsePage } from '#app/sales/inventory-pages.ts'
import {
  inventoryView,
  resultsHeading,
  resultsLine,
  resultsLineClass,
} from '#app/sales/results-summary.ts'

/** Pause after the last keystroke before the search text goes into the URL. */
export const searchDebounceMs = 300

const fields: readonly FilterField[] = ['brand', 'category', 'price', 'tag', 'sort']

/** A click the page may handle itself: a new tab or window stays the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

function required<T extends Element>(root: HTMLElement, selector: string): T {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`inventory: no ${selector}`)
  return element
}

/**
 * Shows a select's value; a value no option offers (an old or hand-made link)
 * gets an option of its own while it is chosen, as the server renders it.
 */
function selectValue(select: HTMLSelectElement, value: string) {
  for (const option of select.querySelectorAll('option[data-unlisted]')) {
    if ((option as HTMLOptionElement).value !== value) option.remove()
  }
  if (![...select.options].some((option) => option.value === value)) {
    const option = select.ownerDocument.createElement('option')
    option.value = value
    option.textContent = unlistedLabel(value)
    option.dataset.unlisted = ''
    select.append(option)
  }
  select.value = value
}

/** What the live filters work from: each listed cart's filter facts (`filterFacts`). */
export type InventoryFilterData = { vehicles: FilterableVehicle[] }

/** What the page carries for the island: where the filter facts are. */
export type InventoryIslandProps = { facts: string }

/**
 * Fetches the filter facts, then starts the live filters. Until they come, or
 * if they cannot, the form is the plain GET form the server rendered, which
 * works on its own; what the visitor chose meanwhile is taken up at the start.
 */
export async function startInventory(root: HTMLElement, { facts }: InventoryIslandProps) {
  let data: InventoryFilterData
  try {
    const response = await fetch(facts)
    if (!response.ok) return
    data = (await response.json()) as InventoryFilterData
  } catch {
    return
  }
  enhanceInventory(root, data)
}

/**
 * The inventory filters, kept in the URL query so a view can be shared and
 * the back button walks through it. Each choice is its own history entry; a
 * burst of typing is one entry (the first pause pushes, later pauses replace).
 * The list follows the search box at once; the URL follows after a pause.
 */
export function enhanceInventory(root: HTMLElement, { vehicles }: InventoryFilterData) {
  const form = required<HTMLFormElement>(root, 'form')
  const box = required<HTMLInputElement>(form, 'input[name="search"]')
  const selects = new Map(
    fields.map((field) => [field, required<HTMLSelectElement>(form, `select[name="${field}"]`)]),
  )
  const formClear = required<HTMLAnchorElement>(form, 'a[data-clear-filters]')
  const clearLinks = root.querySelectorAll<HTMLAnchorElement>('a[data-clear-filters]')
  const heading = required<HTMLElement>(root, '#results-heading')
  const line = required<HTMLElement>(root, '[data-results-line]')
  const empty = required<HTMLElement>(root, '[data-inventory-empty]')
  const grid = required<HTMLElement>(root, '[data-results-grid]')
  const nav = required<HTMLElement>(root, '[data-pagination]')
  const alertFilters = root.querySelector<HTMLInputElement>(
    'form[data-alert-form] input[name="filters"]',
  )
  // every card the page has had: a view made only of these needs no request
  const cards = new Map<string, HTMLElement>()
  const keep = (parent: ParentNode) => {
    for (const card of parent.querySelectorAll<HTMLElement>('[data-vehicle-id]')) {
      cards.set(card.dataset.vehicleId ?? '', card)
    }
  }
  keep(grid)
  // the newest request for cards: an answer to an older one is not shown
  let fetching = 0

  // The newest query we know of (the URL's, unless the back button moved it):
  // two quick choices build on each other.
  let latest = window.location.search
  let timer: number | undefined
  // search text of this typing burst's history entry, null when none yet
  let burstEntry: string | null = null

  /** The URL's filters with the search box as typed: what the page shows. */
  const urlFilters = () => parseFilters(new URLSearchParams(latest))
  const urlPage = () => parsePage(new URLSearchParams(latest))

  /** The filters as the form's controls hold them now. */
  function formFilters() {
    const params = new URLSearchParams({ search: box.value })
    for (const [field, select] of selects) params.set(field, select.value)
    return parseFilters(params)
  }

  /** The cards of these ids that the page has, in this order; the first few load at once. */
  function place(ids: readonly string[], eagerIds: ReadonlySet<string>) {
    const next = ids.flatMap((id) => cards.get(id) ?? [])
    // the grid changes only when its cards do, so the page does no more than it must
    const inGrid = Array.from(grid.children)
    if (next.length !== inGrid.length || next.some((card, i) => card !== inGrid[i])) {
      grid.replaceChildren(...next)
    }
    for (const card of next) {
      for (const image of card.querySelectorAll('img')) {
        image.loading = eagerIds.has(card.dataset.vehicleId ?? '') ? 'eager' : 'lazy'
      }
    }
  }

  /** Asks the server for a page's cards (a cached answer), then shows them. */
  async function fetchCards(
    filters: InventoryFilters,
    page: number,
    ids: readonly string[],
    eagerIds: ReadonlySet<string>,
  ) {
    const request = ++fetching
    grid.setAttribute('aria-busy', 'true')
    try {
      const response = await fetch(cardsPath(filters, page))
      if (!response.ok) throw new Error(`inventory cards: ${response.status}`)
      const template = document.createElement('template')
      template.innerHTML = await response.text()
      keep(template.content)
      if (request === fetching) place(ids, eagerIds)
    } catch {
      // the server renders the same view as a whole page
      if (request === fetching) window.location.assign(`/inventory${pageQuery(filters, page)}`)
    } finally {
      if (request === fetching) grid.removeAttribute('aria-busy')
    }
  }

  /** Shows the view of the URL and the search box; `load` asks for cards the page lacks. */
  function show(load = true) {
    const filters: InventoryFilters = { ...urlFilters(), search: box.value }
    const { shown, page, pages, onPage, eagerIds, active, clearHref } = inventoryView(
      vehicles,
      filters,
      urlPage(),
    )

    for (const field of fields) {
      const select = selects.get(field)
      if (select) selectValue(select, filters[field])
    }
    const ids = onPage.map((vehicle) => vehicle.id)
    place(ids, eagerIds)
    if (ids.every((id) => cards.has(id))) fetching++
    else if (load) void fetchCards(filters, page, ids, eagerIds)
    nav.innerHTML = paginationHtml(filters, page, pages)
    nav.hidden = pages <= 1

    heading.textContent = resultsHeading(shown.length)
    line.textContent = resultsLine(shown.length, vehicles.length)
    line.className = resultsLineClass(shown.length)
    empty.hidden = shown.length > 0
    grid.hidden = shown.length === 0
    formClear.hidden = !active
    for (const link of clearLinks) link.setAttribute('href', clearHref)
    // "E-mail me new matches" asks for what the page shows now
    if (alertFilters) alertFilters.value = alertQuery(filters)
  }

  /** A new view in the URL: a filter change starts at the first page. */
  function commit(next: InventoryFilters, replace: boolean, page = 1) {
    window.clearTimeout(timer)
    const search = pageQuery(next, page)
    latest = search
    // no scroll reset: the visitor stays where the list changed
    const url = `${window.location.pathname}${search}`
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    show()
  }

  box.addEventListener('input', () => {
    const value = box.value
    // the count follows each keystroke; cards the page lacks are asked for after the pause
    show(false)
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      const inUrl = new URLSearchParams(window.location.search).get('search')?.trim() ?? ''
      const next = value.trim()
      if (next === inUrl) {
        show()
        return
      }
      const replace = burstEntry !== null && burstEntry === inUrl
      commit({ ...urlFilters(), search: next }, replace)
      burstEntry = next
    }, searchDebounceMs)
  })

  // typing ends when the search box loses focus: the next burst gets its own entry
  box.addEventListener('blur', () => {
    burstEntry = null
  })

  for (const [field, select] of selects) {
    select.addEventListener('change', () => {
      burstEntry = null
      const params = filtersToSearchParams({ ...urlFilters(), search: box.value })
      params.set(field, select.value)
      commit(parseFilters(params), false)
    })
  }

  // Apply Filters: the same URL as the live filters, without empty fields, and no page load
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    burstEntry = null
    commit({ ...urlFilters(), search: box.value }, false)
  })

  // The pages' links: the next page's cards without a page load, read from the top
  nav.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]')
    if (!link || !isPlainClick(event)) return
    event.preventDefault()
    burstEntry = null
    commit({ ...urlFilters(), search: box.value }, false, Number(link.dataset.page))
    heading.focus()
  })

  // Clear Filters and Clear All Filters win over a pending search: the timer
  // is stopped and the box emptied now, so the box, the URL and the list
  // agree. Like a link to the page already shown, a click replaces the entry
  // when the URL is already the cleared one.
  for (const link of clearLinks) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return
      event.preventDefault()
      burstEntry = null
      box.value = ''
      const cleared = clearedFilters(urlFilters())
      commit(cleared, window.location.search === filtersQuery(cleared))
    })
  }

  // Back and forward: the filters, the box and the list follow the entry.
  // A search still waiting for its pause would add an entry after it: dropped.
  window.addEventListener('popstate', () => {
    window.clearTimeout(timer)
    burstEntry = null
    latest = window.location.search
    box.value = urlFilters().search
    show()
  })

  // Until now the page was a plain GET form, and on a slow phone the visitor
  // may already have chosen or typed: what the form holds is the view, in
  // one history entry after the page as it came (as choices made now would be).
  const chosen = formFilters()
  if (filtersQuery(chosen) !== filtersQuery(urlFilters())) commit(chosen, false)
}
