// The JavaScript each public page loads before it is interactive, gzipped,
// against a budget: a dependency or import that grows a page fails here.
import { describe, expect, it } from 'vitest'

import {
  gzipSize,
  pageScripts,
  publicPageRoutes,
  readAsset,
  readBuildManifest,
} from './page-scripts.ts'

const KB = 1024

// Today's sizes with a little room; lower them as pages get lighter. The
// target is 90 KB for the home page and 120 KB for any other public page.
const homeBudget = 150 * KB
const pageBudget = 150 * KB
// the contact page also carries its form and the schema it shares with the server
const budgets: Record<string, number> = { 'routes/contact': 160 * KB }

const manifest = readBuildManifest()
const pageBytes = (routeId: string) =>
  pageScripts(manifest, routeId).reduce((sum, url) => sum + gzipSize(url), 0)

describe('JavaScript per public page (gzip)', () => {
  const routes = publicPageRoutes(manifest)

  it('finds the public pages in the build', () => {
    expect(routes).toEqual(expect.arrayContaining(['routes/home', 'routes/contact']))
    expect(routes.some((id) => id.includes('admin'))).toBe(false)
  })

  it('keeps the home page within its budget', () => {
    expect(pageBytes('routes/home')).toBeLessThanOrEqual(homeBudget)
  })

  it.each(routes)('keeps %s within its budget', (routeId) => {
    expect(pageBytes(routeId)).toBeLessThanOrEqual(budgets[routeId] ?? pageBudget)
  })

  // Radix marks what it renders with data-radix-* attributes and radix- ids
  it('leaves the menus, dialogs and notifications (Radix) out until they are used', () => {
    for (const routeId of routes) {
      const withRadix = pageScripts(manifest, routeId).filter((url) =>
        /data-radix|`radix-|"radix-/.test(readAsset(url)),
      )
      expect(withRadix, routeId).toEqual([])
    }
  })
})
