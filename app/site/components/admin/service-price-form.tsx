import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import type { PriceKind, ServicePrice } from '#app/site/service-prices.ts'
import { parseServicePriceForm, siteContentRules } from '#app/site/site-content-form.ts'

import { ListItemForm, TextField } from './list-item-form.tsx'

const kindLabels: Record<PriceKind, string> = {
  fixed: 'A price: “$155”',
  from: 'A starting price: “Starting at $155”',
  call: 'No price: the note says it, or “Call for a price”',
}

const labels = { name: 'Service', kind: 'Price', amount: 'Amount', per: 'Per', note: 'Note' }

/** A service's name and price, or (without `line`) a new service at the end of the list. */
export function ServicePriceForm({
  line,
  problems,
  values,
}: {
  line?: ServicePrice
  problems?: Record<string, string>
  values?: Record<string, string>
}) {
  const value = (name: keyof typeof labels) =>
    values?.[name] ?? (line ? String(line[name] ?? '') : '')
  return (
    <ListItemForm
      intent="price-save"
      id={line?.id ?? ''}
      prefix={line ? `price-${line.id}` : 'price-new'}
      label={line ? `Edit ${line.name}` : 'Add a service'}
      labels={labels}
      check={parseServicePriceForm}
      problems={problems}
      submit={line ? `Save ${line.name}` : 'Add the service'}
    >
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={field}
              name="name"
              label={labels.name}
              required
              maxLength={siteContentRules.serviceName}
              value={value('name')}
            />
            <HintedField id={field('kind').id} label={labels.kind} error={field('kind').error}>
              {(control) => (
                <select {...control} name="kind" defaultValue={value('kind') || 'fixed'}>
                  {Object.entries(kindLabels).map(([kind, label]) => (
                    <option key={kind} value={kind}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </HintedField>
            <TextField
              field={field}
              name="amount"
              label={labels.amount}
              hint="Whole dollars; not used without a price."
              value={value('amount')}
            />
            <TextField
              field={field}
              name="per"
              label={labels.per}
              hint="Optional unit, such as “hour”: “$155/hour”."
              maxLength={siteContentRules.per}
              value={value('per')}
            />
          </div>
          <TextField
            field={field}
            name="note"
            label={labels.note}
            hint="Follows the price (“parts extra”); without a price it is what the page says (“Priced by quote”)."
            maxLength={siteContentRules.priceNote}
            value={value('note')}
          />
        </>
      )}
    </ListItemForm>
  )
}
