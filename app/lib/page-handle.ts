/** What a route module tells the document through its `handle` export. */
export type PageHandle = {
  /**
   * false: the page has nothing that needs React in the browser, so it is sent
   * without React Router's scripts (no client JavaScript but the few lines of
   * page enhancements). Its links and forms work as plain HTML.
   */
  hydrate?: boolean
}

/** The handle of a page that needs no client JavaScript. */
export const staticPage = { hydrate: false } as const satisfies PageHandle

/** Whether the page made of these route matches loads React in the browser. */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.every((match) => (match.handle as PageHandle | undefined)?.hydrate !== false)
}
