import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { CustomerPhoneLink } from '#app/kernel/components/admin/customer-phone-link.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { locationById, showrooms } from '#app/kernel/dealer/locations.ts'
import { clockTime, dealerTime, shortDayText } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import { lapsingDepositHolds } from '#app/rentals/.server/deposit-on-card.ts'
import {
  activeDeskFeeds,
  createDeskFeed,
  deskFeedPath,
  revokeDeskFeed,
} from '#app/rentals/.server/desk-feed.ts'
import { handoverKindLabels, handovers } from '#app/rentals/.server/handovers.ts'
import { cartsBeingReadied, markCartReady } from '#app/rentals/.server/readying.ts'
import { RentalsNav } from '#app/rentals/components/admin/rentals-nav.tsx'
import { isCalendarDay } from '#app/rentals/fleet-form.ts'
import { readyLine } from '#app/rentals/ready-line.ts'
import { reservationStatusLabels } from '#app/rentals/rental-filter.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/rentals-day'

export const meta = () => adminMeta('Rental day sheet')

const path = '/admin/rentals/day'
const zone = business.timeZone

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const query = new URL(request.url).searchParams
  const today = calendarDay(new Date(), zone)
  const asked = query.get('day') ?? ''
  const day = isCalendarDay(asked) ? asked : today
  const from = startOfDayInZone(day, zone) ?? new Date()
  const until = startOfDayInZone(addDays(day, 1), zone) ?? new Date()
  const now = new Date()
  const [list, readying, lapsing] = await Promise.all([
    handovers(context.db, { from, until }),
    cartsBeingReadied(context.db, now),
    lapsingDepositHolds(context.db, now),
  ])
  const owner = user.role === 'owner'
  const notReady = new Set(readying.map((cart) => cart.id))
  return {
    role: user.role,
    day,
    today,
    readying: readying.map((cart) => ({ id: cart.id, ...readyLine(cart, now) })),
    lapsing: lapsing.map((row) => ({
      id: row.id,
      renter: `${row.first_name} ${row.last_name}`.trim(),
      lapses: dealerTime(row.deposit_capture_before ?? '', { now }),
    })),
    handovers: list.map((h) => ({
      ...h,
      time: clockTime(new Date(h.at)),
      kindLabel: handoverKindLabels[h.kind],
      statusLabel: reservationStatusLabels[h.status],
      // a cart about to go out that is still being readied after its last return
      notReady: h.status === 'confirmed' && notReady.has(h.cartId),
    })),
    feeds: owner
      ? (await activeDeskFeeds(context.db)).map((feed) => ({
          ...feed,
          showroom: locationById(feed.showroomId)?.name ?? feed.showroomId,
          created: shortDayText(calendarDay(new Date(feed.createdAt), zone)),
        }))
      : null,
    showrooms: showrooms.map((s) => ({ id: s.id, name: s.name })),
    revoked: query.get('revoked') === '1',
  }
}

/** A feed form's outcome, or the ready button's (`ready`, `readyError`). */
type Result = { feedUrl?: string; error?: string; ready?: string; readyError?: string }

/** Staff mark a cart ready after its return; owners make and revoke the showrooms' private calendar feeds. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  if (intent === 'cart-ready') {
    const marked = await markCartReady(context.db, {
      cartId: formText(form, 'cartId'),
      actor,
      now: new Date(),
    })
    if (marked.ok) return data<Result>({ ready: `${marked.name} is marked ready.` })
    return marked.reason === 'not-found'
      ? data<Result>({ readyError: 'There is no such cart.' }, { status: 400 })
      : data<Result>({ readyError: 'That cart was already marked ready.' }, { status: 409 })
  }
  if (user.role !== 'owner') {
    throw new Response('Only an owner can make or revoke a feed.', { status: 403 })
  }
  if (intent === 'feed-create') {
    const made = await createDeskFeed(context.db, formText(form, 'showroomId'), actor)
    if (!made.ok) return data<Result>({ error: 'Choose a showroom.' }, { status: 400 })
    return data<Result>({ feedUrl: `${context.settings.SITE_URL}${deskFeedPath(made.token)}` })
  }
  if (intent === 'feed-revoke') {
    const revoked = await revokeDeskFeed(context.db, formText(form, 'feedId'), actor)
    if (!revoked) return data<Result>({ error: 'That feed was already revoked.' }, { status: 409 })
    return adminRedirect(`${path}?revoked=1`)
  }
  return data<Result>({ error: 'Unknown action.' }, { status: 400 })
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4'

/** The carts back from a rental and not yet charged and cleaned: one click each marks one ready. */
function ReadyList({
  readying,
  result,
}: {
  readying: Array<{ id: string; text: string; since: string }>
  result?: Result
}) {
  return (
    <section aria-labelledby="ready-heading" className="mt-6 max-w-3xl">
      <h2 id="ready-heading" className="text-xl font-semibold text-gray-900">
        Carts to ready
      </h2>
      <div aria-live="polite">
        <FormMessage tone="ok" message={result?.ready} />
        <FormMessage message={result?.readyError} />
      </div>
      {readying.length === 0 ? (
        <p className="mt-2 text-gray-700">Every cart back from a rental is charged and cleaned.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {readying.map((cart) => (
            <li
              key={cart.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3"
            >
              <span>
                <span className="font-semibold">{cart.text}</span>
                <span className="block text-sm text-gray-800">
                  Charge and clean it; {cart.since}.
                </span>
              </span>
              <AdminForm className="print:hidden">
                <input type="hidden" name="cartId" value={cart.id} />
                <Button type="submit" name="intent" value="cart-ready">
                  Mark ready
                </Button>
              </AdminForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Deposits held on cards whose hold lapses within a day: each is held again from its reservation. */
function LapsingDeposits({
  lapsing,
}: {
  lapsing: Array<{ id: string; renter: string; lapses: string }>
}) {
  if (lapsing.length === 0) return null
  return (
    <div
      role="alert"
      className="mt-6 max-w-3xl rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-gray-900"
    >
      <p className="font-semibold">Deposit holds about to lapse: hold the deposit again</p>
      <ul className="list-disc pl-6">
        {lapsing.map((row) => (
          <li key={row.id}>
            <Link to={`/admin/rentals/${row.id}`} className={linkClass}>
              {row.renter}
            </Link>
            : the hold on the card lapses {row.lapses}
          </li>
        ))}
      </ul>
    </div>
  )
}

export default function RentalDay({ loaderData, actionData }: Route.ComponentProps) {
  const { day, today, feeds } = loaderData
  const tomorrow = addDays(today, 1)
  return (
    <>
      <RentalsNav role={loaderData.role} />
      <h1 className="text-3xl font-bold text-gray-900">
        Day sheet: {day === today ? 'today, ' : day === tomorrow ? 'tomorrow, ' : ''}
        {shortDayText(day)}
      </h1>
      <nav aria-label="Day" className="mt-3 flex flex-wrap gap-3 print:hidden">
        <Link to={`${path}?day=${addDays(day, -1)}`} className={linkClass}>
          ← Day before
        </Link>
        <Link to={path} className={linkClass} aria-current={day === today ? 'page' : undefined}>
          Today
        </Link>
        <Link
          to={`${path}?day=${tomorrow}`}
          className={linkClass}
          aria-current={day === tomorrow ? 'page' : undefined}
        >
          Tomorrow
        </Link>
        <Link to={`${path}?day=${addDays(day, 1)}`} className={linkClass}>
          Day after →
        </Link>
      </nav>

      <LapsingDeposits lapsing={loaderData.lapsing} />
      <ReadyList readying={loaderData.readying} result={actionData} />

      {loaderData.handovers.length === 0 ? (
        <p className="mt-6 text-gray-700">No delivery, pickup, return or collection this day.</p>
      ) : (
        <ol className="day-sheet mt-6 space-y-3" aria-label="Handovers in time order">
          {loaderData.handovers.map((h) => (
            <li
              key={`${h.kind}-${h.reservationId}`}
              className="break-inside-avoid rounded-lg border border-gray-200 bg-white p-3 print:rounded-none print:border-x-0 print:border-t-0 print:p-1.5"
            >
              <div className="grid gap-x-4 gap-y-1 sm:grid-cols-[5.5rem_1fr_1fr] print:grid-cols-[5rem_1fr_1fr] print:text-sm">
                <p className="text-lg font-bold text-gray-900 print:text-base">
                  {h.time}
                  <span className="block text-sm font-semibold text-brand-800">{h.kindLabel}</span>
                </p>
                <div>
                  <p className="font-semibold">
                    <Link to={`/admin/rentals/${h.reservationId}`} className="underline">
                      {h.firstName} {h.lastName}
                    </Link>{' '}
                    <span className="text-sm font-normal text-gray-700">({h.statusLabel})</span>
                  </p>
                  <p>
                    <CustomerPhoneLink phone={h.phone} />
                  </p>
                  <p className="text-gray-800">{h.place}</p>
                </div>
                <div>
                  <p>
                    <span className="font-semibold">Cart:</span> {h.cartName}
                  </p>
                  {h.notReady && (
                    <p className="text-sm font-semibold text-amber-900">
                      Not marked ready: charge and clean it first
                    </p>
                  )}
                  {h.charged && <p className="text-sm font-semibold">Charged at the return:</p>}
                  <ul
                    className="text-sm text-gray-800"
                    aria-label={h.charged ? 'Charged at the return' : 'To collect'}
                  >
                    {h.collect.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}

      {feeds && (
        <section aria-labelledby="feeds-heading" className="mt-10 max-w-3xl print:hidden">
          <h2 id="feeds-heading" className="text-xl font-semibold text-gray-900">
            Private calendar feeds
          </h2>
          <p className="mt-2 text-gray-700">
            A showroom&rsquo;s handovers in the desk&rsquo;s calendar program, with the
            renter&rsquo;s first name and initial only. Anyone with the address can read it: it is
            shown once, and revoking it ends it for everyone.
          </p>
          <div className="mt-3" aria-live="polite">
            <FormMessage
              tone="ok"
              message={loaderData.revoked && !actionData ? 'The feed is revoked.' : undefined}
            />
            <FormMessage message={actionData?.error} />
            {actionData?.feedUrl && (
              <div className="rounded-lg border border-emerald-600 bg-emerald-50 p-3">
                <p className="font-semibold">
                  The feed&rsquo;s address, shown only now: subscribe to it in the calendar program.
                </p>
                <p className="mt-1 break-all font-mono text-sm" data-testid="feed-url">
                  {actionData.feedUrl}
                </p>
              </div>
            )}
          </div>
          {feeds.length > 0 && (
            <ul className="mt-3 space-y-2">
              {feeds.map((feed) => (
                <li
                  key={feed.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3"
                >
                  <span>
                    {feed.showroom}, made {feed.created}
                  </span>
                  <AdminForm>
                    <input type="hidden" name="feedId" value={feed.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="feed-revoke"
                      variant="outline"
                      aria-label={`Revoke the ${feed.showroom} feed made ${feed.created}`}
                    >
                      Revoke
                    </Button>
                  </AdminForm>
                </li>
              ))}
            </ul>
          )}
          <AdminForm className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="feed-showroom" className="mb-1.5 block text-sm font-semibold">
                Showroom
              </label>
              <select
                id="feed-showroom"
                name="showroomId"
                className="rounded-md border border-gray-400 px-3 py-2"
              >
                {loaderData.showrooms.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" name="intent" value="feed-create">
              Make a feed
            </Button>
          </AdminForm>
        </section>
      )}
    </>
  )
}
