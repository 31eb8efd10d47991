import {
  type InventoryIslandProps,
  startInventory,
} from '#app/sales/components/inventory/live-filters.ts'

import type { DomIsland } from '../../kernel/islands/registry'

/** The inventory's filters and results: server markup driven without React. */
export default { enhance: startInventory } satisfies DomIsland<InventoryIslandProps>
