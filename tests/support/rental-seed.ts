import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay, instantInZone } from '#app/kernel/zoned-time.ts'
import { placeHold } from '#app/rentals/.server/holds.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'

import { holdRequest } from './rental-requests.ts'

/*
 * Rental requests placed in a running server's database, as the public
 * reserve form places them, and the renter e-mails the server queued: for the
 * browser journeys of the back office.
 */

const dayMs = 86_400_000

/**
 * A two-day request starting at 10:00 on the dealer's calendar day `daysAhead`
 * days after today (so "tomorrow" is the desk's tomorrow at any hour the test
 * runs); resolves to its id.
 */
export async function seedRentalRequest(
  databaseUrl: string,
  request: { cartType: CartType; firstName: string; email: string; daysAhead: number },
): Promise<string> {
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    const now = new Date()
    const day = addDays(calendarDay(now, business.timeZone), request.daysAhead)
    const start = instantInZone(`${day}T10:00`, business.timeZone)
    if (!start) throw new Error(`no 10:00 on ${day}`)
    const base = holdRequest(
      request.cartType,
      start,
      new Date(start.getTime() + 2 * dayMs),
      now,
      request.firstName,
    )
    const hold = await placeHold(db, {
      ...base,
      renter: { ...base.renter, email: request.email },
      holdMinutes: 7 * 24 * 60,
      dueAt: new Date(now.getTime() + 3_600_000),
    })
    if (!hold.ok) throw new Error(`no ${request.cartType} free ${request.daysAhead} days ahead`)
    return hold.id
  } finally {
    await db.destroy()
  }
}

export type QueuedRenterMail = {
  subject: string
  text: string
  calendar?: { filename: string; content: string }
}

/** The renter e-mails queued in the outbox for an address, oldest first. */
export async function renterMailsTo(
  databaseUrl: string,
  email: string,
): Promise<QueuedRenterMail[]> {
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    const rows = await db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'renter')
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute()
    return rows.map((row) => JSON.parse(row.payload ?? '{}') as QueuedRenterMail)
  } finally {
    await db.destroy()
  }
}

/**
 * A confirmed rental of `hours` whole hours that started `startedHoursAgo`
 * hours ago (to the minute), not yet handed over, with a long no-show time so
 * the server's clock leaves it to the desk; resolves to its id.
 */
export async function seedStartedRental(
  databaseUrl: string,
  rental: {
    cartType: CartType
    firstName: string
    email: string
    startedHoursAgo: number
    hours: number
  },
): Promise<string> {
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    const now = new Date()
    const start = new Date(
      Math.floor(now.getTime() / 60_000) * 60_000 - rental.startedHoursAgo * 3_600_000,
    )
    const base = holdRequest(
      rental.cartType,
      start,
      new Date(start.getTime() + rental.hours * 3_600_000),
      now,
      rental.firstName,
    )
    const hold = await placeHold(db, { ...base, renter: { ...base.renter, email: rental.email } })
    if (!hold.ok) throw new Error(`no ${rental.cartType} free`)
    await db
      .updateTable('rental_reservations')
      .set({ status: 'confirmed', version: 2, hold_expires_at: null })
      .where('id', '=', hold.id)
      .execute()
    await db
      .insertInto('app_settings')
      .values({ key: 'rentals.no_show_hours', value: '48', updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '48' }))
      .execute()
    return hold.id
  } finally {
    await db.destroy()
  }
}

/** Confirms the reservations of an e-mail and moves their start an hour back: the desk acts from the start. */
export async function startedAnHourAgo(databaseUrl: string, email: string): Promise<void> {
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    await db
      .updateTable('rental_reservations')
      .set({
        status: 'confirmed',
        version: 2,
        start_at: new Date(Date.now() - 3_600_000).toISOString(),
      })
      .where('email', '=', email)
      .execute()
  } finally {
    await db.destroy()
  }
}
