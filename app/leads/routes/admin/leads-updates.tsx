import { adminHeaders } from '#app/kernel/admin-page.ts'
import { inboxUpdates } from '#app/leads/.server/inbox.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/leads-updates'

/**
 * What an open inbox polls: how many real leads arrived after `since` (an ISO
 * time). Read from the database, so it answers the same on every server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const since = new URL(request.url).searchParams.get('since') ?? ''
  const valid = Number.isNaN(Date.parse(since)) ? '' : since
  return Response.json(await inboxUpdates(context.db, valid), { headers: adminHeaders })
}
