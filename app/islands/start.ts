/** Where the built islands are: the browser entry and each island's own module. */
export type IslandScripts = { entry: string; islands: Record<string, string> }

/**
 * The inline script that starts a page's islands once the page has loaded,
 * so their code never competes with the page's first paint. The entry and
 * the islands' modules are fetched together, not one after the other.
 */
export function startIslands(scripts: IslandScripts, names: readonly string[]): string {
  const urls = [scripts.entry, ...names.map((name) => scripts.islands[name])]
  return `(function(){var s=function(){${JSON.stringify(urls)}.forEach(function(u){import(u)})};document.readyState==='complete'?s():addEventListener('load',s)})()`
}
