import { enhanceCalculator } from '#app/site/components/eco/enhance-calculator.ts'

import type { DomIsland } from '../../kernel/islands/registry'

/** The eco-impact calculator: server markup driven without React, computed in the browser. */
export default { enhance: enhanceCalculator } satisfies DomIsland<object>
