// The JavaScript each public page loads before it is interactive, gzipped,
// against a budget: a dependency or import that grows a page fails here.
import { describe, expect, it } from 'vitest'

import {
  gzipSize,
  pageScripts,
  publicPageRoutes,
  readAsset,
  readBuildManifest,
  readPageKinds,
} from './page-scripts.ts'

const KB = 1024

// The home page and every page with nothing interactive load no script file.
// A page with islands (DOM enhancers, no React) loads only their few KB, at
// most the 20 KB a public page may load.
const homeBudget = 90 * KB
const pageBudget = 120 * KB
/** The pages whose islands are all DOM enhancers (no React in the browser), and their budgets. */
const domIslandPageBudgets = {
  'sales/routes/inventory': 8 * KB,
  'leads/routes/contact': 12 * KB,
  'site/routes/eco-impact': 6 * KB,
  'rentals/routes/rentals-reserve': 18 * KB,
  vehicle: 4 * KB,
  vehicles: 4 * KB,
}
/** The pages whose interactive parts hydrate on their own, and those parts. */
const expectedIslands = {
  'sales/routes/inventory': ['inventory-browser'],
  'leads/routes/contact': ['contact-form'],
  'site/routes/eco-impact': ['eco-calculator'],
  'rentals/routes/rentals-reserve': ['reserve-form'],
  vehicle: ['payment-estimate'],
  vehicles: ['payment-estimate'],
}
/** Pages sent without React Router: a route that starts needing it must say so here. */
const expectedStatic = [
  'site/routes/home',
  'leads/routes/thank-you',
  'leads/routes/trade-in',
  'site/routes/showroom',
  'site/routes/services',
  'site/routes/about',
  'rentals/routes/rentals',
  'rentals/routes/town-rentals',
  'rentals/routes/rental-reservation',
  'service/routes/book',
  'service/routes/job',
  'sales/routes/alerts',
  'sales/routes/alerts-confirm',
  'sales/routes/alerts-manage',
  'sales/routes/alerts-unsubscribe',
  'sales/routes/cart-hold',
  'sales/routes/cart-hold-return',
  'service/routes/job-estimate',
  'service/routes/job-invoice',
  'storage/routes/book',
  'storage/routes/contract',
  'deliveries/routes/delivery-page',
  'brand-evolution',
  'brand-denago',
  'town',
  'town-landing',
  'policy',
  'privacy',
  'privacy-policy',
  'terms',
  'terms-of-service',
  'site/routes/not-found',
]

const manifest = readBuildManifest()
const kinds = await readPageKinds()
const staticRoutes = [...kinds.withoutRouter].filter((id) => !kinds.islands.has(id))
const pageBytes = (routeId: string) =>
  pageScripts(manifest, routeId, kinds).reduce((sum, url) => sum + gzipSize(url), 0)

describe('JavaScript per public page (gzip)', () => {
  const routes = publicPageRoutes(manifest)

  it('finds the public pages in the build', () => {
    expect(routes).toEqual(expect.arrayContaining(['site/routes/home', 'leads/routes/contact']))
    expect(routes.some((id) => id.includes('admin'))).toBe(false)
  })

  it('keeps the home page within its budget', () => {
    expect(pageBytes('site/routes/home')).toBeLessThanOrEqual(homeBudget)
  })

  it('sends the pages with nothing interactive without any script file', () => {
    expect(staticRoutes.sort()).toEqual([...expectedStatic].sort())
    for (const routeId of expectedStatic) expect(pageBytes(routeId), routeId).toBe(0)
  })

  it('hydrates only the interactive parts of the other public pages, without React Router', () => {
    expect(Object.fromEntries(kinds.islands)).toEqual(expectedIslands)
    const routerless = new Set([...staticRoutes, ...Object.keys(expectedIslands)])
    expect(routes.filter((id) => !routerless.has(id))).toEqual([])
    for (const routeId of Object.keys(expectedIslands)) {
      const scripts = pageScripts(manifest, routeId, kinds)
      expect(scripts.length, routeId).toBeGreaterThan(0)
      expect(scripts.every((url) => url.startsWith('/assets/islands-')), routeId).toBe(true)
    }
  })

  it('sends the pages whose islands are DOM enhancers without React, in a few KB', () => {
    for (const [routeId, budget] of Object.entries(domIslandPageBudgets)) {
      const scripts = pageScripts(manifest, routeId, kinds)
      expect(scripts.length, routeId).toBeGreaterThan(0)
      expect(
        scripts.filter((url) => readAsset(url).includes('react.transitional.element')),
        routeId,
      ).toEqual([])
      expect(pageBytes(routeId), routeId).toBeLessThanOrEqual(budget)
    }
  })

  it.each(routes)('keeps %s within its budget', (routeId) => {
    expect(pageBytes(routeId)).toBeLessThanOrEqual(pageBudget)
  })

  // Radix marks what it renders with data-radix-* attributes and radix- ids
  it('leaves the menus, dialogs and notifications (Radix) out until they are used', () => {
    for (const routeId of routes) {
      const withRadix = pageScripts(manifest, routeId, kinds).filter((url) =>
        /data-radix|`radix-|"radix-/.test(readAsset(url)),
      )
      expect(withRadix, routeId).toEqual([])
    }
  })
})
