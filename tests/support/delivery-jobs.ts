import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay, wallClockMinute } from '#app/kernel/zoned-time.ts'

/*
 * Delivery jobs on today's clock, for the policy's rules about the day
 * itself (a cancellation on the day, a missed appointment), which booking
 * cannot make: it refuses a window that has begun, and today may have no
 * window left in the delivery hours.
 */

const minuteOfDay = (at: Date) => {
  const [hours = 0, minutes = 0] = wallClockMinute(at, business.timeZone)
    .slice(11)
    .split(':')
    .map(Number)
  return hours * 60 + minutes
}

/**
 * Today's day and a window start still to come on the dealer's clock, up to
 * an hour ahead; in the day's last two minutes it waits for the next day.
 */
export async function windowLaterToday(): Promise<{ day: string; start: number }> {
  for (;;) {
    const now = new Date()
    const minute = minuteOfDay(now)
    if (minute < 1438) {
      return { day: calendarDay(now, business.timeZone), start: Math.min(minute + 60, 1439) }
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000))
  }
}

/** Today's day with a window that has begun: from midnight on the dealer's clock. */
export const windowBegunToday = () => ({
  day: calendarDay(new Date(), business.timeZone),
  start: 0,
})

/**
 * A scheduled job written as booking leaves it (its window's place counted
 * on the showroom's first truck), the fields a test names overriding.
 */
export async function insertDeliveryJob(
  db: DB,
  fields: Partial<DeliveryJobRow> & { day: string; window_start: number },
): Promise<DeliveryJobRow> {
  const at = new Date().toISOString()
  const job: DeliveryJobRow = {
    id: randomUUID(),
    token: randomUUID().replaceAll('-', ''),
    kind: 'sale_delivery',
    subject_type: 'cart_sale',
    subject_id: randomUUID(),
    showroom: 'pocono-pines',
    window_end: Math.min(fields.window_start + 120, 1440),
    truck_id: 'pocono-pines-1',
    status: 'scheduled',
    customer_name: 'Riley Race',
    email: 'riley@example.com',
    phone: '570-555-0199',
    address: '40 Broad Street',
    town: 'Milford',
    items: 'Deliver a sold cart',
    access_confirmed_at: at,
    leave_at: 'On the driveway',
    white_glove: 0,
    rush: 0,
    rush_cents: 0,
    white_glove_cents: 0,
    distance_cents: 0,
    proof_photo: null,
    proof_name: null,
    failure_reason: null,
    booked_at: at,
    on_the_way_at: null,
    arrived_at: null,
    done_at: null,
    failed_at: null,
    cancelled_at: null,
    updated_at: at,
    ...fields,
  }
  await db
    .insertInto('delivery_window_counts')
    .values({ showroom: job.showroom, day: job.day, window_start: job.window_start, taken: 1 })
    .onConflict((oc) =>
      oc
        .columns(['showroom', 'day', 'window_start'])
        .doUpdateSet((eb) => ({ taken: eb('delivery_window_counts.taken', '+', 1) })),
    )
    .execute()
  await db.insertInto('delivery_jobs').values(job).execute()
  return job
}
