import { useRouteLoaderData } from 'react-router'

import type { loader as rootLoader } from '#app/root.tsx'
import type { TownGroup } from '#app/site/town-paths.ts'

/**
 * The towns served, grouped by area, from the root loader: every page has
 * them for the footer already, so lists elsewhere read the same data instead
 * of importing the town facts into the browser bundle.
 */
export function useTownGroups(): TownGroup[] {
  return useRouteLoaderData<typeof rootLoader>('root')?.townGroups ?? []
}
