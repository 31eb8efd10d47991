/**
 * Keeps a page's JavaScript off its critical path. React Router preloads every
 * module of the page in the head and starts them at the end of the body, so on
 * a slow phone connection they compete with the stylesheet and the largest
 * image for bandwidth and delay the first paint. Here, in the rendered HTML:
 * - the `<link rel="modulepreload">` tags are left out;
 * - the module script that imports the route modules and starts React is made
 *   inert (`type="text/plain"`), and a few lines added to the classic script
 *   before it run a copy of it once the page has loaded (or at once if it has).
 * Until then the page works as it does without JavaScript: links navigate and
 * forms post. React hydrates the same markup afterwards.
 */

const modulePreload = /<link rel="modulepreload"[^>]*\/>/g
const moduleScript = '" type="module" async="">'
const inertScript = '" type="text/plain" id="deferred-hydration">'
const contextScriptStart = '>window.__reactRouterContext = '

/** Runs the inert module script once the page has loaded; it keeps its nonce. */
export const startDeferredHydration =
  '(function(){function start(){var s=document.getElementById("deferred-hydration");if(!s)return;' +
  'var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;' +
  // prepared once inserted: it runs even though it leaves the DOM at once, so
  // React hydrates a document that looks as the server rendered it
  'document.head.appendChild(m);m.remove()}' +
  'if(document.readyState==="complete")start();else addEventListener("load",start)})();'

export function deferHydration(html: string): string {
  const headEnd = html.indexOf('</head>')
  const contextAt = html.indexOf(contextScriptStart, headEnd)
  const scriptAt = html.indexOf(moduleScript, contextAt)
  // a page rendered without React Router's scripts has nothing to defer
  if (headEnd === -1 || contextAt === -1 || scriptAt === -1) return html
  const contextEnd = html.indexOf('</script>', contextAt)
  return (
    html.slice(0, headEnd).replace(modulePreload, '') +
    html.slice(headEnd, contextEnd) +
    startDeferredHydration +
    html.slice(contextEnd, scriptAt) +
    inertScript +
    html.slice(scriptAt + moduleScript.length)
  )
}
