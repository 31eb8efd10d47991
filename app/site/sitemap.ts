/** The sitemap (sitemaps.org protocol 0.9): one <url> per canonical page. */
export type SitemapEntry = {
  /** root-relative canonical path, e.g. "/inventory" */
  path: string
  /** W3C datetime of the last change, when known */
  lastmod?: string
}

export type SitemapSources = {
  /** pages whose URL never changes: home, inventory, brand pages ... */
  staticPaths: readonly string[]
  vehicles: readonly { id: string; updatedAt?: string | null }[]
  /** each town's landing and rental pages, e.g. ["/milford-golf-carts", "/rentals/milford"] */
  townPaths: readonly string[]
  policies: readonly { path: string }[]
  policyLastmod: string
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char)
}

/** Every canonical page once, in a stable order; aliases never appear. */
export function sitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    ...sources.staticPaths.map((path) => ({ path })),
    ...sources.vehicles.map((v) => ({
      path: `/vehicle/${encodeURIComponent(v.id)}`,
      ...(v.updatedAt ? { lastmod: v.updatedAt } : {}),
    })),
    ...sources.townPaths.map((path) => ({ path })),
    ...sources.policies.map((p) => ({ path: p.path, lastmod: sources.policyLastmod })),
  ]
  const seen = new Set<string>()
  return entries.filter((entry) => {
    if (seen.has(entry.path)) return false
    seen.add(entry.path)
    return true
  })
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
    return `  <url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
