import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'
import type Stripe from 'stripe'

import { cancelDeliveriesOf } from '#app/deliveries/.server/job-changes.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type {
  PaymentRow,
  RentalReservationRow,
  ReservationStatus,
} from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { reservationSubject } from '#app/rentals/rental-trips.ts'

import { reservationCalendar } from './calendar'
import { expireHolds } from './holds'
import { sendStaged, stageRentCapture, stageRentRelease } from './rent-money'
import { renterMail } from './renter-mail'

/** A reservation as read from the database. */
export type Reservation = Selectable<RentalReservationRow>

/*
 * What staff do to a reservation waiting for them: confirm it or decline it.
 * Each is one transaction holding the change, its history entry, its audit
 * row and the renter's e-mail, so none exists without the others.
 */

export type StaffActionResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  /** the form's problem, for the person who sent it */
  | { ok: false; reason: 'invalid'; message: string }
  /** someone else changed the reservation since the page was loaded */
  | { ok: false; reason: 'conflict'; message: string }

export type StaffAction = {
  id: string
  /** the row version the page showed */
  version: number
  actor: Actor
  now: Date
  siteUrl: string
  /** online payment's client: a capture or release is sent once the answer commits */
  stripe?: Stripe | undefined
}

export const declineReasonMaxLength = 1000

export const notFound = { ok: false, reason: 'not-found' } as const
export const invalid = (message: string) => ({ ok: false, reason: 'invalid', message }) as const

const statusWords: Record<ReservationStatus, string> = {
  held: 'waiting for an answer',
  confirmed: 'confirmed',
  out: 'out with the renter',
  returned: 'returned',
  no_show: 'a no-show',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired (nobody answered in time)',
}

/**
 * Why an update that matched no row did not land: gone, changed by someone
 * else since the page was loaded, or in a state the action does not apply to.
 */
export async function missedUpdate(
  trx: DB,
  id: string,
  version: number,
  verb: string,
  /** the action done, for verbs not made so by "-d" or "-ed" ("checked out") */
  done = verb.endsWith('e') ? `${verb}d` : `${verb}ed`,
): Promise<StaffActionResult> {
  const now = await trx
    .selectFrom('rental_reservations')
    .select(['status', 'version'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!now) return notFound
  if (now.version !== version) {
    return {
      ok: false,
      reason: 'conflict',
      message: changedMeanwhileMessage,
    }
  }
  return invalid(`This reservation is ${statusWords[now.status]}, so it cannot be ${done}.`)
}

/** A staff step on a reservation: the statuses it moves from, and its words for a refusal. */
export type StaffStep = { from: readonly ReservationStatus[]; verb: string; done?: string }

/**
 * The reservation as the page showed it, read in the step's transaction: at
 * the version the page sent and in a status the step moves from; otherwise
 * the refusal, worded as `missedUpdate` words it.
 */
export async function reservationAsShown(
  trx: DB,
  { id, version }: { id: string; version: number },
  step: StaffStep,
): Promise<{ ok: true; row: Reservation } | { ok: false; refused: StaffActionResult }> {
  const row = await trx
    .selectFrom('rental_reservations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return { ok: false, refused: notFound }
  if (row.version !== version || !step.from.includes(row.status)) {
    return { ok: false, refused: await missedUpdate(trx, id, version, step.verb, step.done) }
  }
  return { ok: true, row }
}

/** One entry of the reservation's history and its audit row, written together. */
export async function recordStaffEvent(
  trx: DB,
  entry: {
    reservationId: string
    actor: Actor
    now: Date
    kind: string
    detail: Record<string, unknown>
    action: string
    before: Record<string, unknown>
    after: Record<string, unknown>
  },
): Promise<void> {
  const { actor, now } = entry
  await trx
    .insertInto('rental_reservation_events')
    .values({
      id: randomUUID(),
      reservation_id: entry.reservationId,
      at: now.toISOString(),
      actor_id: actor.id,
      actor_email: actor.email,
      kind: entry.kind,
      detail: JSON.stringify(entry.detail),
    })
    .execute()
  await recordAudit(
    trx,
    {
      actor,
      action: entry.action,
      entity: 'rental_reservation',
      entityId: entry.reservationId,
      before: entry.before,
      after: entry.after,
      ip: actor.ip,
    },
    now,
  )
}

/** What an answer to a waiting request does beyond its status: its history detail and the renter's e-mail. */
type Answer = {
  to: 'confirmed' | 'declined'
  reason: string | null
  detail: (row: Reservation) => Record<string, unknown>
  mail: (row: Reservation, money: PaymentRow | undefined) => Parameters<typeof renterMail>[1]
  /** the rent paid online: captured on a confirmation, released on a decline */
  money: typeof stageRentCapture
}

/**
 * Moves a waiting request to `answer.to` if it is still waiting at the
 * version the page showed: the update itself checks both, so of two staff
 * acting at once exactly one wins. Requests past their wait are expired
 * first. The history entry, audit row and e-mail go in the same transaction.
 */
async function answerRequest(
  db: DB,
  action: StaffAction,
  answer: Answer,
): Promise<StaffActionResult> {
  const { to, reason } = answer
  const verb = to === 'confirmed' ? 'confirm' : 'decline'
  const staged = await withTransaction(db, async (trx) => {
    const at = action.now.toISOString()
    await expireHolds(trx, action.now)
    const row = await trx
      .updateTable('rental_reservations')
      .set((eb) => ({
        status: to,
        decline_reason: reason,
        hold_expires_at: null,
        first_response_at: eb.fn.coalesce('first_response_at', eb.val(at)),
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', action.id)
      .where('status', '=', 'held')
      .where('version', '=', action.version)
      .returningAll()
      .executeTakeFirst()
    if (!row) return { result: await missedUpdate(trx, action.id, action.version, verb) }
    // the money's row is written with the status it follows from, so it exists once
    const money = await answer.money(
      trx,
      row.id,
      { actor: 'staff', userId: action.actor.id },
      action.now,
    )
    await recordStaffEvent(trx, {
      reservationId: row.id,
      actor: action.actor,
      now: action.now,
      kind: to,
      detail: answer.detail(row),
      action: `rental.${verb}`,
      before: { status: 'held' },
      after: reason === null ? { status: to } : { status: to, reason },
    })
    if (to === 'declined') {
      await cancelDeliveriesOf(trx, reservationSubject(row.id), {
        now: action.now,
        actor: action.actor,
      })
    }
    await queueWrittenMail(trx, renterMail(row, answer.mail(row, money)), action.now, 'renter')
    return { result: { ok: true } as const, money }
  })
  await sendStaged(db, action.stripe, staged.money, action.now)
  return staged.result
}

/** Confirms a waiting request; the renter gets the news with a calendar entry and the link. */
export function confirmReservation(db: DB, action: StaffAction): Promise<StaffActionResult> {
  return answerRequest(db, action, {
    to: 'confirmed',
    reason: null,
    money: stageRentCapture,
    detail: (row) => ({ cartId: row.cart_id }),
    mail: (row, money) => ({
      subject: 'Your reservation is confirmed',
      paragraphs: [
        'Good news: we have confirmed your reservation, and the cart is yours for these days. The calendar entry attached adds it to your calendar.',
        money
          ? 'Bring a driver’s licence for each driver to the handover. The rent is taken from the card you paid with; the deposit is held at the handover.'
          : 'Bring a driver’s licence for each driver to the handover. Nothing is paid online: what is due is paid at the handover.',
      ],
      siteUrl: action.siteUrl,
      calendar: reservationCalendar(row, { siteUrl: action.siteUrl, now: action.now }),
    }),
  })
}

/** Declines a waiting request with a reason the renter reads; its cart is free again. */
export function declineReservation(
  db: DB,
  action: StaffAction & { reason: string },
): Promise<StaffActionResult> {
  const reason = action.reason.trim()
  if (!reason)
    return Promise.resolve(invalid('Say why the request is declined; the renter reads it.'))
  if (reason.length > declineReasonMaxLength) {
    return Promise.resolve(invalid(`Keep the reason under ${declineReasonMaxLength} characters.`))
  }
  return answerRequest(db, action, {
    to: 'declined',
    reason,
    money: stageRentRelease,
    detail: () => ({ reason }),
    mail: (_, money) => ({
      subject: 'We cannot take your reservation',
      paragraphs: [
        `We are sorry: we cannot take your reservation. ${reason}`,
        money
          ? 'Nothing is due, and the hold on your card is released: nothing is charged. You are welcome to ask for other days or another cart.'
          : 'Nothing is due. You are welcome to ask for other days or another cart.',
      ],
      siteUrl: action.siteUrl,
    }),
  })
}
