import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { shortDayText } from '#app/kernel/dealer-clock.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import { type DriverStep, markStep } from '../../.server/job-status.ts'
import { markMissed } from '../../.server/missed-appointment.ts'
import { type Stop, stopsBetween } from '../../.server/schedule.ts'
import { MissedForm } from '../../components/admin/missed-form.tsx'
import { PrintedDay } from '../../components/admin/printed-day.tsx'
import { DeliveriesNav } from '../../components/deliveries-nav.tsx'
import { deliveryJobPath, deliveryJobPhotoPath, driverDayPath } from '../../delivery-paths.ts'
import type { Route } from './+types/deliveries-day'

export const meta = () => adminMeta('Driver’s day')

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const query = new URL(request.url).searchParams
  const today = calendarDay(new Date(), business.timeZone)
  const asked = query.get('day') ?? ''
  const day = isDay(asked) ? asked : today
  const stops = await stopsBetween(context.db, day, day)
  // one list per truck, its stops in window order
  const trucks = [...new Set(stops.map((s) => s.truck_id))].map((id) => ({
    id,
    name: stops.find((s) => s.truck_id === id)?.truck_name ?? id,
    showroom: stops.find((s) => s.truck_id === id)?.showroomName ?? '',
    stops: stops.filter((s) => s.truck_id === id),
  }))
  return {
    day,
    today,
    trucks,
    saved: query.get('saved') === '1',
    print: query.get('print') === '1',
  }
}

function stepOf(form: FormData): DriverStep | undefined {
  switch (formText(form, 'intent')) {
    case 'on-the-way':
      return { to: 'on_the_way' }
    case 'arrived':
      return { to: 'arrived' }
    case 'done': {
      const photo = form.get('photo')
      return {
        to: 'done',
        photo: photo instanceof File ? photo : undefined,
        proofName: formText(form, 'proofName'),
      }
    }
    case 'failed':
      return { to: 'failed', reason: formText(form, 'reason') }
    default:
      return undefined
  }
}

/** A driver's step on a stop; a refusal is the page again with its message beside the stop. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const jobId = formText(form, 'jobId')
  const actor = actorOf(user, request, context)
  const siteUrl = context.settings.SITE_URL
  const intent = formText(form, 'intent')
  const missed = intent === 'missed'
  const step = stepOf(form)
  if (!step && !missed) return data({ jobId, error: 'Unknown action.' }, { status: 400 })
  if (missed && formText(form, 'confirmMissed') !== 'yes') {
    return data({ jobId, error: 'Tick the box to confirm no one met the truck.' }, { status: 400 })
  }
  const now = new Date()
  const result = step
    ? await markStep(context.db, jobId, step, { actor, now, siteUrl })
    : await markMissed(context.db, jobId, {
        online: onlinePayments(context.settings),
        siteUrl,
        actor,
        now,
      })
  if (!result.ok) return data({ jobId, error: result.error }, { status: result.status })
  const day = formText(form, 'day')
  return adminRedirect(`${driverDayPath}?${new URLSearchParams({ day, saved: '1' })}#stop-${jobId}`)
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4'

const foldClass = 'rounded border border-gray-300 open:pb-2'
const summaryClass = 'flex min-h-11 cursor-pointer items-center px-3 font-semibold text-gray-900'

function StopCard({ stop, day, error }: { stop: Stop; day: string; error?: string | undefined }) {
  const open =
    stop.status === 'scheduled' || stop.status === 'on_the_way' || stop.status === 'arrived'
  return (
    <li
      id={`stop-${stop.id}`}
      className="min-w-0 rounded-lg border border-gray-300 bg-white p-3 break-words"
    >
      <p className="text-lg font-bold text-gray-900">
        {stop.windowLabel} ·{' '}
        <a href={deliveryJobPath(stop.id)} className={linkClass}>
          {stop.kindLabel}
        </a>
      </p>
      <p className="text-sm font-semibold text-gray-800">Status: {stop.statusLabel}</p>
      <dl className="mt-2 grid gap-1 text-gray-900">
        <div>
          <dt className="sr-only">Customer</dt>
          <dd>{stop.customer_name}</dd>
        </div>
        <div>
          <dt className="sr-only">Address</dt>
          <dd>
            <a href={stop.mapsUrl} className={linkClass} target="_blank" rel="noopener">
              {stop.address}, {stop.town}
            </a>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Phone</dt>
          <dd>
            <a href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {stop.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{stop.brings ? 'Deliver' : 'Collect'}</dt>
          <dd>{stop.items}</dd>
        </div>
        <div>
          <dt className="font-semibold">Access</dt>
          <dd>{stop.accessText}</dd>
        </div>
        {stop.failure_reason && (
          <div>
            <dt className="font-semibold">Could not deliver</dt>
            <dd>{stop.failure_reason}</dd>
          </div>
        )}
        {stop.proof_name && (
          <div>
            <dt className="font-semibold">Taken by</dt>
            <dd>{stop.proof_name}</dd>
          </div>
        )}
      </dl>
      {stop.hasPhoto && (
        <a href={deliveryJobPath(stop.id)} className="mt-2 block w-fit">
          <img
            src={deliveryJobPhotoPath(stop.id)}
            alt={`Proof photo: the cart where it was left at ${stop.address}`}
            loading="lazy"
            className="h-32 w-auto rounded border border-gray-300"
          />
        </a>
      )}
      <FormMessage message={error} />
      {open && (
        <div className="mt-3 grid gap-3 print:hidden">
          <div className="flex flex-wrap gap-2">
            {stop.status === 'scheduled' && (
              <AdminForm>
                <input type="hidden" name="jobId" value={stop.id} />
                <input type="hidden" name="day" value={day} />
                <Button type="submit" name="intent" value="on-the-way">
                  On the way
                </Button>
              </AdminForm>
            )}
            {stop.status !== 'arrived' && (
              <AdminForm>
                <input type="hidden" name="jobId" value={stop.id} />
                <input type="hidden" name="day" value={day} />
                <Button type="submit" name="intent" value="arrived" variant="outline">
                  Arrived
                </Button>
              </AdminForm>
            )}
          </div>
          {/* folded until needed: a phone shows each stop's address and buttons first */}
          <details open={stop.status === 'arrived' || error !== undefined} className={foldClass}>
            <summary className={summaryClass}>Done: photo and name</summary>
            <AdminForm encType="multipart/form-data" className="grid gap-2 px-2">
              <input type="hidden" name="jobId" value={stop.id} />
              <input type="hidden" name="day" value={day} />
              <label className="grid gap-1 text-gray-900" htmlFor={`photo-${stop.id}`}>
                <span className="font-medium">Photo of the cart where it was left</span>
                <input
                  id={`photo-${stop.id}`}
                  name="photo"
                  type="file"
                  accept="image/*"
                  capture="environment"
                  required
                  className="block w-full max-w-full text-sm"
                />
              </label>
              <label className="grid gap-1 text-gray-900" htmlFor={`proof-${stop.id}`}>
                <span className="font-medium">Customer’s name, as they type it</span>
                <input
                  id={`proof-${stop.id}`}
                  name="proofName"
                  required
                  maxLength={120}
                  className={controlClass(false)}
                />
              </label>
              <Button type="submit" name="intent" value="done">
                Done
              </Button>
            </AdminForm>
          </details>
          <details className={foldClass}>
            <summary className={summaryClass}>Could not deliver</summary>
            <AdminForm className="grid gap-2 px-2">
              <input type="hidden" name="jobId" value={stop.id} />
              <input type="hidden" name="day" value={day} />
              <label className="grid gap-1 text-gray-900" htmlFor={`reason-${stop.id}`}>
                <span className="font-medium">Why it could not be delivered</span>
                <input
                  id={`reason-${stop.id}`}
                  name="reason"
                  required
                  maxLength={500}
                  className={controlClass(false)}
                />
              </label>
              <Button type="submit" name="intent" value="failed" variant="outline">
                Could not deliver
              </Button>
            </AdminForm>
            {stop.begun && <MissedForm jobId={stop.id} day={day} />}
          </details>
        </div>
      )}
    </li>
  )
}

export default function DriverDay({ loaderData, actionData }: Route.ComponentProps) {
  const { day, today, trucks } = loaderData
  if (loaderData.print) return <PrintedDay day={day} trucks={trucks} />
  return (
    <>
      <DeliveriesNav />
      <h1 className="text-2xl font-bold text-gray-900">
        Driver’s day: {day === today ? 'today, ' : ''}
        {shortDayText(day)}
      </h1>
      <p className="mt-1">
        <a
          href={`${driverDayPath}?${new URLSearchParams({ day, print: '1' })}`}
          className={linkClass}
        >
          Print the day
        </a>
      </p>
      <div aria-live="polite">
        <FormMessage tone="ok" message={loaderData.saved ? 'Saved.' : undefined} />
      </div>
      {trucks.length === 0 ? (
        <p className="mt-4 text-gray-800">No deliveries, pickups or returns this day.</p>
      ) : (
        trucks.map((truck) => (
          <section key={truck.id} aria-labelledby={`truck-${truck.id}`} className="mt-6">
            <h2 id={`truck-${truck.id}`} className="text-xl font-semibold text-gray-900">
              {truck.name}, {truck.showroom}
            </h2>
            <ol className="mt-2 grid grid-cols-1 gap-3">
              {truck.stops.map((stop) => (
                <StopCard
                  key={stop.id}
                  stop={stop}
                  day={day}
                  error={actionData?.jobId === stop.id ? actionData.error : undefined}
                />
              ))}
            </ol>
          </section>
        ))
      )}
    </>
  )
}
