import { type DeliveryChoice, deliveryChoiceOf } from '#app/deliveries/delivery-form.ts'
import type { OfferedDay as TruckDay } from '#app/deliveries/delivery-windows.ts'
import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { hoursOn } from '#app/kernel/dealer/business-hours.ts'
import { showrooms } from '#app/kernel/dealer/locations.ts'

import type { BookingErrors } from '../.server/book.ts'
import { readZoneFees } from '../.server/capacity.ts'
import { freeSlots } from '../.server/free-slots.ts'
import { servedTown, servedTownNames, unknownTownMessage } from '../.server/served-towns.ts'
import { pickupWindows } from '../.server/service-trips.ts'
import { bookingDraft, type BookingValues } from '../booking-schema.ts'
import type { OfferedDay } from '../service-slots.ts'
import {
  type ServiceKind,
  serviceKinds,
  type ServiceVisit,
  serviceVisits,
} from '../service-stages.ts'
import { feeLabels, visitFeeCents, zoneOf } from '../service-zones.ts'

/** What the booking page shows: the visit and town chosen, the fee, the free slots, the form. */
export type BookPage = {
  visit: ServiceVisit | null
  /** the town as typed in the first step */
  townTyped: string
  /** the town served it names, with the visit's fee there */
  town: { name: string; feeLabel: string; feeCents: number } | null
  townError?: string
  days: OfferedDay[]
  /** a pickup's windows: the trucks', on days the shop takes drop-offs */
  pickupDays: TruckDay[]
  /** a pickup's access path and where the cart is, as typed */
  access: Omit<DeliveryChoice, 'window'>
  showrooms: { id: string; name: string; address: string }[]
  townNames: string[]
  /** Sunday is closed in the service week: the emergency line's */
  sundayClosed: boolean
  values: BookingValues
  errors: BookingErrors
  error?: string
}

/** Any Sunday: the week's own hours of the day, closures aside. */
const aSunday = '2026-01-04'

const visitOf = (value: string | null): ServiceVisit | null =>
  serviceVisits.find((visit) => visit === value) ?? null

/** The service cards' ids and the kinds of work they book: a warranty claim is a repair. */
const kindOf = (value: string | null): ServiceKind | '' =>
  value === 'warranty' ? 'repair' : (serviceKinds.find((kind) => kind === value) ?? '')

/** A name, e-mail and phone given in the address, as the form's fields. */
function personFields(
  person: { name: string | null; email: string | null; phone: string | null } | undefined,
) {
  if (!person) return {}
  const [firstName = '', ...rest] = (person.name ?? '').trim().split(/\s+/)
  return {
    firstName: firstName.slice(0, 100),
    lastName: rest.join(' ').slice(0, 100),
    email: (person.email ?? '').slice(0, 254),
    phone: (person.phone ?? '').slice(0, 40),
  }
}

/**
 * The page for a visit and a town (the first step's answers, in the URL or
 * the posted form), with the values and messages of a refused booking.
 */
export async function bookPage(
  db: DB,
  now: Date,
  chosen: {
    visit: string | null
    town: string | null
    kind?: string | null
    /** who the booking is for, when staff open it from a message (`bookingLink`) */
    person?: { name: string | null; email: string | null; phone: string | null }
  },
  posted?: { form: Record<string, unknown>; errors: BookPage['errors']; error: string },
): Promise<BookPage> {
  const visit = visitOf(chosen.visit)
  const townTyped = (chosen.town ?? '').trim().slice(0, 60)
  const needsTown = visit === 'pickup' || visit === 'mobile'
  const served = needsTown && townTyped !== '' ? servedTown(townTyped) : undefined
  const fees = await readZoneFees(db)
  const week = (await currentHours(db, now)).weeks.service
  const values = posted
    ? bookingDraft(posted.form)
    : bookingDraft({
        kind: kindOf(chosen.kind ?? null),
        battery: 'unknown',
        ...personFields(chosen.person),
      })
  values.visit = visit ?? ''
  values.town = served?.name ?? townTyped
  const ready = visit !== null && (!needsTown || served !== undefined)
  const choice = deliveryChoiceOf(posted?.form ?? {})
  return {
    visit,
    townTyped,
    town:
      visit && served
        ? {
            name: served.name,
            feeLabel: feeLabels[visit],
            feeCents: visitFeeCents(visit, zoneOf(served), fees),
          }
        : null,
    ...(needsTown && townTyped !== '' && !served ? { townError: unknownTownMessage } : {}),
    days: ready && visit && visit !== 'pickup' ? await freeSlots(db, visit, now) : [],
    pickupDays:
      ready && served && visit === 'pickup' ? await pickupWindows(db, served.slug, now) : [],
    access: {
      accessConfirmed: choice.accessConfirmed,
      leaveAt: choice.leaveAt,
      whiteGlove: choice.whiteGlove,
    },
    showrooms: showrooms.map((s) => ({
      id: s.id,
      name: s.name,
      address: `${s.street ?? ''}, ${s.city}`,
    })),
    townNames: servedTownNames,
    sundayClosed: hoursOn({ ...week, dates: {} }, aSunday) === null,
    values,
    errors: posted?.errors ?? {},
    ...(posted ? { error: posted.error } : {}),
  }
}
