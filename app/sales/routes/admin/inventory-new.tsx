import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { addVehicle } from '#app/sales/.server/inventory/vehicle-changes.ts'
import {
  vehicleFieldLabels,
  VehicleFormFields,
} from '#app/sales/components/admin/vehicle-form-fields.tsx'
import { validateVehicleForm } from '#app/sales/vehicle-form.ts'
import { emptyVehicleForm, postedFormValues } from '#app/sales/vehicle-form-values.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

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
