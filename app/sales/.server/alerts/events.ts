import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { AlertEventKind } from '#app/kernel/.server/db/schema.ts'

/** Counts one alert event for the dashboard (no address is kept with it). */
export async function recordAlertEvent(
  trx: DB,
  kind: AlertEventKind,
  now: Date,
  count = 1,
): Promise<void> {
  if (count <= 0) return
  await trx
    .insertInto('alert_events')
    .values(
      Array.from({ length: count }, () => ({ id: randomUUID(), kind, at: now.toISOString() })),
    )
    .execute()
}
