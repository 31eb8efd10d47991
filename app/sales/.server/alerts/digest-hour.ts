import { bounded, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import { defaultDigestHour } from '#app/sales/alert-digest-hour.ts'

/** The hour of the dealer's day the alert digests go out: the owners' setting. */
export const digestHour: Setting<number> = {
  key: 'alerts.digest_hour',
  read: bounded(0, 23, defaultDigestHour),
  write: String,
  action: 'settings.alert-digest-hour',
  field: 'hour',
}
