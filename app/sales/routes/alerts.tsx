import { data } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { subscribe } from '#app/sales/.server/alerts/subscribe.ts'
import {
  type AlertFormKind,
  alertFormSchema,
  alertKinds,
  alertTrapField,
} from '#app/sales/alert-form.ts'
import { AlertPage } from '#app/sales/components/alerts/alert-page.tsx'
import { AlertSignup } from '#app/sales/components/alerts/alert-signup.tsx'

import type { Route } from './+types/alerts'

/** Plain HTML: the alert forms are native posts. */
export const handle = staticPage

// an answer to one visitor's post: never cached by a shared cache
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined)

/**
 * Asks for a buyer's alert (from the inventory or a cart page). The answer
 * is the same whatever the address: nothing tells whether it has alerts.
 * Input that cannot be an alert comes back with its message, nothing stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const values = {
    email: text(form.get('email')) ?? '',
    kind: text(form.get('kind')) ?? '',
    filters: text(form.get('filters')),
    vehicle: text(form.get('vehicle')),
  }
  const kind = alertKinds.find((k) => k === values.kind) ?? 'search'
  const refused = (errors: Record<string, string>) =>
    data({ sent: false as const, errors, kind, values }, { status: 400 })
  const parsed = alertFormSchema.safeParse(values)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'email')
      errors[field] ??= issue.message
    }
    return refused(errors)
  }
  // a filled trap: answered like anyone, nothing stored or sent
  if (text(form.get(alertTrapField))) return { sent: true as const }
  const { settings } = context
  const result = await subscribe(context.db, parsed.data, {
    now: new Date(context.requestTime),
    siteUrl: settings.SITE_URL,
    addressLimit: {
      limit: settings.ALERT_ADDRESS_LIMIT,
      windowMinutes: settings.ALERT_ADDRESS_WINDOW_HOURS * 60,
    },
  })
  if (!result.ok) return refused(result.fields)
  return { sent: true as const }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Cart Alerts',
    description: 'E-mail alerts of new golf carts, price drops and carts back in stock.',
    path: '/alerts',
  }),
  { name: 'robots', content: 'noindex, follow' },
]

const kindText: Record<AlertFormKind, { heading: string; button: string }> = {
  search: { heading: 'E-mail me new matches', button: 'E-mail me new matches' },
  price: { heading: 'Tell me if the price drops', button: 'Tell me if the price drops' },
  stock: {
    heading: 'Tell me when one like this is in stock',
    button: 'Tell me when one is in stock',
  },
}

export default function AlertsPage({ actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <AlertPage title="Check your inbox" subtitle="One more step: confirm your alert.">
        <div role="status" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <p className="text-lg text-gray-900">
            If the address can receive alerts, a confirmation e-mail is on its way. Follow its link
            to start your alert; nothing else is sent until you do, and an unconfirmed request is
            deleted after 7 days.
          </p>
          <a href="/inventory" className={`${buttonClass('outline', 'md')} mt-4`}>
            Back to the inventory
          </a>
        </div>
      </AlertPage>
    )
  }
  if (actionData) {
    const { kind, errors, values } = actionData
    return (
      <AlertPage title="Please check your alert" subtitle="Something in the form needs a change.">
        <AlertSignup
          kind={kind}
          heading={kindText[kind].heading}
          text="Correct the form and send it again."
          button={kindText[kind].button}
          filters={values.filters}
          vehicle={values.vehicle}
          errors={errors}
          email={values.email}
        />
        <a href={`/inventory${values.filters ? `?${values.filters}` : ''}`} className="underline">
          Back to the inventory
        </a>
      </AlertPage>
    )
  }
  return (
    <AlertPage title="Cart alerts" subtitle="Be the first to hear of the carts you want.">
      <p className="text-lg text-gray-900">
        Choose filters on the inventory and press “E-mail me new matches”, or, on a cart’s page, ask
        to hear when its price drops or when one like it is in stock.
      </p>
      <a href="/inventory" className={buttonClass('primary', 'md')}>
        Browse the inventory
      </a>
    </AlertPage>
  )
}
