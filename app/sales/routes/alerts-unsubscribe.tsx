import { data } from 'react-router'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { addressOfLink, isEndedLink } from '#app/sales/.server/alerts/links.ts'
import { deleteAllAlerts } from '#app/sales/.server/alerts/manage.ts'
import { AlertLinkProblem, AlertPage } from '#app/sales/components/alerts/alert-page.tsx'

import type { Route } from './+types/alerts-unsubscribe'

export const handle = staticPage

// one buyer's link: never cached by a shared cache, never indexed
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const invalidLink =
  'This unsubscribe link is not valid: it may have been changed in copying, or its alerts are already deleted (then nothing more is sent).'

/**
 * Unsubscribes at once (RFC 8058 one-click): the mail provider's POST with
 * `List-Unsubscribe=One-Click`, or the button of this page (the link opened
 * in a browser). No cookie or form token is asked for, and the gate lets any
 * origin post here (the link's secret is the key). The route has no loader:
 * the page with its button is the same for every link, and nothing runs
 * again after the POST to contradict its answer.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const email = await addressOfLink(context.db, params.token)
  // sent again (mail providers do): the address is already unsubscribed
  if (!email && (await isEndedLink(context.db, params.token))) return { unsubscribed: true }
  if (!email) return data({ invalid: invalidLink }, { status: 404 })
  await deleteAllAlerts(context.db, email, new Date(context.requestTime))
  return { unsubscribed: true }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Unsubscribe From Cart Alerts',
    description: 'Stop cart alert e-mails.',
    path: '/alerts',
  }),
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function UnsubscribePage({ actionData }: Route.ComponentProps) {
  if (actionData && 'invalid' in actionData)
    return <AlertLinkProblem message={actionData.invalid} />
  if (actionData?.unsubscribed) {
    return (
      <AlertPage title="You are unsubscribed" subtitle="No more cart alert e-mails will be sent.">
        <p role="status" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          Every alert of your address is deleted. You can start new alerts from the inventory at any
          time.
        </p>
      </AlertPage>
    )
  }
  return (
    <AlertPage title="Unsubscribe from cart alerts">
      <form method="post" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <p className="text-lg text-gray-900">Stop every cart alert e-mail to your address.</p>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" variant="primary" size="md" className="mt-4">
          Unsubscribe
        </Button>
      </form>
    </AlertPage>
  )
}
