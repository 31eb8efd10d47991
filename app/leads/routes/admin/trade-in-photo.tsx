import { data } from 'react-router'

import { adminHeaders } from '#app/kernel/admin-page.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/trade-in-photo'

/** A trade-in's photo, for signed-in staff only: never cached by a shared cache, never public. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const photo = await context.db
    .selectFrom('trade_in_photos')
    .select('data')
    .where('id', '=', params.photoId)
    .where('lead_id', '=', params.id)
    .executeTakeFirst()
  if (!photo) throw data('There is no such photo.', { status: 404 })
  return new Response(Buffer.from(photo.data, 'base64'), {
    headers: { 'Content-Type': 'image/jpeg', ...adminHeaders },
  })
}
