import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { islandScripts, islandsManifest } from './islands'

/** The outputs part of esbuild's metafile, as a split islands build writes it. */
function metafile(outputs: Record<string, { entryPoint?: string; imports: [string, string][] }>) {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, { entryPoint, imports }]) => [
        file,
        {
          bytes: 1,
          inputs: {},
          exports: [],
          entryPoint,
          imports: imports.map(([path, kind]) => ({ path, kind })),
        },
      ]),
    ),
  } as unknown as Metafile
}

const built = metafile({
  'build/client/assets/islands-client-A.js': {
    entryPoint: 'app/islands/client.tsx',
    imports: [
      ['build/client/assets/islands-contact-form-C.js', 'dynamic-import'],
      ['build/client/assets/islands-eco-calculator-E.js', 'dynamic-import'],
      ['build/client/assets/islands-inventory-browser-I.js', 'dynamic-import'],
    ],
  },
  'build/client/assets/islands-inventory-browser-I.js': {
    entryPoint: 'app/sales/islands/inventory-browser.ts',
    imports: [['build/client/assets/islands-chunk-F.js', 'import-statement']],
  },
  'build/client/assets/islands-contact-form-C.js': {
    entryPoint: 'app/leads/islands/contact-form.ts',
    imports: [
      ['build/client/assets/islands-chunk-R.js', 'import-statement'],
      ['build/client/assets/islands-chunk-Z.js', 'import-statement'],
    ],
  },
  'build/client/assets/islands-eco-calculator-E.js': {
    entryPoint: 'app/site/islands/eco-calculator.ts',
    imports: [['build/client/assets/islands-chunk-R.js', 'import-statement']],
  },
  'build/client/assets/islands-chunk-R.js': { imports: [] },
  'build/client/assets/islands-chunk-F.js': { imports: [] },
  'build/client/assets/islands-chunk-Z.js': { imports: [] },
})

describe('islands manifest', () => {
  const manifest = islandsManifest(built)

  it('names the entry and each island by its module, as URLs under /assets', () => {
    expect(manifest.entry).toBe('/assets/islands-client-A.js')
    expect(manifest.islands).toEqual({
      'contact-form': '/assets/islands-contact-form-C.js',
      'eco-calculator': '/assets/islands-eco-calculator-E.js',
      'inventory-browser': '/assets/islands-inventory-browser-I.js',
    })
  })

  it('lists what a page loads: the entry, its islands and their static imports, each once', () => {
    expect(islandScripts(manifest, ['contact-form']).sort()).toEqual([
      '/assets/islands-chunk-R.js',
      '/assets/islands-chunk-Z.js',
      '/assets/islands-client-A.js',
      '/assets/islands-contact-form-C.js',
    ])
    // none of another island's chunks
    expect(islandScripts(manifest, ['inventory-browser']).sort()).toEqual([
      '/assets/islands-chunk-F.js',
      '/assets/islands-client-A.js',
      '/assets/islands-inventory-browser-I.js',
    ])
    // another island's dynamic import is not loaded with the entry
    expect(islandScripts(manifest, ['eco-calculator'])).not.toContain(
      '/assets/islands-contact-form-C.js',
    )
    expect(islandScripts(manifest, [])).toEqual([])
  })
})
