import type { ChangedBy } from '#app/kernel/.server/audit/audited-change.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'

import type { CapacityEntry } from '../capacity-form.ts'
import { serviceZones, type ZoneFees } from '../service-zones.ts'
import { readCapacity, readZoneFees } from './capacity.ts'

/**
 * Saves the owners' capacity and zone fees with one audit row holding both
 * before and after. Lowering a day's online places below what is already
 * booked cancels nobody: it only stops new online bookings there.
 */
export async function saveServiceSettings(
  db: DB,
  input: { capacity: CapacityEntry[]; fees: ZoneFees },
  who: ChangedBy,
): Promise<void> {
  const at = (who.now ?? new Date()).toISOString()
  await auditedChange(db, who, async (trx) => {
    const before = { capacity: await readCapacity(trx), fees: await readZoneFees(trx) }
    for (const entry of input.capacity) {
      await trx
        .insertInto('service_capacity')
        .values({
          weekday: entry.weekday,
          visit: entry.visit,
          places: entry.places,
          online_places: entry.online,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['weekday', 'visit']).doUpdateSet({
            places: entry.places,
            online_places: entry.online,
            updated_at: at,
          }),
        )
        .execute()
    }
    for (const zone of serviceZones) {
      await trx
        .insertInto('service_zone_fees')
        .values({
          zone,
          pickup_cents: input.fees[zone].pickup,
          mobile_cents: input.fees[zone].mobile,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('zone').doUpdateSet({
            pickup_cents: input.fees[zone].pickup,
            mobile_cents: input.fees[zone].mobile,
            updated_at: at,
          }),
        )
        .execute()
    }
    const after = { capacity: await readCapacity(trx), fees: await readZoneFees(trx) }
    return audited(undefined, {
      action: 'service.settings',
      entity: 'service_settings',
      entityId: 'capacity',
      before,
      after,
    })
  })
}
