import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { cartInfo, cartTypes, planDurations, planLabels } from '#app/rentals/content/rentals.ts'
import {
  type CardName,
  cellId,
  cellName,
  type RateCardValues,
  recommendedName,
} from '#app/rentals/rate-card-form.ts'

export const cardTitles: Record<CardName, string> = {
  pickup: 'Pickup at a showroom',
  delivery: 'Delivery to a town',
}

type RateCardEditorProps = {
  card: CardName
  values: RateCardValues
  /** when the card was last saved, sent back so a save made meanwhile is seen */
  stamp: string
  errors?: Record<string, string>
}

/** One rate card as a table of prices (cart type × plan) with their recommended boxes. */
export function RateCardEditor({ card, values, stamp, errors = {} }: RateCardEditorProps) {
  return (
    <AdminForm className="mt-4 space-y-4" aria-label={`${cardTitles[card]} prices`}>
      <input type="hidden" name="card" value={card} />
      <input type="hidden" name="stamp" value={stamp} />
      <DataTable
        caption={`${cardTitles[card]}: prices in whole dollars`}
        headings={['Cart', ...planDurations.map((plan) => planLabels[plan].name)]}
      >
        {cartTypes.map((type) => (
          <tr key={type} className={dataRowClass}>
            <th scope="row" className="p-3 font-semibold whitespace-nowrap">
              {cartInfo[type].shortName}
            </th>
            {planDurations.map((plan) => {
              const id = cellId(card, type, plan)
              const cell = values[cellName(type, plan)]
              const error = errors[id]
              const what = `${cartInfo[type].shortName}, ${planLabels[plan].name}`
              return (
                <td key={plan} className="min-w-32 p-3">
                  <label htmlFor={id} className="sr-only">
                    {what}, price in dollars
                  </label>
                  <input
                    id={id}
                    name={cellName(type, plan)}
                    inputMode="numeric"
                    defaultValue={cell.price}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={controlClass(Boolean(error))}
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                      {error}
                    </p>
                  )}
                  <label className="mt-2 flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="checkbox"
                      name={recommendedName(type, plan)}
                      defaultChecked={cell.recommended}
                      className="size-4"
                    />
                    Recommended<span className="sr-only"> ({what})</span>
                  </label>
                </td>
              )
            })}
          </tr>
        ))}
      </DataTable>
      <Button type="submit">Save the {cardTitles[card].toLowerCase()} prices</Button>
    </AdminForm>
  )
}
