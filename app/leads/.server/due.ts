import type { Kysely } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { Database } from '#app/kernel/.server/db/schema.ts'
import { readSetting, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import { addBusinessMinutes } from '#app/kernel/dealer/business-hours.ts'
import {
  defaultResponseMinutes,
  maxResponseMinutes,
  minResponseMinutes,
} from '#app/leads/response-promise.ts'

/** The first-response promise in business minutes: the owners' setting, else the default. */
export const responsePromise: Setting<number> = {
  key: 'leads.response_minutes',
  read(stored) {
    const minutes = Number(stored)
    // a value edited by hand outside the bounds falls back rather than stopping intake
    return Number.isInteger(minutes) &&
      minutes >= minResponseMinutes &&
      minutes <= maxResponseMinutes
      ? minutes
      : defaultResponseMinutes
  },
  write: String,
  action: 'settings.response-promise',
  field: 'minutes',
}

export const responsePromiseMinutes = (db: Kysely<Database>): Promise<number> =>
  readSetting(db, responsePromise)

/**
 * When the first response to a lead that arrived (or was released from
 * quarantine) at `from` is due: the promise counted in the sales department's
 * opening hours, its closures and special hours included.
 */
export async function dueAtFor(db: Kysely<Database>, from: Date): Promise<string> {
  const minutes = await responsePromiseMinutes(db)
  const { weeks } = await currentHours(db, from)
  return addBusinessMinutes(weeks.showroom, from, minutes).toISOString()
}
