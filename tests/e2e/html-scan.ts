/**
 * Reading server-rendered HTML without a browser: the crawl and metadata
 * tests fetch many pages with the `request` fixture and look at the markup
 * React Router sent (title, meta tags, canonical, JSON-LD, link targets).
 */
import { Window } from 'happy-dom'

/**
 * The markup as a document, for Testing Library's role queries: no scripts or
 * styles run or load, so ask for `hidden: true` (nothing is laid out).
 */
export function parseHtml(html: string): Document {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
    },
  })
  window.document.write(html)
  return window.document as unknown as Document
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10)
      return String.fromCodePoint(n)
    }
    return entities[code.toLowerCase()] ?? whole
  })
}

/** The attributes of every opening `<tagName ...>` in the document. */
export function tagsNamed(html: string, tagName: string): Record<string, string>[] {
  const tags: Record<string, string>[] = []
  const tagPattern = new RegExp(`<${tagName}\\b([^>]*)>`, 'gi')
  for (const [, attributes = ''] of html.matchAll(tagPattern)) {
    const parsed: Record<string, string> = {}
    for (const [, name = '', value = ''] of attributes.matchAll(
      /([^\s"'=<>/]+)\s*=\s*"([^"]*)"/g,
    )) {
      parsed[name.toLowerCase()] = decodeEntities(value)
    }
    tags.push(parsed)
  }
  return tags
}

export type PageMetadata = {
  title?: string
  description?: string
  canonical?: string
  robots?: string
  ogTitle?: string
  ogImage?: string
  /** the raw text of each application/ld+json script */
  jsonLd: string[]
}

export function pageMetadata(html: string): PageMetadata {
  const meta = tagsNamed(html, 'meta')
  const named = (key: 'name' | 'property', value: string) =>
    meta.find((m) => m[key] === value)?.content
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const jsonLd = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((match) => match[1] ?? '')
  return {
    title: title === undefined ? undefined : decodeEntities(title).trim(),
    description: named('name', 'description'),
    canonical: tagsNamed(html, 'link').find((l) => l.rel === 'canonical')?.href,
    robots: named('name', 'robots'),
    ogTitle: named('property', 'og:title'),
    ogImage: named('property', 'og:image'),
    jsonLd,
  }
}

/** Every href, src and srcset target in the page, as written. */
export function linkTargets(html: string): string[] {
  const targets: string[] = []
  for (const [, name = '', value = ''] of html.matchAll(/\s(href|src|srcset)="([^"]*)"/gi)) {
    const decoded = decodeEntities(value)
    if (name.toLowerCase() === 'srcset') {
      targets.push(...decoded.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''))
    } else {
      targets.push(decoded)
    }
  }
  return targets.filter(Boolean)
}

/**
 * The same-origin path (with query, without #fragment) a link points at, or
 * undefined for fragments, tel:, mailto: and other sites.
 */
export function internalPath(target: string, pageUrl: string, origin: string): string | undefined {
  const value = target.trim()
  if (!value || value.startsWith('#')) return undefined
  if (/^(tel|mailto|sms|javascript|data|blob):/i.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, pageUrl)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  return url.pathname + url.search
}

/** Every object in a JSON-LD document, including nested ones and @graph members. */
export function jsonLdNodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(jsonLdNodes)
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  return [record, ...Object.values(record).flatMap(jsonLdNodes)]
}

export function jsonLdTypes(node: Record<string, unknown>): string[] {
  return ([] as unknown[])
    .concat(node['@type'] ?? [])
    .filter((t): t is string => typeof t === 'string')
}
