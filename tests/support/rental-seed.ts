import { openDatabase } from '#app/.server/db/connection.ts'
import { placeHold } from '#app/.server/rentals/holds.ts'
import type { CartType } from '#app/content/rentals.ts'

import { holdRequest } from './rental-requests.ts'

/*
 * Rental requests placed in a running server's database, as the public
 * reserve form places them, and the renter e-mails the server queued: for the
 * browser journeys of the back office.
 */

const dayMs = 86_400_000

/** A two-day request starting `daysAhead` days from now (at a whole hour); resolves to its id. */
export async function seedRentalRequest(
  databaseUrl: string,
  request: { cartType: CartType; firstName: string; email: string; daysAhead: number },
): Promise<string> {
  const db = openDatabase(databaseUrl, { poolSize: 1 })
  try {
    const now = new Date()
    const start = new Date(
      Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + request.daysAhead * dayMs,
    )
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
