import { randomUUID } from 'node:crypto'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import { randomToken } from '#app/kernel/.server/tokens.ts'
import { weekdayOf } from '#app/kernel/day-minutes.ts'
import { showroomOf } from '#app/kernel/dealer/locations.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import { distanceCents, rushCents, whiteGloveCents, whiteGloveOffered } from '../delivery-fees.ts'
import type { DeliveryKind } from '../delivery-kinds.ts'
import { type DeliveryRefusal, deliveryRefusalMessage } from '../delivery-messages.ts'
import { checkWindow, parseWindowValue } from '../delivery-windows.ts'
import { type DeliveryActor, recordDeliveryEvent } from './job-history.ts'
import { freeTruck, lockWindows, takeWindowPlace } from './window-places.ts'

/** What a business asks of the trucks: the job, whom it serves, where, and the window chosen. */
export type DeliveryRequest = {
  kind: DeliveryKind
  /** what the job serves: `rental_reservation`, `cart_sale`, `service_job`, `storage_contract` */
  subject: { type: string; id: string }
  /** "YYYY-MM-DD@minutes", as the window picker sends it */
  window: string
  /** a town's slug or alias, as the delivery rules serve it */
  town: string
  /** the street line: the pages and the maps link add the town */
  address: string
  customer: { name: string; email: string; phone: string }
  /** what to deliver or collect, as the driver reads it */
  items: string
  /** the customer confirmed the access path (8 ft wide, 10 ft clearance) */
  accessConfirmed: boolean
  leaveAt: string
  whiteGlove: boolean
  /** a sold cart's first day (earliestSaleDay) */
  earliestDay?: string
  /** the business's own trip fee (service zones, storage pickup); else the delivery rules' */
  distanceCents?: number
}

export type DeliveryBooking =
  { ok: true; job: DeliveryJobRow } | { ok: false; reason: DeliveryRefusal; error: string }

const refused = (reason: DeliveryRefusal): DeliveryBooking => ({
  ok: false,
  reason,
  error: deliveryRefusalMessage(reason),
})

/**
 * THE way any business takes a window of the trucks, inside its own
 * transaction: the town served, the access path confirmed, the window
 * checked against the delivery hours as of `now` (closures, the rush
 * cut-off, a sold cart's first day); then one place of the showroom's window
 * is taken in one statement against its trucks that day, a free truck is
 * given the job, and the job and its first history line are written. A
 * refusal is a value; the caller rolls its transaction back on any refusal
 * (after 'full' the counter row may exist, never with a place taken).
 */
export async function bookDelivery(
  trx: DB,
  request: DeliveryRequest,
  options: { now: Date; actor?: DeliveryActor },
): Promise<DeliveryBooking> {
  const { now } = options
  const town = findTown(request.town)
  if (!town) return refused('town')
  if (!request.accessConfirmed || request.leaveAt.trim() === '') return refused('access')
  const value = parseWindowValue(request.window)
  if (!value) return refused('no-window')
  const week = (await currentHours(trx, now)).weeks.delivery
  const checked = checkWindow(request.kind, value, week, now, request.earliestDay)
  if (!checked.ok) return refused(checked.reason)

  const key = {
    showroom: showroomOf(town.nearestLocationId).id,
    day: checked.day,
    windowStart: checked.window.start,
    weekday: weekdayOf(checked.day),
  }
  if (!(await takeWindowPlace(trx, key))) return refused('full')
  const truck = await freeTruck(trx, key)
  if (!truck) return refused('full')

  const at = now.toISOString()
  const whiteGlove = request.whiteGlove && whiteGloveOffered(request.kind)
  const job: DeliveryJobRow = {
    id: randomUUID(),
    token: randomToken(24),
    kind: request.kind,
    subject_type: request.subject.type,
    subject_id: request.subject.id,
    showroom: key.showroom,
    day: key.day,
    window_start: checked.window.start,
    window_end: checked.window.end,
    truck_id: truck,
    status: 'scheduled',
    customer_name: request.customer.name,
    email: request.customer.email,
    phone: request.customer.phone,
    address: request.address,
    town: town.name,
    items: request.items,
    access_confirmed_at: at,
    leave_at: request.leaveAt.trim(),
    white_glove: whiteGlove ? 1 : 0,
    rush: checked.rush ? 1 : 0,
    rush_cents: checked.rush ? rushCents : 0,
    white_glove_cents: whiteGlove ? whiteGloveCents : 0,
    distance_cents: request.distanceCents ?? distanceCents(request.kind, town),
    proof_photo: null,
    proof_name: null,
    failure_reason: null,
    booked_at: at,
    on_the_way_at: null,
    arrived_at: null,
    done_at: null,
    failed_at: null,
    cancelled_at: null,
    updated_at: at,
  }
  await trx.insertInto('delivery_jobs').values(job).execute()
  await recordDeliveryEvent(trx, {
    jobId: job.id,
    kind: 'booked',
    actor: options.actor ?? null,
    at,
    detail: { window: request.window, truck, rush: checked.rush },
  })
  return { ok: true, job }
}

/** The jobs a subject (a reservation, a sale…) has, for its own pages. */
export function deliveriesOf(db: DB, subject: { type: string; id: string }) {
  return db
    .selectFrom('delivery_jobs')
    .selectAll()
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .orderBy('day')
    .orderBy('window_start')
    .execute()
}

/**
 * Locks the windows a business is about to book for a town, before it locks
 * rows of its own (a rental's cart), so that concurrent bookings wait in one
 * order; windows that do not parse, or a town not served, lock nothing (the
 * booking refuses them).
 */
export async function lockDeliveryWindows(trx: DB, town: string, windows: readonly string[]) {
  const served = findTown(town)
  if (!served) return
  const showroom = showroomOf(served.nearestLocationId).id
  const keys = windows.flatMap((value) => {
    const parsed = parseWindowValue(value)
    return parsed ? [{ showroom, day: parsed.day, windowStart: parsed.start }] : []
  })
  await lockWindows(trx, keys)
}
