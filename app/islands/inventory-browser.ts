import {
  enhanceInventory,
  type InventoryFilterData,
} from '#app/components/inventory/live-filters.ts'

import type { DomIsland } from './registry'

/** The inventory's filters and results: server markup driven without React. */
export default { enhance: enhanceInventory } satisfies DomIsland<InventoryFilterData>
