import type { AppLoadContext } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { formText } from '#app/kernel/admin-page.ts'

import { requireUser } from './require-user'

/**
 * An owner's form post, past the back office's gate: who sent it (for the
 * audit rows), its text fields and its `intent`.
 */
export async function readOwnerPost(request: Request, context: AppLoadContext) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const read = (name: string) => formText(form, name)
  return { who: { actor, ip: actor.ip }, read, intent: read('intent') }
}
