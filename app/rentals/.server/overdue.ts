import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
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
 * many. The UPDATE claims and reads the rows in one statement.
 */
export function sendOverdueReturnNotices(
  db: DB,
  options: { now: Date; settings: Pick<Settings, 'MAIL_TO_SALES' | 'SITE_URL'> },
): Promise<number> {
  const { now, settings } = options
  const at = now.toISOString()
  return withTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('rental_reservations')
      .set({ overdue_notice_at: at })
      .where('status', '=', 'out')
      .where('end_at', '<=', at)
      .where('overdue_notice_at', 'is', null)
      .returning(['id', 'first_name', 'last_name', 'phone', 'cart_type', 'end_at'])
      .execute()
    for (const row of claimed) {
      const name = `${row.first_name} ${row.last_name}`.trim()
      await queueWrittenMail(
        trx,
        {
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
        },
        now,
      )
    }
    return claimed.length
  })
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
