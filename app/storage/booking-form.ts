import * as z from 'zod/mini'

import { type BatteryType, batteryTypes } from '#app/kernel/dealer/cart-battery.ts'
import { showrooms } from '#app/kernel/dealer/locations.ts'
import { longDayText } from '#app/kernel/dealer-clock.ts'
import { optionalLine, requiredLine } from '#app/kernel/free-text.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import {
  isPackage,
  monthDayText,
  type PackagePlan,
  seasonContaining,
  type StorageOffers,
} from './storage-offers.ts'
import {
  planLabels,
  type StorageHandover,
  storageHandovers,
  type StorageKind,
  storageKinds,
  type StoragePlan,
  storagePlans,
} from './storage-plans.ts'
import { pickupDays, type TripDays, windowWithin } from './storage-trips.ts'

/*
 * The storage booking form's fields (record 075): the kind and plan, the
 * showroom and first day, the cart, the handover, the add-ons, the customer,
 * the terms and, for monthly storage, the consent to charge the card saved;
 * a pickup adds its window on the trucks, the access path confirmed and
 * where the cart is. The town served, a free space and a free window are
 * checked by the booking itself.
 */

const schema = z.object({
  kind: z.enum(storageKinds, { error: 'Choose indoor or covered outdoor' }),
  plan: z.enum(storagePlans, { error: 'Choose a package or monthly storage' }),
  showroom: z.string(),
  startDay: z.string(),
  brand: requiredLine('Brand', 60),
  model: requiredLine('Model', 60),
  serial: optionalLine('Serial number', 40),
  battery: z.enum(batteryTypes, { error: 'Choose the battery type' }),
  handover: z.enum(storageHandovers, { error: 'Choose drop-off or pickup' }),
  street: optionalLine('Street address', 120),
  town: optionalLine('Town', 60),
  zip: optionalLine('ZIP code', 10),
  deliveryWindow: z.string(),
  accessConfirmed: z.string(),
  leaveAt: optionalLine('Where the cart is', 200),
  maintenance: z.string(),
  preparation: z.string(),
  firstName: requiredLine('First name', 100),
  lastName: requiredLine('Last name', 100),
  email: z.pipe(
    z
      .string({ error: 'Invalid email address' })
      .check(z.trim(), z.maxLength(254, { error: 'Invalid email address' })),
    z.email({ error: 'Invalid email address' }),
  ),
  phone: requiredLine('Phone number', 40, 10),
  terms: z.string(),
  consent: z.string(),
})

export type StorageFieldName = keyof z.input<typeof schema>
export type StorageValues = Record<StorageFieldName, string>
export type StorageFieldErrors = Partial<Record<StorageFieldName, string>>
export const storageFieldNames = Object.keys(schema.shape) as StorageFieldName[]

/** The labels of the error summary's links, by field. */
export const storageFieldLabels: Record<StorageFieldName, string> = {
  kind: 'Kind of space',
  plan: 'Package or monthly',
  showroom: 'Showroom',
  startDay: 'Start date',
  brand: 'Brand',
  model: 'Model',
  serial: 'Serial number',
  battery: 'Battery',
  handover: 'Drop-off or pickup',
  street: 'Street address',
  town: 'Town',
  zip: 'ZIP code',
  deliveryWindow: 'Pickup window',
  accessConfirmed: 'Access path',
  leaveAt: 'Where the cart is',
  maintenance: 'Maintenance add-on',
  preparation: 'Pre-season preparation',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  terms: 'Storage terms',
  consent: 'Monthly charges',
}

export type StorageRequest = {
  kind: StorageKind
  plan: StoragePlan
  showroom: string
  startDay: string
  cart: { brand: string; model: string; serial: string | null; battery: BatteryType }
  handover: StorageHandover
  address: { street: string; town: string; zip: string } | null
  /** a pickup's window on the trucks ("YYYY-MM-DD@minutes") and where the cart is */
  pickup: { window: string; leaveAt: string } | null
  maintenance: boolean
  preparation: boolean
  customer: { firstName: string; lastName: string; email: string; phone: string }
}

export type StorageValidation =
  { ok: true; data: StorageRequest } | { ok: false; error: string; fields: StorageFieldErrors }

/** What the customer typed, each field as sent when it is text (shown again after a refusal). */
export function storageDraft(input: Record<string, unknown>): StorageValues {
  return Object.fromEntries(
    storageFieldNames.map((name) => {
      const value = input[name]
      return [name, typeof value === 'string' ? value : '']
    }),
  ) as StorageValues
}

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) &&
  new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value

/** Why a pickup window was refused before the trucks were asked: it is not one of the pickup's days. */
export const pickupDaysMessage = (days: TripDays) =>
  `Choose a pickup window from ${longDayText(days.first)} to ${longDayText(days.last)}: we fetch the cart on the start date or in the days just before it.`

const { minPathWidthFt, minHeightClearanceFt } = deliveryRules.access
export const accessMessage = `Confirm the path to the cart is at least ${minPathWidthFt} ft wide with ${minHeightClearanceFt} ft of clearance overhead`

/** The furthest ahead a contract can start. */
export const maxDaysAhead = 365

/** Why a package cannot start on a day: outside its season's booking window. */
export function windowMessage(plan: PackagePlan, offers: StorageOffers): string {
  const offer = offers[plan]
  return `The ${planLabels[plan].toLowerCase()} starts between ${monthDayText(offer.seasonStart)} and ${monthDayText(offer.lastStart)} and runs to ${monthDayText(offer.seasonEnd)}. Choose a start date in that window, or monthly storage.`
}

/**
 * The form checked against the offers and today (YYYY-MM-DD on the dealer's
 * clock): every message at once, the first as the summary's.
 */
export function validateStorageBooking(
  input: Record<string, unknown>,
  offers: StorageOffers,
  today: string,
  lastDay: string,
): StorageValidation {
  const draft = storageDraft(input)
  const parsed = schema.safeParse(draft)
  const fields: StorageFieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as StorageFieldName | undefined
      if (key && !fields[key]) fields[key] = issue.message
    }
  }
  const typed = (name: StorageFieldName) => draft[name].trim()
  if (!showrooms.some((s) => s.id === typed('showroom'))) fields.showroom = 'Choose a showroom'
  const start = typed('startDay')
  const plan = storagePlans.find((p) => p === typed('plan'))
  if (!isDay(start)) fields.startDay = 'Choose the date storage starts'
  else if (start < today)
    fields.startDay = 'The start date is in the past: choose today or a later date'
  else if (start > lastDay)
    fields.startDay = `Storage can be booked up to ${maxDaysAhead} days ahead`
  else if (plan && isPackage(plan)) {
    const season = seasonContaining(offers[plan], start)
    if (!season || start > season.lastStart) fields.startDay = windowMessage(plan, offers)
  }
  if (typed('handover') === 'pickup') {
    if (!fields.street && typed('street').length < 3) fields.street = 'Street address is required'
    if (!fields.town && typed('town') === '') fields.town = 'Town is required'
    if (!/^\d{5}(-\d{4})?$/.test(typed('zip'))) fields.zip = 'ZIP code must be 5 digits'
    const window = typed('deliveryWindow')
    if (window === '') fields.deliveryWindow = 'Choose a pickup window'
    else if (!fields.startDay && !windowWithin(window, pickupDays(start)))
      fields.deliveryWindow = pickupDaysMessage(pickupDays(start))
    if (typed('accessConfirmed') !== 'yes') fields.accessConfirmed = accessMessage
    if (!fields.leaveAt && typed('leaveAt') === '') fields.leaveAt = 'Say where the cart is'
  }
  if (typed('terms') !== 'yes') fields.terms = 'Accept the storage terms to book'
  if (plan === 'monthly' && typed('consent') !== 'yes') {
    fields.consent = 'Agree to the monthly charges to your card to book monthly storage'
  }
  const values = parsed.success ? parsed.data : undefined
  const first = Object.values(fields)[0]
  if (!values || first) return { ok: false, error: first ?? 'Check the form', fields }
  return {
    ok: true,
    data: {
      kind: values.kind,
      plan: values.plan,
      showroom: values.showroom.trim(),
      startDay: start,
      cart: {
        brand: values.brand,
        model: values.model,
        serial: values.serial === '' ? null : values.serial,
        battery: values.battery,
      },
      handover: values.handover,
      address:
        values.handover === 'pickup'
          ? { street: values.street, town: values.town, zip: values.zip }
          : null,
      pickup:
        values.handover === 'pickup'
          ? { window: values.deliveryWindow.trim(), leaveAt: values.leaveAt }
          : null,
      maintenance: values.maintenance === 'yes',
      // pre-season preparation readies the cart at a package's end
      preparation: isPackage(values.plan) && values.preparation === 'yes',
      customer: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
      },
    },
  }
}
