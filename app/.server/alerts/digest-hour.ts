import { defaultDigestHour } from '#app/lib/alert-digest-hour.ts'

import type { Actor } from '../auth/actor'
import { bounded, changeSetting, type Setting } from '../auth/app-settings'
import type { DB } from '../db/connection'

/** The hour of the dealer's day the alert digests go out: the owners' setting. */
export const digestHour: Setting<number> = {
  key: 'alerts.digest_hour',
  read: bounded(0, 23, defaultDigestHour),
  write: String,
  action: 'settings.alert-digest-hour',
  field: 'hour',
}

/** An owner changes the digests' hour; the change and its audit row commit together. */
export const changeDigestHour = (
  db: DB,
  change: { actor: Pick<Actor, 'id' | 'email'> | null; value: number; ip: string | null },
) => changeSetting(db, digestHour, change)
