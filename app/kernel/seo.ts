import type { MetaDescriptor } from 'react-router'

import { business } from '#app/kernel/dealer/business.ts'
import type { HoursSet } from '#app/kernel/dealer/types.ts'

import type { HoursSetKey } from './dealer/site-hours.ts'
import { withDealerJsonLd } from './structured-data.ts'

export type SeoInput = {
  siteUrl: string
  title: string
  description: string
  /** path of the canonical URL, e.g. "/inventory" */
  path: string
  /** absolute or root-relative image URL for link previews */
  image?: string
  keywords?: string | string[]
  type?: 'website' | 'product' | 'article'
  /** extra tags (e.g. product:price:amount) appended as they are */
  extra?: MetaDescriptor[]
  /** JSON-LD objects for this page; the dealer's AutoDealer is added unless one describes a place */
  jsonLd?: object[]
  /** the showroom's hours, for the dealer's AutoDealer (`hoursFrom(matches).showroom`) */
  dealerHours: HoursSet
}

export const defaultShareImage = '/images/og-default.png'

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}

/** Full page title: the page's own words first, the dealer's name last. */
export function pageTitle(title: string): string {
  return title.includes(business.name) ? title : `${title} | ${business.name}`
}

/** Every tag a page needs: title, description, keywords, canonical, Open Graph, Twitter card. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title)
  const url = absoluteUrl(input.siteUrl, input.path)
  const image = absoluteUrl(input.siteUrl, input.image ?? defaultShareImage)
  const keywords = Array.isArray(input.keywords) ? input.keywords.join(', ') : input.keywords
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: business.name },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    ...(input.extra ?? []),
  ]
  for (const data of withDealerJsonLd(input.siteUrl, input.jsonLd ?? [], input.dealerHours))
    tags.push({ 'script:ld+json': data })
  return tags
}

type MatchWithData = { id: string; loaderData?: unknown } | undefined

/** The site URL the root loader publishes, read from a meta function's matches. */
export function siteUrlFrom(matches: readonly MatchWithData[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined
  return root?.siteUrl ?? ''
}

/** The sets of hours the root loader publishes, read from a meta function's matches. */
export function hoursFrom(matches: readonly MatchWithData[]): Record<HoursSetKey, HoursSet> {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { hours?: Record<HoursSetKey, HoursSet> } | undefined
  if (!root?.hours) throw new Error('The root loader gave no hours')
  return root.hours
}

/** Tags for a not-found answer: named like any page, kept out of search results. */
export function notFoundSeo(input: {
  siteUrl: string
  dealerHours: HoursSet
  title: string
  path: string
  description?: string
}): MetaDescriptor[] {
  return [
    ...seo({
      ...input,
      description: input.description ?? `${input.title}: this page does not exist.`,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}
