import { describe, expect, it } from 'vitest'

import routes from '#app/routes.ts'

import { pageGroupOf, pageGroups } from './announcement-pages.ts'

type RouteEntry = { id?: string; path?: string; file: string; children?: RouteEntry[] }

/**
 * The route ids of the public pages: not the back office, the API, the feeds,
 * sitemap or robots, nor the inventory's cards alone (a fragment its filters fetch).
 */
function publicPageIds(): string[] {
  const ids: string[] = []
  const walk = (list: RouteEntry[]) => {
    for (const route of list) {
      if (route.children) walk(route.children)
      const resource =
        /^routes\/(api|feeds|admin)\/|^routes\/(sitemap|robots)\.ts$|^routes\/inventory-cards\.tsx$/.test(
          route.file,
        )
      if (resource || route.file === 'routes/not-found.tsx') continue
      ids.push(route.id ?? route.file.replace(/\.tsx?$/, ''))
    }
  }
  walk(routes)
  return ids
}

describe('the page groups of banners', () => {
  it('hold every public page of the route table exactly once, and nothing else', () => {
    const grouped = pageGroups.flatMap((group) => group.routeIds as readonly string[])
    expect([...grouped].sort()).toEqual(publicPageIds().sort())
    expect(new Set(grouped).size).toBe(grouped.length)
  })

  it('name the group of a page from its route matches', () => {
    expect(pageGroupOf([{ id: 'root' }, { id: 'vehicle' }])).toBe('inventory')
    expect(pageGroupOf([{ id: 'root' }, { id: 'routes/inventory' }])).toBe('inventory')
    expect(pageGroupOf([{ id: 'root' }, { id: 'routes/not-found' }])).toBeUndefined()
  })
})
