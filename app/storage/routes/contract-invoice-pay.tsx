import { redirect } from 'react-router'

import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { startInvoiceCheckout } from '#app/storage/.server/invoice-checkout.ts'

import type { Route } from './+types/contract-invoice-pay'

const refusals = {
  'not-found': { status: 404, error: 'No such invoice.' },
  paid: { status: 409, error: 'This invoice is paid already: nothing more was charged.' },
  off: {
    status: 400,
    error: 'Paying online is not available just now: please call us or pay at the showroom.',
  },
  stripe: {
    status: 503,
    error: 'The card processor did not answer: nothing was charged. Please try again in a minute.',
  },
} as const

/** Pay online: the invoice's amount as it stands, on Stripe's page. */
export async function action({ params, context }: Route.ActionArgs) {
  const started = await startInvoiceCheckout(context.db, onlinePayments(context.settings), {
    token: params.token,
    invoiceId: params.invoiceId,
    siteUrl: context.settings.SITE_URL,
    now: new Date(context.requestTime),
  })
  if (started.ok) return redirect(started.url, 303)
  const refusal = refusals[started.reason]
  return Response.json({ error: refusal.error }, { status: refusal.status })
}
