// The house's rules on imports (app/boundaries.json, docs/decisions/058), checked
// on the resolved import graph, so relative paths and type-only imports count too.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { ImportEdge } from './import-graph.ts'

export type Boundaries = {
  kernel: string
  kernelMayRead: { paths: string[] }
  composition: string[]
  /** each business's public face: module paths inside its folder */
  businesses: Record<string, string[]>
}

export function readBoundaries(root: string): Boundaries {
  return JSON.parse(readFileSync(path.join(root, 'app/boundaries.json'), 'utf8')) as Boundaries
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/')

/** The business (or the kernel) a module belongs to, if any. */
export function ownerOf(file: string, boundaries: Boundaries): string | undefined {
  const folder = /^app\/([^/]+)\//.exec(file)?.[1]
  if (folder === boundaries.kernel || (folder && folder in boundaries.businesses)) return folder
  return undefined
}

const under = (file: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => (prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix))

/** Every import that crosses a boundary it may not cross, as `from -> to: why`. */
export function boundaryViolations(edges: readonly ImportEdge[], boundaries: Boundaries): string[] {
  const found: string[] = []
  for (const { from, to } of edges) {
    if (isTest(from) || under(from, boundaries.composition)) continue
    const target = ownerOf(to, boundaries)
    if (!target || target === boundaries.kernel) continue
    const source = ownerOf(from, boundaries)
    if (source === target) continue
    if (source === boundaries.kernel) {
      if (!under(from, boundaries.kernelMayRead.paths)) {
        found.push(`${from} -> ${to}: the kernel imports no business`)
      }
      continue
    }
    const inside = to.slice(`app/${target}/`.length)
    if (!(boundaries.businesses[target] ?? []).includes(inside)) {
      found.push(`${from} -> ${to}: not in the public face of ${target}`)
    }
  }
  return found
}

const isServerCode = (file: string) =>
  file.startsWith('server/') || file.includes('/.server/') || /\.server\.tsx?$/.test(file)
const isRouteModule = (file: string) =>
  /^app\/[^/]+\/routes\//.test(file) && !/\.(server|test)\.tsx?$/.test(file)
const isComponent = (file: string) => /^app\/.+\/components\//.test(file)

/** Server code that imports a route module or a component. */
export function serverImportsOfUi(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from }) => !isTest(from) && isServerCode(from))
    .filter(({ to }) => isRouteModule(to) || isComponent(to))
    .map(({ from, to }) => `${from} -> ${to}`)
}

/** Public faces that name no module. */
export function missingPublicModules(
  root: string,
  boundaries: Boundaries,
  exists: (file: string) => boolean,
): string[] {
  return Object.entries(boundaries.businesses).flatMap(([business, modules]) =>
    modules
      .map((module) => `app/${business}/${module}`)
      .filter((file) => !exists(path.join(root, file))),
  )
}
