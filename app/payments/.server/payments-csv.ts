import type { DB } from '#app/kernel/.server/db/connection.ts'
import { keysetBatches } from '#app/kernel/.server/db/keyset-batches.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import type { CsvValue } from '#app/kernel/csv.ts'
import { csvStream } from '#app/kernel/csv-stream.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { wallClockMinute } from '#app/kernel/zoned-time.ts'

const header = [
  'id',
  'created_at',
  'created_local',
  'settled_at',
  'kind',
  'purpose',
  'method',
  'status',
  'amount',
  'currency',
  'subject_type',
  'subject_id',
  'actor',
  'actor_user_id',
  'stripe_checkout_session',
  'stripe_payment_intent',
  'stripe_charge',
  'stripe_refund',
  'failure',
  'note',
]

/** Integer cents as a plain decimal for spreadsheets: 12250 → "122.50". */
export const decimalAmount = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

const paymentCsvRow = (row: PaymentRow): CsvValue[] => [
  row.id,
  row.created_at,
  wallClockMinute(new Date(row.created_at), business.timeZone),
  row.settled_at,
  row.kind,
  row.purpose,
  row.method,
  row.status,
  decimalAmount(row.amount_cents),
  row.currency,
  row.subject_type,
  row.subject_id,
  row.actor,
  row.actor_user_id,
  row.stripe_checkout_session_id,
  row.stripe_payment_intent_id,
  row.stripe_charge_id,
  row.stripe_refund_id,
  row.failure,
  row.note,
]

const scoped = (db: DB, before: Date) =>
  db.selectFrom('payments').where('created_at', '<', before.toISOString())

/** How many movements an export made at `before` holds. */
export async function paymentsExportCount(db: DB, before: Date): Promise<number> {
  const row = await scoped(db, before)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The ledger as CSV, newest first as the page lists it, every cell formula-safe; a batch at a time as the reader takes it. */
export function paymentsCsv(db: DB, before: Date): ReadableStream<Uint8Array> {
  const batches = keysetBatches(async (after: PaymentRow | undefined, size) => {
    let query = scoped(db, before).selectAll()
    if (after) {
      const { created_at: at, id } = after
      query = query.where((eb) =>
        eb.and([eb('created_at', '<=', at), eb.or([eb('created_at', '<', at), eb('id', '<', id)])]),
      )
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).execute()
  })
  return csvStream(header, batches, paymentCsvRow, { bom: true })
}
