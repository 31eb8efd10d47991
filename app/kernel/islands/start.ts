/** Where the built islands are: the browser entry and each island's own module. */
export type IslandScripts = {
  entry: string
  islands: Record<string, string>
}

/** The modules a page with these islands imports: the entry and each island's own module. */
export function islandModules(scripts: IslandScripts, names: readonly string[]): string[] {
  return [scripts.entry, ...names.flatMap((name) => scripts.islands[name] ?? [])]
}

/**
 * The inline script that starts a page's islands once the page has loaded
 * and a frame has been painted (the load event can come before the first
 * paint), so their code never competes with what that paint needs. The entry
 * and the islands' modules are fetched together, not one after the other.
 */
export function startIslands(scripts: IslandScripts, names: readonly string[]): string {
  const load = `${JSON.stringify(islandModules(scripts, names))}.forEach(function(u){import(u)})`
  // a timeout set in an animation frame runs once that frame is painted
  return `(function(){var s=function(){requestAnimationFrame(function(){setTimeout(function(){${load}},0)})};document.readyState==='complete'?s():addEventListener('load',s)})()`
}
