import { data, redirect } from 'react-router'

import { staticPage } from '#app/kernel/page-handle.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { customerView, tokenShape } from '#app/service/.server/customer-view.ts'
import { returnFromInvoiceCheckout, startInvoiceCheckout } from '#app/service/.server/invoices.ts'
import { InvoiceForCustomer } from '#app/service/components/invoice-for-customer.tsx'
import { JobSubpage } from '#app/service/components/job-subpage.tsx'
import { jobSubpageHeaders, jobSubpageMeta } from '#app/service/job-subpage-meta.ts'

import type { Route } from './+types/job-invoice'

/** Plain HTML: Pay online is a form post. */
export const handle = staticPage

export const headers = jobSubpageHeaders

const notFound = () => data('Not Found', { status: 404 })

/** The invoice; back from Stripe's page (`?paid=1`), the payment is first read from Stripe. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!tokenShape.test(params.token)) throw notFound()
  const online = onlinePayments(context.settings)
  if (new URL(request.url).searchParams.has('paid')) {
    await returnFromInvoiceCheckout(context.db, online, {
      token: params.token,
      siteUrl: context.settings.SITE_URL,
      now: new Date(context.requestTime),
    })
  }
  const view = await customerView(context.db, params.token, online)
  if (!view) throw notFound()
  return {
    invoice: view.invoice,
    token: params.token,
    cart: `${view.job.cart_brand} ${view.job.cart_model}`,
  }
}

const refusals = {
  paid: { status: 409, error: 'This invoice is paid already: nothing more was charged.' },
  'nothing-due': { status: 400, error: 'There is nothing to pay on this job.' },
  off: {
    status: 400,
    error: 'Paying online is not available just now: please pay at the showroom.',
  },
  stripe: {
    status: 503,
    error: 'The card processor did not answer: nothing was charged. Please try again in a minute.',
  },
} as const

/** Pay online: the invoice's amount on Stripe's page. */
export async function action({ params, context }: Route.ActionArgs) {
  if (!tokenShape.test(params.token)) throw notFound()
  const started = await startInvoiceCheckout(context.db, onlinePayments(context.settings), {
    token: params.token,
    siteUrl: context.settings.SITE_URL,
    now: new Date(context.requestTime),
  })
  if (started.ok) return redirect(started.url, 303)
  if (started.reason === 'not-found') throw notFound()
  const refusal = refusals[started.reason]
  return data({ error: refusal.error }, { status: refusal.status })
}

export const meta: Route.MetaFunction = jobSubpageMeta(
  'Your service invoice',
  'Your service invoice and its payment.',
)

export default function JobInvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, token, cart } = loaderData
  return (
    <JobSubpage cart={cart} token={token}>
      {invoice ? (
        <InvoiceForCustomer invoice={invoice} message={actionData?.error} />
      ) : (
        <p>There is no invoice yet: we e-mail it when your cart is ready.</p>
      )}
    </JobSubpage>
  )
}
