import type { DomIsland } from '#app/kernel/islands/dom-island.ts'
import { enhanceCalculator } from '#app/site/components/eco/enhance-calculator.ts'

/** The eco-impact calculator: server markup driven without React, computed in the browser. */
export default { enhance: enhanceCalculator } satisfies DomIsland<object>
