import { bounded, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import { defaultLabourRateCents, maxLabourRateCents } from '#app/service/service-estimate.ts'

/** The shop's labour rate in cents an hour: the owners' setting, $155 unless they set another. */
export const labourRate: Setting<number> = {
  key: 'service.labour_rate_cents',
  read: bounded(100, maxLabourRateCents, defaultLabourRateCents),
  write: String,
  action: 'settings.service-labour-rate',
  field: 'cents_per_hour',
}
