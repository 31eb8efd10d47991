import { data, redirect } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { Button, buttonClass } from '#app/kernel/components/ui/button.tsx'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { changeSearch } from '#app/sales/.server/alerts/change-search.ts'
import { addressOfLink, isEndedLink } from '#app/sales/.server/alerts/links.ts'
import { listedVehicles } from '#app/sales/.server/alerts/listed-vehicles.ts'
import { alertsOf, changeAlert, deleteAllAlerts } from '#app/sales/.server/alerts/manage.ts'
import { postedFilters } from '#app/sales/alert-form.ts'
import { alertPaths } from '#app/sales/alert-paths.ts'
import { AlertPage } from '#app/sales/components/alerts/alert-page.tsx'
import { FilterFields } from '#app/sales/components/inventory/inventory-filter-form.tsx'
import { categoryOptions, type FilterOption, parseFilters } from '#app/sales/inventory-filters.ts'

import type { Route } from './+types/alerts-manage'

export const handle = staticPage

// one buyer's page: never cached by a shared cache, never indexed
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const invalidLink =
  'This link is not valid: it may have been changed in copying, or its alerts were deleted. The link in your latest alert e-mail works while you have alerts.'

const statusLabel = { pending: 'Waiting for confirmation', active: 'On', paused: 'Paused' } as const

async function addressOf(context: Route.LoaderArgs['context'], token: string) {
  const email = await addressOfLink(context.db, token)
  if (!email) throw data(invalidLink, { status: 404 })
  return email
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const email = await addressOfLink(context.db, params.token)
  // an unsubscribe or "delete all" took this link with the alerts: it says so
  if (!email && (await isEndedLink(context.db, params.token))) return { ended: true as const }
  if (!email) throw data(invalidLink, { status: 404 })
  return {
    ended: false as const,
    email,
    alerts: await alertsOf(context.db, email),
    // the change forms offer the inventory's categories
    categories: categoryOptions(await listedVehicles(context.db, new Date(context.requestTime))),
    confirmed: query.has('confirmed'),
    changed: query.has('changed'),
  }
}

const changes = ['pause', 'resume', 'delete'] as const

/** Change a search, pause, resume or delete one alert, or delete them all; then the page again (its goodbye after the last). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const email = await addressOf(context, params.token)
  const form = await request.formData()
  const intent = form.get('intent')
  const now = new Date(context.requestTime)
  if (intent === 'delete-all') {
    await deleteAllAlerts(context.db, email, now)
    return redirect(alertPaths.manage(params.token), 303)
  }
  const id = form.get('id')
  if (intent === 'change' && typeof id === 'string') {
    const result = await changeSearch(context.db, email, id, postedFilters(form), now)
    if (!result.ok) {
      return data(
        { id, message: result.message, filters: result.filters },
        { status: result.status },
      )
    }
    return redirect(`${alertPaths.manage(params.token)}?changed=1`, 303)
  }
  const change = changes.find((c) => c === intent)
  if (!change || typeof id !== 'string') {
    throw data('Choose an alert and what to do with it.', { status: 400 })
  }
  await changeAlert(context.db, email, id, change, now)
  return redirect(alertPaths.manage(params.token), 303)
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Your Cart Alerts',
    description: 'See, change, pause or delete your cart alerts.',
    path: '/alerts',
  }),
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function ManageAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.ended) {
    return (
      <AlertPage
        title="You are unsubscribed"
        subtitle="No more cart alert e-mails are sent to you."
      >
        <div role="status" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <p className="text-gray-900">
            Your cart alerts are deleted, and with them this page&apos;s list.
          </p>
          <p className="mt-3 text-gray-900">
            To subscribe again, choose &ldquo;E-mail me new matches&rdquo; beside a search of the
            inventory, or &ldquo;Tell me if the price drops&rdquo; on a cart&apos;s page, then
            confirm it from the e-mail we send.
          </p>
        </div>
        <a href="/inventory" className={cn(buttonClass('primary', 'md'), 'justify-self-start')}>
          Browse the inventory
        </a>
      </AlertPage>
    )
  }
  const { email, alerts, categories, confirmed, changed } = loaderData
  return (
    <AlertPage title="Your cart alerts" subtitle={`For ${email}: at most one e-mail a day.`}>
      {confirmed && (
        <p
          role="status"
          className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
        >
          Your alert is confirmed. Keep this page&apos;s link: it is also in every alert e-mail.
        </p>
      )}
      {changed && (
        <p
          role="status"
          className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
        >
          Your search is changed. From now on it tells you of new matches; carts we already sent you
          are not sent again.
        </p>
      )}
      {actionData && !alerts.some((alert) => alert.id === actionData.id) && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {actionData.message}
        </p>
      )}
      {alerts.length === 0 && <p>You have no alerts.</p>}
      <ul className="grid gap-4">
        {alerts.map((alert) => (
          <li key={alert.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-gray-900">{alert.text}</p>
            <p className="mt-1 text-sm text-gray-700">Status: {statusLabel[alert.status]}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {alert.inventoryQuery && (
                <a
                  href={`/inventory?${alert.inventoryQuery}`}
                  className={buttonClass('outline', 'sm')}
                >
                  See its carts
                </a>
              )}
              {alert.status !== 'pending' && (
                <form method="post">
                  <input type="hidden" name="id" value={alert.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value={alert.status === 'active' ? 'pause' : 'resume'}
                    variant="outline"
                    size="sm"
                  >
                    {alert.status === 'active' ? 'Pause' : 'Resume'}
                  </Button>
                </form>
              )}
              <form method="post">
                <input type="hidden" name="id" value={alert.id} />
                <Button type="submit" name="intent" value="delete" variant="outline" size="sm">
                  Delete
                </Button>
              </form>
            </div>
            {alert.kind === 'search' && alert.status !== 'pending' && (
              <ChangeSearch
                id={alert.id}
                text={alert.text}
                query={actionData?.id === alert.id ? actionData.filters : alert.inventoryQuery}
                error={actionData?.id === alert.id ? actionData.message : undefined}
                categories={categories}
              />
            )}
          </li>
        ))}
      </ul>
      <form method="post">
        <Button type="submit" name="intent" value="delete-all" variant="primary" size="md">
          Delete all my alerts
        </Button>
      </form>
    </AlertPage>
  )
}

/** A search's filters to change, as the inventory offers them; open when its last change was refused. */
function ChangeSearch({
  id,
  text,
  query,
  error,
  categories,
}: {
  id: string
  text: string
  query: string
  error: string | undefined
  categories: FilterOption[]
}) {
  const errorId = `change-${id}-error`
  return (
    <details open={error !== undefined} className="mt-3">
      <summary className="cursor-pointer font-semibold text-brand-800 underline">Change</summary>
      <form
        method="post"
        aria-label={`Change: ${text}`}
        aria-describedby={error ? errorId : undefined}
        className="mt-3"
      >
        <input type="hidden" name="intent" value="change" />
        <input type="hidden" name="id" value={id} />
        {error && (
          <p id={errorId} role="alert" className="mb-3 font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <FilterFields
            filters={parseFilters(new URLSearchParams(query))}
            categories={categories}
            idPrefix={`change-${id}`}
            withSort={false}
          />
        </div>
        <Button type="submit" variant="primary" size="sm" className="mt-3">
          Save the search
        </Button>
      </form>
    </details>
  )
}

export { AlertLinkBoundary as ErrorBoundary } from '#app/sales/components/alerts/alert-page.tsx'
