// zod's functional build, as the contact form's: the reserve form's island and
// the server's action validate with this very module, so they cannot disagree.
import * as z from 'zod/mini'

import { deliveryRefusalMessage } from '#app/deliveries/delivery-messages.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { shortClockText } from '#app/kernel/dealer/business-hours.ts'
import { showroomPlaces as showrooms } from '#app/kernel/dealer/places.ts'
import { monthDayYearText } from '#app/kernel/dealer-clock.ts'
import { freeText } from '#app/kernel/free-text.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { contactSchema } from '#app/leads/contact-schema.ts'
import {
  type CartType,
  cartTypes,
  planDays,
  type PlanDuration,
  rentalRules,
} from '#app/rentals/content/rentals.ts'

import { bookingMonths, bookingWindow } from './booking-window.ts'
import { type HandoverHours, handoverTimes, isCalendarDay, zonedInstant } from './handover-times.ts'
import { sameDayDelivery, sameDayTooLateMessage } from './rental-quote.ts'

const dayMs = 86_400_000

/** A checkbox as a form sends it: "on" when ticked, absent otherwise. */
const ticked = (error: string) =>
  z.pipe(
    z.optional(z.string()),
    z.string({ error }).check(z.refine((value) => value !== '', { error })),
  )

/** A whole number typed or picked in the form, within bounds, with a message for each side. */
const wholeNumber = (
  messages: { invalid: string; low: string; high: string },
  min: number,
  max: number,
) =>
  z
    .pipe(
      z.string({ error: messages.invalid }).check(
        z.trim(),
        z.refine((value) => /^-?\d+$/.test(value), { error: messages.invalid, abort: true }),
      ),
      z.transform(Number),
    )
    .check(
      z.refine((n) => n >= min, { error: messages.low }),
      z.refine((n) => n <= max, { error: messages.high }),
    )

const maxDays = rentalRules.maximumDays
const maxDrivers = rentalRules.maxAdditionalDrivers

/**
 * The reserve form's fields, each as the form sends it (text). The renter's
 * name, e-mail and phone are the contact form's own fields. Rules that need
 * the clock or the town list are checked by `validateReservation`.
 */
export const reservationSchema = z.object({
  cartType: z.enum(cartTypes, { error: 'Choose a cart: 4-seater, 6-seater or utility' }),
  startDay: z
    .string({ error: 'Choose the day your rental starts' })
    .check(z.refine(isCalendarDay, { error: 'Choose the day your rental starts' })),
  startTime: z.string({ error: 'Choose the time you take the cart' }),
  days: wholeNumber(
    {
      invalid: `Choose how many days: 1 to ${maxDays}`,
      low: 'The return must come after the start: a rental lasts at least 1 day',
      high: `A rental lasts at most ${maxDays} days. For longer, call us about a new agreement.`,
    },
    1,
    maxDays,
  ),
  handover: z.enum(['pickup', 'delivery'], {
    error: 'Choose pickup at a showroom or delivery to your address',
  }),
  locationId: z._default(z.string(), ''),
  town: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
  // a delivery's: the access path confirmed (a checkbox) and where to leave the cart
  accessConfirmed: z.optional(z.string()),
  leaveAt: z._default(z.string(), ''),
  extraDrivers: wholeNumber(
    {
      invalid: `Choose 0 to ${maxDrivers} additional drivers`,
      low: `Choose 0 to ${maxDrivers} additional drivers`,
      high: `At most ${maxDrivers} additional drivers can be added to a rental`,
    },
    0,
    maxDrivers,
  ),
  firstName: contactSchema.shape.firstName,
  lastName: contactSchema.shape.lastName,
  email: contactSchema.shape.email,
  phone: contactSchema.shape.phone,
  adult: ticked(`You must be ${rentalRules.minimumAge} or older to rent a cart`),
  terms: ticked('Accept the rental terms to send your request'),
})

export type ReservationFieldName = keyof z.input<typeof reservationSchema>
export type ReservationFormValues = Record<ReservationFieldName, string>
export type ReservationFieldErrors = Partial<Record<ReservationFieldName, string>>

/** What a valid form asks for: a cart type, a time range, a handover and the renter. */
export type ReservationRequest = {
  cartType: CartType
  start: Date
  end: Date
  days: number
  handover:
    | { kind: 'pickup'; locationId: string }
    | { kind: 'delivery'; townSlug: string; address: string; leaveAt: string }
  extraDrivers: number
  /** delivered on the day it is ordered: carries the rush fee */
  sameDay: boolean
  renter: { firstName: string; lastName: string; email: string; phone: string }
}

export type ReservationValidation =
  | { ok: true; data: ReservationRequest }
  | { ok: false; error: string; fields: ReservationFieldErrors }

const addressField = freeText(
  'Enter the street address we deliver to',
  5,
  200,
  'The address must be at most 200 characters',
  'one line',
)

/**
 * Validates the reserve form as of `now`: each field, then the rules between
 * them: a handover time within the showroom's hours (a pickup) or the
 * delivery hours (a delivery), a start not yet passed and
 * within the calendar (the booking window), the
 * same-day delivery cut-off, a showroom or a town we deliver to
 * (`townSlugs`). Every message names what to change. `hours`: the
 * showroom's and the delivery's weeks, with their closures and special hours.
 */
export function validateReservation(
  input: unknown,
  now: Date,
  townSlugs: readonly string[],
  hours: HandoverHours,
  timeZone: string = business.timeZone,
): ReservationValidation {
  const fields: ReservationFieldErrors = {}
  const result = reservationSchema.safeParse(input)
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as ReservationFieldName | undefined
      if (key && !fields[key]) fields[key] = issue.message
    }
  }
  const values = (typeof input === 'object' && input !== null ? input : {}) as Partial<
    Record<ReservationFieldName, unknown>
  >
  const text = (name: ReservationFieldName) =>
    typeof values[name] === 'string' ? values[name].trim() : ''

  // the start: a time carts are handed over that day (the showroom's or the delivery's), not yet passed
  const startDay = text('startDay')
  const startTime = text('startTime')
  const handover = text('handover')
  let start: Date | undefined
  if (!fields.startDay) {
    const times = handoverTimes(startDay, hours, handover === 'delivery' ? 'delivery' : 'pickup')
    const bookable = bookingWindow(calendarDay(now, timeZone))
    if (startDay < bookable.first) {
      fields.startDay = 'That day has passed: choose today or a later day'
    } else if (startDay >= bookable.end) {
      fields.startDay = `We take reservations up to ${bookingMonths} months ahead: choose a start day up to ${monthDayYearText(bookable.last)}`
    } else if (times.length === 0 && handover !== 'delivery') {
      fields.startDay = 'Our showrooms are closed that day: choose another start day'
    } else if (times.length === 0) {
      fields.startDay =
        handoverTimes(startDay, hours).length > 0
          ? 'We do not deliver that day: choose another start day, or pick the cart up'
          : 'We do not deliver that day: choose another start day'
    } else if (!times.includes(startTime)) {
      // times holds at least one hour here
      fields.startTime = `Choose a time on the hour from ${shortClockText(times[0] ?? '')} to ${shortClockText(times.at(-1) ?? '')}`
    } else {
      start = zonedInstant(startDay, startTime, timeZone)
      if (start <= now) fields.startTime = 'That time has passed: choose a later time'
    }
  }

  if (handover === 'pickup' && !showrooms.some((s) => s.id === text('locationId'))) {
    fields.locationId = 'Choose the showroom where you pick the cart up'
  }
  let deliveryAddress = ''
  if (handover === 'delivery') {
    if (!townSlugs.includes(text('town').toLowerCase())) {
      fields.town = 'We do not deliver to that town. Choose a town from the list, or call us.'
    }
    const address = addressField.safeParse(values.address ?? '')
    if (address.success) deliveryAddress = address.data
    else if (!fields.address) {
      fields.address = address.error.issues[0]?.message ?? 'Enter the street address'
    }
    if (text('accessConfirmed') === '') fields.accessConfirmed = deliveryRefusalMessage('access')
    const leaveAt = text('leaveAt')
    if (leaveAt === '' || leaveAt.length > 200) {
      fields.leaveAt = 'Say where we leave the cart, in at most 200 characters'
    }
    if (start && !fields.startTime && sameDayDelivery(now, start) === 'too-late') {
      fields.startDay = sameDayTooLateMessage()
    }
  }

  const first = Object.values(fields)[0]
  if (first || !result.success || !start) {
    return { ok: false, error: first ?? 'Check the form and send it again', fields }
  }
  const data = result.data
  return {
    ok: true,
    data: {
      cartType: data.cartType,
      start,
      end: new Date(start.getTime() + data.days * dayMs),
      days: data.days,
      handover:
        data.handover === 'pickup'
          ? { kind: 'pickup', locationId: data.locationId }
          : {
              kind: 'delivery',
              townSlug: data.town.trim().toLowerCase(),
              address: deliveryAddress,
              leaveAt: data.leaveAt.trim(),
            },
      extraDrivers: data.extraDrivers,
      sameDay: data.handover === 'delivery' && sameDayDelivery(now, start) === 'rush',
      renter: {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: data.phone,
      },
    },
  }
}

/** The plan a RESERVE TODAY link names, as the number of days it preselects. */
export function daysOfPlan(plan: string | null): number {
  return plan && plan in planDays ? planDays[plan as PlanDuration] : 1
}

/** The form's starting values: the link's type, plan and town, the first showroom, nothing ticked. */
export function reservationPrefill(options: {
  type?: string | null
  plan?: string | null
  town?: string | null
  startDay: string
  startTime: string
}): ReservationFormValues {
  const cartType = cartTypes.find((t) => t === options.type) ?? 'four-seater'
  const town = options.town ?? ''
  return {
    cartType,
    startDay: options.startDay,
    startTime: options.startTime,
    days: String(daysOfPlan(options.plan ?? null)),
    handover: town ? 'delivery' : 'pickup',
    locationId: showrooms[0]?.id ?? '',
    town,
    address: '',
    accessConfirmed: '',
    leaveAt: '',
    extraDrivers: '0',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    adult: '',
    terms: '',
  }
}

/** The checkboxes: absent from a post when not ticked. */
const ticks: readonly ReservationFieldName[] = ['adult', 'terms', 'accessConfirmed']

/** What the renter typed, as form values (text only), to show again after a refusal. */
export function reservationDraft(
  input: Record<string, unknown>,
  defaults: ReservationFormValues,
): ReservationFormValues {
  const draft = { ...defaults }
  for (const key of Object.keys(defaults) as ReservationFieldName[]) {
    const value = input[key]
    draft[key] = typeof value === 'string' ? value : ticks.includes(key) ? '' : defaults[key]
  }
  return draft
}
