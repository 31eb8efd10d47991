import type { IslandName } from '#app/islands/registry.ts'

/** What a route module tells the document through its `handle` export. */
export type PageHandle = {
  /**
   * false: the page is sent without React Router's scripts (no client
   * JavaScript but the few lines of page enhancements and its islands, if
   * any). Its links and forms work as plain HTML.
   */
  hydrate?: boolean
  /** the parts of the page hydrated on their own (`app/islands/`) */
  islands?: readonly IslandName[]
}

/** The handle of a page that needs no client JavaScript. */
export const staticPage = { hydrate: false } as const satisfies PageHandle

/** The handle of a page sent without React Router whose named parts hydrate on their own. */
export function islandPage(...islands: IslandName[]): PageHandle {
  return { hydrate: false, islands }
}

type Match = { handle?: unknown }

/** Whether the page made of these route matches loads React Router in the browser. */
export function pageHydrates(matches: readonly Match[]): boolean {
  return matches.every((match) => (match.handle as PageHandle | undefined)?.hydrate !== false)
}

/** The islands the page made of these route matches hydrates. */
export function pageIslands(matches: readonly Match[]): IslandName[] {
  return matches.flatMap((match) => (match.handle as PageHandle | undefined)?.islands ?? [])
}
