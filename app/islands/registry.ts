import type { IslandModule } from '#app/kernel/islands/dom-island.ts'

/**
 * The parts of public pages made interactive in the browser, by name. Each
 * loads on its own, so a page fetches only the code of the islands it has.
 */
export const islandLoaders = {
  'contact-form': () => import('#app/leads/islands/contact-form.ts'),
  'eco-calculator': () => import('#app/site/islands/eco-calculator.ts'),
  'inventory-browser': () => import('#app/sales/islands/inventory-browser.ts'),
  'payment-estimate': () => import('#app/sales/islands/payment-estimate.ts'),
  'reserve-form': () => import('#app/rentals/islands/reserve-form.ts'),
} satisfies Record<string, () => Promise<IslandModule>>

export type IslandName = keyof typeof islandLoaders
