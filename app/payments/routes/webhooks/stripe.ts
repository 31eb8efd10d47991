import { paymentHandlers } from '#app/payment-handlers.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { receiveStripeEvent } from '#app/payments/.server/stripe-events.ts'

import type { Route } from './+types/stripe'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Stripe's webhook endpoint (POST only: the edge gate refuses other methods
 * with 405, a body that is not JSON with 415, and one past its cap with 413,
 * and keeps the body as it came, which the signature is checked on). With
 * online payment off it answers 503: the endpoint exists but cannot check a
 * signature, and Stripe keeps retrying the event for days, so none is lost
 * while the settings are being put right.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const online = onlinePayments(context.settings)
  if (!online) {
    return Response.json(
      {
        error:
          'Online payment is off on this site: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set.',
      },
      { status: 503, headers: noStore },
    )
  }
  const answer = await receiveStripeEvent(context.db, online, paymentHandlers(context.settings), {
    body: await request.text(),
    signature: request.headers.get('stripe-signature'),
  })
  return Response.json(answer.body, { status: answer.status, headers: noStore })
}
