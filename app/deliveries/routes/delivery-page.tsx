import { data, redirect } from 'react-router'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, notFoundSeo, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { towns } from '#app/site/content/towns.server.ts'

import { cancelledHere, changeByCustomer, jobByToken } from '../.server/customer-changes.ts'
import { freeWindows } from '../.server/free-windows.ts'
import { WindowPicker } from '../components/window-picker.tsx'
import { changeRule } from '../delivery-fees.ts'
import { kindLabels, statusLabels } from '../delivery-kinds.ts'
import { onTheDayMessage } from '../delivery-messages.ts'
import { deliveryPagePath } from '../delivery-paths.ts'
import { windowText } from '../delivery-windows.ts'
import type { Route } from './+types/delivery-page'

/** Plain forms: nothing here needs React in the browser. */
export const handle = staticPage

/** The customer's own page: never cached, never indexed. */
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const notFound = 'Delivery not found'

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await jobByToken(context.db, params.token)
  if (!job) throw data(notFound, { status: 404 })
  const now = new Date()
  const changeable =
    changeRule(job.day, now, business.timeZone).kind === 'free' &&
    ['scheduled', 'on_the_way', 'arrived'].includes(job.status)
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
    status: statusLabels[job.status],
    when: `${weekdayMonthDayText(job.day)}, ${windowText({ start: job.window_start, end: job.window_end })}`,
    window: `${job.day}@${job.window_start}`,
    address: `${job.address}, ${job.town}`,
    items: job.items,
    leaveAt: job.leave_at,
    fees: job.rush_cents + job.white_glove_cents + job.distance_cents,
    changeable,
    cancellable: changeable && cancelledHere(job.subject_type),
    days: offered?.days ?? [],
    distanceCents: job.distance_cents,
  }
}

/** The customer moves or cancels until the day before; a refusal is the page with its message (400). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const window = form.get('deliveryWindow')
  const change =
    intent === 'cancel'
      ? ({ intent: 'cancel' } as const)
      : intent === 'move' && typeof window === 'string'
        ? ({ intent: 'move', window } as const)
        : undefined
  if (!change) return data({ refused: 'Choose a window, or cancel.' }, { status: 400 })
  const result = await changeByCustomer(context.db, params.token, change, new Date())
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
          {job.fees > 0 && (
            <div>
              <dt className="text-sm font-semibold text-gray-700">Delivery fees</dt>
              <dd>{formatCents(job.fees)}</dd>
            </div>
          )}
        </dl>
        {job.changeable ? (
          <>
            <form method="post" className="grid gap-4">
              <WindowPicker
                days={job.days}
                value={job.window}
                distanceCents={job.distanceCents}
                legend="Move to another window"
              />
              <Button type="submit" name="intent" value="move">
                Move my window
              </Button>
            </form>
            {job.cancellable && (
              <form method="post">
                <p className="mb-2 text-gray-800">
                  Cancelling before the day itself costs nothing.
                </p>
                <Button type="submit" name="intent" value="cancel" variant="outline">
                  Cancel this delivery
                </Button>
              </form>
            )}
          </>
        ) : (
          <p className="text-gray-800">{onTheDayMessage}</p>
        )}
      </div>
    </main>
  )
}
