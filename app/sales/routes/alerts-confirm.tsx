import { data, redirect } from 'react-router'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { confirmAlert, pendingAlert } from '#app/sales/.server/alerts/confirm.ts'
import { alertText, confirmDays } from '#app/sales/.server/alerts/subscribe.ts'
import { alertPaths } from '#app/sales/alert-paths.ts'
import { AlertPage } from '#app/sales/components/alerts/alert-page.tsx'

import type { Route } from './+types/alerts-confirm'

export const handle = staticPage

// one buyer's link: never cached by a shared cache, never indexed
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const invalidLink = `This confirmation link is not valid. It may have been used already, changed in copying, or be more than ${confirmDays} days old (unconfirmed requests are then deleted): ask for the alert again.`

/**
 * The link of a confirmation e-mail shows a button rather than confirming
 * at once: mail scanners open links, and only a person's click may start
 * the alert.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = await pendingAlert(context.db, params.token, new Date(context.requestTime))
  if (!alert) throw data(invalidLink, { status: 404 })
  const cart = alert.vehicle_id
    ? await context.db
        .selectFrom('vehicles')
        .select('name')
        .where('id', '=', alert.vehicle_id)
        .executeTakeFirst()
    : undefined
  return { what: alertText({ ...alert, cartName: cart?.name }) }
}

export async function action({ params, context }: Route.ActionArgs) {
  const token = await confirmAlert(context.db, params.token, new Date(context.requestTime))
  if (!token) throw data(invalidLink, { status: 404 })
  return redirect(`${alertPaths.manage(token)}?confirmed=1`, 303)
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Confirm Your Cart Alert',
    description: 'Confirm a cart alert.',
    path: '/alerts',
  }),
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function ConfirmAlertPage({ loaderData }: Route.ComponentProps) {
  return (
    <AlertPage title="Confirm your alert" subtitle="One click, and your alert starts.">
      <form method="post" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <p className="text-lg text-gray-900">{loaderData.what}</p>
        <p className="mt-2 text-gray-700">
          We e-mail you at most once a day, only when a cart matches.
        </p>
        <Button type="submit" variant="primary" size="md" className="mt-4">
          Confirm my alert
        </Button>
      </form>
    </AlertPage>
  )
}

export { AlertLinkBoundary as ErrorBoundary } from '#app/sales/components/alerts/alert-page.tsx'
