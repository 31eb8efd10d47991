import type {
  PaymentKind,
  PaymentMethod,
  PaymentPurpose,
  PaymentStatus,
} from '#app/payments/ledger.ts'

/*
 * A deposit held on the renter's card, as the payments ledger records it:
 * what the statement, the day sheet and the reservation page print, so the
 * three and the ledger agree to the cent (record 064).
 */

/** The columns of a ledger row the deposit is read from. */
export type DepositLedgerRow = {
  kind: PaymentKind
  method: PaymentMethod
  status: PaymentStatus
  purpose: PaymentPurpose
  amount_cents: number
  stripe_payment_intent_id: string | null
  stripe_checkout_session_id: string | null
}

export type DepositOnLedger = {
  /** the hold on the card: the newest deposit authorisation that succeeded (0 when none) */
  heldCents: number
  /** taken from that hold for the charges */
  takenCents: number
  /** let go of that hold (the rest after a capture, or all of it) */
  releasedCents: number
  /** the charges beyond the deposit, charged to the card */
  feesChargedCents: number
  /** captures and charges sent to Stripe and not answered yet */
  waitingCents: number
  /** a payment link for the deposit or the fees waits for the renter */
  linkSent: boolean
}

/** A deposit moved online; a card held on the desk's terminal is the desk's own record. */
const isDeposit = (row: DepositLedgerRow) =>
  row.purpose === 'deposit' && row.method === 'card_online'
const sum = (rows: DepositLedgerRow[]) => rows.reduce((total, row) => total + row.amount_cents, 0)

/** The deposit and the fees charged beyond it, from a reservation's ledger rows (oldest first). */
export function depositOnLedger(rows: readonly DepositLedgerRow[]): DepositOnLedger {
  const hold = rows.findLast(
    (row) => isDeposit(row) && row.kind === 'authorisation' && row.status === 'succeeded',
  )
  const ofHold = (kind: PaymentKind, status: PaymentStatus) =>
    rows.filter(
      (row) =>
        isDeposit(row) &&
        row.kind === kind &&
        row.status === status &&
        hold !== undefined &&
        row.stripe_payment_intent_id === hold.stripe_payment_intent_id,
    )
  // a charge waiting on a payment link is the renter's to pay, not Stripe's to answer
  const fees = (status: PaymentStatus) =>
    rows.filter(
      (row) =>
        row.purpose === 'fees' &&
        row.kind === 'charge' &&
        row.status === status &&
        (status !== 'pending' || row.stripe_checkout_session_id === null),
    )
  const links = rows.filter(
    (row) =>
      (isDeposit(row) || row.purpose === 'fees') &&
      row.status === 'pending' &&
      row.stripe_checkout_session_id !== null,
  )
  return {
    heldCents: hold?.amount_cents ?? 0,
    takenCents: sum(ofHold('capture', 'succeeded')),
    releasedCents: sum(ofHold('release', 'succeeded')),
    feesChargedCents: sum(fees('succeeded')),
    waitingCents: sum([...ofHold('capture', 'pending'), ...fees('pending')]),
    linkSent: links.length > 0,
  }
}

/** What the renter still owes of charges (with their tax) after the deposit taken and the card charged. */
export function stillDueCents(owedCents: number, ledger: DepositOnLedger): number {
  return Math.max(0, owedCents - ledger.takenCents - ledger.feesChargedCents)
}

/** Staff are warned a day before a card's hold of the deposit lapses. */
export const depositLapseWarningMs = 24 * 3_600_000

/** Whether a hold lapsing at `captureBefore` is within the warning's day of `now` (or past). */
export function holdLapsesSoon(captureBefore: string | null, now: Date): boolean {
  if (!captureBefore) return false
  return Date.parse(captureBefore) - now.getTime() <= depositLapseWarningMs
}
