import { describe, expect, it } from 'vitest'

import { deferHydration, startDeferredHydration } from './defer-hydration.ts'

// The shape React Router 7 renders: preloads hoisted into the head, the
// context script, the module script that starts React, then streamed data.
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/root-C.css"/></head>',
  '<body><main><p>Say &lt;link rel="modulepreload" href="/x.js"/&gt; here</p></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {"a":1};window.__reactRouterContext.stream = 1;</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("x");</script>',
  '</body></html>',
].join('')

describe('deferHydration', () => {
  const deferred = deferHydration(page)

  it('leaves out the module preloads of the head', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/)
    expect(deferred).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/root-C.css"/>')
  })

  it('keeps the body text as rendered', () => {
    expect(deferred).toContain('<p>Say &lt;link rel="modulepreload" href="/x.js"/&gt; here</p>')
  })

  it('makes the module script inert, with its nonce and imports unchanged', () => {
    expect(deferred).not.toContain('type="module" async')
    expect(deferred).toContain(
      '<script nonce="n0nce" type="text/plain" id="deferred-hydration">import * as route0 from "/assets/root-B.js";',
    )
  })

  it('starts it from the context script once the page has loaded', () => {
    expect(deferred).toContain(
      `window.__reactRouterContext.stream = 1;${startDeferredHydration}</script>`,
    )
    expect(startDeferredHydration).toContain('addEventListener("load",start)')
    expect(deferred).toContain('streamController.enqueue("x")')
  })

  it('leaves a page without React Router scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>'
    expect(deferHydration(plain)).toBe(plain)
  })
})

describe('the deferred start', () => {
  type Script = { type: string; nonce: string; textContent: string; removed: boolean }
  /** Runs the start script against a stand-in document holding the inert script. */
  function runStart(readyState: 'loading' | 'complete') {
    const inserted: Script[] = []
    const listeners: Record<string, () => void> = {}
    const document = {
      readyState,
      getElementById: (id: string) =>
        id === 'deferred-hydration' ? { nonce: 'n0nce', textContent: 'import("/a.js")' } : null,
      createElement: (): Script =>
        ({
          type: '',
          nonce: '',
          textContent: '',
          removed: false,
          remove() {
            this.removed = true
          },
        }) as Script & { remove(): void },
      head: { appendChild: (script: Script) => inserted.push(script) },
    }
    const addEventListener = (name: string, listener: () => void) => (listeners[name] = listener)
    new Function('document', 'addEventListener', startDeferredHydration)(document, addEventListener)
    return { inserted, listeners }
  }

  it('runs a module copy of the inert script, with its nonce, at once when the page has loaded', () => {
    const { inserted } = runStart('complete')
    expect(inserted).toMatchObject([
      { type: 'module', nonce: 'n0nce', textContent: 'import("/a.js")', removed: true },
    ])
  })

  it('waits for the load event while the page is loading', () => {
    const { inserted, listeners } = runStart('loading')
    expect(inserted).toEqual([])
    listeners.load?.()
    expect(inserted).toMatchObject([{ type: 'module', textContent: 'import("/a.js")' }])
  })
})
