import { jsonError, readJsonBody } from '#app/kernel/.server/http.ts'
import { submitContact } from '#app/leads/.server/contact/contact.ts'

import type { Route } from './+types/contact'

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const result = await submitContact(
    context.db,
    body.value,
    { sourcePage: request.headers.get('referer') },
    context.settings,
  )
  if (!result.ok) return jsonError(400, result.error, { fields: result.fields })
  return Response.json(
    { id: result.id, receivedAt: result.receivedAt },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}
