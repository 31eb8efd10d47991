import { enhanceCalculator } from '#app/components/eco/enhance-calculator.ts'

import type { DomIsland } from './registry'

/** The eco-impact calculator: server markup driven without React, computed in the browser. */
export default { enhance: enhanceCalculator } satisfies DomIsland<object>
