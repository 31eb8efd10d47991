import { type SubmitEvent, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import {
  filtersToSearchParams,
  type InventoryFilters,
  parseFilters,
} from '#app/lib/inventory-filters.ts'

/** Pause after the last keystroke before the search text goes into the URL. */
export const searchDebounceMs = 300

export type FilterField = 'brand' | 'category' | 'price' | 'sort'

/**
 * The inventory filters, kept in the URL query so a view can be shared and
 * the back button walks through it. Each choice is its own history entry; a
 * burst of typing is one entry (the first pause pushes, later pauses replace).
 * The list follows the search box at once; the URL follows after a pause.
 */
export function useLiveFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = parseFilters(searchParams)
  const [query, setQuery] = useState(filters.search)
  // The URL's search text as last seen, and the one we put there ourselves,
  // to tell our own navigations from the back button or a link.
  const [seenSearch, setSeenSearch] = useState(filters.search)
  const [committedSearch, setCommittedSearch] = useState<string | null>(null)
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search)
    if (filters.search === committedSearch) setCommittedSearch(null)
    else setQuery(filters.search)
  }

  // The newest query we know of: two quick choices must build on each other,
  // even before the first one has re-rendered this component.
  const latest = useRef(searchParams)
  useEffect(() => {
    latest.current = searchParams
  }, [searchParams])

  const timer = useRef<number | undefined>(undefined)
  // search text of this typing burst's history entry, null when none yet
  const burstEntry = useRef<string | null>(null)
  useEffect(() => {
    const pending = timer
    return () => window.clearTimeout(pending.current)
  }, [])

  function commit(next: InventoryFilters, replace: boolean) {
    window.clearTimeout(timer.current)
    const params = filtersToSearchParams(next)
    const search = params.get('search') ?? ''
    if (search !== filters.search) setCommittedSearch(search)
    latest.current = params
    setSearchParams(params, { replace, preventScrollReset: true })
  }

  function setSearch(value: string) {
    setQuery(value)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      const inUrl = new URLSearchParams(window.location.search).get('search')?.trim() ?? ''
      const next = value.trim()
      if (next === inUrl) return
      const replace = burstEntry.current !== null && burstEntry.current === inUrl
      commit({ ...parseFilters(latest.current), search: next }, replace)
      burstEntry.current = next
    }, searchDebounceMs)
  }

  function setField(field: FilterField, value: string) {
    burstEntry.current = null
    const params = filtersToSearchParams({ ...parseFilters(latest.current), search: query })
    params.set(field, value)
    commit(parseFilters(params), false)
  }

  return {
    /** the filters to show now: the URL's, with the search box as typed */
    filters: { ...filters, search: query },
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
     * Clear All wins over a pending search: the timer is stopped and the box
     * emptied now, so the box, the URL (cleared by the link) and the list agree.
     */
    clear: () => {
      window.clearTimeout(timer.current)
      burstEntry.current = null
      setQuery('')
    },
  }
}
