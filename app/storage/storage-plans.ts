// Storage's words (record 074): the two kinds of space, the plans a contract
// is made on, how the cart reaches the space, and a contract's statuses.

export const storageKinds = ['indoor', 'outdoor'] as const
export type StorageKind = (typeof storageKinds)[number]

export const kindLabels: Record<StorageKind, string> = {
  indoor: 'Indoor',
  outdoor: 'Covered outdoor',
}

/** monthly: billed on the 1st until 30 days' notice ends it; the packages: one season paid at booking. */
export const storagePlans = ['monthly', 'winter', 'summer'] as const
export type StoragePlan = (typeof storagePlans)[number]

export const planLabels: Record<StoragePlan, string> = {
  monthly: 'Monthly',
  winter: 'Winter package',
  summer: 'Summer package',
}

export const storageHandovers = ['drop_off', 'pickup'] as const
export type StorageHandover = (typeof storageHandovers)[number]

export const handoverLabels: Record<StorageHandover, string> = {
  drop_off: 'Drop-off at a showroom',
  pickup: 'Pickup from your address',
}

/**
 * pending: booked, the package's Checkout or the monthly card not yet done
 * (the space is held until `hold_expires_at`); active: stored or about to be;
 * ended: the space given back; cancelled: never started.
 */
export const contractStatuses = ['pending', 'active', 'ended', 'cancelled'] as const
export type StorageContractStatus = (typeof contractStatuses)[number]

export const statusLabels: Record<StorageContractStatus, string> = {
  pending: 'Waiting for payment',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
}

/** The statuses in which a contract holds its space (a pending one only until its hold expires). */
export const holdingStatuses: readonly StorageContractStatus[] = ['pending', 'active']
