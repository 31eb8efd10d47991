import type { DomIsland } from '#app/kernel/islands/dom-island.ts'
import {
  type InventoryIslandProps,
  startInventory,
} from '#app/sales/components/inventory/live-filters.ts'

/** The inventory's filters and results: server markup driven without React. */
export default { enhance: startInventory } satisfies DomIsland<InventoryIslandProps>
