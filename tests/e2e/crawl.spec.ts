// The whole site as a search engine sees it: robots.txt, the sitemap, every
// page and every link on it, and each page's metadata. Pages are fetched with
// the API request context, not a browser, so the crawl takes seconds; this
// file therefore uses Playwright's own `test` (no page, no console to watch).
import { type APIRequestContext, expect, test } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'

import { policyPages } from '#app/site/content/policies.ts'
import { towns } from '#app/site/content/towns.server.ts'

import {
  internalPath,
  jsonLdNodes,
  jsonLdTypes,
  linkTargets,
  type PageMetadata,
  pageMetadata,
} from './html-scan.ts'

/** The pages directly under the site root, besides the towns, rentals and policies. */
const topLevelPages = [
  '/',
  '/inventory',
  '/rentals',
  '/services',
  '/showroom',
  '/contact',
  '/about',
  '/eco-impact',
  '/evolution',
  '/denago',
]

type Fetched = { status: number; contentType: string; html?: string }
type SitemapUrl = { loc: string; lastmod?: string }

type Crawl = {
  baseURL: string
  robots: { status: number; contentType: string; text: string }
  sitemap: { status: number; contentType: string; urls: SitemapUrl[] }
  /** every internal URL fetched (path + query), with what it answered */
  fetched: Map<string, Fetched>
  /** the pages each URL was linked from */
  linkedFrom: Map<string, Set<string>>
  /** canonical URLs of the pages reached by following links from the home page alone */
  reachedFromHome: Set<string>
  vehicles: { id: string; updatedAt?: string }[]
}

/** Pages that answer 404 on purpose and may be linked; none are. */
const intendedNotFound = new Set<string>()
const concurrency = 6
const maxUrls = 3000

async function crawlSite(request: APIRequestContext, baseURL: string): Promise<Crawl> {
  const origin = new URL(baseURL).origin
  const fetched = new Map<string, Fetched>()
  const linkedFrom = new Map<string, Set<string>>()
  const queue: string[] = []

  const enqueue = (path: string, from: string) => {
    const referrers = linkedFrom.get(path) ?? new Set<string>()
    referrers.add(from)
    linkedFrom.set(path, referrers)
    if (!fetched.has(path) && !queue.includes(path)) queue.push(path)
  }

  const visit = async (path: string) => {
    const response = await request.get(path, { failOnStatusCode: false, maxRedirects: 5 })
    const contentType = response.headers()['content-type'] ?? ''
    const entry: Fetched = { status: response.status(), contentType }
    // Links are read from pages that answered; a 404 page's own links say nothing.
    if (response.ok() && contentType.startsWith('text/html')) {
      entry.html = await response.text()
      for (const target of linkTargets(entry.html)) {
        const linked = internalPath(target, `${baseURL}${path}`, origin)
        if (linked !== undefined) enqueue(linked, path)
      }
    } else {
      await response.body()
    }
    fetched.set(path, entry)
  }

  const drain = async () => {
    while (queue.length > 0) {
      if (fetched.size > maxUrls)
        throw new Error(`crawl stopped after ${maxUrls} URLs: is a link generating URLs?`)
      const batch = queue.splice(0, concurrency)
      for (const path of batch) fetched.set(path, { status: 0, contentType: '' })
      await Promise.all(batch.map(visit))
    }
  }

  const robotsResponse = await request.get('/robots.txt')
  const robots = {
    status: robotsResponse.status(),
    contentType: robotsResponse.headers()['content-type'] ?? '',
    text: await robotsResponse.text(),
  }

  const sitemapResponse = await request.get('/sitemap.xml')
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(
    await sitemapResponse.text(),
  ) as {
    urlset?: { url?: SitemapUrl[] }
  }
  const sitemap = {
    status: sitemapResponse.status(),
    contentType: sitemapResponse.headers()['content-type'] ?? '',
    urls: parsed.urlset?.url ?? [],
  }

  // First follow links from the home page only, to learn what a crawler reaches from "/"...
  enqueue('/', '(start)')
  await drain()
  const reachedFromHome = new Set<string>()
  for (const entry of fetched.values()) {
    const canonical = entry.html ? pageMetadata(entry.html).canonical : undefined
    if (canonical) reachedFromHome.add(canonical)
  }
  // ...then everything the sitemap names that links did not reach.
  for (const { loc } of sitemap.urls) {
    const path = internalPath(loc, baseURL, origin)
    if (path !== undefined) enqueue(path, '/sitemap.xml')
  }
  await drain()

  const vehicles = (await (await request.get('/api/vehicles')).json()) as Crawl['vehicles']
  return { baseURL, robots, sitemap, fetched, linkedFrom, reachedFromHome, vehicles }
}

/** The sitemap pages with their metadata, in sitemap order. */
function sitemapPages(
  site: Crawl,
): { loc: string; path: string; entry?: Fetched; meta?: PageMetadata }[] {
  return site.sitemap.urls.map(({ loc }) => {
    const path = loc.slice(site.baseURL.length) || '/'
    const entry = site.fetched.get(path)
    return { loc, path, entry, meta: entry?.html ? pageMetadata(entry.html) : undefined }
  })
}

function duplicates(values: Map<string, string>): string[] {
  const byValue = new Map<string, string[]>()
  for (const [loc, value] of values) byValue.set(value, [...(byValue.get(value) ?? []), loc])
  return [...byValue]
    .filter(([, locs]) => locs.length > 1)
    .map(([value, locs]) => `"${value}": ${locs.join(', ')}`)
}

const placeTypes = new Set(['AutoDealer', 'AutomotiveBusiness', 'LocalBusiness', 'Store'])

test.describe('the whole site', () => {
  // One crawl shared by the checks below: run them in order in one worker.
  test.describe.configure({ mode: 'default' })

  let site: Crawl

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(180_000)
    const baseURL = testInfo.project.use.baseURL
    if (!baseURL) throw new Error('the crawl needs use.baseURL (the SITE_URL of the test server)')
    const request = await playwright.request.newContext({ baseURL })
    site = await crawlSite(request, baseURL)
    await request.dispose()
  })

  test('robots.txt allows crawling, keeps out the API and names the sitemap', () => {
    expect(site.robots.status).toBe(200)
    expect(site.robots.contentType).toContain('text/plain')
    const lines = site.robots.text.split('\n').map((line) => line.trim())
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${site.baseURL}/sitemap.xml`)
  })

  test('the sitemap lists every canonical page once, on SITE_URL, and no alias', () => {
    expect(site.sitemap.status).toBe(200)
    expect(site.sitemap.contentType).toContain('xml')
    const locs = site.sitemap.urls.map((u) => u.loc)
    expect(new Set(locs).size, 'each URL once').toBe(locs.length)
    for (const loc of locs) expect(loc.startsWith(`${site.baseURL}/`), loc).toBe(true)

    const expected = [
      ...topLevelPages,
      ...towns.flatMap((m) => [`/${m.slug}-golf-carts`, `/rentals/${m.slug}`]),
      ...policyPages.map((p) => p.path),
    ]
    expect(locs).toEqual(expect.arrayContaining(expected.map((path) => site.baseURL + path)))

    expect(site.vehicles.length).toBeGreaterThan(0)
    for (const vehicle of site.vehicles) {
      const url = site.sitemap.urls.find((u) => u.loc === `${site.baseURL}/vehicle/${vehicle.id}`)
      expect(url, `vehicle ${vehicle.id} in the sitemap`).toBeDefined()
      expect(url?.lastmod, `lastmod of ${vehicle.id}`).toBe(vehicle.updatedAt)
    }
    expect(locs.length).toBe(expected.length + site.vehicles.length)

    const aliases = ['/privacy', '/terms', '/vehicles/', '/towns/', '/thank-you', '/api/']
    for (const loc of locs) {
      const path = loc.slice(site.baseURL.length)
      expect(
        aliases.some((a) => path === a || (a.endsWith('/') && path.startsWith(a))),
        `alias in sitemap: ${path}`,
      ).toBe(false)
    }
  })

  test('no page links to a missing page or asset (no 404, no 5xx)', () => {
    const broken: string[] = []
    for (const [path, entry] of site.fetched) {
      if (entry.status < 400 || (entry.status === 404 && intendedNotFound.has(path))) continue
      const from = [...(site.linkedFrom.get(path) ?? [])].slice(0, 3).join(', ')
      broken.push(`${entry.status} ${path}  (linked from ${from})`)
    }
    expect(broken, `${site.fetched.size} URLs fetched`).toEqual([])
  })

  test('every page in the sitemap can be reached from the home page by following links', () => {
    const unreached = site.sitemap.urls
      .map((u) => u.loc)
      .filter((loc) => !site.reachedFromHome.has(loc))
    expect(unreached).toEqual([])
  })

  test('every sitemap page says what it is: title, description, canonical, share tags, all unique', () => {
    const problems: string[] = []
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const { loc, entry, meta } of sitemapPages(site)) {
      if (!entry || entry.status !== 200 || !meta) {
        problems.push(`${loc}: answered ${entry?.status ?? 'nothing'} ${entry?.contentType ?? ''}`)
        continue
      }
      if (!meta.title) problems.push(`${loc}: no <title>`)
      if (!meta.description) problems.push(`${loc}: no meta description`)
      if (meta.canonical !== loc)
        problems.push(`${loc}: canonical is ${meta.canonical ?? 'missing'}`)
      if (!meta.ogTitle) problems.push(`${loc}: no og:title`)
      if (!meta.ogImage?.startsWith('http'))
        problems.push(`${loc}: og:image is ${meta.ogImage ?? 'missing'}`)
      if (meta.robots?.includes('noindex'))
        problems.push(`${loc}: listed in the sitemap but noindex`)
      if (meta.title) titles.set(loc, meta.title)
      if (meta.description) descriptions.set(loc, meta.description)
    }
    expect(problems).toEqual([])
    expect(duplicates(titles), 'pages sharing a title').toEqual([])
    expect(duplicates(descriptions), 'pages sharing a description').toEqual([])
  })

  test('every share image exists and is an image', async ({ request }) => {
    const images = new Set(
      sitemapPages(site).flatMap(({ meta }) => (meta?.ogImage ? [meta.ogImage] : [])),
    )
    expect(images.size).toBeGreaterThan(0)
    const problems: string[] = []
    for (const image of images) {
      const response = await request.get(image, { failOnStatusCode: false })
      const type = response.headers()['content-type'] ?? ''
      if (response.status() !== 200 || !type.startsWith('image/'))
        problems.push(`${response.status()} ${type} ${image}`)
    }
    expect(problems).toEqual([])
  })

  test('structured data parses, names the dealer everywhere, lists the inventory, adds breadcrumbs on nested pages, claims no ratings', () => {
    const topLevel = new Set(topLevelPages)
    const problems: string[] = []
    for (const [path, entry] of site.fetched) {
      if (!entry.html || entry.status !== 200) continue
      for (const text of pageMetadata(entry.html).jsonLd) {
        try {
          const nodes = jsonLdNodes(JSON.parse(text))
          if (nodes.some((n) => 'aggregateRating' in n || 'review' in n))
            problems.push(`${path}: rating or review markup`)
        } catch (error) {
          problems.push(`${path}: JSON-LD does not parse (${String(error)})`)
        }
      }
    }
    for (const { path, meta } of sitemapPages(site)) {
      if (!meta) continue
      const documents = meta.jsonLd.flatMap((text) => {
        try {
          return [JSON.parse(text) as unknown]
        } catch {
          return []
        }
      })
      // top-level objects and @graph members, not nested ones such as an offer's seller
      const topTypes = documents
        .flatMap((d) => [d, ...((d as { '@graph'?: unknown[] } | null)?.['@graph'] ?? [])])
        .flatMap((d) =>
          typeof d === 'object' && d !== null ? jsonLdTypes(d as Record<string, unknown>) : [],
        )
      if (!topTypes.some((t) => placeTypes.has(t)))
        problems.push(`${path}: no AutoDealer or LocalBusiness`)
      if (path === '/inventory' && !topTypes.includes('ItemList'))
        problems.push(`${path}: no ItemList`)
      if (!topLevel.has(path) && !topTypes.includes('BreadcrumbList'))
        problems.push(`${path}: no BreadcrumbList`)
    }
    expect(problems).toEqual([])
  })
})
