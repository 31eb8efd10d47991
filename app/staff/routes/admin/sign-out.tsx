import { adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { requireUser, signInPath } from '#app/staff/.server/require-user.ts'
import { signOut } from '#app/staff/.server/session-flow.ts'

import type { Route } from './+types/sign-out'

/** Signing out is a form post (a link could be triggered by any page); a visit goes home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { allowWithoutTwoFactor: true })
  return adminRedirect('/admin')
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = await requireUser(request, context, { allowWithoutTwoFactor: true })
  const form = await request.formData()
  const cookie = await signOut(request, context, session, user, {
    everywhere: formText(form, 'scope') === 'everywhere',
  })
  return adminRedirect(`${signInPath}?signedOut=1`, { 'Set-Cookie': cookie })
}
