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

describe('the deferred start in a browser document', () => {
  it('runs a module copy of the inert script with its nonce, and leaves the DOM as it was', async () => {
    const { Window } = await import('happy-dom')
    const window = new Window()
    const document = window.document
    document.body.innerHTML =
      '<script type="text/plain" id="deferred-hydration">import("/a.js")</script>'
    const inert = document.getElementById('deferred-hydration') as unknown as HTMLScriptElement
    inert.nonce = 'n0nce'
    const appended: { type: string; nonce: string; text: string }[] = []
    document.head.appendChild = <T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement
      appended.push({ type: script.type, nonce: script.nonce, text: script.textContent ?? '' })
      // record only: happy-dom would try to load the import
      return node
    }
    Object.defineProperty(document, 'readyState', { value: 'complete' })
    new window.Function('document', 'addEventListener', startDeferredHydration)(
      document,
      window.addEventListener.bind(window),
    )
    expect(appended).toEqual([{ type: 'module', nonce: 'n0nce', text: 'import("/a.js")' }])
    expect(document.body.innerHTML).toContain('id="deferred-hydration"')
  })
})
