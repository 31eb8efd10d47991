// Which scripts a page loads, read from a production build: the HTML of a
// page that hydrates loads the client entry, the root route and the matched
// route, each with the chunks it imports (React Router's manifest lists them);
// a page whose route says `handle.hydrate: false` loads none, or only its
// islands (`handle.islands`): the islands entry, their modules and imports.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import { pageHydrates, pageIslands } from '#app/kernel/page-handle.ts'
import { islandScripts, readIslandsManifest } from '#server/islands.ts'

type ManifestModule = { module: string; imports?: string[] }
type ManifestRoute = ManifestModule & { id: string; parentId?: string; hasDefaultExport: boolean }
export type BuildManifest = { entry: ManifestModule; routes: Record<string, ManifestRoute> }

export const buildDir = process.env.BUILD_DIR ?? 'build'
const clientDir = path.join(buildDir, 'client')

/** The browser manifest React Router writes as `window.__reactRouterManifest={...};`. */
export function readBuildManifest(): BuildManifest {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`no React Router manifest in ${assets}: run the build first`)
  const source = readFileSync(path.join(assets, file), 'utf8')
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)
  return JSON.parse(json) as BuildManifest
}

/** The route and its parents, outermost first (root, layouts, the route). */
function routeChain(manifest: BuildManifest, id: string): ManifestRoute[] {
  const route = manifest.routes[id]
  if (!route) throw new Error(`no route ${id} in the manifest`)
  return route.parentId ? [...routeChain(manifest, route.parentId), route] : [route]
}

type ServerBuildRoutes = Record<string, { module: { handle?: unknown } }>

/** What a page loads in the browser: React Router's client, its islands, or nothing. */
export type PageKinds = {
  /** routes sent without React Router's scripts (with or without islands) */
  withoutRouter: Set<string>
  /** the islands of each route that has some */
  islands: Map<string, string[]>
}

/** Each route's kind of page, read from the route modules' `handle` in the server build. */
export async function readPageKinds(): Promise<PageKinds> {
  const serverBuild = pathToFileURL(path.resolve(buildDir, 'server/index.js')).href
  const { routes } = (await import(serverBuild)) as { routes: ServerBuildRoutes }
  const kinds: PageKinds = { withoutRouter: new Set(), islands: new Map() }
  for (const [id, { module }] of Object.entries(routes)) {
    if (!pageHydrates([module])) kinds.withoutRouter.add(id)
    const islands = pageIslands([module])
    if (islands.length > 0) kinds.islands.set(id, islands)
  }
  return kinds
}

/** The script URLs a page of this route loads, each once (none for a static page). */
export function pageScripts(manifest: BuildManifest, routeId: string, kinds: PageKinds): string[] {
  const chain = routeChain(manifest, routeId)
  const islands = chain.flatMap((route) => kinds.islands.get(route.id) ?? [])
  if (islands.length > 0) return islandScripts(readIslandsManifest(buildDir), islands)
  if (chain.some((route) => kinds.withoutRouter.has(route.id))) return []
  const modules = [manifest.entry, ...chain]
  return [...new Set(modules.flatMap((m) => [m.module, ...(m.imports ?? [])]))]
}

/** The text of a built asset, by its URL. */
export function readAsset(url: string): string {
  return readFileSync(path.join(clientDir, url), 'utf8')
}

const gzipSizes = new Map<string, number>()

/** Bytes of a built asset after gzip at its highest level, as a server may send it. */
export function gzipSize(url: string): number {
  let size = gzipSizes.get(url)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length
    gzipSizes.set(url, size)
  }
  return size
}

/** Routes a visitor sees as pages: they render something and are outside the back office. */
export function publicPageRoutes(manifest: BuildManifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && route.id !== 'root')
    .filter((route) => !routeChain(manifest, route.id).some((r) => /admin/.test(r.id)))
    .map((route) => route.id)
}
