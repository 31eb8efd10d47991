import { ArrowLeft } from 'lucide-react'
import { data, redirect } from 'react-router'

import { formText } from '#app/kernel/admin-page.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { saleWindows } from '#app/sales/.server/cart-holds/hold-delivery.ts'
import { holdOffer, startHold } from '#app/sales/.server/cart-holds/start-hold.ts'
import { findVehicle } from '#app/sales/.server/inventory/vehicles.ts'
import { checkHoldBuyer, type HoldBuyerField, holdBuyerFields } from '#app/sales/cart-hold.ts'
import { HoldForm } from '#app/sales/components/holds/hold-form.tsx'
import {
  checkHoldDelivery,
  holdDeliveryValues,
  type HoldFormErrors,
  type HoldFormValues,
  pickupValues,
  refusedField,
} from '#app/sales/hold-delivery.ts'
import { vehiclePath } from '#app/sales/vehicle-display.ts'
import { towns } from '#app/site/content/towns.server.ts'

import type { Route } from './+types/cart-hold'

/** Plain HTML: the form is a native post, and Stripe's page takes the card. */
export const handle = staticPage

// an answer to one buyer's post: never cached by a shared cache
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const onHold = 'This cart is on hold'

async function cartAndOffer({ context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const vehicle = await findVehicle(context.db, params.id)
  // with online payment off, or no deposit set, there is no such page
  const offer = vehicle && (await holdOffer(context.db, onlinePayments(context.settings), vehicle))
  if (!vehicle || !offer || (!offer.open && offer.reason === 'off')) {
    throw data('Not Found', { status: 404 })
  }
  return { vehicle, offer }
}

const emptyValues: HoldFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  ...pickupValues,
}

/** The served towns, by name, as the delivery field offers them. */
const townChoices = towns
  .map(({ slug, name }) => ({ slug, name }))
  .sort((a, b) => a.name.localeCompare(b.name))

export async function loader(args: Route.LoaderArgs) {
  const { vehicle, offer } = await cartAndOffer(args)
  return {
    vehicle: { id: vehicle.id, name: vehicle.name, path: vehiclePath(vehicle) },
    offer: offer.open ? { depositCents: offer.depositCents, days: offer.days } : undefined,
    towns: townChoices,
  }
}

/**
 * The buyer's details, checked with the contact form's rules, and how the
 * cart reaches them; then the deposit (the owners' setting: any amount in
 * the form is ignored) on Stripe's page. "Show windows for my town" answers
 * the form again with the windows free for the town. A window the trucks
 * refuse stores nothing and the form comes back with every value. A cart
 * held meanwhile takes no money.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const { vehicle, offer } = await cartAndOffer(args)
  const form = await request.formData()
  const posted = Object.fromEntries(form)
  const values: HoldFormValues = {
    ...(Object.fromEntries(holdBuyerFields.map((name) => [name, formText(form, name)])) as Record<
      HoldBuyerField,
      string
    >),
    ...holdDeliveryValues(posted),
  }
  const now = new Date(context.requestTime)
  const pickerFor = async () =>
    values.handover === 'delivery' && values.town !== ''
      ? await saleWindows(context.db, values.town, now)
      : undefined
  if (!offer.open) return data({ values, fields: {}, held: true as const }, { status: 409 })
  if (formText(form, 'intent') === 'windows') {
    const picker = await saleWindows(context.db, values.town, now)
    const fields: HoldFormErrors =
      values.town === '' ? { town: 'Choose your town to see its delivery windows.' } : {}
    return data({
      values: { ...values, handover: 'delivery' as const },
      fields,
      held: false,
      picker,
    })
  }
  const checked = checkHoldBuyer(values)
  const handover = checkHoldDelivery(values)
  if (!checked.ok || !handover.ok) {
    const fields: HoldFormErrors = {
      ...(checked.ok ? {} : checked.fields),
      ...(handover.ok ? {} : { [handover.field]: handover.error }),
    }
    return data({ values, fields, held: false, picker: await pickerFor() }, { status: 400 })
  }
  const started = await startHold(context.db, onlinePayments(context.settings), {
    vehicle: { id: vehicle.id, name: vehicle.name, status: vehicle.status },
    buyer: checked.buyer,
    siteUrl: context.settings.SITE_URL,
    ...(handover.delivery && { delivery: handover.delivery }),
    now,
  })
  // on to Stripe's page (the site's form policy allows its origin while online payment is on)
  if (started.ok) return redirect(started.url, 303)
  if (started.reason === 'delivery') {
    const fields: HoldFormErrors = { [refusedField(started.refusal)]: started.error }
    return data({ values, fields, held: false, picker: await pickerFor() }, { status: 400 })
  }
  if (started.reason === 'stripe') {
    return data(
      {
        values,
        fields: {},
        held: false,
        error: 'The payment page could not be opened. Please try again in a minute.',
        picker: await pickerFor(),
      },
      { status: 503 },
    )
  }
  return data({ values, fields: {}, held: true as const }, { status: 409 })
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: loaderData ? `Hold the ${loaderData.vehicle.name}` : 'Hold a cart',
    description: 'Hold a cart with a refundable deposit.',
    path: location.pathname,
  }),
  { name: 'robots', content: 'noindex, follow' },
]

export default function CartHoldPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle, offer, towns: townList } = loaderData
  const refused = actionData
  const held = !offer || refused?.held
  const error = refused && 'error' in refused ? refused.error : undefined
  return (
    <main id="main">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <a
          href={vehicle.path}
          className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the {vehicle.name}
        </a>
        <h1 className="text-3xl font-bold text-gray-900">
          {held ? onHold : `Hold the ${vehicle.name}`}
        </h1>
        {held || !offer ? (
          <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-lg">
            Another buyer holds the {vehicle.name} or its sale is pending, so it cannot be held now
            and no money was taken. Call our sales team to hear when it is free, or look at carts
            like it.
          </p>
        ) : (
          <>
            <p className="text-lg text-gray-700">
              Your details first, so we can keep the cart for you and reach you about it. The hold
              lasts {offer.days === 1 ? '1 day' : `${offer.days} days`}; call us any time before
              then to cancel it and get the deposit back in full.
            </p>
            {error && (
              <p
                role="alert"
                className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
              >
                {error}
              </p>
            )}
            <HoldForm
              vehicleId={vehicle.id}
              depositCents={offer.depositCents}
              values={refused?.values ?? emptyValues}
              errors={refused?.fields}
              towns={townList}
              picker={refused && 'picker' in refused ? refused.picker : undefined}
            />
          </>
        )}
      </div>
    </main>
  )
}
