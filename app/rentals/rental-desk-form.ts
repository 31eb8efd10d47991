import { z } from 'zod'

import { formatPrice } from '#app/kernel/format.ts'

import {
  type AppliedFee,
  type DepositChoice,
  type DepositMethod,
  deskFeeKinds,
  deskFees,
} from './rental-fees.ts'

/*
 * The rental desk's two forms, check-out and check-in, as one set of rules:
 * the page draws its fields' limits from these bounds, and the server reads
 * the posted form with the parsers below (a bad field is a 400 with the
 * message, and nothing is stored).
 */

export const deskBounds = {
  battery: { min: 0, max: 100 },
  /** an hour meter reads up to 99,999.9 */
  hourMeter: { min: 0, max: 99_999.9 },
  /** whole dollars: more than any deposit of the rules */
  deposit: { min: 0, max: 5000 },
  noteMaxLength: 500,
} as const

export const depositMethods = ['card', 'cash', 'check'] as const satisfies DepositMethod[]
export const depositMethodLabels: Record<DepositMethod, string> = {
  card: 'Card (authorised, not charged)',
  cash: 'Cash',
  check: 'Check',
}

const battery = z.coerce
  .number<string>({ error: 'Give the battery charge as a percent.' })
  .int('Give the battery charge as a whole percent.')
  .min(deskBounds.battery.min, 'The battery charge is a percent from 0 to 100.')
  .max(deskBounds.battery.max, 'The battery charge is a percent from 0 to 100.')
const hourMeter = z.coerce
  .number<string>({ error: 'Give the hour meter reading as a number.' })
  .min(deskBounds.hourMeter.min, 'The hour meter reading cannot be negative.')
  .max(deskBounds.hourMeter.max, 'The hour meter reads at most 99,999.9 hours.')
/** an empty field would coerce to 0: say what is missing instead */
const filled = (message: string) => z.string().trim().min(1, message)

const checkoutSchema = z.object({
  cartId: z.string().trim(),
  battery: filled('Give the battery charge as a percent.').pipe(battery),
  hourMeter: filled('Give the hour meter reading.').pipe(hourMeter),
  deposit: filled('Give the deposit taken, in dollars (0 if none).').pipe(
    z.coerce
      .number<string>({ error: 'Give the deposit in whole dollars.' })
      .int('Give the deposit in whole dollars.')
      .min(deskBounds.deposit.min, 'The deposit cannot be negative.')
      .max(
        deskBounds.deposit.max,
        `The deposit is at most ${formatPrice(deskBounds.deposit.max)}.`,
      ),
  ),
  depositMethod: z.enum(depositMethods, { error: 'Say how the deposit was taken.' }),
  licences: z.literal('seen', { error: 'Tick that you have seen every driver’s licence.' }),
  /** the box staff tick to hand over a cart still being readied after its last return */
  notReady: z.enum(['', 'hand-over'], { error: 'Tick the box or leave it empty.' }),
})

export type CheckoutInput = {
  /** empty: the reserved cart */
  cartId: string
  battery: number
  hourMeter: number
  deposit: number
  depositMethod: DepositMethod
  /** hand it over even when it is still being readied after its last return */
  evenIfNotReady: boolean
}

export type CheckinInput = {
  /** the wall-clock time typed, read in the dealer's zone by the server */
  returnedAt: string
  battery: number
  hourMeter: number
  fees: AppliedFee[]
  depositChoice: DepositChoice
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

/** A form's text fields: one value each, the last when a name repeats. */
type Fields = (name: string) => string
type AllFields = (name: string) => string[]

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Check the form.'
}

/**
 * The check-out form. A deposit held on the renter's card (`depositHeld`)
 * is not asked for: the form has no deposit fields then, and the server
 * records the ledger's hold instead.
 */
export function parseCheckout(
  field: Fields,
  { depositHeld = false }: { depositHeld?: boolean } = {},
): Parsed<CheckoutInput> {
  const parsed = checkoutSchema.safeParse({
    cartId: field('cartId'),
    battery: field('battery'),
    hourMeter: field('hourMeter'),
    deposit: depositHeld ? '0' : field('deposit'),
    depositMethod: depositHeld ? 'card' : field('depositMethod'),
    licences: field('licences'),
    notReady: field('notReady'),
  })
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) }
  const { licences: _seen, notReady, ...value } = parsed.data
  return { ok: true, value: { ...value, evenIfNotReady: notReady === 'hand-over' } }
}

const checkinSchema = z.object({
  returnedAt: filled('Give the time the cart came back.'),
  battery: filled('Give the battery charge as a percent.').pipe(battery),
  hourMeter: filled('Give the hour meter reading.').pipe(hourMeter),
  depositChoice: z.enum(['return', 'apply'], {
    error: 'Say whether the deposit is given back or applied to the charges.',
  }),
})

const isFeeKind = (kind: string): kind is AppliedFee['kind'] =>
  deskFeeKinds.some((known) => known === kind)

/** The fees ticked, each with its amount (within the policy's) and note. */
function parseFees(field: Fields, all: AllFields): Parsed<AppliedFee[]> {
  const catalogue = deskFees()
  const fees: AppliedFee[] = []
  for (const kind of new Set(all('fee'))) {
    if (!isFeeKind(kind)) {
      return { ok: false, message: `The rental policy has no fee “${kind.slice(0, 40)}”.` }
    }
    const { name, min, max } = catalogue[kind]
    const typed = field(`amount-${kind}`).trim()
    const amount = typed === '' && min === max ? min : Number(typed)
    if (!Number.isInteger(amount) || amount < min || amount > max) {
      return {
        ok: false,
        message:
          min === max
            ? `The policy charges ${formatPrice(min)} for ${name}.`
            : `The ${name} fee is from ${formatPrice(min)} to ${formatPrice(max)}, in whole dollars.`,
      }
    }
    const note = field(`note-${kind}`).trim()
    if (note.length > deskBounds.noteMaxLength) {
      return {
        ok: false,
        message: `Keep the note on ${name} under ${deskBounds.noteMaxLength} characters.`,
      }
    }
    fees.push({ kind, amount, note })
  }
  return { ok: true, value: fees }
}

export function parseCheckin(field: Fields, all: AllFields): Parsed<CheckinInput> {
  const parsed = checkinSchema.safeParse({
    returnedAt: field('returnedAt'),
    battery: field('battery'),
    hourMeter: field('hourMeter'),
    depositChoice: field('depositChoice'),
  })
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) }
  const fees = parseFees(field, all)
  if (!fees.ok) return fees
  return { ok: true, value: { ...parsed.data, fees: fees.value } }
}
