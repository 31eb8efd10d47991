import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { BuildOptions, Metafile } from 'esbuild'

/** What the server and the size budget need of the islands build (`build/islands.json`). */
export type IslandsManifest = {
  /** the browser entry, started once the page has loaded */
  entry: string
  /** each island's own module */
  islands: Record<string, string>
  /** the modules each module imports statically, all loaded with it */
  imports: Record<string, string[]>
}

export const islandsEntry = 'app/islands/client.tsx'
export const islandsManifestFile = 'islands.json'

/**
 * The islands bundle, built apart from React Router's client: React DOM and
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
    else if (output.entryPoint?.startsWith('app/islands/'))
      manifest.islands[path.basename(output.entryPoint, '.tsx')] = url(file)
  }
  return manifest
}

export function readIslandsManifest(buildDir: string): IslandsManifest {
  return JSON.parse(
    readFileSync(path.join(buildDir, islandsManifestFile), 'utf8'),
  ) as IslandsManifest
}

/** Every script a page with these islands loads: the entry, the islands and what they import. */
export function islandScripts(manifest: IslandsManifest, names: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (url: string | undefined) => {
    if (!url || seen.has(url)) return
    seen.add(url)
    for (const next of manifest.imports[url] ?? []) visit(next)
  }
  if (names.length === 0) return []
  visit(manifest.entry)
  for (const name of names) visit(manifest.islands[name])
  return [...seen]
}
