import { useRouteLoaderData } from 'react-router'

import type { HoursSetKey } from '#app/kernel/dealer/site-hours.ts'
import type { HoursSet } from '#app/kernel/dealer/types.ts'

/** The sets of hours the root loader read for this request, with today's state. */
export function useHours(): Record<HoursSetKey, HoursSet> {
  const root = useRouteLoaderData<{ hours: Record<HoursSetKey, HoursSet> }>('root')
  if (!root) throw new Error('The root loader gave no hours')
  return root.hours
}
