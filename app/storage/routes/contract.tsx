import { data } from 'react-router'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { settleFromCheckout } from '../.server/checkout.ts'
import { contractByToken } from '../.server/contract-by-token.ts'
import { recordContractEvent } from '../.server/contract-history.ts'
import { queueSundayRequest } from '../.server/contract-mail.ts'
import { contractPage } from '../.server/contract-page.ts'
import { ContractView } from '../components/contract-view.tsx'
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
  return { ...page, sunday: undefined }
}

/** A Sunday access request: the storage team's e-mail and a history line; refused, the form's message. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const now = new Date(context.requestTime)
  const { contract, page } = await pageFor(args, now)
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
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
  return <ContractView page={page} sunday={page.sunday} phone={phones.main} />
}
