import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import routes from '#app/routes.ts'

import { pageGroupOf, pageGroups } from './announcement-pages.ts'

type RouteEntry = { id?: string; path?: string; file: string; children?: RouteEntry[] }

/** Whether a route module draws a page: a resource route (API, feed, fragment) has no component. */
const drawsPage = (file: string) =>
  /^export default /m.test(
    readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8'),
  )

/** The route ids of the public pages: the routes with a component, but the back office's and not-found. */
function publicPageIds(): string[] {
  const ids: string[] = []
  const walk = (list: RouteEntry[]) => {
    for (const route of list) {
      if (route.children) walk(route.children)
      if (route.file.includes('/routes/admin/') || route.file === 'site/routes/not-found.tsx')
        continue
      if (drawsPage(route.file)) ids.push(route.id ?? route.file.replace(/\.tsx?$/, ''))
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
    expect(pageGroupOf([{ id: 'root' }, { id: 'sales/routes/inventory' }])).toBe('inventory')
    expect(pageGroupOf([{ id: 'root' }, { id: 'site/routes/not-found' }])).toBeUndefined()
  })
})
