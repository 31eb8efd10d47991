import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { lastSaleMoment, type Sale } from './cart-sale.ts'
import { storedTagsOf } from './promotion-tags.ts'
import type { Vehicle } from './vehicle.ts'
import type { VehicleFormField } from './vehicle-form.ts'

/** What the cart form shows: every field as the text of its input ('on' or '' for checkboxes). */
export type VehicleFormValues = Record<VehicleFormField, string>

/** The specifications the form has a field for; the rest go in its free list. */
export const namedSpecs = [
  'seatingCapacity',
  'topSpeed',
  'range',
  'batteryType',
  'chargingTime',
  'payload',
  'color',
] as const

/** The form a new cart starts from. */
export const emptyVehicleForm: VehicleFormValues = {
  name: '',
  brand: 'Evolution',
  category: '',
  year: '',
  isNew: 'on',
  inStock: 'on',
  price: '',
  priceOnRequest: '',
  onSale: '',
  salePrice: '',
  saleStarts: '',
  saleEnds: '',
  tags: '',
  description: '',
  features: '',
  seatingCapacity: '4',
  topSpeed: '',
  range: '',
  batteryType: '',
  chargingTime: '',
  payload: '',
  color: '',
  otherSpecifications: '',
  externalUrl: '',
  locationId: '',
  version: '0',
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
const tick = (value: boolean) => (value ? 'on' : '')

const dealerDay = (at: Date) => calendarDay(at, business.timeZone)

/** A cart's sale (running or to come) as the form's fields. */
function saleValues(sale: Sale | null) {
  const last = sale && lastSaleMoment(sale)
  return {
    onSale: tick(sale !== null),
    salePrice: text(sale?.price),
    saleStarts: sale ? dealerDay(new Date(sale.startsAt)) : '',
    saleEnds: last ? dealerDay(last) : '',
  }
}

/** A stored cart as the form shows it, so an unchanged save stores the same cart. */
export function vehicleFormValues(
  vehicle: Vehicle & { version: number; saleSchedule: Sale | null },
): VehicleFormValues {
  const specs = vehicle.specifications
  const other = Object.entries(specs)
    .filter(
      ([key, value]) => !(namedSpecs as readonly string[]).includes(key) && value !== undefined,
    )
    .map(([key, value]) => `${key.charAt(0).toUpperCase()}${key.slice(1)}: ${String(value)}`)
  return {
    name: vehicle.name,
    brand: vehicle.brand,
    category: vehicle.category,
    year: text(vehicle.year),
    isNew: tick(vehicle.isNew),
    inStock: tick(vehicle.inStock),
    price: String(vehicle.price),
    priceOnRequest: tick(vehicle.priceOnRequest),
    ...saleValues(vehicle.saleSchedule),
    tags: storedTagsOf(vehicle.tags ?? []).join(','),
    description: vehicle.description,
    features: vehicle.features.join('\n'),
    seatingCapacity: text(specs.seatingCapacity ?? 4),
    topSpeed: text(specs.topSpeed),
    range: text(specs.range),
    batteryType: text(specs.batteryType),
    chargingTime: text(specs.chargingTime),
    payload: text(specs.payload),
    color: text(specs.color),
    otherSpecifications: other.join('\n'),
    externalUrl: text(vehicle.externalUrl),
    locationId: text(vehicle.locationId),
    version: String(vehicle.version),
  }
}

/** The posted form as values to show again (a file or a missing field is empty). */
export function postedFormValues(form: FormData): VehicleFormValues {
  const values = { ...emptyVehicleForm }
  for (const key of Object.keys(values) as VehicleFormField[]) {
    // the tags are one checkbox each: every ticked one
    const value = key === 'tags' ? form.getAll(key).join(',') : form.get(key)
    values[key] = typeof value === 'string' ? value : ''
  }
  return values
}
