import { deliveriesOf } from '#app/deliveries/.server/book-delivery.ts'
import { freeWindows } from '#app/deliveries/.server/free-windows.ts'
import { isOpen, kindLabels, statusLabels } from '#app/deliveries/delivery-kinds.ts'
import { deliveryPagePath } from '#app/deliveries/delivery-paths.ts'
import { type OfferedDay } from '#app/deliveries/delivery-windows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow, ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { windowText } from '#app/kernel/day-minutes.ts'
import { longDayText } from '#app/kernel/dealer-clock.ts'

import { freeSlots } from './free-slots.ts'
import { servedTown } from './served-towns.ts'

/** A service job as the trucks' schedule names what a trip serves. */
export const serviceJobSubject = (id: string) => ({ type: 'service_job', id })

/** The town's slug as the delivery rules serve it, from the name the job keeps. */
export const townSlugOf = (town: string | null) => (town ? (servedTown(town)?.slug ?? '') : '')

/**
 * The windows a pickup can take: the trucks' windows for the town on the
 * days the shop takes drop-offs online (the cart arrives at the shop that
 * day and takes one of its places), each as free as the fuller of the two;
 * days the shop is closed, or past its booking horizon, are left out.
 */
export async function pickupWindows(db: DB, town: string, now: Date): Promise<OfferedDay[]> {
  const [trucks, dropOffs] = await Promise.all([
    freeWindows(db, { kind: 'service_pickup', town, now }),
    freeSlots(db, 'drop_off', now),
  ])
  const dayFree = new Map(dropOffs.map((day) => [day.day, day.slots[0]?.free ?? 0]))
  return trucks.days.flatMap((day) => {
    const free = dayFree.get(day.day)
    if (free === undefined) return []
    return [{ ...day, windows: day.windows.map((w) => ({ ...w, free: Math.min(w.free, free) })) }]
  })
}

/** A trip of the job's on the trucks' schedule, as its pages list it. */
export type ServiceTrip = { kind: string; when: string; status: string; href: string }

export type JobTrips = {
  trips: ServiceTrip[]
  /** the return's windows, offered while a picked-up cart is ready and has no return booked */
  returnDays: OfferedDay[] | null
  /** where the driver left the cart at the pickup: the return's first guess */
  leaveAt: string
}

/** Whether the job's cart goes back by truck now: picked up, ready, no open return. */
export function returnDue(
  job: ServiceJobRow,
  trips: readonly Pick<DeliveryJobRow, 'kind' | 'status'>[],
) {
  return (
    job.visit === 'pickup' &&
    job.stage === 'ready' &&
    trips.some((t) => t.kind === 'service_pickup') &&
    !trips.some((t) => t.kind === 'service_return' && isOpen(t.status))
  )
}

/** The job's trips, and the return's windows when one is due. */
export async function jobTrips(db: DB, job: ServiceJobRow, now: Date): Promise<JobTrips> {
  const rows = await deliveriesOf(db, serviceJobSubject(job.id))
  const trips = rows.map((row) => ({
    kind: kindLabels[row.kind],
    when: `${longDayText(row.day)}, ${windowText({ start: row.window_start, end: row.window_end })}`,
    status: statusLabels[row.status],
    href: deliveryPagePath(row.token),
  }))
  const pickup = rows.find((row) => row.kind === 'service_pickup')
  const returnDays = returnDue(job, rows)
    ? (
        await freeWindows(db, {
          kind: 'service_return',
          town: townSlugOf(job.town),
          now,
          earliestDay: returnEarliestDay(rows),
        })
      ).days
    : null
  return { trips, returnDays, leaveAt: pickup?.leave_at ?? '' }
}

/** A cart goes back no earlier than the day it was picked up. */
export const returnEarliestDay = (trips: readonly Pick<DeliveryJobRow, 'kind' | 'day'>[]) =>
  trips.find((trip) => trip.kind === 'service_pickup')?.day
