import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { currentHours } from '#app/kernel/.server/current-hours.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { weekdayOf, windowText } from '#app/kernel/day-minutes.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { hoursOn } from '#app/kernel/dealer/business-hours.ts'
import { shortDayText, weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import { moveJobAlone } from '../../.server/job-changes.ts'
import { listTrucks, stopsBetween } from '../../.server/schedule.ts'
import { DeliveriesNav } from '../../components/deliveries-nav.tsx'
import {
  deliveriesWeekPath,
  deliveryJobPath,
  deliveryJobPhotoPath,
  driverDayPath,
} from '../../delivery-paths.ts'
import { windowsOf, windowValue } from '../../delivery-windows.ts'
import type { Route } from './+types/deliveries-week'

export const meta = () => adminMeta('Deliveries')

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)
/** The Monday of a day's week. */
const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7))

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const query = new URL(request.url).searchParams
  const now = new Date()
  const today = calendarDay(now, business.timeZone)
  const asked = query.get('week') ?? ''
  const monday = mondayOf(isDay(asked) ? asked : today)
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i))
  const [stops, trucks, hours] = await Promise.all([
    stopsBetween(context.db, monday, addDays(monday, 6)),
    listTrucks(context.db),
    currentHours(context.db, now),
  ])
  const week = hours.weeks.delivery
  return {
    monday,
    days: days.map((day) => ({
      day,
      label: weekdayMonthDayText(day),
      windows: windowsOf(hoursOn(week, day)).map((w) => ({
        value: windowValue(day, w.start),
        label: windowText(w),
        stops: stops.filter((s) => s.day === day && s.window_start === w.start),
      })),
    })),
    trucks: trucks
      .filter((t) => t.active === 1)
      .map((t) => ({ id: t.id, name: t.name, showroom: t.showroom })),
    moved: query.get('moved') === '1',
  }
}

/** Moves a job to another window or truck, checked again, audited and in its history. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const jobId = formText(form, 'jobId')
  const to = { window: formText(form, 'window'), truckId: formText(form, 'truckId') || undefined }
  const now = new Date()
  const moved = await moveJobAlone(context.db, jobId, to, { now, actor }, (trx, job) =>
    recordAudit(
      trx,
      {
        actor,
        ip: actor.ip,
        action: 'delivery.move',
        entity: 'delivery_job',
        entityId: jobId,
        after: { window: to.window, truck: job.truck_id },
      },
      now,
    ),
  )
  if (!moved.ok) return data({ jobId, error: moved.error }, { status: 400 })
  return adminRedirect(
    `${deliveriesWeekPath}?${new URLSearchParams({ week: formText(form, 'week'), moved: '1' })}`,
  )
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4'

export default function DeliveriesWeek({ loaderData, actionData }: Route.ComponentProps) {
  const { monday, days, trucks } = loaderData
  const windows = days.flatMap((d) =>
    d.windows.map((w) => ({ value: w.value, label: `${d.label}, ${w.label}` })),
  )
  return (
    <>
      <DeliveriesNav />
      <h1 className="text-3xl font-bold text-gray-900">
        Deliveries: week of {shortDayText(monday)}
      </h1>
      <p className="mt-2 flex gap-4 print:hidden">
        <Link to={`?week=${addDays(monday, -7)}`} className={linkClass}>
          Previous week
        </Link>
        <Link to={`?week=${addDays(monday, 7)}`} className={linkClass}>
          Next week
        </Link>
      </p>
      <div aria-live="polite">
        <FormMessage tone="ok" message={loaderData.moved ? 'The job is moved.' : undefined} />
        <FormMessage message={actionData?.error} />
      </div>
      {days.map((day) => (
        <section key={day.day} aria-labelledby={`day-${day.day}`} className="mt-6">
          <h2 id={`day-${day.day}`} className="text-xl font-semibold text-gray-900">
            {day.label}{' '}
            <Link
              to={`${driverDayPath}?${new URLSearchParams({ day: day.day, print: '1' })}`}
              className={`text-sm ${linkClass} print:hidden`}
            >
              Print the day
            </Link>
          </h2>
          {day.windows.length === 0 ? (
            <p className="text-gray-700">No deliveries: closed.</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-300">
                  <th scope="col" className="py-1 pr-2">
                    Window
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Jobs
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.windows.map((w) => (
                  <tr key={w.value} className="border-b border-gray-200 align-top">
                    <th scope="row" className="py-2 pr-2 font-medium">
                      {w.label}
                    </th>
                    <td className="py-2">
                      {w.stops.length === 0 ? (
                        <span className="text-gray-700">Free</span>
                      ) : (
                        <ul className="grid gap-2">
                          {w.stops.map((stop) => (
                            <li key={stop.id} className="rounded border border-gray-200 p-2">
                              <span className="font-semibold">{stop.truck_name}</span>:{' '}
                              <Link to={deliveryJobPath(stop.id)} className={linkClass}>
                                {stop.kindLabel}, {stop.customer_name}
                              </Link>
                              , {stop.town} ({stop.statusLabel})
                              {stop.failure_reason && <> · {stop.failure_reason}</>}
                              {stop.proof_name && <> · taken by {stop.proof_name}</>}
                              {stop.hasPhoto && (
                                <img
                                  src={deliveryJobPhotoPath(stop.id)}
                                  alt={`Proof photo: the cart left at ${stop.address}`}
                                  loading="lazy"
                                  className="mt-1 h-20 w-auto rounded border border-gray-300"
                                />
                              )}
                              <AdminForm className="mt-1 flex flex-wrap items-end gap-2 print:hidden">
                                <input type="hidden" name="jobId" value={stop.id} />
                                <input type="hidden" name="week" value={monday} />
                                <label className="grid text-xs">
                                  Window
                                  <select
                                    name="window"
                                    defaultValue={w.value}
                                    className={controlClass(false)}
                                  >
                                    {windows.map((o) => (
                                      <option key={o.value} value={o.value}>
                                        {o.label}
                                      </option>
                                    ))}
                                  </select>
                                </label>
                                <label className="grid text-xs">
                                  Truck
                                  <select
                                    name="truckId"
                                    defaultValue={stop.truck_id}
                                    className={controlClass(false)}
                                  >
                                    {trucks
                                      .filter((t) => t.showroom === stop.showroom)
                                      .map((t) => (
                                        <option key={t.id} value={t.id}>
                                          {t.name}
                                        </option>
                                      ))}
                                  </select>
                                </label>
                                <Button type="submit" size="sm" variant="outline">
                                  Move
                                </Button>
                              </AdminForm>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </>
  )
}
