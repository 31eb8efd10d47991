import { data } from 'react-router'

import { actorOf } from '#app/.server/auth/actor.ts'
import { requireUser } from '#app/.server/auth/require-user.ts'
import { addVehicle } from '#app/.server/inventory/vehicle-changes.ts'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/components/admin/error-summary.tsx'
import {
  vehicleFieldLabels,
  VehicleFormFields,
} from '#app/components/admin/vehicle-form-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { adminMeta, adminRedirect } from '#app/lib/admin-page.ts'
import { validateVehicleForm } from '#app/lib/vehicle-form.ts'
import { emptyVehicleForm, postedFormValues } from '#app/lib/vehicle-form-values.ts'

import type { Route } from './+types/inventory-new'

export const meta = () => adminMeta('Add a cart')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const values = postedFormValues(form)
  const checked = validateVehicleForm(values)
  if (!checked.ok) return data({ values, fields: checked.fields }, { status: 400 })
  const created = await addVehicle(context.db, checked.data, actorOf(user, request, context))
  return adminRedirect(`/admin/inventory/${created.id}?saved=created`)
}

export default function NewCart({ actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Add a cart</h1>
      <p className="mt-2 text-gray-700">
        It starts as a draft, hidden from the public; add photos after saving.
      </p>
      <div className="mt-6">
        <ErrorSummary errors={actionData?.fields} labels={vehicleFieldLabels} />
      </div>
      <AdminForm className="mt-4 space-y-6">
        <VehicleFormFields
          values={actionData?.values ?? emptyVehicleForm}
          errors={actionData?.fields ?? {}}
        />
        <Button type="submit">Save the cart</Button>
      </AdminForm>
    </>
  )
}
