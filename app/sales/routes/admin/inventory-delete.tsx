import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { countOf } from '#app/kernel/plural.ts'
import { removalSummary, removeVehicle } from '#app/sales/.server/inventory/vehicle-changes.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/inventory-delete'

export const meta = () => adminMeta('Delete a cart')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const summary = await removalSummary(context.db, params.id)
  if (!summary) throw data('There is no such cart.', { status: 404 })
  return summary
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  if (!context.photoPipeline) throw new Error('the photo pipeline is not running')
  const deleted = await removeVehicle(
    context.db,
    context.photoPipeline,
    params.id,
    actorOf(user, request, context),
  )
  if (!deleted) throw data('There is no such cart.', { status: 404 })
  return adminRedirect('/admin/inventory')
}

export default function DeleteCart({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold text-gray-900">Delete this cart for good?</h1>
      <p className="mt-4 text-gray-700">
        {loaderData.name}, its price history and its {countOf(loaderData.photos, 'photo')} will be
        gone. To hide it from the public but keep it, archive it instead.
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <AdminForm>
          <Button type="submit" variant="destructive">
            Delete for good
          </Button>
        </AdminForm>
        <Link
          to={`/admin/inventory/${loaderData.id}`}
          className="self-center text-brand-800 underline"
        >
          Keep it
        </Link>
      </div>
    </div>
  )
}
