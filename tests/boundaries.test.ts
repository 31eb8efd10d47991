// The house's floor plan, held against the code: no import circles, server code
// apart from screens, and businesses meeting only through the kernel and each
// other's public faces (app/boundaries.json).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import {
  type Boundaries,
  boundaryViolations,
  missingPublicModules,
  readBoundaries,
  serverImportsOfUi,
} from './support/boundaries.ts'
import { importCircles, type ImportEdge, importGraph } from './support/import-graph.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const boundaries = readBoundaries(root)
const graph = importGraph(root)

describe('the import graph', () => {
  it('reads the static, dynamic and type-only imports of the whole code base', () => {
    expect(graph.length).toBeGreaterThan(2000)
    expect(graph.some((edge) => edge.typeOnly)).toBe(true)
    expect(graph).toContainEqual({
      from: 'app/islands/registry.ts',
      to: 'app/sales/islands/inventory-browser.ts',
      typeOnly: false,
    })
  })

  it('has no import circles, type-only imports included', () => {
    expect(importCircles(graph)).toEqual([])
  })

  it('keeps server code from importing a route module or a component', () => {
    expect(serverImportsOfUi(graph)).toEqual([])
  })

  it('keeps the kernel free of businesses, and each business to the public faces of the others', () => {
    expect(boundaryViolations(graph, boundaries)).toEqual([])
  })

  it('names only modules that exist in the public faces', () => {
    expect(missingPublicModules(root, boundaries, existsSync)).toEqual([])
  })
})

describe('the checks themselves', () => {
  const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly })
  const plan: Boundaries = {
    kernel: 'kernel',
    kernelMayRead: { paths: ['app/kernel/.server/db/schema.ts'] },
    composition: ['app/routes.ts', 'app/islands/'],
    businesses: { sales: ['vehicle.ts'], rentals: [] },
  }

  it('find a circle closed by a type-only import, and a module importing itself', () => {
    expect(importCircles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', true)])).toEqual([
      ['a.ts', 'b.ts'],
    ])
    expect(importCircles([edge('a.ts', 'a.ts')])).toEqual([['a.ts']])
    expect(importCircles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts')])).toEqual([])
  })

  it('refuse the kernel importing a business, but for what the database may read', () => {
    expect(
      boundaryViolations(
        [
          edge('app/kernel/mail.ts', 'app/sales/vehicle.ts'),
          edge('app/kernel/.server/db/schema.ts', 'app/sales/vehicle.ts', true),
        ],
        plan,
      ),
    ).toEqual(['app/kernel/mail.ts -> app/sales/vehicle.ts: the kernel imports no business'])
  })

  it("refuse another business's insides, from a business or the edge, and allow its public face", () => {
    expect(
      boundaryViolations(
        [
          edge('app/rentals/quote.ts', 'app/sales/.server/inventory/vehicles.ts', true),
          edge('server/gate/policy.ts', 'app/sales/alert-paths.ts'),
          edge('app/rentals/quote.ts', 'app/sales/vehicle.ts'),
          edge('app/rentals/quote.ts', 'app/kernel/format.ts'),
          edge('app/routes.ts', 'app/sales/routes/inventory.tsx'),
          edge('app/rentals/quote.test.ts', 'app/sales/vehicle-form.ts'),
        ],
        plan,
      ),
    ).toEqual([
      'app/rentals/quote.ts -> app/sales/.server/inventory/vehicles.ts: not in the public face of sales',
      'server/gate/policy.ts -> app/sales/alert-paths.ts: not in the public face of sales',
    ])
  })

  it('refuse server code importing a route module or a component, but not its own server module', () => {
    expect(
      serverImportsOfUi([
        edge('app/sales/.server/list.ts', 'app/sales/components/card.tsx'),
        edge('server/app.ts', 'app/sales/routes/inventory.tsx'),
        edge('app/sales/routes/admin/edit.tsx', 'app/sales/routes/admin/edit.server.ts'),
        edge('app/sales/.server/list.ts', 'app/sales/vehicle.ts'),
      ]),
    ).toEqual([
      'app/sales/.server/list.ts -> app/sales/components/card.tsx',
      'server/app.ts -> app/sales/routes/inventory.tsx',
    ])
  })

  it('report a public face naming a module that is gone', () => {
    expect(missingPublicModules(root, plan, existsSync)).toEqual([])
    expect(
      missingPublicModules(root, { ...plan, businesses: { sales: ['gone.ts'] } }, existsSync),
    ).toEqual(['app/sales/gone.ts'])
  })
})
