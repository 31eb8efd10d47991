/**
 * Where the built islands are: the browser entry, each island's own module,
 * and React's hydrator with the islands that need it.
 */
export type IslandScripts = {
  entry: string
  islands: Record<string, string>
  hydrator: string
  reactIslands: readonly string[]
}

/**
 * The modules a page with these islands imports: the entry, each island's
 * own module, and React's hydrator only when one of them is React's.
 */
export function islandModules(scripts: IslandScripts, names: readonly string[]): string[] {
  const urls = [scripts.entry, ...names.flatMap((name) => scripts.islands[name] ?? [])]
  if (names.some((name) => scripts.reactIslands.includes(name))) urls.push(scripts.hydrator)
  return urls
}

/**
 * The inline script that starts a page's islands once the page has loaded
 * and a frame has been painted (the load event can come before the first
 * paint), so their code never competes with what that paint needs. The entry and
 * the islands' modules (and React's hydrator, if one is React's) are fetched
 * together, not one after the other. A page of DOM islands loads no React.
 */
export function startIslands(scripts: IslandScripts, names: readonly string[]): string {
  const load = `${JSON.stringify(islandModules(scripts, names))}.forEach(function(u){import(u)})`
  // a timeout set in an animation frame runs once that frame is painted
  return `(function(){var s=function(){requestAnimationFrame(function(){setTimeout(function(){${load}},0)})};document.readyState==='complete'?s():addEventListener('load',s)})()`
}
