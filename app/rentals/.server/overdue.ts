import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { claimLockedBatches, defaultBatchSize } from '#app/kernel/.server/jobs/batches.ts'
import { queueWrittenMail, type WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { cartInfo, type CartType } from '#app/rentals/content/rentals.ts'

/*
 * Carts out past their end. They stay held until checked in (freeCart reads
 * them so), the staff pages flag them, and staff get one e-mail for each:
 * claimed by setting `overdue_notice_at` in the same UPDATE that finds it,
 * so two servers passing at once never both send it.
 */

/**
 * Queues one e-mail to sales for each rental newly overdue; resolves to how
 * many. Each batch's UPDATE claims and reads its rows in one statement (locked
 * rows skipped on PostgreSQL), in its own transaction, with a yield to
 * requests between batches; a claimed rental leaves the set, so a pass cut
 * short is carried on by the next.
 */
export function sendOverdueReturnNotices(
  db: DB,
  options: {
    now: Date
    settings: Pick<Settings, 'MAIL_TO_SALES' | 'SITE_URL'>
    batchSize?: number
  },
): Promise<number> {
  const { now, settings, batchSize = defaultBatchSize } = options
  const at = now.toISOString()
  return claimLockedBatches(
    db,
    (trx) =>
      trx
        .selectFrom('rental_reservations')
        .select('id')
        .where('status', '=', 'out')
        .where('end_at', '<=', at)
        .where('overdue_notice_at', 'is', null)
        .orderBy('end_at')
        .limit(batchSize),
    async (trx, ids) => {
      const claimed = await trx
        .updateTable('rental_reservations')
        .set({ overdue_notice_at: at })
        .where('id', 'in', ids)
        .where('status', '=', 'out')
        .where('overdue_notice_at', 'is', null)
        .returning(['id', 'first_name', 'last_name', 'phone', 'cart_type', 'end_at'])
        .execute()
      for (const row of claimed) await queueWrittenMail(trx, noticeMail(row, settings), now)
      return claimed
    },
  )
}

/** The notice to sales of one cart not back. */
function noticeMail(
  row: {
    id: string
    first_name: string
    last_name: string
    phone: string
    cart_type: string
    end_at: string
  },
  settings: Pick<Settings, 'MAIL_TO_SALES' | 'SITE_URL'>,
): WrittenMail {
  const name = `${row.first_name} ${row.last_name}`.trim()
  return {
    to: settings.MAIL_TO_SALES,
    subject: `Overdue return: ${name}'s cart is not back`,
    text: [
      `The ${cartInfo[row.cart_type as CartType].title} rented by ${name} was due back and has not been checked in.`,
      '',
      `Due back: ${readableTime(new Date(row.end_at))}`,
      `Renter's phone: ${row.phone}`,
      '',
      `Open it: ${settings.SITE_URL}/admin/rentals/${row.id}`,
      '',
      'The cart stays unavailable until it is checked in; a rental booked on it next may need another cart.',
    ].join('\n'),
  }
}

/** How many carts are out past their end: the dashboard's count. */
export async function overdueReturnCount(db: DB, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rental_reservations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'out')
    .where('end_at', '<=', now.toISOString())
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
