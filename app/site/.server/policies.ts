import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import {
  fillPlaceholders,
  type Heading,
  renderMarkdown,
  splitFrontMatter,
} from '#app/kernel/markdown.ts'
import { rentalRules } from '#app/rentals/content/rentals.ts'
import { rentalPolicyPlaceholders } from '#app/rentals/rental-policy-tables.ts'
import type { RateCards } from '#app/rentals/rental-quote.ts'
import { findPolicyByPath, type PolicyPage } from '#app/site/content/policies.ts'
import { policyStorageOffers, type StorageOffers } from '#app/storage/storage-offers.ts'
import { storagePolicyPlaceholders } from '#app/storage/storage-policy-tables.ts'

/**
 * The policy texts, rendered from app/site/content/policies/*.md on the server.
 * Vite inlines the files into the server build as strings (`?raw`), so they
 * need no file system at run time and never reach the browser bundle.
 */
const sources = import.meta.glob<string>('/app/site/content/policies/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export type PolicyDocument = {
  title: string
  description: string
  summary: string
  keywords: string
  html: string
  headings: Heading[]
}

/** What the texts' {{placeholders}} stand for; phone and e-mail become links. */
export const policyPlaceholders: Readonly<Record<string, string>> = {
  businessName: business.name,
  phone: `[${phones.main.display}](tel:${phones.main.tel})`,
  email: `[${emails.info}](mailto:${emails.info})`,
  serviceArea: business.serviceAreaText,
}

/** Links to a policy's alias (e.g. /privacy) point at its canonical path instead. */
export function canonicalHref(href: string): string {
  if (!href.startsWith('/')) return href
  const [path = '', hash] = href.split('#')
  const page = findPolicyByPath(path)
  if (!page) return href
  return hash === undefined ? page.path : `${page.path}#${hash}`
}

export function policySource(file: string): string {
  const source = sources[`/app/site/content/policies/${file}.md`]
  if (source === undefined) throw new Error(`No policy text app/site/content/policies/${file}.md`)
  return source
}

/** Each policy's last rendering, and the placeholder values it was rendered with. */
const cache = new Map<string, { values: string; document: PolicyDocument }>()

/**
 * The rendered text of a policy page, with the rate cards and the storage
 * offers as the database holds them (rendered again only when a figure it
 * shows has changed).
 */
export function getPolicyDocument(
  page: PolicyPage,
  cards: RateCards,
  storage: StorageOffers = policyStorageOffers,
): PolicyDocument {
  const placeholders = {
    ...policyPlaceholders,
    ...rentalPolicyPlaceholders(cards.pickup, rentalRules),
    ...storagePolicyPlaceholders(storage),
  }
  const values = JSON.stringify(placeholders)
  const cached = cache.get(page.file)
  if (cached?.values === values) return cached.document
  const { data, body } = splitFrontMatter(policySource(page.file))
  const { html, headings } = renderMarkdown(fillPlaceholders(body, placeholders), {
    resolveHref: canonicalHref,
  })
  const document: PolicyDocument = {
    title: data.title ?? page.title,
    description: data.description ?? '',
    summary: data.summary ?? '',
    keywords: data.keywords ?? '',
    html,
    headings,
  }
  cache.set(page.file, { values, document })
  return document
}
