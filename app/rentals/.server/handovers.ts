import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { type DepositOnLedger, depositOnLedger } from '#app/rentals/deposit-ledger.ts'
import type { FinalStatement } from '#app/rentals/rental-fees.ts'
import type { ReservationStatusName } from '#app/rentals/rental-filter.ts'
import { cardWords, statementRows } from '#app/rentals/rental-statement.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import { closedStatuses } from './fleet-calendar'

/** Where and how a cart changes hands: at the start a delivery or a pickup, at the end a collection or a return. */
export type HandoverKind = 'delivery' | 'pickup' | 'collection' | 'return'

export const handoverKindLabels: Record<HandoverKind, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  collection: 'Collection',
  return: 'Return',
}

/** One handover of the day sheet and the calendar feed. */
export type Handover = {
  reservationId: string
  kind: HandoverKind
  at: string
  status: ReservationStatusName
  firstName: string
  lastName: string
  phone: string
  cartId: string
  cartName: string
  /** the showroom whose staff do it: the pickup's, else the cart's home */
  showroomId: string
  /** the town and street of a delivery, or the showroom */
  place: string
  /** the town alone, or the showroom: what the private feed may say */
  area: string
  /** what staff take or give back, in words; once a return is checked in, what was charged */
  collect: string[]
  /** the return is checked in: `collect` is its statement's charges and deposit */
  charged: boolean
  /** the row's version: the feed's sequence, raised when the reservation changes */
  version: number
}

/**
 * A return's lines: before check-in, the deposit to give back; after it,
 * the kept statement's charges, deposit and balance, as the renter's
 * statement says them (never recomputed).
 */
function returnLines(
  row: {
    status: string
    deposit: number
    statement: string | null
  },
  ledger: DepositOnLedger,
): Pick<Handover, 'collect' | 'charged'> {
  if (row.status !== 'returned' || !row.statement) {
    return {
      collect: [
        ledger.heldCents > 0
          ? 'The deposit held on the card is settled at check-in'
          : `Give back the ${formatPrice(row.deposit)} deposit if the cart returns as it left`,
      ],
      charged: false,
    }
  }
  const statement = JSON.parse(row.statement) as FinalStatement
  return {
    collect: statementRows(statement, ledger)
      .filter((line) => line.kind !== 'quoted')
      .map((line) => `${line.label}: ${line.amount}`),
    charged: true,
  }
}

/** The deposit line of a handover: held on the card, waiting for the renter, or to take at the desk. */
function depositLine(
  row: { deposit: number; deposit_card_last4: string | null },
  ledger: DepositOnLedger,
) {
  const open = ledger.heldCents > 0 && ledger.takenCents === 0 && ledger.releasedCents === 0
  if (open) {
    return `Deposit held on ${cardWords(row.deposit_card_last4)} (${formatCents(ledger.heldCents)})`
  }
  if (ledger.linkSent)
    return `${formatPrice(row.deposit)} deposit: waiting for the renter (link sent)`
  return `${formatPrice(row.deposit)} deposit`
}

/** The deposit and fee rows of the window's reservations, read in one query. */
async function ledgersOf(db: DB, ids: string[]): Promise<Map<string, DepositOnLedger>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', 'reservation')
    .where('subject_id', 'in', ids)
    .where('purpose', 'in', ['deposit', 'fees'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return new Map(
    ids.map((id) => [id, depositOnLedger(rows.filter((row) => row.subject_id === id))]),
  )
}

/**
 * The handovers from `from` to before `until`, in time order, of every
 * showroom or of one: one query for the window. A reservation that never
 * held its cart (declined, cancelled, expired) has none.
 */
export async function handovers(
  db: DB,
  window: { from: Date; until: Date },
  showroomId?: string,
): Promise<Handover[]> {
  const from = window.from.toISOString()
  const until = window.until.toISOString()
  const rows = await db
    .selectFrom('rental_reservations as r')
    .innerJoin('rental_carts as c', 'c.id', 'r.cart_id')
    .select([
      'r.id',
      'r.status',
      'r.start_at',
      'r.end_at',
      'r.handover',
      'r.location_id',
      'r.town_slug',
      'r.address',
      'r.first_name',
      'r.last_name',
      'r.phone',
      'r.total',
      'r.deposit',
      'r.statement',
      'r.deposit_card_last4',
      'r.version',
      'r.cart_id',
      'c.name as cart_name',
      'c.home_location_id',
    ])
    .where('r.status', 'not in', closedStatuses)
    .where((eb) =>
      eb.or([
        eb.and([eb('r.start_at', '>=', from), eb('r.start_at', '<', until)]),
        eb.and([eb('r.end_at', '>=', from), eb('r.end_at', '<', until)]),
      ]),
    )
    .execute()
  const ledgers = await ledgersOf(
    db,
    rows.map((row) => row.id),
  )
  const list: Handover[] = []
  for (const row of rows) {
    const ledger = ledgers.get(row.id) ?? depositOnLedger([])
    const pickup = row.handover === 'pickup'
    const showroom = locationById((pickup ? row.location_id : row.home_location_id) ?? '')
    const doneBy = showroom?.id ?? row.home_location_id
    const town = findTown(row.town_slug ?? '')
    const area = pickup
      ? (showroom?.name ?? business.name)
      : `${town?.name ?? 'Town no longer served'}, PA`
    const place = pickup
      ? `${showroom?.name ?? business.name}${showroom?.street ? `, ${showroom.street}, ${showroom.city}` : ''}`
      : `${row.address ?? ''}, ${area}`
    const base = {
      reservationId: row.id,
      status: row.status,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      cartId: row.cart_id,
      cartName: row.cart_name,
      showroomId: doneBy,
      place,
      area,
      version: row.version,
    }
    if (row.start_at >= from && row.start_at < until) {
      list.push({
        ...base,
        kind: pickup ? 'pickup' : 'delivery',
        at: row.start_at,
        collect: [
          `${formatPrice(row.total)} due (rent and charges of the quote)`,
          depositLine(row, ledger),
        ],
        charged: false,
      })
    }
    if (row.end_at >= from && row.end_at < until) {
      list.push({
        ...base,
        kind: pickup ? 'return' : 'collection',
        at: row.end_at,
        ...returnLines(row, ledger),
      })
    }
  }
  return list
    .filter((handover) => showroomId === undefined || handover.showroomId === showroomId)
    .sort((a, b) => a.at.localeCompare(b.at) || a.cartName.localeCompare(b.cartName))
}
