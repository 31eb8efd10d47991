// A service job's stages, in the order a job normally moves through them.
// `cancelled` ends a job before the cart goes back; `collected` is the cart
// picked up at the shop or delivered back to the customer.
export const serviceStages = [
  'booked',
  'checked_in',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
  'ready',
  'collected',
  'cancelled',
] as const
export type ServiceStage = (typeof serviceStages)[number]

export const stageLabels: Record<ServiceStage, string> = {
  booked: 'Booked',
  checked_in: 'Checked in',
  diagnosing: 'Diagnosing',
  awaiting_approval: 'Waiting for approval',
  in_repair: 'In repair',
  ready: 'Ready',
  collected: 'Picked up or delivered',
  cancelled: 'Cancelled',
}

/** Stages after which nothing more happens to the job. */
export const finalStages: readonly ServiceStage[] = ['collected', 'cancelled']

export const serviceKinds = ['maintenance', 'battery', 'repair', 'custom', 'seasonal'] as const
export type ServiceKind = (typeof serviceKinds)[number]

export const kindLabels: Record<ServiceKind, string> = {
  maintenance: 'Maintenance',
  battery: 'Battery service',
  repair: 'Repair',
  custom: 'Custom work or accessories',
  seasonal: 'Seasonal preparation',
}

/** Where the work happens: the cart brought to a showroom, fetched from the customer, or worked on at their address. */
export const serviceVisits = ['drop_off', 'pickup', 'mobile'] as const
export type ServiceVisit = (typeof serviceVisits)[number]
/**
 * The visits with places of their own in the shop's capacity: a pickup
 * takes a window of the trucks and one of its day's drop-off places.
 */
export const placedVisits = ['drop_off', 'mobile'] as const satisfies readonly ServiceVisit[]

export const visitLabels: Record<ServiceVisit, string> = {
  drop_off: 'Drop-off at a showroom',
  pickup: 'Pickup from your address',
  mobile: 'Mobile service at your address',
}
