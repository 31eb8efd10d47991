import { useRouteLoaderData } from 'react-router'

import type { HoursSet } from '#app/site/content/types.ts'
import type { HoursSetKey } from '#app/site/site-hours.ts'

/** The sets of hours the root loader read for this request, with today's state. */
export function useHours(): Record<HoursSetKey, HoursSet> {
  const root = useRouteLoaderData<{ hours: Record<HoursSetKey, HoursSet> }>('root')
  if (!root) throw new Error('The root loader gave no hours')
  return root.hours
}
