import * as z from 'zod/mini'

import { freeTextProblem, quoted, withoutInvisibleFormatting } from '#app/kernel/free-text.ts'
import { brands } from '#app/site/content/brands.ts'

import {
  alertQuery,
  emptyFilters,
  hasActiveFilters,
  type InventoryFilters,
  parseFilters,
  priceBucketLabels,
  specCategories,
} from './inventory-filters.ts'
import { promotionTagLabels } from './promotion-tags.ts'

/*
 * The buyers' alert form: one schema for the inventory's "E-mail me new
 * matches" and a cart page's two asks, read by the server from a plain form
 * post (the pages work without JavaScript).
 */

export const alertKinds = ['search', 'price', 'stock'] as const
export type AlertFormKind = (typeof alertKinds)[number]

/** Most alerts one address may hold, confirmed or not. */
export const maxAlertsPerAddress = 10

/** The honeypot field: hidden from people, filled by bots. */
export const alertTrapField = 'website'

export const noFilterMessage =
  'Choose at least one filter (a search, brand, category, price or offer) before asking for new matches'

export const alertFormSchema = z.object({
  email: z
    .string({ error: 'Enter your e-mail address' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'Enter your e-mail address' }),
      z.maxLength(254, { error: 'That e-mail address is too long' }),
      z.email({ error: 'Enter a valid e-mail address, like name@example.com' }),
    ),
  kind: z.enum(alertKinds, { error: 'Choose what to be told about' }),
  /** search: the inventory's query string */
  filters: z.optional(z.string().check(z.maxLength(600))),
  /** price and stock: the cart's id */
  vehicle: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,120}$/))),
})

export type AlertForm = z.infer<typeof alertFormSchema>

/**
 * A search as stored (alertQuery), or the message why it cannot be one: its
 * typed parts (search text, and brand and series when not picked from the
 * lists) break the forms' free-text rule, or it narrows nothing.
 */
export function searchOf(query: string): { filters: string } | { message: string } {
  const posted = parseFilters(new URLSearchParams(query.replace(/^\?/, '')))
  const typed = { search: '', brand: '', category: '' }
  for (const key of Object.keys(typed) as (keyof typeof typed)[]) {
    const problem = freeTextProblem(posted[key], 'one line')
    if (problem) return { message: problem }
    typed[key] = withoutInvisibleFormatting(posted[key]).trim()
  }
  const filters = alertQuery({ ...posted, ...typed })
  return narrows(filters) ? { filters } : { message: noFilterMessage }
}

/** The inventory's filter fields of a posted form (the order left out), as a query string. */
export function postedFilters(form: FormData): string {
  const query = new URLSearchParams()
  for (const name of Object.keys(emptyFilters)) {
    const value = form.get(name)
    if (name !== 'sort' && typeof value === 'string' && value) query.set(name, value)
  }
  return query.toString()
}

/** Whether a stored query narrows the inventory at all (an alert for everything is refused). */
function narrows(query: string): boolean {
  return hasActiveFilters(parseFilters(new URLSearchParams(query)))
}

/**
 * A search in words, for the e-mails and the manage page: the site's own
 * names bare, what was typed quoted and cut short, since the confirmation
 * goes to an address nobody has confirmed yet: "Denago, Under $15,000,
 * “lithium”".
 */
export function describeFilters(filters: InventoryFilters): string {
  const brand = Object.values(brands).find((b) => b.id === filters.brand)?.name
  const category =
    filters.category &&
    (specCategories.find((c) => c === filters.category) ?? quoted(filters.category))
  const parts = [
    brand ?? (filters.brand && quoted(filters.brand)),
    category && `${category} series`,
    filters.price && priceBucketLabels[filters.price],
    filters.tag && promotionTagLabels[filters.tag],
    filters.search && quoted(filters.search),
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'Every cart'
}
