import type { ReactNode } from 'react'
import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'

import { readCapacity, readZoneFees } from '../../.server/capacity.ts'
import { saveServiceSettings } from '../../.server/settings-save.ts'
import {
  dayLabel,
  feeField,
  formWeekdays,
  onlineField,
  parseSettingsForm,
  placesField,
  type SettingsValues,
  settingsValues,
} from '../../capacity-form.ts'
import { serviceSettingsPath } from '../../service-paths.ts'
import { placedVisits } from '../../service-stages.ts'
import { serviceZones, zoneLabels } from '../../service-zones.ts'
import type { Route } from './+types/service-settings'

export const meta = () => adminMeta('Service capacity and fees')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const [capacity, fees] = await Promise.all([readCapacity(context.db), readZoneFees(context.db)])
  return {
    values: settingsValues(
      (weekday, visit) => capacity[weekday]?.[visit] ?? { places: 0, online: 0 },
      fees,
    ),
    saved: new URL(request.url).searchParams.has('saved'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const parsed = parseSettingsForm((name) => formText(form, name))
  if (!parsed.ok) return data({ values: parsed.values, fields: parsed.fields }, { status: 400 })
  const actor = actorOf(user, request, context)
  await saveServiceSettings(context.db, parsed, { actor, ip: actor.ip })
  return adminRedirect(`${serviceSettingsPath}?saved`)
}

const visitShort = {
  drop_off: 'Drop-offs a day',
  mobile: 'Mobile visits a window',
} as const

function NumberInput({
  name,
  label,
  values,
  fields,
}: {
  name: string
  label: ReactNode
  values: SettingsValues
  fields: Record<string, string> | undefined
}) {
  const error = fields?.[name]
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        inputMode="decimal"
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={`${controlClass(Boolean(error))} mt-1 max-w-32`}
      />
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** Every field's label, for the summary's links. */
const labels: Record<string, string> = Object.fromEntries([
  ...formWeekdays.flatMap((weekday) =>
    placedVisits.flatMap((visit) => [
      [placesField(weekday, visit), `${dayLabel(weekday)}, ${visitShort[visit]}`],
      [onlineField(weekday, visit), `${dayLabel(weekday)}, ${visitShort[visit]} online`],
    ]),
  ),
  ...serviceZones.flatMap((zone) => [
    [feeField(zone, 'pickup'), `${zoneLabels[zone]}, pickup fee`],
    [feeField(zone, 'mobile'), `${zoneLabels[zone]}, mobile fee`],
  ]),
])

export default function ServiceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values
  const fields = actionData?.fields
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Service capacity and fees</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        How many visits the shop takes each weekday and how many of them customers may book online
        at /services/book: drop-offs count per day (a pickup is one of its day's drop-offs, in a
        window our trucks have free), mobile visits per 2-hour window. The days and windows follow
        the service hours and their closures (Hours). Lowering a number cancels no booking; it only
        stops new online bookings beyond it.
      </p>
      <div className="mt-4">
        {loaderData.saved && !actionData && (
          <FormMessage
            tone="ok"
            message="Saved: the booking page offers the new places and fees."
          />
        )}
        <ErrorSummary errors={fields} labels={labels} />
      </div>
      <AdminForm method="post" className="mt-6 grid gap-8">
        <section aria-labelledby="capacity-heading">
          <h2 id="capacity-heading" className="text-2xl font-semibold text-gray-900">
            Places by weekday
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {formWeekdays.map((weekday) => (
              <fieldset key={weekday} className="rounded-xl border border-gray-200 p-4">
                <legend className="px-1 text-lg font-semibold text-gray-900">
                  {dayLabel(weekday)}
                </legend>
                <div className="grid gap-3">
                  {placedVisits.map((visit) => (
                    <div key={visit} className="grid grid-cols-2 gap-3">
                      <NumberInput
                        name={placesField(weekday, visit)}
                        label={visitShort[visit]}
                        values={values}
                        fields={fields}
                      />
                      <NumberInput
                        name={onlineField(weekday, visit)}
                        label={
                          <>
                            <span className="sr-only">{`${visitShort[visit]}, `}</span>of them
                            online
                          </>
                        }
                        values={values}
                        fields={fields}
                      />
                    </div>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </section>
        <section aria-labelledby="fees-heading">
          <h2 id="fees-heading" className="text-2xl font-semibold text-gray-900">
            Fees by town zone
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700">
            The zones are the delivery data&apos;s: Pike County, the towns inside a showroom&apos;s
            free delivery radius, and those beyond it. A drop-off has no fee.
          </p>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {serviceZones.map((zone) => (
              <fieldset key={zone} className="rounded-xl border border-gray-200 p-4">
                <legend className="px-1 font-semibold text-gray-900">{zoneLabels[zone]}</legend>
                <div className="grid grid-cols-2 gap-3">
                  <NumberInput
                    name={feeField(zone, 'pickup')}
                    label="Pickup fee ($)"
                    values={values}
                    fields={fields}
                  />
                  <NumberInput
                    name={feeField(zone, 'mobile')}
                    label="Mobile fee ($)"
                    values={values}
                    fields={fields}
                  />
                </div>
              </fieldset>
            ))}
          </div>
        </section>
        <div>
          <Button type="submit" variant="primary" size="lg">
            Save capacity and fees
          </Button>
        </div>
      </AdminForm>
    </>
  )
}
