import { formatPrice } from '#app/kernel/format.ts'
import { salesTaxCents } from '#app/payments/sales-tax.ts'
import { type RentalRules, rentalRules } from '#app/rentals/content/rentals.ts'

import type { QuoteLine } from './rental-quote.ts'

/*
 * The rental policy's charges as the desk applies them at check-in. The
 * amounts are the rental rules' (app/rentals/content/rentals.ts); the policy page's
 * table of charges is rendered from the same list, so the two never differ.
 */

export const deskFeeKinds = [
  'cleaning',
  'recharge',
  'smoke-odor',
  'pet-hair',
  'minor-damage',
] as const
export type DeskFeeKind = (typeof deskFeeKinds)[number]

export type DeskFee = {
  /** the policy table's words */
  label: string
  /** the fee in a sentence: "cleaning" */
  name: string
  /** the policy table's amount column */
  policyAmount: string
  /** the lowest and highest amount the desk may charge; equal for a fixed fee */
  min: number
  max: number
}

/** Each charge of the policy with the amounts the desk may charge. */
export function deskFees(rules: RentalRules = rentalRules): Record<DeskFeeKind, DeskFee> {
  const fixed = (label: string, amount: number, more = '') => ({
    label,
    name: label.replace(/ \(.*\)$/, '').toLowerCase(),
    policyAmount: `${formatPrice(amount)}${more}`,
    min: amount,
    max: amount,
  })
  const { cleaning } = rules.fees
  return {
    cleaning: {
      label: 'Cleaning (sand, mud, spills, litter)',
      name: 'cleaning',
      policyAmount: `${formatPrice(cleaning.min)} - ${formatPrice(cleaning.max)}, depending on condition`,
      min: cleaning.min,
      max: cleaning.max,
    },
    recharge: fixed('Recharge (cart returned without enough charge)', rules.fees.recharge),
    'smoke-odor': fixed('Smoke odor', rules.fees.smokeOdor),
    'pet-hair': fixed('Pet hair', rules.fees.petHair),
    'minor-damage': fixed(
      'Minor damage administrative fee',
      rules.fees.minorDamageAdmin,
      ', plus the cost of repair',
    ),
  }
}

/** The policy's rows for additional drivers and late returns, which the quote and the desk charge. */
export function otherCharges(rules: RentalRules = rentalRules): [string, string][] {
  return [
    [
      'Additional driver',
      `${formatPrice(rules.additionalDriverFee)} each, maximum ${rules.maxAdditionalDrivers}`,
    ],
    ['Late return', `${formatPrice(rules.lateFeePerHour)} per hour`],
  ]
}

const hourMs = 3_600_000

export type LateFee = { hours: number; amount: number }

/**
 * The late fee: the policy's hourly fee for every hour started after the
 * scheduled end. Counted in real elapsed time, so a return across midnight
 * or a clock change pays for the hours that actually passed.
 */
export function lateFee(end: Date, returned: Date, rules: RentalRules = rentalRules): LateFee {
  const late = returned.getTime() - end.getTime()
  const hours = late > 0 ? Math.ceil(late / hourMs) : 0
  return { hours, amount: hours * rules.lateFeePerHour }
}

/** A charge the desk applied: its kind, amount and staff's note. */
export type AppliedFee = { kind: DeskFeeKind; amount: number; note: string }

/** The deposit at check-in: given back in full, or applied to the charges as far as it goes. */
export type DepositChoice = 'return' | 'apply'

export type DepositMethod = 'card' | 'cash' | 'check'

/** What the renter reads after the rental; stored as it was, so later rate or policy changes never rewrite it. */
export type FinalStatement = {
  /** the quote's lines, as confirmed and paid at handover */
  quoted: QuoteLine[]
  quotedTotal: number
  endAt: string
  returnedAt: string
  late: LateFee
  fees: (AppliedFee & { label: string })[]
  /** fees and the late fee together */
  charges: number
  deposit: { taken: number; method: DepositMethod; applied: number; returned: number }
  /** what the renter still owes after the deposit: the charges not covered by it */
  balance: number
  /**
   * The deposit was held on the renter's saved card (record 064): the
   * charges are taxed and taken from the hold, the rest charged to the card;
   * what moved is read from the ledger, never from here.
   */
  online?: {
    /** the card's last four digits, when known */
    last4: string | null
    taxBasisPoints: number
    taxCents: number
    /** the charges and their tax, in cents: what the hold and the card are asked for */
    owedCents: number
  }
}

/** The statement's arithmetic: charges, what the deposit covers, and what is left to pay. */
export function finalStatement(input: {
  quoted: QuoteLine[]
  quotedTotal: number
  end: Date
  returned: Date
  fees: AppliedFee[]
  deposit: { taken: number; method: DepositMethod; choice: DepositChoice }
  /** a deposit held on the saved card: its card and the sales tax rate on the charges */
  online?: { last4: string | null; taxBasisPoints: number }
  rules?: RentalRules
}): FinalStatement {
  const rules = input.rules ?? rentalRules
  const catalogue = deskFees(rules)
  const late = lateFee(input.end, input.returned, rules)
  const fees = input.fees.map((fee) => ({ ...fee, label: catalogue[fee.kind].label }))
  const charges = late.amount + fees.reduce((sum, fee) => sum + fee.amount, 0)
  const { taken, method, choice } = input.deposit
  const applied = choice === 'apply' ? Math.min(taken, charges) : 0
  return {
    quoted: input.quoted,
    quotedTotal: input.quotedTotal,
    endAt: input.end.toISOString(),
    returnedAt: input.returned.toISOString(),
    late,
    fees,
    charges,
    deposit: { taken, method, applied, returned: taken - applied },
    balance: charges - applied,
    ...(input.online ? { online: onlineCharges(charges, input.online) } : {}),
  }
}

/** The charges of a deposit held online, in cents, with their sales tax. */
function onlineCharges(
  charges: number,
  { last4, taxBasisPoints }: { last4: string | null; taxBasisPoints: number },
): NonNullable<FinalStatement['online']> {
  const chargesCents = charges * 100
  const taxCents = salesTaxCents(chargesCents, taxBasisPoints)
  return { last4, taxBasisPoints, taxCents, owedCents: chargesCents + taxCents }
}
