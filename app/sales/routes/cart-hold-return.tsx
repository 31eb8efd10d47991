import { data } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { returnFromCheckout } from '#app/sales/.server/cart-holds/hold-return.ts'
import type { CartHoldStatus } from '#app/sales/cart-hold.ts'
import { HoldDeliverySummary } from '#app/sales/components/holds/hold-delivery-summary.tsx'

import type { Route } from './+types/cart-hold-return'

export const handle = staticPage

// one buyer's hold: never cached, never indexed
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

/**
 * The buyer back from Stripe's page. The hold's id in the address is its
 * key; the payment is read from Stripe, never from the address.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const back = /^[0-9a-f-]{36}$/.test(params.id)
    ? await returnFromCheckout(
        context.db,
        onlinePayments(context.settings),
        context.settings,
        params.id,
        new Date(context.requestTime),
      )
    : undefined
  if (!back) throw data('Not Found', { status: 404 })
  const { hold, cartName, delivery } = back
  return {
    // the delivery is the buyer's once the hold is paid; an unpaid page's window goes back
    delivery: hold.status === 'active' || hold.status === 'applied' ? delivery : undefined,
    status: hold.status,
    cartName,
    vehicleId: hold.vehicle_id,
    deposit: formatCents(hold.amount_cents),
    endsAt: hold.ends_at ? readableTime(new Date(hold.ends_at)) : undefined,
    email: hold.email,
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Your cart hold',
    description: 'Your cart hold and its deposit.',
    path: location.pathname,
  }),
  { name: 'robots', content: 'noindex, nofollow' },
]

const headings: Record<CartHoldStatus, string> = {
  checkout: 'Your payment is not complete',
  active: 'Your cart is on hold',
  lost: 'Sorry: someone else held this cart first',
  lapsed: 'Your hold has ended',
  refunded: 'Your hold has ended',
  applied: 'Your deposit went toward your cart',
}

export default function CartHoldReturn({ loaderData }: Route.ComponentProps) {
  const { status, cartName, deposit, endsAt, email, vehicleId, delivery } = loaderData
  const words: Record<CartHoldStatus, string> = {
    checkout: `We have not received your deposit for the ${cartName}. If you left Stripe's page, you can try again from the cart's page; nothing was charged.`,
    active: `Thank you: your deposit of ${deposit} holds the ${cartName} until ${endsAt ?? 'the end of the hold'}. It now shows as "Sale pending". A receipt is on its way to ${email}; to cancel and get the deposit back in full, call ${phones.sales.display}.`,
    lost: `Another buyer held the ${cartName} moments before your payment went through. Your deposit of ${deposit} is refunded in full to your card, and an e-mail with the details is on its way to ${email}.`,
    lapsed: `Your hold on the ${cartName} has ended and your deposit of ${deposit} was refunded in full.`,
    refunded: `Your hold on the ${cartName} has ended and your deposit of ${deposit} was refunded in full.`,
    applied: `Your deposit of ${deposit} went toward the ${cartName}. Thank you for your purchase.`,
  }
  return (
    <main id="main">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-gray-900">{headings[status]}</h1>
        <p role="status" className="text-lg text-gray-800">
          {words[status]}
        </p>
        {delivery && <HoldDeliverySummary delivery={delivery} />}
        <div className="flex flex-wrap gap-3">
          <a
            href={`/vehicle/${encodeURIComponent(vehicleId)}`}
            className={buttonClass('primary', 'md')}
          >
            See the cart
          </a>
          <a href={`tel:${phones.sales.tel}`} className={buttonClass('outline', 'md')}>
            Call sales: {phones.sales.display}
          </a>
        </div>
      </div>
    </main>
  )
}
