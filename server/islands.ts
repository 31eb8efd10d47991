import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { BuildOptions, Metafile } from 'esbuild'

import { islandModules, type IslandScripts } from '#app/kernel/islands/start.ts'

/** What the server and the size budget need of the islands build (`build/islands.json`). */
export type IslandsManifest = IslandScripts & {
  /** the modules each module imports statically, all loaded with it */
  imports: Record<string, string[]>
}

export const islandsEntry = 'app/islands/client.tsx'
export const islandsManifestFile = 'islands.json'

/**
 * The islands bundle, built apart from React Router's client: the entry and
 * each island's code, split so a page loads only its islands. Files go beside
 * the other hashed assets (`/assets/islands-…`); development keeps fixed names.
 */
export function islandsBuildOptions(outdir: string, dev: boolean) {
  return {
    entryPoints: [islandsEntry],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    entryNames: dev ? 'islands-[name]' : 'islands-[name]-[hash]',
    chunkNames: dev ? 'islands-[name]' : 'islands-[name]-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    metafile: true,
    logLevel: 'warning',
  } satisfies BuildOptions
}

/** The manifest of a build's outputs, as URLs under /assets. */
export function islandsManifest(metafile: Metafile): IslandsManifest {
  const url = (file: string) => `/assets/${path.basename(file)}`
  const manifest: IslandsManifest = { entry: '', islands: {}, imports: {} }
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue
    manifest.imports[url(file)] = output.imports
      .filter((i) => i.kind === 'import-statement')
      .map((i) => url(i.path))
    if (output.entryPoint === islandsEntry) manifest.entry = url(file)
    else if (output.entryPoint && /^app\/[a-z-]+\/islands\//.test(output.entryPoint))
      manifest.islands[path.basename(output.entryPoint).replace(/\.tsx?$/, '')] = url(file)
  }
  return manifest
}

/** A module and every module it imports statically, each once. */
function staticClosure(manifest: IslandsManifest, url: string | undefined): string[] {
  const seen = new Set<string>()
  const visit = (next: string | undefined) => {
    if (!next || seen.has(next)) return
    seen.add(next)
    for (const imported of manifest.imports[next] ?? []) visit(imported)
  }
  visit(url)
  return [...seen]
}

export function readIslandsManifest(buildDir: string): IslandsManifest {
  return JSON.parse(
    readFileSync(path.join(buildDir, islandsManifestFile), 'utf8'),
  ) as IslandsManifest
}

/** Every script a page with these islands loads: the modules it imports (`islandModules`) and theirs. */
export function islandScripts(manifest: IslandsManifest, names: readonly string[]): string[] {
  if (names.length === 0) return []
  return [...new Set(islandModules(manifest, names).flatMap((url) => staticClosure(manifest, url)))]
}
