import type { ServiceKind } from './service-stages'

/* The dashboard's service numbers (record 072), as the server counts them and the charts show them. */

export type ServiceWeek = {
  /** the week's Monday, as its column says it: "Nov 23" */
  label: string
  /** jobs booked that week, by kind */
  booked: Partial<Record<ServiceKind, number>>
  /** repairs that became ready that week: how many, the median business minutes from approval, within one and two business days */
  ready: number
  medianRepairMinutes: number | null
  withinTarget: number
  withinPromise: number
  /** estimates sent, approved and declined that week (the history's lines) */
  sent: number
  approved: number
  declined: number
}

export type ServiceMonth = {
  /** "2026-11" */
  month: string
  /** succeeded charges and desk payments, refunds, and what stayed, in cents */
  takenCents: number
  refundedCents: number
  netCents: number
}

export type LienDue = {
  id: string
  name: string
  cart: string
  readyAt: string
  days: number
}

export type ServiceDashboard = {
  weeks: ServiceWeek[]
  months: ServiceMonth[]
  /** online bookings past the response promise, unanswered */
  overdueBookings: number
  /** repairs past two business days, not ready */
  overdueRepairs: number
  /** carts ready and not collected for 30 days: the lien notice is due */
  lienDue: LienDue[]
}
