import { ArrowLeft, CreditCard } from 'lucide-react'
import { data } from 'react-router'

import { formText } from '#app/kernel/admin-page.ts'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { holdOffer, startHold } from '#app/sales/.server/cart-holds/start-hold.ts'
import { findVehicle } from '#app/sales/.server/inventory/vehicles.ts'
import { checkHoldBuyer, holdBuyerFields } from '#app/sales/cart-hold.ts'
import { HoldForm, type HoldFormValues } from '#app/sales/components/holds/hold-form.tsx'
import { vehiclePath } from '#app/sales/vehicle-display.ts'

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

const emptyValues: HoldFormValues = { firstName: '', lastName: '', email: '', phone: '' }

export async function loader(args: Route.LoaderArgs) {
  const { vehicle, offer } = await cartAndOffer(args)
  return {
    vehicle: { id: vehicle.id, name: vehicle.name, path: vehiclePath(vehicle) },
    offer: offer.open ? { depositCents: offer.depositCents, days: offer.days } : undefined,
  }
}

/**
 * The buyer's details, checked with the contact form's rules; then the
 * deposit (the owners' setting: any amount in the form is ignored) on
 * Stripe's page. A cart held meanwhile takes no money.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const { vehicle, offer } = await cartAndOffer(args)
  const form = await request.formData()
  const values = Object.fromEntries(
    holdBuyerFields.map((name) => [name, formText(form, name)]),
  ) as HoldFormValues
  if (!offer.open) return data({ values, fields: {}, held: true as const }, { status: 409 })
  const checked = checkHoldBuyer(values)
  if (!checked.ok) {
    return data({ values, fields: checked.fields, held: false }, { status: 400 })
  }
  const started = await startHold(context.db, onlinePayments(context.settings), {
    vehicle: { id: vehicle.id, name: vehicle.name, status: vehicle.status },
    buyer: checked.buyer,
    siteUrl: context.settings.SITE_URL,
    now: new Date(context.requestTime),
  })
  // a link to Stripe's page, not a redirect: the site's form-action policy ('self')
  // stops a form post from being redirected to another origin
  if (started.ok) return { pay: { url: started.url, depositCents: offer.depositCents } }
  if (started.reason === 'stripe') {
    return data(
      {
        values,
        fields: {},
        held: false,
        error: 'The payment page could not be opened. Please try again in a minute.',
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
  const { vehicle, offer } = loaderData
  if (actionData && 'pay' in actionData) {
    return <PayDeposit vehicle={vehicle} pay={actionData.pay} />
  }
  const refused = actionData && 'values' in actionData ? actionData : undefined
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
            />
          </>
        )}
      </div>
    </main>
  )
}

/** The details are saved: the deposit is paid on Stripe's page, one link away. */
function PayDeposit({
  vehicle,
  pay,
}: {
  vehicle: { name: string }
  pay: { url: string; depositCents: number }
}) {
  return (
    <main id="main">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-gray-900">Pay the deposit</h1>
        <p role="status" className="text-lg text-gray-700">
          Thank you. The {vehicle.name} is held for you once the refundable deposit of{' '}
          {formatCents(pay.depositCents)} is paid on Stripe&rsquo;s secure page; you come back here
          after.
        </p>
        <a href={pay.url} className={buttonClass('primary', 'lg')}>
          <CreditCard aria-hidden="true" className="size-5" /> Pay {formatCents(pay.depositCents)}{' '}
          on Stripe
        </a>
      </div>
    </main>
  )
}
