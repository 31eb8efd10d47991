import { data, redirect } from 'react-router'

import { formText } from '#app/kernel/admin-page.ts'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { responsePromiseMinutes } from '#app/leads/.server/due.ts'
import { submitTradeIn } from '#app/leads/.server/trade-in/trade-in-request.ts'
import { TradeInForm } from '#app/leads/components/trade-in/trade-in-form.tsx'
import { responsePromiseSentence } from '#app/leads/response-promise.ts'
import { findVehicle } from '#app/sales/.server/inventory/vehicles.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import type { Route } from './+types/trade-in'

/** A plain multipart form: nothing here needs a script. */
export const handle = staticPage

/** The cart wanted and the buyer's town, from a cart's page; anything unknown is left out. */
async function wanted(db: Route.LoaderArgs['context']['db'], vehicleId: string, townSlug: string) {
  const vehicle = vehicleId ? await findVehicle(db, vehicleId) : undefined
  const town = townSlug ? findTown(townSlug) : undefined
  return {
    vehicle: vehicle && vehicle.status !== 'sold' ? { id: vehicle.id, name: vehicle.name } : null,
    town: town ? { slug: town.slug, name: town.name } : null,
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    ...(await wanted(
      context.db,
      url.searchParams.get('vehicle') ?? '',
      url.searchParams.get('town') ?? '',
    )),
    promise: responsePromiseSentence(await responsePromiseMinutes(context.db)),
    formStartedAt: context.requestTime,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const { vehicle, town } = await wanted(
    context.db,
    formText(form, 'vehicle'),
    formText(form, 'town'),
  )
  const result = await submitTradeIn(
    context.db,
    form,
    {
      vehicleId: vehicle?.id ?? null,
      town: town?.slug ?? null,
      sourcePage: vehicle ? `/vehicle/${vehicle.id}` : '/trade-in',
    },
    context.settings,
  )
  if (result.ok) return redirect('/thank-you')
  const startedAt = Number(formText(form, 'formStartedAt'))
  return data(
    {
      error: result.error,
      fields: result.fields,
      values: result.values,
      formStartedAt: Number.isSafeInteger(startedAt) && startedAt > 0 ? startedAt : undefined,
    },
    { status: 400 },
  )
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: 'Trade In Your Golf Cart',
    description:
      'Send a few photos and the details of your golf cart and we answer with its trade-in value, taken off the price of your next cart.',
    path: '/trade-in',
    keywords: ['golf cart trade-in', 'trade in golf cart Pennsylvania', 'golf cart value'],
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Trade-in', path: '/trade-in' },
      ]),
    ],
  })
}

export default function TradeInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle, town } = loaderData
  return (
    <main id="main">
      <PageHero
        pageKey="/trade-in"
        eyebrow="Trade-in"
        title="What is your cart worth?"
        subtitle="Tell us about your golf cart and send a few photos: we answer with its trade-in value by e-mail, and take it off the price of your next cart."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {vehicle && (
          <p className="mb-6 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
            Trading toward the{' '}
            <a className="font-semibold underline" href={`/vehicle/${vehicle.id}`}>
              {vehicle.name}
            </a>
            {town ? `, delivered to ${town.name}` : ''}: our answer shows its out-the-door price
            less your cart's value.
          </p>
        )}
        <p className="mb-8 text-gray-700">{loaderData.promise}</p>
        {actionData?.error && (
          <p
            role="alert"
            className="mb-6 rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-800"
          >
            {actionData.error}
          </p>
        )}
        <TradeInForm
          values={actionData?.values ?? {}}
          errors={actionData?.fields ?? {}}
          hidden={{ vehicle: vehicle?.id, town: town?.slug }}
          formStartedAt={actionData?.formStartedAt ?? loaderData.formStartedAt}
        />
      </div>
    </main>
  )
}
