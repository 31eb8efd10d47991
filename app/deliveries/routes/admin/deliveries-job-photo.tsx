import { data } from 'react-router'

import { adminHeaders } from '#app/kernel/admin-page.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/deliveries-job-photo'

/**
 * The photo the driver took at "done", for signed-in staff only: kept
 * private (no metadata, never under the public photo URLs), never cached by
 * a shared cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const job = await context.db
    .selectFrom('delivery_jobs')
    .select('proof_photo')
    .where('id', '=', params.id)
    .executeTakeFirst()
  if (!job?.proof_photo) throw data('There is no such photo.', { status: 404 })
  return new Response(Buffer.from(job.proof_photo, 'base64'), {
    headers: { 'Content-Type': 'image/jpeg', ...adminHeaders },
  })
}
