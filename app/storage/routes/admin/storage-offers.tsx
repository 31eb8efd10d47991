import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import {
  currentOffersStamp,
  loadStorageOffers,
  offerHistory,
  saveStorageOffers,
} from '../../.server/offers.ts'
import {
  offerDayFields,
  type OfferField,
  offerFieldLabels,
  offerPriceFields,
  type OfferValues,
  offerValues,
  parseOffersForm,
} from '../../offers-form.ts'
import { offerLabels } from '../../storage-offers.ts'
import { offersAdminPath } from '../../storage-paths.ts'
import type { Route } from './+types/storage-offers'

export const meta = () => adminMeta('Storage offers')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const now = new Date()
  const history = await offerHistory(context.db)
  return {
    values: offerValues(await loadStorageOffers(context.db)),
    stamp: await currentOffersStamp(context.db),
    saved: new URL(request.url).searchParams.has('saved'),
    history: history.map((row) => ({
      id: row.id,
      when: dealerTime(row.changed_at, { now }),
      offer: offerLabels[row.offer],
      field: row.field,
      from: row.old_value,
      to: row.new_value,
      by: row.changed_by_email ?? 'unknown',
    })),
  }
}

type Refusal = {
  values: OfferValues
  fields?: Partial<Record<OfferField, string>>
  stale?: boolean
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const parsed = parseOffersForm(form)
  if (!parsed.ok)
    return data<Refusal>({ values: parsed.values, fields: parsed.fields }, { status: 400 })
  const saved = await saveStorageOffers(
    context.db,
    parsed.offers,
    formText(form, 'stamp'),
    actorOf(user, request, context),
  )
  if (saved.ok) return adminRedirect(`${offersAdminPath}?saved`)
  return data<Refusal>({ values: parsed.values, stale: true }, { status: 409 })
}

/** The history's columns as owners name them. */
const fieldWords: Record<string, string> = {
  indoor_cents: 'Indoor price',
  outdoor_cents: 'Covered outdoor price',
  price_cents: 'Price',
  season_start: 'Season starts',
  season_end: 'Season ends',
  last_start: 'Last day to start',
}

/** The history's values as owners read them: cents as dollars. */
const shown = (field: string, value: string | null) =>
  value === null
    ? '(none)'
    : field.endsWith('_cents')
      ? `$${(Number(value) / 100).toFixed(2)}`
      : value

function OfferInput({
  name,
  values,
  fields,
}: {
  name: OfferField
  values: OfferValues
  fields?: Refusal['fields']
}) {
  const error = fields?.[name]
  const price = (offerPriceFields as readonly string[]).includes(name)
  return (
    <div>
      <label htmlFor={name} className="mb-1.5 block text-sm font-semibold text-gray-900">
        {offerFieldLabels[name]}
        {price ? ' ($)' : ' (MM-DD)'}
      </label>
      <input
        id={name}
        name={name}
        defaultValue={values[name]}
        inputMode={price ? 'decimal' : 'numeric'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={controlClass(Boolean(error))}
      />
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export default function StorageOffers({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData
  const values = refusal?.values ?? loaderData.values
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Storage offers</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        The prices and seasons the storage booking page and the storage policy show. A contract
        keeps the prices it was booked at; a change here applies to bookings made from now on.
      </p>
      <div className="mt-4">
        {loaderData.saved && !refusal && (
          <FormMessage
            tone="ok"
            message="Saved: the booking page and the policy show the new offers."
          />
        )}
        {refusal?.stale && (
          <FormMessage message="Another owner saved the offers while you were editing; nothing of yours was saved. The form keeps your values: reload to see theirs, then save again." />
        )}
        <ErrorSummary errors={refusal?.fields} labels={offerFieldLabels} />
      </div>
      <AdminForm
        key={`${loaderData.stamp}-${refusal ? 'posted' : 'saved'}`}
        className="mt-6 grid max-w-3xl gap-6"
      >
        <input type="hidden" name="stamp" value={loaderData.stamp} />
        <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold text-gray-900">Prices</legend>
          {offerPriceFields.map((name) => (
            <OfferInput key={name} name={name} values={values} fields={refusal?.fields} />
          ))}
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-3">
          <legend className="px-1 text-lg font-bold text-gray-900">Seasons</legend>
          {offerDayFields.map((name) => (
            <OfferInput key={name} name={name} values={values} fields={refusal?.fields} />
          ))}
        </fieldset>
        <div>
          <Button type="submit">Save the offers</Button>
        </div>
      </AdminForm>
      <h2 className="mt-10 text-2xl font-semibold text-gray-900">History</h2>
      <DataTable
        className="mt-3 max-w-4xl"
        caption="Changes to the storage offers, newest first"
        headings={['When', 'Offer', 'What', 'Before', 'After', 'By']}
        empty="No change yet: the offers are the storage policy’s."
      >
        {loaderData.history.map((row) => (
          <tr key={row.id} className={dataRowClass}>
            <td className="p-3">{row.when}</td>
            <td className="p-3">{row.offer}</td>
            <td className="p-3">{fieldWords[row.field] ?? row.field}</td>
            <td className="p-3">{shown(row.field, row.from)}</td>
            <td className="p-3">{shown(row.field, row.to)}</td>
            <td className="p-3">{row.by}</td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
