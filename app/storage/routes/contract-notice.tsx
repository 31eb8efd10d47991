import { redirect } from 'react-router'

import { noticeByCustomer } from '#app/storage/.server/notice.ts'
import { contractPagePath } from '#app/storage/storage-paths.ts'

import type { Route } from './+types/contract-notice'

const statuses = { 'not-found': 404, conflict: 409, invalid: 400 } as const

/** The customer gives 30 days' notice from the contract page: once; back to the page. */
export async function action({ params, context }: Route.ActionArgs) {
  const result = await noticeByCustomer(context.db, params.token, {
    siteUrl: context.settings.SITE_URL,
    now: new Date(context.requestTime),
  })
  if (result.ok) return redirect(`${contractPagePath(params.token)}?notice=given`, 303)
  return Response.json({ error: result.message }, { status: statuses[result.reason] })
}
