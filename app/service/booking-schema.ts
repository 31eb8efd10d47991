import * as z from 'zod/mini'

import { type BatteryType, batteryTypes } from '#app/kernel/dealer/cart-battery.ts'
import { showrooms } from '#app/kernel/dealer/locations.ts'
import { freeText, optionalLine, requiredLine } from '#app/kernel/free-text.ts'

import {
  type ServiceKind,
  serviceKinds,
  type ServiceVisit,
  serviceVisits,
} from './service-stages.ts'

/*
 * The booking form's fields: what is needed, the cart, the problem, the
 * customer, where and when. The slot and the town are checked against the
 * hours, the capacity and the towns served by the booking itself.
 */

/** A whole number in a range, or empty. */
const optionalWhole = (label: string, min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || (/^\d+$/.test(value) && +value >= min && +value <= max), {
      error: `${label} must be a whole number from ${min} to ${max}`,
    }),
  )

const thisYear = new Date().getUTCFullYear()

const bookingSchema = z.object({
  kind: z.enum(serviceKinds, { error: 'Choose what your cart needs' }),
  brand: requiredLine('Brand', 60),
  model: requiredLine('Model', 60),
  year: optionalWhole('Year', 1980, thisYear + 1),
  serial: optionalLine('Serial number', 40),
  battery: z.enum(batteryTypes, { error: 'Choose the battery type' }),
  voltage: optionalWhole('Voltage', 12, 96),
  batteryAge: optionalWhole('Battery age', 0, 30),
  description: freeText(
    'Tell us what is wrong in at least 10 characters',
    10,
    2000,
    'The description must be at most 2000 characters',
    'several lines',
  ),
  firstName: requiredLine('First name', 100),
  lastName: requiredLine('Last name', 100),
  email: z.pipe(
    z
      .string({ error: 'Invalid email address' })
      .check(z.trim(), z.maxLength(254, { error: 'Invalid email address' })),
    z.email({ error: 'Invalid email address' }),
  ),
  phone: requiredLine('Phone number', 40, 10),
  visit: z.enum(serviceVisits, { error: 'Choose where we do the work' }),
  showroom: z.string(),
  street: optionalLine('Street address', 120),
  town: optionalLine('Town', 60),
  zip: optionalLine('ZIP code', 10),
  slot: z.string({ error: 'Choose a day or a window' }),
})

export type BookingFieldName = keyof z.input<typeof bookingSchema>
export type BookingValues = Record<BookingFieldName, string>
export type BookingFieldErrors = Partial<Record<BookingFieldName, string>>

export const bookingFieldNames = Object.keys(bookingSchema.shape) as BookingFieldName[]

export type BookingRequest = {
  kind: ServiceKind
  cart: {
    brand: string
    model: string
    year: number | null
    serial: string | null
    battery: BatteryType
    voltage: number | null
    batteryAge: number | null
  }
  description: string
  customer: { firstName: string; lastName: string; email: string; phone: string }
  visit: ServiceVisit
  /** a drop-off's showroom id */
  showroom: string | null
  /** a pickup's or mobile visit's address, the town as typed */
  address: { street: string; town: string; zip: string } | null
  slot: string
}

export type BookingValidation =
  { ok: true; data: BookingRequest } | { ok: false; error: string; fields: BookingFieldErrors }

/** What the customer typed, each field as sent when it is text (shown again after a refusal). */
export function bookingDraft(input: Record<string, unknown>): BookingValues {
  const text = (name: BookingFieldName) => {
    const value = input[name]
    return typeof value === 'string' ? value : ''
  }
  return Object.fromEntries(bookingFieldNames.map((name) => [name, text(name)])) as BookingValues
}

const wholeOrNull = (value: string) => (value === '' ? null : Number(value))

/** The form's fields checked: the first message, and one per field. */
export function validateBooking(input: Record<string, unknown>): BookingValidation {
  const draft = bookingDraft(input)
  const parsed = bookingSchema.safeParse(draft)
  const fields: BookingFieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as BookingFieldName | undefined
      if (key && !fields[key]) fields[key] = issue.message
    }
  }
  // the fields a visit needs, checked whatever else is wrong, so every message shows at once
  const typed = (name: BookingFieldName) => draft[name].trim()
  if (typed('visit') === 'drop_off' && !showrooms.some((s) => s.id === typed('showroom'))) {
    fields.showroom = 'Choose the showroom you bring the cart to'
  }
  if (typed('visit') === 'pickup' || typed('visit') === 'mobile') {
    if (!fields.street && typed('street').length < 3) fields.street = 'Street address is required'
    if (!fields.town && typed('town') === '') fields.town = 'Town is required'
    if (!/^\d{5}(-\d{4})?$/.test(typed('zip'))) fields.zip = 'ZIP code must be 5 digits'
  }
  if (typed('slot') === '') fields.slot = 'Choose a day or a window'
  const values = parsed.success ? parsed.data : undefined
  const first = Object.values(fields)[0]
  if (!values || first) {
    return { ok: false, error: first ?? 'Check the form', fields }
  }
  return {
    ok: true,
    data: {
      kind: values.kind,
      cart: {
        brand: values.brand,
        model: values.model,
        year: wholeOrNull(values.year),
        serial: values.serial === '' ? null : values.serial,
        battery: values.battery,
        voltage: wholeOrNull(values.voltage),
        batteryAge: wholeOrNull(values.batteryAge),
      },
      description: values.description,
      customer: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
      },
      visit: values.visit,
      showroom: values.visit === 'drop_off' ? values.showroom : null,
      address:
        values.visit === 'drop_off'
          ? null
          : { street: values.street, town: values.town, zip: values.zip },
      slot: values.slot.trim(),
    },
  }
}
