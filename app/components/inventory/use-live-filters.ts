import { type MouseEvent, type SubmitEvent, useEffect, useRef, useState } from 'react'

import {
  emptyFilters,
  filtersToSearchParams,
  type InventoryFilters,
  parseFilters,
} from '#app/lib/inventory-filters.ts'

/** Pause after the last keystroke before the search text goes into the URL. */
export const searchDebounceMs = 300

export type FilterField = 'brand' | 'category' | 'price' | 'sort'

/** The query string of some filters: "" or "?brand=denago&...". */
function queryOf(filters: InventoryFilters): string {
  const query = filtersToSearchParams(filters).toString()
  return query ? `?${query}` : ''
}

/** A click the page may handle itself: a new tab or window stays the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

/**
 * The inventory filters, kept in the URL query so a view can be shared and
 * the back button walks through it. Each choice is its own history entry; a
 * burst of typing is one entry (the first pause pushes, later pauses replace).
 * The list follows the search box at once; the URL follows after a pause.
 *
 * `initialSearch` is the query string the page was served for: the server
 * renders from it, so the first render in the browser must too.
 */
export function useLiveFilters(initialSearch: string) {
  // the URL's query string; only this hook and the back button change it
  const [urlSearch, setUrlSearch] = useState(initialSearch)
  const filters = parseFilters(new URLSearchParams(urlSearch))
  // the search box as typed, ahead of the URL while a pause is awaited
  const [query, setQuery] = useState(filters.search)

  // The newest query we know of: two quick choices must build on each other,
  // even before the first one has re-rendered this component.
  const latest = useRef(urlSearch)

  const timer = useRef<number | undefined>(undefined)
  // search text of this typing burst's history entry, null when none yet
  const burstEntry = useRef<string | null>(null)

  useEffect(() => {
    // Back and forward: the filters, the box and the list follow the entry.
    // A search still waiting for its pause would add an entry after it: dropped.
    function restore() {
      window.clearTimeout(timer.current)
      burstEntry.current = null
      const search = window.location.search
      latest.current = search
      setUrlSearch(search)
      setQuery(parseFilters(new URLSearchParams(search)).search)
    }
    window.addEventListener('popstate', restore)
    const pending = timer
    return () => {
      window.removeEventListener('popstate', restore)
      window.clearTimeout(pending.current)
    }
  }, [])

  function commit(next: InventoryFilters, replace: boolean) {
    window.clearTimeout(timer.current)
    const search = queryOf(next)
    latest.current = search
    setUrlSearch(search)
    // no scroll reset: the visitor stays where the list changed
    const url = `${window.location.pathname}${search}`
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
  }

  function setSearch(value: string) {
    setQuery(value)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      const inUrl = new URLSearchParams(window.location.search).get('search')?.trim() ?? ''
      const next = value.trim()
      if (next === inUrl) return
      const replace = burstEntry.current !== null && burstEntry.current === inUrl
      commit({ ...parseFilters(new URLSearchParams(latest.current)), search: next }, replace)
      burstEntry.current = next
    }, searchDebounceMs)
  }

  function setField(field: FilterField, value: string) {
    burstEntry.current = null
    const current = parseFilters(new URLSearchParams(latest.current))
    const params = filtersToSearchParams({ ...current, search: query })
    params.set(field, value)
    commit(parseFilters(params), false)
  }

  // Clearing keeps the chosen order: it removes only what narrows the list.
  const cleared: InventoryFilters = { ...emptyFilters, sort: filters.sort }
  const clearHref = `/inventory${queryOf(cleared)}`

  return {
    /** the filters to show now: the URL's, with the search box as typed */
    filters: { ...filters, search: query },
    /** where Clear All Filters leads, with or without JavaScript */
    clearHref,
    setSearch,
    setField,
    /** typing ends when the search box loses focus: the next burst gets its own entry */
    endTyping: () => {
      burstEntry.current = null
    },
    /** Apply Filters with JavaScript on: the same URL as the live filters, without empty fields */
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault()
      burstEntry.current = null
      commit({ ...filters, search: query }, false)
    },
    /**
     * Clear All with JavaScript on, in the page. It wins over a pending search:
     * the timer is stopped and the box emptied now, so the box, the URL and the
     * list agree. Like a link to the page already shown, it replaces the entry
     * when the URL is already the cleared one.
     */
    clear: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return
      event.preventDefault()
      burstEntry.current = null
      setQuery('')
      commit(cleared, window.location.search === queryOf(cleared))
    },
  }
}
