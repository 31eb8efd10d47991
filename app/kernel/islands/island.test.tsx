import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { pageIslands } from '#app/kernel/page-handle.ts'

import { Island, islandPropsJson } from './island.tsx'
import { startIslands } from './start.ts'

function Greeting({ text }: { text: string }) {
  return <p>{text}</p>
}

describe('an island on the server', () => {
  it('renders its component in a marked element, with the browser props as JSON beside it', () => {
    // the registry is typed by the islands that exist; the markup does not depend on it
    const name = 'greeting' as never
    const html = renderToString(
      <Island name={name} component={Greeting} props={{ text: 'Hi' }} browserProps={{ n: 1 }} />,
    )
    expect(html).toBe(
      '<script type="application/json" data-island-props="greeting">{"n":1}</script>' +
        '<div data-island="greeting" style="display:contents"><p>Hi</p></div>',
    )
  })

  it('cannot close its data block early, whatever the props hold', () => {
    const json = islandPropsJson({ text: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' })
  })
})

describe('starting the islands', () => {
  const scripts = {
    entry: '/assets/islands-client-A.js',
    islands: {
      'contact-form': '/assets/islands-contact-form-C.js',
      'inventory-browser': '/assets/islands-inventory-browser-I.js',
    },
  }

  /**
   * Runs the start script against a stand-in document; `import()` is
   * observed, and animation frames and timeouts wait until `settle()`.
   */
  function start(readyState: DocumentReadyState, names = ['contact-form']) {
    const imported: string[] = []
    const listeners: Record<string, () => void> = {}
    const frames: (() => void)[] = []
    const timeouts: (() => void)[] = []
    const code = startIslands(scripts, names).replaceAll('import(', 'load(')
    const run = new Function(
      'document',
      'addEventListener',
      'requestAnimationFrame',
      'setTimeout',
      'load',
      code,
    ) as (
      document: { readyState: DocumentReadyState },
      addEventListener: (type: string, listener: () => void) => void,
      requestAnimationFrame: (callback: () => void) => void,
      setTimeout: (callback: () => void) => void,
      load: (url: string) => void,
    ) => void
    run(
      { readyState },
      (type, listener) => (listeners[type] = listener),
      (callback) => frames.push(callback),
      (callback) => timeouts.push(callback),
      (url) => imported.push(url),
    )
    /** the next frame is painted, then its timeout runs */
    const settle = () => {
      frames.splice(0).forEach((callback) => callback())
      expect(imported).toEqual([])
      timeouts.splice(0).forEach((callback) => callback())
    }
    return { imported, listeners, settle }
  }

  it('fetches the entry and the page islands together once the page has loaded and painted', () => {
    const loading = start('interactive')
    loading.settle()
    expect(loading.imported).toEqual([])
    loading.listeners.load?.()
    expect(loading.imported).toEqual([])
    loading.settle()
    expect(loading.imported).toEqual([
      '/assets/islands-client-A.js',
      '/assets/islands-contact-form-C.js',
    ])
    const loaded = start('complete')
    expect(loaded.imported).toEqual([])
    loaded.settle()
    expect(loaded.imported).toHaveLength(2)
  })

  it("fetches only the page's own islands", () => {
    const loaded = start('complete', ['inventory-browser'])
    loaded.settle()
    expect(loaded.imported).toEqual([
      '/assets/islands-client-A.js',
      '/assets/islands-inventory-browser-I.js',
    ])
  })

  it('reads the islands from the page handles of the matched routes', () => {
    expect(
      pageIslands([{ handle: undefined }, { handle: { hydrate: false, islands: ['a', 'b'] } }]),
    ).toEqual(['a', 'b'])
    expect(pageIslands([{ handle: { hydrate: false } }])).toEqual([])
  })
})
