import { enhanceReserveForm } from '#app/components/rentals/enhance-reserve-form.ts'
import type { ReserveFormData } from '#app/components/rentals/reserve-form.tsx'

import type { DomIsland } from './registry'

/** The reserve form, its calendar and its quote: server markup driven without React. */
export default { enhance: enhanceReserveForm } satisfies DomIsland<ReserveFormData>
