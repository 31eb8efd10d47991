/*
 * The ledger's words (record 060): every movement of money is one row of a
 * kind, by a method, for a positive amount in integer cents; the kind says
 * which way the money went.
 */

/**
 * authorisation: a card held online (no money moves); capture: a held amount
 * taken; release: a hold let go; charge: a card paid online at once; refund:
 * online money given back; desk_payment and desk_refund: money taken or given
 * back in person.
 */
export const paymentKinds = [
  'authorisation',
  'capture',
  'release',
  'charge',
  'refund',
  'desk_payment',
  'desk_refund',
] as const
export type PaymentKind = (typeof paymentKinds)[number]

export const paymentMethods = ['card_online', 'card_desk', 'cash', 'check'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** pending until Stripe (or the desk) answers; the three others are final. */
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** Who or what moved the money: staff (with their id), the renter online, a job, or Stripe itself. */
export type PaymentActor = 'staff' | 'renter' | 'job' | 'stripe'

/** What a movement belongs to. */
export const paymentSubjects = [
  'reservation',
  'vehicle',
  'lead',
  'service_job',
  'storage_contract',
  'delivery_job',
] as const
export type PaymentSubject = (typeof paymentSubjects)[number]

export const kindLabels: Record<PaymentKind, string> = {
  authorisation: 'Card held',
  capture: 'Hold taken',
  release: 'Hold released',
  charge: 'Card charged',
  refund: 'Refund',
  desk_payment: 'Paid at the desk',
  desk_refund: 'Refunded at the desk',
}

export const methodLabels: Record<PaymentMethod, string> = {
  card_online: 'Card online',
  card_desk: 'Card at the desk',
  cash: 'Cash',
  check: 'Check',
}

export const statusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  succeeded: 'Done',
  failed: 'Failed',
  canceled: 'Canceled',
}

/** +1 money came in, -1 money went back, 0 a hold (no money moved). */
export function direction(kind: PaymentKind): 1 | 0 | -1 {
  if (kind === 'refund' || kind === 'desk_refund') return -1
  if (kind === 'authorisation' || kind === 'release') return 0
  return 1
}

/**
 * A status only moves forward: pending to one of the final three, and a final
 * status never changes (an older event arriving late changes nothing).
 */
export function movesForward(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === 'pending' && to !== 'pending'
}

/** The back-office page of what a movement belongs to. */
export function subjectPath(type: PaymentSubject, id: string): string {
  const encoded = encodeURIComponent(id)
  if (type === 'reservation') return `/admin/rentals/${encoded}`
  if (type === 'vehicle') return `/admin/inventory/${encoded}`
  if (type === 'service_job') return `/admin/service/${encoded}`
  if (type === 'storage_contract') return `/admin/storage/contracts/${encoded}`
  if (type === 'delivery_job') return `/admin/deliveries/jobs/${encoded}`
  return `/admin/leads/${encoded}`
}

/** What a movement is for: one reservation's rent, deposit and fees are told apart by it; a service job's invoice; storage; a delivery's fees. */
export const paymentPurposes = [
  'rent',
  'deposit',
  'fees',
  'cart_hold',
  'service',
  'storage',
  'delivery',
  'other',
] as const
export type PaymentPurpose = (typeof paymentPurposes)[number]

export const purposeLabels: Record<PaymentPurpose, string> = {
  rent: 'Rent',
  deposit: 'Deposit',
  fees: 'Fees',
  cart_hold: 'Cart hold',
  service: 'Service',
  storage: 'Storage',
  delivery: 'Delivery',
  other: 'Other',
}

export const subjectLabels: Record<PaymentSubject, string> = {
  reservation: 'Rental',
  vehicle: 'Cart',
  lead: 'Lead',
  service_job: 'Service job',
  storage_contract: 'Storage contract',
  delivery_job: 'Delivery',
}
