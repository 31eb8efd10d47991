import { weekdayName, weekdays } from '#app/kernel/dealer/business-hours.ts'

import { placedVisits, type ServiceVisit } from './service-stages.ts'
import { type ServiceZone, serviceZones, type ZoneFees } from './service-zones.ts'

/*
 * The owners' capacity and zone fee form: per weekday, the drop-offs and
 * mobile visits the shop takes and how many may be booked online (a pickup
 * counts among its day's drop-offs); per town zone, the pickup and the
 * mobile visit fee in dollars.
 */

export const maxPlaces = 50
export const maxFeeCents = 100_000

/** Monday first, as the form lists the week. */
export const formWeekdays = [1, 2, 3, 4, 5, 6, 0] as const

export const dayLabel = (weekday: number) => weekdayName(weekdays[weekday] ?? 'Sun')

export const placesField = (weekday: number, visit: ServiceVisit) => `places-${weekday}-${visit}`
export const onlineField = (weekday: number, visit: ServiceVisit) => `online-${weekday}-${visit}`
export const feeField = (zone: ServiceZone, visit: 'pickup' | 'mobile') => `${visit}-${zone}`

export type CapacityEntry = {
  weekday: number
  visit: ServiceVisit
  places: number
  online: number
}

export type SettingsValues = Record<string, string>

export type ParsedSettings =
  | { ok: true; capacity: CapacityEntry[]; fees: ZoneFees }
  | { ok: false; values: SettingsValues; fields: Record<string, string> }

const dollarsToCents = (value: string): number | null => {
  const match = /^\$?\s*(\d{1,4})(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

/** The form's fields read, or every field's message with the values as typed. */
export function parseSettingsForm(read: (name: string) => string): ParsedSettings {
  const values: SettingsValues = {}
  const fields: Record<string, string> = {}
  const capacity: CapacityEntry[] = []
  for (const weekday of formWeekdays) {
    for (const visit of placedVisits) {
      const placesName = placesField(weekday, visit)
      const onlineName = onlineField(weekday, visit)
      values[placesName] = read(placesName)
      values[onlineName] = read(onlineName)
      const places = /^\d{1,2}$/.test(values[placesName].trim()) ? Number(values[placesName]) : NaN
      const online = /^\d{1,2}$/.test(values[onlineName].trim()) ? Number(values[onlineName]) : NaN
      if (!(places >= 0 && places <= maxPlaces)) {
        fields[placesName] = `A whole number from 0 to ${maxPlaces}`
      } else if (!(online >= 0 && online <= places)) {
        fields[onlineName] = `A whole number from 0 to the ${places} places`
      } else {
        capacity.push({ weekday, visit, places, online })
      }
    }
  }
  const fees = {} as ZoneFees
  for (const zone of serviceZones) {
    const fee = { pickup: 0, mobile: 0 }
    for (const visit of ['pickup', 'mobile'] as const) {
      const name = feeField(zone, visit)
      values[name] = read(name)
      const cents = dollarsToCents(values[name])
      if (cents === null || cents > maxFeeCents) {
        fields[name] = `An amount in dollars from 0 to ${maxFeeCents / 100}, such as 49 or 49.50`
      } else {
        fee[visit] = cents
      }
    }
    fees[zone] = fee
  }
  if (Object.keys(fields).length > 0) return { ok: false, values, fields }
  return { ok: true, capacity, fees }
}

/** The form's values for what is stored. */
export function settingsValues(
  capacity: (weekday: number, visit: ServiceVisit) => { places: number; online: number },
  fees: ZoneFees,
): SettingsValues {
  const values: SettingsValues = {}
  for (const weekday of formWeekdays) {
    for (const visit of placedVisits) {
      const { places, online } = capacity(weekday, visit)
      values[placesField(weekday, visit)] = String(places)
      values[onlineField(weekday, visit)] = String(online)
    }
  }
  for (const zone of serviceZones) {
    for (const visit of ['pickup', 'mobile'] as const) {
      values[feeField(zone, visit)] = (fees[zone][visit] / 100).toFixed(2)
    }
  }
  return values
}
