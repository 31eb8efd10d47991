import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { islandScripts, islandsManifest } from './islands'

/** The outputs part of esbuild's metafile, as a split islands build writes it. */
function metafile(
  outputs: Record<string, { entryPoint?: string; imports: [string, string][]; inputs?: string[] }>,
) {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, { entryPoint, imports, inputs = [] }]) => [
        file,
        {
          bytes: 1,
          inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
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
      ['build/client/assets/islands-hydrate-H.js', 'dynamic-import'],
    ],
  },
  'build/client/assets/islands-hydrate-H.js': {
    entryPoint: 'app/islands/hydrate.tsx',
    imports: [['build/client/assets/islands-chunk-R.js', 'import-statement']],
    inputs: ['app/islands/hydrate.tsx', 'node_modules/react-dom/cjs/react-dom-client.js'],
  },
  'build/client/assets/islands-inventory-browser-I.js': {
    entryPoint: 'app/islands/inventory-browser.ts',
    imports: [['build/client/assets/islands-chunk-F.js', 'import-statement']],
  },
  'build/client/assets/islands-contact-form-C.js': {
    entryPoint: 'app/islands/contact-form.tsx',
    imports: [
      ['build/client/assets/islands-chunk-R.js', 'import-statement'],
      ['build/client/assets/islands-chunk-Z.js', 'import-statement'],
    ],
  },
  'build/client/assets/islands-eco-calculator-E.js': {
    entryPoint: 'app/islands/eco-calculator.tsx',
    imports: [['build/client/assets/islands-chunk-R.js', 'import-statement']],
  },
  'build/client/assets/islands-chunk-R.js': {
    imports: [],
    inputs: ['../main/node_modules/react/cjs/react.production.js'],
  },
  'build/client/assets/islands-chunk-F.js': {
    imports: [],
    inputs: ['app/lib/inventory-filters.ts'],
  },
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
    expect(manifest.hydrator).toBe('/assets/islands-hydrate-H.js')
  })

  it('tells the React islands from the DOM enhancers by the code they bring', () => {
    expect(manifest.reactIslands.sort()).toEqual(['contact-form', 'eco-calculator'])
  })

  it('lists what a page loads: the entry, its islands and their static imports, each once', () => {
    expect(islandScripts(manifest, ['contact-form']).sort()).toEqual([
      '/assets/islands-chunk-R.js',
      '/assets/islands-chunk-Z.js',
      '/assets/islands-client-A.js',
      '/assets/islands-contact-form-C.js',
      '/assets/islands-hydrate-H.js',
    ])
    // a page of DOM enhancers loads no React
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
