// Which scripts a page loads, read from a production build: the HTML of a
// page that hydrates loads the client entry, the root route and the matched
// route, each with the chunks it imports (React Router's manifest lists them);
// a page whose route says `handle.hydrate: false` loads none.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import { pageHydrates } from '#app/lib/page-handle.ts'

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

/** Route ids whose pages are sent without scripts, read from the server build's route modules. */
export async function readStaticRoutes(): Promise<Set<string>> {
  const serverBuild = pathToFileURL(path.resolve(buildDir, 'server/index.js')).href
  const { routes } = (await import(serverBuild)) as { routes: ServerBuildRoutes }
  return new Set(
    Object.entries(routes)
      .filter(([, route]) => !pageHydrates([route.module]))
      .map(([id]) => id),
  )
}

/** The script URLs a page of this route loads, each once (none for a static page). */
export function pageScripts(
  manifest: BuildManifest,
  routeId: string,
  staticRoutes: ReadonlySet<string>,
): string[] {
  if (routeChain(manifest, routeId).some((route) => staticRoutes.has(route.id))) return []
  const modules = [manifest.entry, ...routeChain(manifest, routeId)]
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
