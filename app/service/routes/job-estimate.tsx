import { data, redirect } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { customerView, tokenShape } from '#app/service/.server/customer-view.ts'
import { decideEstimate } from '#app/service/.server/estimate-decision.ts'
import { EstimateForCustomer } from '#app/service/components/estimate-for-customer.tsx'
import { JobSubpage } from '#app/service/components/job-subpage.tsx'
import { jobSubpageHeaders, jobSubpageMeta } from '#app/service/job-subpage-meta.ts'
import { jobPagePath } from '#app/service/service-paths.ts'

import type { Route } from './+types/job-estimate'

/** Plain HTML: Approve and Decline are a form post. */
export const handle = staticPage

export const headers = jobSubpageHeaders

const notFound = () => data('Not Found', { status: 404 })

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await customerView(context.db, params.token, onlinePayments(context.settings))
  if (!view) throw notFound()
  return {
    estimate: view.estimate,
    token: params.token,
    cart: `${view.job.cart_brand} ${view.job.cart_model}`,
  }
}

/**
 * The customer approves or declines the estimate with their name typed: one
 * decision per version, the lines they read checked by their hash. A refusal
 * shows the estimate as it now stands with why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!tokenShape.test(params.token)) throw notFound()
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const result = await decideEstimate(context.db, {
    token: params.token,
    estimateId: text('estimate'),
    linesHash: text('lines'),
    decision: text('decision'),
    name: text('name'),
    ip: clientAddress(request, context),
    now: new Date(context.requestTime),
  })
  if (result.ok) return redirect(jobPagePath(params.token), 303)
  if (result.reason === 'not-found') {
    const known = await customerView(context.db, params.token, undefined)
    if (!known) throw notFound()
    return data(
      {
        error:
          'That estimate is not this job’s: nothing was recorded. The estimate below is yours.',
      },
      { status: 404 },
    )
  }
  return data({ error: result.message }, { status: result.reason === 'invalid' ? 400 : 409 })
}

export const meta: Route.MetaFunction = jobSubpageMeta(
  'Your service estimate',
  'Your service estimate, to approve or decline.',
)

export default function JobEstimatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { estimate, token, cart } = loaderData
  return (
    <JobSubpage cart={cart} token={token}>
      {estimate ? (
        <EstimateForCustomer estimate={estimate} message={actionData?.error} />
      ) : (
        <p>There is no estimate yet: we e-mail you when it is ready.</p>
      )}
    </JobSubpage>
  )
}
