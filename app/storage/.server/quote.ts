import type { Town } from '#app/kernel/dealer/types.ts'
import { deliveryEstimate } from '#app/site/delivery-cost.ts'

import {
  type Charges,
  monthCharges,
  monthlyOneOffCharges,
  packageCharges,
} from '../storage-charges.ts'
import {
  isPackage,
  monthsStored,
  nextSeason,
  seasonContaining,
  type StorageOffers,
} from '../storage-offers.ts'
import { kindLabels, planLabels, type StorageKind, type StoragePlan } from '../storage-plans.ts'

/** The pickup fee to a town served: the delivery rules' charge, in cents. */
export const pickupFeeCents = (town: Town) => deliveryEstimate(town).cost * 100

export type StorageQuote = {
  /** the last day the space is held: a package's season end, null for monthly */
  endDay: string | null
  priceCents: number
  maintenanceCents: number
  preparationCents: number
  pickupFeeCents: number
  /** a package's: paid at booking; monthly: a full month */
  charges: Charges
  /** monthly: what the first month adds once (the pickup) */
  oneOff?: Charges
}

/**
 * The prices a contract is made at and what the customer pays, from the
 * offers as they stand: a package's season (the one its start day is in, or
 * the next one open), its months of maintenance, the preparation, the
 * pickup fee; monthly storage's month. The server alone computes them.
 */
export function storageQuote(
  offers: StorageOffers,
  ask: {
    kind: StorageKind
    plan: StoragePlan
    startDay: string | null
    today: string
    maintenance: boolean
    preparation: boolean
    town: Town | null
  },
  taxBasisPoints: number,
): StorageQuote {
  const priceCents = offers[ask.plan][ask.kind]
  const maintenanceCents = ask.maintenance ? offers.maintenanceCents : 0
  const pickup = ask.town ? pickupFeeCents(ask.town) : 0
  const label = `${planLabels[ask.plan]}, ${kindLabels[ask.kind].toLowerCase()}`
  if (!isPackage(ask.plan)) {
    return {
      endDay: null,
      priceCents,
      maintenanceCents,
      preparationCents: 0,
      pickupFeeCents: pickup,
      charges: monthCharges({ label, rateCents: priceCents, maintenanceCents }, taxBasisPoints),
      oneOff: monthlyOneOffCharges(pickup, taxBasisPoints),
    }
  }
  const offer = offers[ask.plan]
  const season =
    (ask.startDay ? seasonContaining(offer, ask.startDay) : undefined) ??
    nextSeason(offer, ask.today)
  const first = ask.startDay && ask.startDay > season.first ? ask.startDay : season.first
  const preparationCents = ask.preparation ? offers.preparationCents : 0
  return {
    endDay: season.last,
    priceCents,
    maintenanceCents,
    preparationCents,
    pickupFeeCents: pickup,
    charges: packageCharges(
      {
        label,
        priceCents,
        maintenanceCents,
        months: monthsStored(first, season.last),
        preparationCents,
        pickupFeeCents: pickup,
      },
      taxBasisPoints,
    ),
  }
}
