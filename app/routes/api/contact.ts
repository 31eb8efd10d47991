import { submitContact } from '#app/.server/contact.ts'
import { jsonError, readJsonBody } from '#app/.server/http.ts'
import type { Route } from './+types/contact'

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const value = body.value
  const meta =
    value && typeof value === 'object'
      ? (value as { sourcePage?: unknown; vehicleId?: unknown })
      : {}
  const result = await submitContact(
    context.db,
    value,
    {
      sourcePage:
        typeof meta.sourcePage === 'string' ? meta.sourcePage : request.headers.get('referer'),
      vehicleId: typeof meta.vehicleId === 'string' ? meta.vehicleId.slice(0, 120) : null,
    },
    context.settings,
  )
  if (!result.ok) return jsonError(400, result.error, { fields: result.fields })
  return Response.json(
    { id: result.id, receivedAt: result.receivedAt },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}
