import type { Kysely } from 'kysely'

import type { Database } from '#app/kernel/.server/db/schema.ts'
import { bounded, readSetting, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import {
  defaultHoldHours,
  defaultNoShowHours,
  defaultTurnaroundMinutes,
  maxHoldHours,
  maxNoShowHours,
  maxTurnaroundMinutes,
  minHoldHours,
  minNoShowHours,
} from '#app/rentals/rental-settings.ts'

/** Minutes a cart stays free after each rental (cleaning, charging): the owners' setting. */
export const turnaround: Setting<number> = {
  key: 'rentals.turnaround_minutes',
  read: bounded(0, maxTurnaroundMinutes, defaultTurnaroundMinutes),
  write: String,
  action: 'settings.rental-turnaround',
  field: 'minutes',
}

/** Hours a request holds its cart while it waits for staff: the owners' setting. */
export const holdExpiry: Setting<number> = {
  key: 'rentals.hold_hours',
  read: bounded(minHoldHours, maxHoldHours, defaultHoldHours),
  write: String,
  action: 'settings.rental-hold',
  field: 'hours',
}

/** Hours after its start a confirmed rental nobody collected becomes a no-show: the owners' setting. */
export const noShowAfter: Setting<number> = {
  key: 'rentals.no_show_hours',
  read: bounded(minNoShowHours, maxNoShowHours, defaultNoShowHours),
  write: String,
  action: 'settings.rental-no-show',
  field: 'hours',
}

export type RentalSettings = { turnaroundMinutes: number; holdMinutes: number }

/** Both rental settings, as placeHold takes them. */
export async function rentalSettings(db: Kysely<Database>): Promise<RentalSettings> {
  const [minutes, hours] = await Promise.all([
    readSetting(db, turnaround),
    readSetting(db, holdExpiry),
  ])
  return { turnaroundMinutes: minutes, holdMinutes: hours * 60 }
}
