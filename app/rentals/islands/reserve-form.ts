import { enhanceReserveForm } from '#app/rentals/components/enhance-reserve-form.ts'
import type { ReserveFormData } from '#app/rentals/components/reserve-form.tsx'

import type { DomIsland } from '../../kernel/islands/registry'

/** The reserve form, its calendar and its quote: server markup driven without React. */
export default { enhance: enhanceReserveForm } satisfies DomIsland<ReserveFormData>
