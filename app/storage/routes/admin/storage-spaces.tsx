import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { placeById } from '#app/kernel/dealer/places.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import { loadSpaces, saveSpaces } from '../../.server/spaces.ts'
import { spacesAdminPath } from '../../storage-paths.ts'
import { kindLabels } from '../../storage-plans.ts'
import type { Route } from './+types/storage-spaces'

export const meta = () => adminMeta('Storage spaces')

/** The most spaces of one kind a showroom can have. */
const maxSpaces = 1_000

const fieldName = (showroom: string, kind: string) => `${showroom}.${kind}`

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const now = new Date()
  const rows = await loadSpaces(context.db, calendarDay(now, business.timeZone), now)
  return { rows, saved: new URL(request.url).searchParams.has('saved') }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const now = new Date()
  const rows = await loadSpaces(context.db, calendarDay(now, business.timeZone), now)
  const typed: Record<string, string> = {}
  const fields: Record<string, string> = {}
  const spaces = rows.map((row) => {
    const name = fieldName(row.showroom, row.kind)
    const value = form.get(name)
    const text = typeof value === 'string' ? value.trim() : ''
    typed[name] = text
    const count = /^\d{1,4}$/.test(text) ? Number(text) : NaN
    if (!(count >= 0 && count <= maxSpaces)) {
      fields[name] =
        `${placeById(row.showroom)?.name ?? row.showroom}, ${kindLabels[row.kind].toLowerCase()}: a whole number from 0 to ${maxSpaces}`
    }
    return { showroom: row.showroom, kind: row.kind, spaces: count }
  })
  if (Object.keys(fields).length > 0) return data({ typed, fields }, { status: 400 })
  await saveSpaces(context.db, spaces, actorOf(user, request, context), now)
  return adminRedirect(`${spacesAdminPath}?saved`)
}

export default function StorageSpaces({ loaderData, actionData }: Route.ComponentProps) {
  const labels = Object.fromEntries(
    loaderData.rows.map((row) => [
      fieldName(row.showroom, row.kind),
      `${placeById(row.showroom)?.name ?? row.showroom}, ${kindLabels[row.kind].toLowerCase()}`,
    ]),
  )
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Storage spaces</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        How many spaces of each kind each showroom has. Online booking never sells a kind beyond
        these on any day; lowering a count below the contracts already holding spaces takes nothing
        from them, it only stops new bookings of that kind until spaces free up.
      </p>
      <div className="mt-4">
        {loaderData.saved && !actionData && (
          <FormMessage tone="ok" message="Saved: bookings count the new spaces at once." />
        )}
        <ErrorSummary errors={actionData?.fields} labels={labels} />
      </div>
      <AdminForm
        key={`${loaderData.rows.map((row) => row.spaces).join('-')}-${actionData ? 'posted' : 'saved'}`}
        className="mt-6 grid max-w-xl gap-4"
      >
        {loaderData.rows.map((row) => {
          const name = fieldName(row.showroom, row.kind)
          const error = actionData?.fields[name]
          return (
            <div key={name}>
              <label htmlFor={name} className="mb-1.5 block text-sm font-semibold text-gray-900">
                {labels[name]}
              </label>
              <p id={`${name}-hint`} className="mb-1.5 text-sm text-gray-700">
                {row.heldToday} held today
              </p>
              <input
                id={name}
                name={name}
                inputMode="numeric"
                defaultValue={actionData?.typed[name] ?? String(row.spaces)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${name}-hint${error ? ` ${name}-error` : ''}`}
                className={controlClass(Boolean(error))}
              />
              {error && (
                <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <div>
          <Button type="submit">Save the spaces</Button>
        </div>
      </AdminForm>
    </>
  )
}
