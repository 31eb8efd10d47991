import type { DB } from '#app/kernel/.server/db/connection.ts'
import { addDeskEntry, type DeskEntry } from '#app/payments/.server/desk-entries.ts'
import type { PaymentMethod } from '#app/payments/ledger.ts'
import type { DepositMethod } from '#app/rentals/rental-fees.ts'

import type { StaffAction } from './staff-actions'

type DepositStep = 'taken' | 'applied' | 'returned'

/** The ledger's method for the desk's deposit method. */
const ledgerMethod: Record<DepositMethod, Exclude<PaymentMethod, 'card_online'>> = {
  card: 'card_desk',
  cash: 'cash',
  check: 'check',
}

/**
 * The deposit as rows of the payments ledger, in the desk's transaction (its
 * audit row covers them), so the statement's deposit and the ledger agree:
 * at check-out the deposit taken (a card is held on the terminal, not
 * charged; cash and checks are money in); at check-in what was applied to
 * the charges (a card's hold taken for it) and what was given back (a card's
 * hold let go, or money returned). Keyed by the reservation: written once.
 */
export async function ledgerDeposit(
  trx: DB,
  action: StaffAction,
  moves: { step: DepositStep; dollars: number; method: DepositMethod }[],
) {
  for (const { step, dollars, method } of moves) {
    const cents = Math.round(dollars * 100)
    if (cents <= 0) continue
    const kind = depositKinds[step][method === 'card' ? 'card' : 'other']
    // cash or a check kept for the charges was taken at check-out: nothing moves
    if (!kind) continue
    await addDeskEntry(
      trx,
      {
        kind,
        method: ledgerMethod[method],
        amountCents: cents,
        subject: { type: 'reservation', id: action.id },
        purpose: 'deposit',
        key: `reservation-${action.id}-deposit-${step}`,
        note: depositNotes[step],
      },
      { userId: action.actor.id },
      action.now,
    )
  }
}

/** The ledger's kind of each step of a deposit, held on a card or paid otherwise. */
const depositKinds: Record<DepositStep, { card: DeskEntry['kind']; other?: DeskEntry['kind'] }> = {
  taken: { card: 'authorisation', other: 'desk_payment' },
  applied: { card: 'capture' },
  returned: { card: 'release', other: 'desk_refund' },
}

const depositNotes: Record<DepositStep, string> = {
  taken: 'Deposit taken at check-out',
  applied: 'Deposit applied to the charges at check-in',
  returned: 'Deposit given back at check-in',
}
