import { randomUUID } from 'node:crypto'

import { bookDelivery, lockDeliveryWindows } from '#app/deliveries/.server/book-delivery.ts'
import { type DeliveryChoice, deliveryChoiceOf } from '#app/deliveries/delivery-form.ts'
import { deliveryRefusalMessage } from '#app/deliveries/delivery-messages.ts'
import { windowMinutes as truckWindowMinutes } from '#app/deliveries/delivery-windows.ts'
import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { randomToken } from '#app/kernel/.server/tokens.ts'
import { weekdayOf } from '#app/kernel/day-minutes.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'

import {
  pickupDayFullMessage,
  slotRefusalMessage,
  tooManyPhotosMessage,
} from '../booking-messages.ts'
import { type BookingFieldErrors, validateBooking } from '../booking-schema.ts'
import { checkSlot, hasWindow, parseSlot, type Slot } from '../service-slots.ts'
import { visitFeeCents, zoneOf } from '../service-zones.ts'
import { queueBookingMails } from './booking-mail.ts'
import { bookingPhotoLimits, prepareBookingPhotos, storeJobPhotos } from './booking-photos.ts'
import { readZoneFees } from './capacity.ts'
import { recordJobEvent } from './job-history.ts'
import { servedTown, unknownTownMessage } from './served-towns.ts'
import { serviceJobSubject } from './service-trips.ts'
import { takePlace } from './slot-places.ts'

/** The day, window or truck could not be taken: thrown to roll the booking's transaction back. */
class SlotRefused extends Error {
  constructor(readonly result: BookingResult) {
    super('slot refused')
  }
}

/** The fields a booking's refusal names: the form's, its photos and a pickup's access path. */
export type BookingErrors = BookingFieldErrors & { photos?: string; accessConfirmed?: string }

export type BookingResult =
  | { ok: true; id: string; token: string }
  | { ok: false; reason: 'invalid' | 'full'; error: string; fields: BookingErrors }

const refused = (
  field: keyof BookingErrors,
  error: string,
  reason: 'invalid' | 'full' = 'invalid',
): BookingResult => ({ ok: false, reason, error, fields: { [field]: error } })

/**
 * A customer's booking from the booking form: the fields, the town, the
 * slot against the service hours as of `now` and the photos checked first;
 * then one transaction takes a place of the day or window (refused when
 * none is left), writes the job, its photos and its first history line, and
 * queues the customer's confirmation (with the calendar entry) and the
 * service team's notice. A refused booking stores nothing.
 */
export async function bookService(
  db: DB,
  form: Record<string, unknown>,
  files: File[],
  options: { now: Date; siteUrl: string; serviceTo: string },
): Promise<BookingResult> {
  const { now } = options
  const valid = validateBooking(form)
  const chosen = files.filter((file) => file.size > 0)
  const tooMany = chosen.length > bookingPhotoLimits.maxFiles ? tooManyPhotosMessage : undefined
  if (!valid.ok) {
    return {
      ok: false,
      reason: 'invalid',
      error: valid.error,
      fields: { ...valid.fields, ...(tooMany ? { photos: tooMany } : {}) },
    }
  }
  if (tooMany) return refused('photos', tooMany)
  const request = valid.data
  const town = request.address ? servedTown(request.address.town) : undefined
  if (request.address && !town) return refused('town', unknownTownMessage)

  const slot = parseSlot(request.slot)
  if (!slot) return refused('slot', slotRefusalMessage('no-window', hasWindow(request.visit)))
  const week = (await currentHours(db, now)).weeks.service
  const pickup = request.visit === 'pickup'
  // a pickup's window is the trucks' (checked by bookDelivery); its day must take drop-offs
  const checked = pickup
    ? checkSlot('drop_off', { day: slot.day, windowStart: null }, week, now)
    : checkSlot(request.visit, slot, week, now)
  if (!checked.ok) {
    return refused('slot', slotRefusalMessage(checked.reason, hasWindow(request.visit)))
  }
  const access = deliveryChoiceOf(form)
  if (pickup && slot.windowStart === null) {
    return refused('slot', slotRefusalMessage('no-window', true))
  }
  if (pickup && (!access.accessConfirmed || access.leaveAt === '')) {
    return refused('accessConfirmed', deliveryRefusalMessage('access'))
  }
  const window = pickup ? truckWindow(slot) : checked.window

  const photos = await prepareBookingPhotos(chosen)
  if (!photos.ok) return refused('photos', `${photos.message} Choose your photos again.`)

  const fees = await readZoneFees(db)
  const dueAt = await dueAtFor(db, now)
  const id = randomUUID()
  const token = randomToken(24)
  const at = now.toISOString()
  const job: ServiceJobRow = {
    id,
    token,
    stage: 'booked',
    kind: request.kind,
    visit: request.visit,
    source: 'online',
    first_name: request.customer.firstName,
    last_name: request.customer.lastName,
    email: request.customer.email,
    phone: request.customer.phone,
    showroom: request.showroom,
    street: request.address?.street ?? null,
    town: town?.name ?? null,
    zip: request.address?.zip ?? null,
    fee_cents: town ? visitFeeCents(request.visit, zoneOf(town), fees) : 0,
    visit_day: checked.day,
    window_start: window?.start ?? null,
    window_end: window?.end ?? null,
    cart_brand: request.cart.brand,
    cart_model: request.cart.model,
    cart_year: request.cart.year,
    cart_serial: request.cart.serial,
    battery_type: request.cart.battery,
    battery_voltage: request.cart.voltage,
    battery_age_years: request.cart.batteryAge,
    description: request.description,
    booked_at: at,
    first_response_at: null,
    checked_in_at: null,
    approved_at: null,
    ready_at: null,
    collected_at: null,
    cancelled_at: null,
    updated_at: at,
  }
  try {
    await withTransaction(db, async (trx) => {
      if (pickup) {
        await bookPickup(trx, job, access, now)
      } else {
        const placed = await takePlace(trx, {
          visit: job.visit,
          day: job.visit_day,
          windowStart: job.window_start ?? 0,
          weekday: weekdayOf(job.visit_day),
        })
        // throwing rolls back the counter row the statement may have created
        if (!placed) {
          const message = slotRefusalMessage('full', hasWindow(job.visit))
          throw new SlotRefused(refused('slot', message, 'full'))
        }
      }
      await trx.insertInto('service_jobs').values(job).execute()
      await storeJobPhotos(trx, id, photos.photos, now)
      await recordJobEvent(trx, {
        jobId: id,
        kind: 'booked',
        actor: null,
        at,
        detail: { stage: 'booked', photos: photos.photos.length },
      })
      await queueBookingMails(trx, job, {
        hours: checked.hours,
        now,
        siteUrl: options.siteUrl,
        serviceTo: options.serviceTo,
        dueAt,
      })
    })
  } catch (error) {
    if (error instanceof SlotRefused) return error.result
    throw error
  }
  return { ok: true, id, token }
}

/** A pickup's slot as a window of the trucks' schedule. */
const truckWindow = (slot: Slot) =>
  slot.windowStart === null
    ? null
    : { start: slot.windowStart, end: slot.windowStart + truckWindowMinutes }

/**
 * A pickup takes a window of the trucks and a place among the day's
 * drop-offs (the cart reaches the shop that day), in the booking's
 * transaction: the trucks' windows locked first (record 077), then the
 * day's place, then the trip. Either refused, the booking stores nothing.
 */
async function bookPickup(trx: DB, job: ServiceJobRow, access: DeliveryChoice, now: Date) {
  const town = servedTown(job.town ?? '')?.slug ?? ''
  const window = `${job.visit_day}@${job.window_start ?? ''}`
  await lockDeliveryWindows(trx, town, [window])
  const placed = await takePlace(trx, {
    visit: 'drop_off',
    day: job.visit_day,
    windowStart: 0,
    weekday: weekdayOf(job.visit_day),
  })
  if (!placed) throw new SlotRefused(refused('slot', pickupDayFullMessage, 'full'))
  const booked = await bookDelivery(
    trx,
    {
      kind: 'service_pickup',
      subject: serviceJobSubject(job.id),
      window,
      town,
      address: job.street ?? '',
      customer: {
        name: `${job.first_name} ${job.last_name}`,
        email: job.email,
        phone: job.phone,
      },
      items: `Pick up ${job.cart_brand} ${job.cart_model} for service`,
      accessConfirmed: access.accessConfirmed,
      leaveAt: access.leaveAt,
      whiteGlove: access.whiteGlove,
      // the service's own pickup fee by zone: one fee for the round trip
      distanceCents: job.fee_cents,
    },
    { now },
  )
  if (booked.ok) return
  const field =
    booked.reason === 'access' ? 'accessConfirmed' : booked.reason === 'town' ? 'town' : 'slot'
  throw new SlotRefused(refused(field, booked.error, booked.reason === 'full' ? 'full' : 'invalid'))
}
