import { data, redirect } from 'react-router'

import { deliveryChoiceOf } from '#app/deliveries/delivery-form.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { bookContractTrip } from '../.server/book-trip.ts'
import { settleFromCheckout } from '../.server/checkout.ts'
import { contractByToken } from '../.server/contract-by-token.ts'
import { recordContractEvent } from '../.server/contract-history.ts'
import { queueSundayRequest } from '../.server/contract-mail.ts'
import { contractPage } from '../.server/customer-contract.ts'
import { startInvoiceCheckout } from '../.server/invoice-checkout.ts'
import { noticeByCustomer } from '../.server/notice.ts'
import { ContractBilling } from '../components/contract-billing.tsx'
import { ContractView } from '../components/contract-view.tsx'
import { contractPagePath } from '../storage-paths.ts'
import { checkSundayRequest } from '../sunday-access.ts'
import type { Route } from './+types/contract'

/** Plain HTML: the Sunday request is a native post. */
export const handle = staticPage

// one customer's contract: never cached, never indexed
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

async function pageFor({ context, params }: Route.LoaderArgs | Route.ActionArgs, now: Date) {
  let contract = await contractByToken(context.db, params.token)
  if (!contract) throw data('Not Found', { status: 404 })
  const online = onlinePayments(context.settings)
  let continueUrl: string | undefined
  if (contract.status === 'pending' && online) {
    // back from Stripe's page, or come again: Stripe says whether it is paid
    const settled = await settleFromCheckout(
      context.db,
      online,
      contract,
      { siteUrl: context.settings.SITE_URL, staffTo: context.settings.MAIL_TO_SERVICE },
      now,
    )
    continueUrl = settled.continueUrl
    contract = (await contractByToken(context.db, params.token)) ?? contract
  }
  return { contract, page: await contractPage(context.db, contract, now, continueUrl) }
}

export async function loader(args: Route.LoaderArgs) {
  const { page } = await pageFor(args, new Date(args.context.requestTime))
  const asked = new URL(args.request.url).searchParams
  return {
    ...page,
    sunday: undefined,
    noticeGiven: asked.get('notice') === 'given',
    tripBooked: asked.get('trip') === 'booked',
  }
}

/**
 * The contract page's posts: a Sunday access request, 30 days' notice, an
 * invoice paid online, the pickup or return booked on the trucks.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const now = new Date(context.requestTime)
  const { contract, page } = await pageFor(args, now)
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const intent = text('intent')
  // refused: the page again with why, at the status the refusal has
  const refused = (status: number, billingMessage: string) =>
    data({ ...page, sunday: undefined, billingMessage }, { status })
  if (intent === 'notice') {
    const result = await noticeByCustomer(context.db, contract.token, {
      siteUrl: context.settings.SITE_URL,
      now,
    })
    if (result.ok) return redirect(`${contractPagePath(contract.token)}?notice=given`, 303)
    return refused(noticeStatuses[result.reason], result.message)
  }
  if (intent === 'pay') {
    const started = await startInvoiceCheckout(context.db, onlinePayments(context.settings), {
      token: contract.token,
      invoiceId: text('invoice'),
      siteUrl: context.settings.SITE_URL,
      now,
    })
    if (started.ok) return redirect(started.url, 303)
    const refusal = payRefusals[started.reason]
    return refused(refusal.status, refusal.error)
  }
  if (intent === 'trip') {
    const choice = deliveryChoiceOf(Object.fromEntries(form))
    const booked = await bookContractTrip(context.db, contract, choice, { now, actor: null })
    if (booked.ok) return redirect(`${contractPagePath(contract.token)}?trip=booked`, 303)
    const tripForm = {
      values: {
        deliveryWindow: choice.window,
        accessConfirmed: choice.accessConfirmed,
        leaveAt: choice.leaveAt,
      },
      errors: booked.field === 'town' || !booked.field ? {} : { [booked.field]: booked.error },
      error: booked.error,
    }
    return data({ ...page, sunday: undefined, tripForm }, { status: booked.status })
  }
  if (intent !== 'sunday') return refused(400, 'Choose what to do on this page.')
  const typed = { day: text('day'), time: text('time'), note: text('note') }
  if (contract.status !== 'active') {
    return data(
      { ...page, sunday: { ...typed, error: 'Sunday access is for an active contract.' } },
      { status: 400 },
    )
  }
  const checked = checkSundayRequest(typed, calendarDay(now, business.timeZone))
  if (!checked.ok)
    return data({ ...page, sunday: { ...typed, error: checked.error } }, { status: 400 })
  await withTransaction(context.db, async (trx) => {
    await recordContractEvent(trx, {
      contractId: contract.id,
      kind: 'sunday_access',
      actor: null,
      at: now.toISOString(),
      detail: checked.request,
    })
    await queueSundayRequest(trx, contract, checked.request, {
      now,
      siteUrl: context.settings.SITE_URL,
      staffTo: context.settings.MAIL_TO_SERVICE,
    })
  })
  return { ...page, sunday: { ...checked.request, sent: true } }
}

const noticeStatuses = { 'not-found': 404, conflict: 409, invalid: 400 } as const

const payRefusals = {
  'not-found': { status: 404, error: 'That invoice is not this contract’s: nothing was charged.' },
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

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Your storage contract',
    description: 'Your golf cart storage contract.',
    path: location.pathname,
  }),
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function ContractRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData
  return (
    <ContractView
      page={page}
      sunday={page.sunday}
      tripForm={'tripForm' in page ? page.tripForm : undefined}
      tripBooked={'tripBooked' in page && page.tripBooked}
      phone={phones.main}
      billing={
        page.billing && (
          <ContractBilling
            billing={page.billing}
            message={'billingMessage' in page ? page.billingMessage : undefined}
            noticeGiven={'noticeGiven' in page && page.noticeGiven}
          />
        )
      }
    />
  )
}
