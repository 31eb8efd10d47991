import { data, redirect } from 'react-router'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { windowText } from '#app/kernel/day-minutes.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, notFoundSeo, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { towns } from '#app/site/content/towns.server.ts'

import { cancelledHere, changeByCustomer, jobByToken } from '../.server/customer-changes.ts'
import { feeCard } from '../.server/fee-cards.ts'
import { startFeeCheckout } from '../.server/fee-payments.ts'
import { freeWindows } from '../.server/free-windows.ts'
import { feesOf } from '../.server/job-fees.ts'
import { FeeList } from '../components/fee-list.tsx'
import { WindowPicker } from '../components/window-picker.tsx'
import { cancelRule, changeRule, feeState, jobFeeLabels } from '../delivery-fees.ts'
import { kindLabels, statusLabels } from '../delivery-kinds.ts'
import { onTheDayMessage, sameDayFeeConsent, windowStartedMessage } from '../delivery-messages.ts'
import { deliveryPagePath } from '../delivery-paths.ts'
import type { Route } from './+types/delivery-page'

/** Plain forms: nothing here needs React in the browser. */
export const handle = staticPage

/** The customer's own page: never cached, never indexed. */
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const notFound = 'Delivery not found'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const job = await jobByToken(context.db, params.token)
  if (!job) throw data(notFound, { status: 404 })
  const now = new Date()
  const open = ['scheduled', 'on_the_way', 'arrived'].includes(job.status)
  const changeable = changeRule(job.day, now, business.timeZone).kind === 'free' && open
  const cancel =
    open && cancelledHere(job.subject_type) ? cancelRule(job, now, business.timeZone) : undefined
  const online = onlinePayments(context.settings)
  // how a same-day fee would be paid, said before the customer confirms
  const savedCard =
    cancel?.kind === 'same-day' &&
    (await feeCard(context.db, online, { type: job.subject_type, id: job.subject_id })) !==
      undefined
  const fees = await feesOf(context.db, [job.id])
  const slug = towns.find((t) => t.name === job.town)?.slug ?? ''
  // a move is to a window from tomorrow on
  const offered = changeable
    ? await freeWindows(context.db, {
        kind: job.kind,
        town: slug,
        now,
        earliestDay: addDays(calendarDay(now, business.timeZone), 1),
      })
    : undefined
  return {
    kind: kindLabels[job.kind],
    jobKind: job.kind,
    status: statusLabels[job.status],
    when: `${weekdayMonthDayText(job.day)}, ${windowText({ start: job.window_start, end: job.window_end })}`,
    window: `${job.day}@${job.window_start}`,
    address: `${job.address}, ${job.town}`,
    items: job.items,
    leaveAt: job.leave_at,
    bookedFees: job.rush_cents + job.white_glove_cents + job.distance_cents,
    open,
    changeable,
    cancel: cancel?.kind,
    sameDayFeeCents: cancel?.kind === 'same-day' ? cancel.feeCents : 0,
    savedCard,
    payOnline: online !== undefined,
    fees: fees.map((fee) => ({
      id: fee.id,
      label: jobFeeLabels[fee.kind],
      cents: fee.cents,
      state: feeState(fee, fee.charge_status),
    })),
    justPaid: new URL(request.url).searchParams.get('paid') === '1',
    days: offered?.days ?? [],
    distanceCents: job.distance_cents,
  }
}

/**
 * The customer moves or cancels (on the day, with the fee accepted), or pays
 * a fee owed on Stripe's page; a refusal is the page with its message (400).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const online = onlinePayments(context.settings)
  const siteUrl = context.settings.SITE_URL
  if (intent === 'pay') {
    const feeId = form.get('feeId')
    if (typeof feeId !== 'string')
      return data({ refused: 'Choose the fee to pay.' }, { status: 400 })
    const started = await startFeeCheckout(context.db, online, {
      token: params.token,
      feeId,
      siteUrl,
    })
    if (started.ok) return redirect(started.url, 303)
    const refused = {
      'not-found': 'That fee was not found.',
      'not-payable': 'That fee is not owed any more, or its card charge is under way.',
      off: 'Online payment is not available now: please pay at the showroom.',
      stripe: 'The payment page could not be opened. Please try again in a minute.',
    }[started.reason]
    return data({ refused }, { status: started.reason === 'stripe' ? 503 : 400 })
  }
  const window = form.get('deliveryWindow')
  const change =
    intent === 'cancel'
      ? ({ intent: 'cancel', acceptFee: form.get('acceptFee') === 'yes' } as const)
      : intent === 'move' && typeof window === 'string'
        ? ({ intent: 'move', window } as const)
        : undefined
  if (!change) return data({ refused: 'Choose a window, or cancel.' }, { status: 400 })
  const result = await changeByCustomer(context.db, params.token, change, {
    online,
    siteUrl,
    now: new Date(),
  })
  if (!result.ok) return data({ refused: result.error }, { status: result.status })
  return redirect(deliveryPagePath(params.token), 303)
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const siteUrl = siteUrlFrom(matches)
  const path = deliveryPagePath(params.token)
  const dealerHours = hoursFrom(matches).delivery
  if (!loaderData) return notFoundSeo({ siteUrl, dealerHours, title: notFound, path })
  return [
    ...seo({
      dealerHours,
      siteUrl,
      title: `Your ${loaderData.kind}`,
      description: `Your ${loaderData.kind.toLowerCase()}, ${loaderData.when}.`,
      path,
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export default function DeliveryPage({ loaderData: job, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        pageKey="/delivery"
        size="sm"
        eyebrow="Delivery"
        title={`Your ${job.kind.toLowerCase()}`}
        subtitle={job.when}
      />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
        {actionData?.refused && (
          <p
            role="alert"
            className="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800"
          >
            {actionData.refused}
          </p>
        )}
        <dl className="grid gap-2 text-gray-900">
          <div>
            <dt className="text-sm font-semibold text-gray-700">Status</dt>
            <dd>{job.status}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">Window</dt>
            <dd>{job.when}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">Address</dt>
            <dd>{job.address}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">What</dt>
            <dd>{job.items}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">Where we leave the cart</dt>
            <dd>{job.leaveAt}</dd>
          </div>
          {job.bookedFees > 0 && (
            <div>
              <dt className="text-sm font-semibold text-gray-700">Delivery fees</dt>
              <dd>{formatCents(job.bookedFees)}</dd>
            </div>
          )}
        </dl>
        {job.justPaid && (
          <p
            role="status"
            className="rounded-lg border-2 border-green-700 bg-green-50 p-4 text-green-900"
          >
            Thank you: your payment is received. This page shows it once Stripe confirms it.
          </p>
        )}
        <FeeList fees={job.fees} payOnline={job.payOnline} />
        {job.changeable && (
          <form method="post" className="grid gap-4">
            <WindowPicker
              kind={job.jobKind}
              days={job.days}
              value={job.window}
              distanceCents={job.distanceCents}
              legend="Move to another window"
            />
            <Button type="submit" name="intent" value="move">
              Move my window
            </Button>
          </form>
        )}
        {job.cancel === 'free' && (
          <form method="post">
            <p className="mb-2 text-gray-800">Cancelling before the day itself costs nothing.</p>
            <Button type="submit" name="intent" value="cancel" variant="outline">
              Cancel this delivery
            </Button>
          </form>
        )}
        {job.cancel === 'same-day' && (
          <form method="post" className="grid gap-3 rounded-lg border-2 border-amber-600 p-4">
            <h2 className="text-xl font-bold text-gray-900">
              Cancelling today costs {formatCents(job.sameDayFeeCents)}
            </h2>
            <p className="text-gray-800">
              {job.savedCard
                ? `The ${formatCents(job.sameDayFeeCents)} is charged to the card you saved with us.`
                : job.payOnline
                  ? `You pay the ${formatCents(job.sameDayFeeCents)} online on this page once cancelled, or at the showroom.`
                  : `You pay the ${formatCents(job.sameDayFeeCents)} at the showroom.`}{' '}
              To move your window today, call us instead.
            </p>
            <label className="flex items-start gap-2 text-gray-900">
              <input
                type="checkbox"
                name="acceptFee"
                value="yes"
                required
                className="mt-1 size-5"
              />
              <span>{sameDayFeeConsent}</span>
            </label>
            <Button type="submit" name="intent" value="cancel" variant="outline">
              Cancel today for {formatCents(job.sameDayFeeCents)}
            </Button>
          </form>
        )}
        {job.open && !job.changeable && (
          <p className="text-gray-800">
            {job.cancel === 'closed' ? windowStartedMessage : onTheDayMessage}
          </p>
        )}
      </div>
    </main>
  )
}
