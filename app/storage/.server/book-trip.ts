import { lockDeliveryWindows } from '#app/deliveries/.server/book-delivery.ts'
import type { DeliveryChoice } from '#app/deliveries/delivery-form.ts'
import type { OfferedDay } from '#app/deliveries/delivery-windows.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow, StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { longDayText } from '#app/kernel/dealer-clock.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { type TripDays, type TripKind, tripToBook, windowWithin } from '../storage-trips.ts'
import { recordContractEvent } from './contract-history.ts'
import {
  type ContractTrip,
  contractTrips,
  takeTrip,
  TripRefused,
  tripTown,
  tripWindows,
} from './trips.ts'

export type TripBooking =
  | { ok: true; job: DeliveryJobRow }
  | {
      ok: false
      status: 400 | 409
      field?: 'town' | 'accessConfirmed' | 'deliveryWindow'
      error: string
    }

/** The trip a contract's page offers now, if any, with the days it can take, from its trips. */
export function tripOfferOf(
  contract: StorageContractRow,
  trips: readonly ContractTrip[],
  now: Date,
): { kind: TripKind; days: TripDays } | null {
  return tripToBook(
    {
      status: contract.status,
      handover: contract.handover,
      plan: contract.plan,
      startDay: contract.start_day,
      endDay: contract.end_day,
      noticeDay: contract.notice_given_at
        ? calendarDay(new Date(contract.notice_given_at), business.timeZone)
        : null,
    },
    trips,
    calendarDay(now, business.timeZone),
  )
}

const offeredTrip = async (db: DB, contract: StorageContractRow, now: Date) =>
  tripOfferOf(contract, await contractTrips(db, contract.id), now)

/** The trip a contract's page offers to book: its windows on its days, at the contract's fee. */
export type TripOffer = {
  kind: TripKind
  days: OfferedDay[]
  range: TripDays
  distanceCents: number
}

/** A contract's trips and the one its pages offer to book now, for the customer's page and staff's. */
export async function tripsOf(
  db: DB,
  contract: StorageContractRow,
  now: Date,
): Promise<{ trips: ContractTrip[]; trip?: TripOffer }> {
  const trips = await contractTrips(db, contract.id)
  const offer = tripOfferOf(contract, trips, now)
  if (!offer) return { trips }
  const days = await tripWindows(db, {
    kind: offer.kind,
    town: tripTown(contract),
    days: offer.days,
    now,
  })
  return {
    trips,
    trip: { kind: offer.kind, days, range: offer.days, distanceCents: contract.pickup_fee_cents },
  }
}

const nothingToBook: TripBooking = {
  ok: false,
  status: 409,
  error: 'This contract has no trip to book just now: it is booked already, or call us.',
}

/** Thrown when another request booked the trip meanwhile. */
class AlreadyBooked extends Error {}

/**
 * The customer (actor null) or staff (audited) book the trip the
 * contract's page offers: its window checked against the trip's days, then
 * one transaction locks the window first (record 077), then the contract's
 * row, checks the trip is still to book (a second click books nothing) and
 * takes the window. A refusal stores nothing.
 */
export async function bookContractTrip(
  db: DB,
  contract: StorageContractRow,
  choice: DeliveryChoice,
  options: { now: Date; actor: Actor | null },
): Promise<TripBooking> {
  const { now, actor } = options
  const offer = await offeredTrip(db, contract, now)
  if (!offer) return nothingToBook
  if (!windowWithin(choice.window, offer.days)) {
    return {
      ok: false,
      status: 400,
      field: 'deliveryWindow',
      error: `Choose a window from ${longDayText(offer.days.first)} to ${longDayText(offer.days.last)}.`,
    }
  }
  try {
    const job = await withTransaction(db, async (trx) => {
      await lockDeliveryWindows(trx, tripTown(contract), [choice.window])
      const locked = await trx
        .updateTable('storage_contracts')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', contract.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      const still = await offeredTrip(trx, locked, now)
      if (still?.kind !== offer.kind) throw new AlreadyBooked()
      const taken = await takeTrip(trx, locked, { kind: offer.kind, choice }, { now, actor })
      const detail = { trip: offer.kind, window: choice.window, job: taken.id }
      await recordContractEvent(trx, {
        contractId: contract.id,
        kind: 'trip_booked',
        actor: actor && { id: actor.id, email: actor.email },
        at: now.toISOString(),
        detail,
      })
      if (actor) {
        await recordAudit(
          trx,
          {
            actor,
            action: 'storage-contract.trip',
            entity: 'storage_contract',
            entityId: contract.id,
            after: detail,
            ip: actor.ip,
          },
          now,
        )
      }
      return taken
    })
    return { ok: true, job }
  } catch (error) {
    if (error instanceof AlreadyBooked) return nothingToBook
    if (error instanceof TripRefused)
      return { ok: false, status: 400, field: error.field, error: error.error }
    throw error
  }
}
