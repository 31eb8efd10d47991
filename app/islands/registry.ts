import type { ComponentType } from 'react'

/** An island's module: its default export is the component hydrated in the browser. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props; the page's JSON gives them
export type IslandModule = { default: ComponentType<any> }

/**
 * The parts of public pages hydrated in the browser, by name. Each loads on
 * its own, so a page fetches only the code of the islands it has.
 */
export const islandLoaders = {
  'contact-form': () => import('./contact-form.tsx'),
} satisfies Record<string, () => Promise<IslandModule>>

export type IslandName = keyof typeof islandLoaders
