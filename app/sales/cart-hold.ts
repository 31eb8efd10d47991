import * as z from 'zod/mini'

import { contactSchema } from '#app/leads/contact-schema.ts'

/*
 * A cart held for a buyer with a refundable deposit (record 065). The buyer
 * pays on Stripe's page; once paid, the cart shows "Sale pending" until the
 * hold lapses (refunded in full), staff refund it, or staff apply the
 * deposit to the sale.
 *
 *   checkout → active → lapsed | refunded | applied
 *   checkout → lost (paid after another buyer's hold: refunded at once)
 */
export const cartHoldStatuses = [
  'checkout',
  'active',
  'lost',
  'lapsed',
  'refunded',
  'applied',
] as const
export type CartHoldStatus = (typeof cartHoldStatuses)[number]

export const cartHoldStatusLabels: Readonly<Record<CartHoldStatus, string>> = {
  checkout: 'Paying on Stripe',
  active: 'Holding the cart',
  lost: 'Paid after another hold: refunded',
  lapsed: 'Lapsed: refunded',
  refunded: 'Refunded by staff',
  applied: 'Applied to the sale',
}

/**
 * The buyer's fields: the contact form's own rules for names, e-mail and
 * phone, one schema for the form's limits and the server's check.
 */
export const holdBuyerSchema = z.pick(contactSchema, {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
})

export type HoldBuyer = z.output<typeof holdBuyerSchema>
export type HoldBuyerField = keyof HoldBuyer
export const holdBuyerFields: readonly HoldBuyerField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
]

export type HoldBuyerCheck =
  | { ok: true; buyer: HoldBuyer }
  | { ok: false; error: string; fields: Partial<Record<HoldBuyerField, string>> }

/** The posted buyer, checked: the first problem and one per field. */
export function checkHoldBuyer(input: unknown): HoldBuyerCheck {
  const result = holdBuyerSchema.safeParse(input)
  if (result.success) return { ok: true, buyer: result.data }
  const fields: Partial<Record<HoldBuyerField, string>> = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] as HoldBuyerField | undefined
    if (key && !fields[key]) fields[key] = issue.message
  }
  return { ok: false, error: result.error.issues[0]?.message ?? 'Check the form', fields }
}

/** The owners' deposit: $500 unless they change it; 0 turns holds off. */
export const defaultHoldDepositCents = 50_000
export const maxHoldDepositDollars = 5_000
/** How long a paid hold lasts before it lapses and is refunded. */
export const defaultHoldDays = 7
export const minHoldDays = 1
export const maxHoldDays = 60
/** Staff extend a hold by 1 to 30 days at a time. */
export const maxExtendDays = 30

const dayMs = 86_400_000

/** When a hold paid at `paidAt` ends, `days` later. */
export function holdEndsAt(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + days * dayMs)
}

/** A hold's end moved on by `days`. */
export function extendedEnd(endsAt: string, days: number): string {
  return new Date(Date.parse(endsAt) + days * dayMs).toISOString()
}

/** The public address of a cart's hold form, and of a hold's return from Stripe. */
export const holdFormPath = (vehicleId: string) => `/vehicle/${encodeURIComponent(vehicleId)}/hold`
export const holdReturnPath = (holdId: string) => `/holds/${encodeURIComponent(holdId)}`
