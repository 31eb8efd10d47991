import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay, instantInZone } from '#app/kernel/zoned-time.ts'
import { paymentsFor } from '#app/payments/.server/ledger-rows.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { type SavedCard, savedCard } from '#app/payments/.server/saved-card.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import { depositOnLedger, stillDueCents } from '#app/rentals/deposit-ledger.ts'
import type { CheckinInput, CheckoutInput } from '#app/rentals/rental-desk-form.ts'
import {
  type DepositMethod,
  type FinalStatement,
  finalStatement,
} from '#app/rentals/rental-fees.ts'
import { type StatementRow, statementRows } from '#app/rentals/rental-statement.ts'

import { depositOnCard } from './deposit-on-card'
import {
  type DepositSettlement,
  sendDepositSettlement,
  writeDepositSettlement,
} from './deposit-settle'
import { ledgerDeposit } from './desk-deposit'
import { type PreparedPhoto, storePhotos } from './handover-photos'
import { freeCart, isOverlapRefusal } from './holds'
import { startReadying, takeReadyCart } from './readying'
import { renterMail, storedQuote } from './renter-mail'
import {
  invalid,
  missedUpdate,
  recordStaffEvent,
  type Reservation,
  reservationAsShown,
  type StaffAction,
  type StaffActionResult,
  type StaffStep,
} from './staff-actions'

/*
 * The rental desk: handing a confirmed cart over (check-out) and taking it
 * back (check-in). Each is one transaction: the status moves only if the
 * reservation is still in the state and at the version the page showed (the
 * update checks both, so of two people at the desk exactly one wins), with
 * its photos, its history entry and audit row, and for a return the final
 * statement and the renter's e-mail.
 */

/** What was handed over, kept on the reservation as JSON. */
export type CheckoutRecord = {
  cartId: string
  battery: number
  hourMeter: number
  deposit: number
  depositMethod: DepositMethod
  licencesSeen: true
  /** the deposit is held on the renter's saved card (record 064), on the card ending so */
  depositOnline?: { last4: string | null }
}

/** What came back, kept on the reservation as JSON. */
export type CheckinRecord = { battery: number; hourMeter: number }

const checkOutStep: StaffStep = { from: ['confirmed'], verb: 'check out', done: 'checked out' }
const checkInStep: StaffStep = { from: ['out'], verb: 'check in', done: 'checked in' }

/** Why a step's guarded update matched no row, in the step's words. */
const missed = (trx: DB, { id, version }: StaffAction, step: StaffStep) =>
  missedUpdate(trx, id, version, step.verb, step.done)

const takenMessage =
  'That cart is not free for this rental: it is reserved, in maintenance or still out with another renter. Choose another cart of the type; nothing was stored.'

const notReadyMessage = (cartName: string) =>
  `${cartName} came back from its last rental and is not marked ready (charged and cleaned). Mark it ready on the day sheet first, or tick that you hand it over although it is not ready; nothing was stored.`

/** A return time a minute ahead of the server's clock is the desk's clock running fast, not the future. */
const clockSlackMs = 60_000

/** Hands a confirmed rental's cart over: from the day of its start, the reserved cart or another free one of the type. */
export async function checkOut(
  db: DB,
  action: StaffAction & { checkout: CheckoutInput; photos: PreparedPhoto[]; depositHeld?: boolean },
): Promise<StaffActionResult> {
  try {
    return await withTransaction(db, (trx) => applyCheckOut(trx, action))
  } catch (error) {
    // PostgreSQL: a concurrent write took the chosen cart meanwhile
    if (isOverlapRefusal(error)) return invalid(takenMessage)
    throw error
  }
}

async function applyCheckOut(
  trx: DB,
  action: StaffAction & {
    checkout: CheckoutInput
    photos: PreparedPhoto[]
    /** the deposit is held on the saved card: the ledger's hold, not the form's, is recorded */
    depositHeld?: boolean
  },
): Promise<StaffActionResult> {
  const { id, version, now, checkout } = action
  const shown = await reservationAsShown(trx, action, checkOutStep)
  if (!shown.ok) return shown.refused
  const before = shown.row
  const startDay = calendarDay(new Date(before.start_at), business.timeZone)
  if (calendarDay(now, business.timeZone) < startDay) {
    return invalid(
      `The cart is handed over from the day the rental starts (${startDay}), not before.`,
    )
  }
  const cartId = checkout.cartId || before.cart_id
  const cart = await trx
    .selectFrom('rental_carts')
    .select(['cart_type', 'name', 'readying_since'])
    .where('id', '=', cartId)
    .executeTakeFirst()
  if (cart?.cart_type !== before.cart_type) {
    return invalid('Choose a cart of the type reserved; nothing was stored.')
  }
  const range = {
    holdFrom: before.hold_from,
    holdUntil: before.hold_until,
    firstDay: startDay,
    lastDay: calendarDay(new Date(before.end_at), business.timeZone),
  }
  const free = await freeCart(trx, before.cart_type as CartType, range, {
    now,
    except: id,
    cartId,
  })
  if (!free) return invalid(takenMessage)
  if (!(await takeReadyCart(trx, cartId, checkout.evenIfNotReady))) {
    return invalid(notReadyMessage(cart.name))
  }

  // handed over while still being readied: staff confirmed it, and the history says so
  const notReady = cart.readying_since ? { handedOverNotReady: true } : {}
  const onCard = action.depositHeld ? await depositOnCard(trx, before) : undefined
  if (onCard && onCard.state !== 'held') {
    return invalid(
      'The deposit is no longer held on the renter’s card; take it at the desk. Nothing was stored.',
    )
  }
  const record: CheckoutRecord = {
    cartId,
    battery: checkout.battery,
    hourMeter: checkout.hourMeter,
    licencesSeen: true,
    ...(onCard?.state === 'held'
      ? {
          deposit: onCard.hold.amount_cents / 100,
          depositMethod: 'card',
          depositOnline: { last4: onCard.last4 },
        }
      : { deposit: checkout.deposit, depositMethod: checkout.depositMethod }),
  }
  const at = now.toISOString()
  const after = await trx
    .updateTable('rental_reservations')
    .set((eb) => ({
      status: 'out',
      cart_id: cartId,
      checked_out_at: at,
      checkout: JSON.stringify(record),
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst()
  if (!after) return missed(trx, action, checkOutStep)
  // a deposit held on the card is in the ledger already
  if (!record.depositOnline) {
    await ledgerDeposit(trx, action, [
      { step: 'taken', dollars: record.deposit, method: record.depositMethod },
    ])
  }
  await storePhotos(trx, id, 'out', action.photos, now)
  await recordStaffEvent(trx, {
    reservationId: id,
    actor: action.actor,
    now,
    kind: 'checked-out',
    detail: {
      ...record,
      cartName: cart.name,
      photos: action.photos.length,
      ...notReady,
    },
    action: 'rental.check-out',
    before: { status: 'confirmed', cartId: before.cart_id },
    after: { status: 'out', ...record, ...notReady },
  })
  return { ok: true }
}

/** The return time typed at the desk, read on the dealer's clock, or why it cannot be. */
function returnTime(typed: string, before: Reservation, now: Date): Date | string {
  const returned = instantInZone(typed, business.timeZone)
  if (!returned) return 'Give the return time as a date and a time.'
  if (returned.getTime() > now.getTime() + clockSlackMs) {
    return 'The return time cannot be in the future.'
  }
  // the field has whole minutes: the minute of the handover itself is allowed
  const handedOverMinute = Math.floor(Date.parse(before.checked_out_at ?? '') / 60_000) * 60_000
  if (returned.getTime() < handedOverMinute) {
    return 'The return time cannot be before the cart was handed over.'
  }
  return returned
}

/**
 * Takes a cart back: the late fee from the scheduled end, the fees chosen,
 * the deposit returned or applied, and the final statement stored (with its
 * amounts, so later rate or policy changes never rewrite it) and e-mailed.
 * A deposit held on the card (record 064) is taken or let go at Stripe once
 * the check-in is committed, and the statement e-mailed reads the ledger.
 */
export async function checkIn(
  db: DB,
  action: StaffAction & {
    checkin: CheckinInput
    photos: PreparedPhoto[]
    online?: OnlinePayments
  },
): Promise<StaffActionResult> {
  const { online, now } = action
  // the card the charges beyond the deposit go on, read from Stripe before the transaction;
  // Stripe out of reach leaves the charges due at the desk rather than the cart not checked in
  const card = online
    ? await savedCard(db, online.stripe, action.id).catch(() => undefined)
    : undefined
  const outcome = await withTransaction(db, (trx) =>
    applyCheckIn(trx, { ...action, ...(card ? { card } : {}) }),
  )
  if (!outcome.ok) return outcome
  if (!('onlineStatement' in outcome) || !outcome.onlineStatement) return { ok: true }
  const who = { actor: 'staff' as const, userId: action.actor.id }
  if (online && outcome.settlement) {
    await sendDepositSettlement(db, online, outcome.reservation, outcome.settlement, {
      now,
      siteUrl: action.siteUrl,
      who,
    })
  }
  const ledger = depositOnLedger(await paymentsFor(db, { type: 'reservation', id: action.id }))
  await queueWrittenMail(
    db,
    statementMail(outcome.reservation, statementRows(outcome.onlineStatement, ledger), {
      siteUrl: action.siteUrl,
      due: stillDueCents(outcome.onlineStatement.online?.owedCents ?? 0, ledger) > 0,
    }),
    now,
    'renter',
  )
  return { ok: true }
}

/** The final statement e-mailed to the renter. */
function statementMail(
  reservation: Reservation,
  rows: StatementRow[],
  { siteUrl, due }: { siteUrl: string; due: boolean },
) {
  return renterMail(reservation, {
    subject: 'Your rental statement',
    paragraphs: [
      'Thank you for renting with us. The cart is back, and this is your final statement.',
      due ? 'The balance still due is paid at the showroom or by phone.' : 'Nothing more is due.',
    ],
    list: rows.map((row) => `${row.label}: ${row.amount}`),
    siteUrl,
  })
}

type CheckInOutcome =
  | StaffActionResult
  | {
      ok: true
      reservation: Reservation
      /** a deposit held on the card: the statement to e-mail once Stripe has answered */
      onlineStatement?: FinalStatement
      settlement?: DepositSettlement
    }

async function applyCheckIn(
  trx: DB,
  action: StaffAction & { checkin: CheckinInput; photos: PreparedPhoto[]; card?: SavedCard },
): Promise<CheckInOutcome> {
  const { id, version, now, checkin } = action
  const shown = await reservationAsShown(trx, action, checkInStep)
  if (!shown.ok) return shown.refused
  const before = shown.row
  if (!before.checkout) return missed(trx, action, checkInStep)
  const returned = returnTime(checkin.returnedAt, before, now)
  if (typeof returned === 'string') return invalid(returned)
  const handedOver = JSON.parse(before.checkout) as CheckoutRecord
  if (checkin.hourMeter < handedOver.hourMeter) {
    return invalid(
      `The hour meter read ${handedOver.hourMeter} at the handover; it cannot read less now.`,
    )
  }
  const online = handedOver.depositOnline
  const quote = storedQuote(before)
  const statement = finalStatement({
    quoted: quote.lines,
    quotedTotal: quote.total,
    end: new Date(before.end_at),
    returned,
    fees: checkin.fees,
    deposit: {
      taken: handedOver.deposit,
      method: handedOver.depositMethod,
      choice: checkin.depositChoice,
    },
    ...(online
      ? {
          online: {
            last4: before.deposit_card_last4 ?? online.last4,
            taxBasisPoints: await readSetting(trx, salesTaxRate),
          },
        }
      : {}),
  })
  const record: CheckinRecord = { battery: checkin.battery, hourMeter: checkin.hourMeter }
  const at = now.toISOString()
  const after = await trx
    .updateTable('rental_reservations')
    .set((eb) => ({
      status: 'returned',
      returned_at: returned.toISOString(),
      checkin: JSON.stringify(record),
      statement: JSON.stringify(statement),
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'out')
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst()
  if (!after) return missed(trx, action, checkInStep)
  const { method, applied, returned: given } = statement.deposit
  // a deposit held on the card: its capture, release and charge written ahead beside the hold's lock
  const settlement = statement.online
    ? await writeDepositSettlement(trx, {
        reservationId: id,
        owedCents: statement.online.owedCents,
        apply: checkin.depositChoice === 'apply',
        ...(action.card ? { card: action.card } : {}),
        who: { actor: 'staff', userId: action.actor.id },
        now,
      })
    : undefined
  if (!statement.online) {
    await ledgerDeposit(trx, action, [
      { step: 'applied', dollars: applied, method },
      { step: 'returned', dollars: given, method },
    ])
  }
  await storePhotos(trx, id, 'in', action.photos, now)
  await startReadying(trx, before.cart_id, returned)
  await recordStaffEvent(trx, {
    reservationId: id,
    actor: action.actor,
    now,
    kind: 'returned',
    detail: {
      returnedAt: statement.returnedAt,
      ...record,
      lateFee: statement.late.amount,
      fees: statement.fees.map(({ kind, amount }) => ({ kind, amount })),
      // a deposit held on the card: the ledger says what is still due, not the statement
      ...(statement.online
        ? { owedCents: statement.online.owedCents }
        : { balance: statement.balance }),
      photos: action.photos.length,
    },
    action: 'rental.check-in',
    before: { status: 'out' },
    after: {
      status: 'returned',
      returnedAt: statement.returnedAt,
      charges: statement.charges,
      ...(statement.online
        ? { taxCents: statement.online.taxCents, owedCents: statement.online.owedCents }
        : { depositApplied: statement.deposit.applied, balance: statement.balance }),
    },
  })
  if (statement.online) {
    return {
      ok: true,
      reservation: after,
      onlineStatement: statement,
      ...(settlement ? { settlement } : {}),
    }
  }
  await queueWrittenMail(
    trx,
    statementMail(after, statementRows(statement), {
      siteUrl: action.siteUrl,
      due: statement.balance > 0,
    }),
    now,
    'renter',
  )
  return { ok: true, reservation: after }
}
