import type { AppLoadContext } from 'react-router'

import { formText } from '#app/lib/admin-page.ts'

import { actorOf } from './actor'
import { requireUser } from './require-user'

/**
 * An owners-only page's posted form, once the session is checked: who acts
 * (for the audit rows) and a reader of its text fields.
 */
export async function ownerForm(request: Request, context: AppLoadContext) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  return { who: { actor, ip: actor.ip }, read: (name: string) => formText(form, name) }
}
