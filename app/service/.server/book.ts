import { randomUUID } from 'node:crypto'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { randomToken } from '#app/kernel/.server/tokens.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'

import { slotRefusalMessage, tooManyPhotosMessage } from '../booking-messages.ts'
import { type BookingFieldErrors, validateBooking } from '../booking-schema.ts'
import { checkSlot, hasWindow, parseSlot, weekdayOf } from '../service-slots.ts'
import { visitFeeCents, zoneOf } from '../service-zones.ts'
import { queueBookingMails } from './booking-mail.ts'
import { bookingPhotoLimits, prepareBookingPhotos, storeJobPhotos } from './booking-photos.ts'
import { readZoneFees } from './capacity.ts'
import { recordJobEvent } from './job-history.ts'
import { servedTown, unknownTownMessage } from './served-towns.ts'
import { takePlace } from './slot-places.ts'

/** The day or window had no place left: thrown to roll the booking's transaction back. */
class SlotFull extends Error {}

export type BookingResult =
  | { ok: true; id: string; token: string }
  | {
      ok: false
      reason: 'invalid' | 'full'
      error: string
      fields: BookingFieldErrors & { photos?: string }
    }

const refused = (
  field: keyof BookingFieldErrors | 'photos',
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
  const checked = checkSlot(request.visit, slot, week, now)
  if (!checked.ok) {
    return refused('slot', slotRefusalMessage(checked.reason, hasWindow(request.visit)))
  }

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
    window_start: checked.window?.start ?? null,
    window_end: checked.window?.end ?? null,
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
      const placed = await takePlace(trx, {
        visit: job.visit,
        day: job.visit_day,
        windowStart: job.window_start ?? 0,
        weekday: weekdayOf(job.visit_day),
      })
      // throwing rolls back the counter row the statement may have created
      if (!placed) throw new SlotFull()
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
    if (error instanceof SlotFull) {
      return refused('slot', slotRefusalMessage('full', hasWindow(request.visit)), 'full')
    }
    throw error
  }
  return { ok: true, id, token }
}
