import type { DomIsland } from '#app/kernel/islands/dom-island.ts'
import { enhanceReserveForm } from '#app/rentals/components/enhance-reserve-form.ts'
import type { ReserveFormData } from '#app/rentals/components/reserve-form.tsx'

/** The reserve form, its calendar and its quote: server markup driven without React. */
export default { enhance: enhanceReserveForm } satisfies DomIsland<ReserveFormData>
