import { sql } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { windowText } from '#app/kernel/day-minutes.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { showroomOf } from '#app/kernel/dealer/locations.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import { bringsCart, kindLabels, statusLabels } from '../delivery-kinds.ts'
import { windowBegun } from '../delivery-windows.ts'

const { access } = deliveryRules

/** The trucks, active ones first, by showroom and name. */
export function listTrucks(db: DB) {
  return db
    .selectFrom('delivery_trucks')
    .selectAll()
    .orderBy('active', 'desc')
    .orderBy('showroom')
    .orderBy('name')
    .execute()
}

/** A stop as the day and the week show it. */
export type Stop = Awaited<ReturnType<typeof stopsBetween>>[number]

/**
 * The jobs from `from` to `to` (days, both included) not cancelled, in
 * window order, with their truck's name and what the pages print.
 */
export async function stopsBetween(db: DB, from: string, to: string, now = new Date()) {
  const rows = await db
    .selectFrom('delivery_jobs as j')
    .innerJoin('delivery_trucks as t', 't.id', 'j.truck_id')
    .select([
      'j.id',
      'j.kind',
      'j.status',
      'j.day',
      'j.window_start',
      'j.window_end',
      'j.truck_id',
      't.name as truck_name',
      'j.showroom',
      'j.customer_name',
      'j.phone',
      'j.address',
      'j.town',
      'j.items',
      'j.leave_at',
      'j.white_glove',
      'j.failure_reason',
      'j.proof_name',
      'j.done_at',
      // whether the driver's proof photo is there, without reading it
      sql<number>`case when j.proof_photo is null then 0 else 1 end`.as('has_photo'),
    ])
    .where('j.day', '>=', from)
    .where('j.day', '<=', to)
    .where('j.status', '<>', 'cancelled')
    .orderBy('j.day')
    .orderBy('j.window_start')
    .orderBy('t.name')
    .execute()
  return rows.map((row) => ({
    ...row,
    showroomName: showroomOf(row.showroom).name,
    kindLabel: kindLabels[row.kind],
    statusLabel: statusLabels[row.status],
    windowLabel: windowText({ start: row.window_start, end: row.window_end }),
    // a missed appointment is marked from the window's start on
    begun: windowBegun(row, now, business.timeZone),
    hasPhoto: Number(row.has_photo) === 1,
    brings: bringsCart(row.kind),
    // what the driver reads at the door, on the phone and on paper
    accessText: `Path confirmed ${access.minPathWidthFt} ft wide, ${access.minHeightClearanceFt} ft clearance. ${bringsCart(row.kind) ? 'Leave' : 'The cart is'}: ${row.leave_at}${row.white_glove === 1 ? ' · White glove' : ''}`,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${row.address}, ${row.town}, PA`)}`,
  }))
}
