import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import {
  cartInfo,
  type CartType,
  type PlanDuration,
  planLabels,
} from '#app/rentals/content/rentals.ts'

export type RateHistoryRow = {
  at: string
  when: string
  by: string | null
  cartType: CartType
  plan: PlanDuration
  oldPrice: number
  newPrice: number
}

/** A card's price changes, newest first: who, when, which price, old → new. */
export function RateHistory({ title, rows }: { title: string; rows: RateHistoryRow[] }) {
  if (rows.length === 0) return <p className="mt-3 text-gray-700">No price has changed yet.</p>
  return (
    <DataTable caption={`${title}: price changes`} headings={['When', 'Who', 'Price', 'Change']}>
      {rows.map((row, index) => (
        <tr key={`${row.at}-${index}`} className={dataRowClass}>
          <td className="p-3 whitespace-nowrap">
            <time dateTime={row.at}>{row.when}</time>
          </td>
          <td className="p-3">{row.by ?? 'a removed account'}</td>
          <td className="p-3">
            {`${cartInfo[row.cartType].shortName}, ${planLabels[row.plan].name}`}
          </td>
          <td className="p-3 whitespace-nowrap">
            {`${formatPrice(row.oldPrice)} → ${formatPrice(row.newPrice)}`}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
