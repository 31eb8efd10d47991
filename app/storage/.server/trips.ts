import {
  bookDelivery,
  deliveriesOf,
  lockDeliveryWindows,
} from '#app/deliveries/.server/book-delivery.ts'
import { freeWindows } from '#app/deliveries/.server/free-windows.ts'
import { cancelDeliveriesOf } from '#app/deliveries/.server/job-changes.ts'
import type { DeliveryChoice } from '#app/deliveries/delivery-form.ts'
import {
  type DeliveryKind,
  type DeliveryStatus,
  kindLabels,
  statusLabels,
} from '#app/deliveries/delivery-kinds.ts'
import type { DeliveryRefusal } from '#app/deliveries/delivery-messages.ts'
import { deliveryPagePath } from '#app/deliveries/delivery-paths.ts'
import { type OfferedDay, windowValue } from '#app/deliveries/delivery-windows.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow, StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { windowText } from '#app/kernel/day-minutes.ts'
import { servedTown } from '#app/service/.server/served-towns.ts'

import { contractSubject, type TripDays, tripItems, type TripKind } from '../storage-trips.ts'

/** A trip the trucks refused, thrown to roll its transaction back; `field` is the form's. */
export class TripRefused extends Error {
  constructor(
    readonly reason: DeliveryRefusal,
    readonly error: string,
  ) {
    super(error)
  }

  /** The form field the refusal is about. */
  get field(): 'town' | 'accessConfirmed' | 'deliveryWindow' {
    return this.reason === 'town'
      ? 'town'
      : this.reason === 'access'
        ? 'accessConfirmed'
        : 'deliveryWindow'
  }
}

/** The town of a contract as the trucks' rules name it (its slug), '' when none is served. */
export const tripTown = (contract: Pick<StorageContractRow, 'town'>) =>
  contract.town ? (servedTown(contract.town)?.slug ?? '') : ''

/**
 * Takes a window of the trucks for a contract's pickup or return, in the
 * caller's transaction (its windows locked first, record 077): the job
 * names the contract, its address and its cart, at the contract's own fee
 * to the town. A refusal is thrown as `TripRefused`, so the transaction
 * rolls back with nothing of it kept.
 */
export async function takeTrip(
  trx: DB,
  contract: StorageContractRow,
  trip: { kind: TripKind; choice: DeliveryChoice },
  options: { now: Date; actor: Actor | null },
): Promise<DeliveryJobRow> {
  const booked = await bookDelivery(
    trx,
    {
      kind: trip.kind,
      subject: contractSubject(contract.id),
      window: trip.choice.window,
      town: tripTown(contract),
      address: contract.street ?? '',
      customer: {
        name: `${contract.first_name} ${contract.last_name}`,
        email: contract.email,
        phone: contract.phone,
      },
      items: tripItems(contract),
      accessConfirmed: trip.choice.accessConfirmed,
      leaveAt: trip.choice.leaveAt,
      // white glove places a cart delivered; a pickup has nothing to place
      whiteGlove: false,
      // the contract's pickup fee to the town, so a trip is never charged twice over
      distanceCents: contract.pickup_fee_cents,
    },
    {
      now: options.now,
      actor: options.actor && { id: options.actor.id, email: options.actor.email },
    },
  )
  if (!booked.ok) throw new TripRefused(booked.reason, booked.error)
  return booked.job
}

/** The windows a trip to a town can take on its days, as the picker shows them. */
export async function tripWindows(
  db: DB,
  ask: { kind: TripKind; town: string; days: TripDays; now: Date },
): Promise<OfferedDay[]> {
  const free = await freeWindows(db, {
    kind: ask.kind,
    town: ask.town,
    now: ask.now,
    earliestDay: ask.days.first,
  })
  return free.days.filter((day) => day.day <= ask.days.last)
}

/** A contract's trip as its pages list it, with the link to the trip's own page. */
export type ContractTrip = {
  kind: DeliveryKind
  label: string
  day: string
  window: string
  status: DeliveryStatus
  statusLabel: string
  path: string
}

/** The contract's trips on the trucks, in the order they are driven. */
export async function contractTrips(db: DB, contractId: string): Promise<ContractTrip[]> {
  const jobs = await deliveriesOf(db, contractSubject(contractId))
  return jobs.map((job) => ({
    kind: job.kind,
    label: kindLabels[job.kind],
    day: job.day,
    window: windowText({ start: job.window_start, end: job.window_end }),
    status: job.status,
    statusLabel: statusLabels[job.status],
    path: deliveryPagePath(job.token),
  }))
}

/** The open trips of a contract. */
const openTrips = (db: DB, contractId: string) =>
  db
    .selectFrom('delivery_jobs')
    .select(['day', 'window_start'])
    .where('subject_type', '=', contractSubject(contractId).type)
    .where('subject_id', '=', contractId)
    .where('status', 'in', ['scheduled', 'on_the_way', 'arrived'])
    .execute()

/** Locks the windows of a contract's open trips, before a row of storage's own is locked (record 077). */
export async function lockTripWindows(
  trx: DB,
  contract: Pick<StorageContractRow, 'id' | 'town'>,
): Promise<void> {
  const jobs = await openTrips(trx, contract.id)
  if (jobs.length === 0) return
  await lockDeliveryWindows(
    trx,
    tripTown(contract),
    jobs.map((job) => windowValue(job.day, job.window_start)),
  )
}

/** A contract that will not start gives its trips' windows back, in the caller's transaction. */
export function cancelTrips(trx: DB, contractId: string, now: Date): Promise<number> {
  return cancelDeliveriesOf(trx, contractSubject(contractId), { now, actor: null })
}

/**
 * Gives back the pickup windows of bookings whose hold ended unpaid, as
 * their spaces went back: each such contract's windows are locked, then its
 * row is claimed while it is still pending past its hold (a payment arriving
 * at that moment waits, then finds the pickup gone and its page offers a
 * window again), and its open jobs are cancelled. Counts the contracts.
 */
export async function releaseLapsedPickups(db: DB, now: Date): Promise<number> {
  const at = now.toISOString()
  const lapsed = await db
    .selectFrom('storage_contracts')
    .select(['id', 'town'])
    .where('status', '=', 'pending')
    .where('hold_expires_at', '<=', at)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('delivery_jobs')
          .select('delivery_jobs.id')
          .where('delivery_jobs.subject_type', '=', 'storage_contract')
          .whereRef('delivery_jobs.subject_id', '=', 'storage_contracts.id')
          .where('delivery_jobs.status', 'in', ['scheduled', 'on_the_way', 'arrived']),
      ),
    )
    .execute()
  let released = 0
  for (const contract of lapsed) {
    const { id } = contract
    released += await withTransaction(db, async (trx) => {
      await lockTripWindows(trx, contract)
      const claimed = await trx
        .updateTable('storage_contracts')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('hold_expires_at', '<=', at)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 0) return 0
      return (await cancelTrips(trx, id, now)) > 0 ? 1 : 0
    })
  }
  return released
}
