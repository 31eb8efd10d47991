import { randomUUID } from 'node:crypto'

import type { DB } from '../../../kernel/.server/db/connection'
import type { AlertEventKind } from '../../../kernel/.server/db/schema'

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
