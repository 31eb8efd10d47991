import { HintedField } from '#app/components/admin/admin-field.tsx'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/components/admin/error-summary.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { type PriceKind, type ServicePrice } from '#app/lib/service-prices.ts'
import { parseServicePriceForm, siteContentRules } from '#app/lib/site-content-form.ts'

import { useFormCheck } from '../use-form-check.ts'
import { prefixed } from './prefixed.ts'

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
  const prefix = line ? `price-${line.id}` : 'price-new'
  const checked = useFormCheck(parseServicePriceForm, problems)
  const errors = prefixed(prefix, checked.problems)
  const id = (name: string) => `${prefix}-${name}`
  const value = (name: keyof typeof labels) =>
    values?.[name] ?? (line ? String(line[name] ?? '') : '')
  return (
    <AdminForm
      noValidate
      onSubmit={checked.onSubmit}
      className="mt-4 space-y-4"
      aria-label={line ? `Edit ${line.name}` : 'Add a service'}
    >
      <ErrorSummary errors={errors} labels={prefixed(prefix, labels) ?? {}} />
      <input type="hidden" name="intent" value="price-save" />
      <input type="hidden" name="id" value={line?.id ?? ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField id={id('name')} label={labels.name} required error={errors?.[id('name')]}>
          {(control) => (
            <input
              {...control}
              name="name"
              required
              maxLength={siteContentRules.serviceName}
              defaultValue={value('name')}
            />
          )}
        </HintedField>
        <HintedField id={id('kind')} label={labels.kind} error={errors?.[id('kind')]}>
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
        <HintedField
          id={id('amount')}
          label={labels.amount}
          hint="Whole dollars; not used without a price."
          error={errors?.[id('amount')]}
        >
          {(control) => (
            <input {...control} name="amount" inputMode="numeric" defaultValue={value('amount')} />
          )}
        </HintedField>
        <HintedField
          id={id('per')}
          label={labels.per}
          hint="Optional unit, such as “hour”: “$155/hour”."
          error={errors?.[id('per')]}
        >
          {(control) => (
            <input
              {...control}
              name="per"
              maxLength={siteContentRules.per}
              defaultValue={value('per')}
            />
          )}
        </HintedField>
      </div>
      <HintedField
        id={id('note')}
        label={labels.note}
        hint="Follows the price (“parts extra”); without a price it is what the page says (“Priced by quote”)."
        error={errors?.[id('note')]}
      >
        {(control) => (
          <input
            {...control}
            name="note"
            maxLength={siteContentRules.priceNote}
            defaultValue={value('note')}
          />
        )}
      </HintedField>
      <Button type="submit">{line ? `Save ${line.name}` : 'Add the service'}</Button>
    </AdminForm>
  )
}
