/**
 * What the rental carts and plans are, and the rental rules. The prices of
 * the two rate cards are data, edited by the owners at /admin/rentals/rates
 * and read with `loadRateCards` (decision record 004). Savings, per-day
 * rates and renewal texts are derived in `app/rentals/rental-savings.ts`, never
 * typed, so a price change updates every label that depends on it.
 */

export type CartType = 'four-seater' | 'six-seater' | 'utility'

export type PlanDuration = 'daily' | 'three-day' | 'weekly' | 'monthly'

/** Display order of the cart sections and of the plan cards inside them. */
export const cartTypes = [
  'four-seater',
  'six-seater',
  'utility',
] as const satisfies readonly CartType[]
export const planDurations = [
  'daily',
  'three-day',
  'weekly',
  'monthly',
] as const satisfies readonly PlanDuration[]

/** Length of each plan in days; savings compare the price with daily rate x days. */
export const planDays: Readonly<Record<PlanDuration, number>> = {
  daily: 1,
  'three-day': 3,
  weekly: 7,
  monthly: 30,
}

export type PlanLabel = {
  name: string
  durationText: string
}

/** The per-day renewal text ("Renew at $245/day") depends on the card, so `renewalText` in the lib builds it. */
export const planLabels: Readonly<Record<PlanDuration, PlanLabel>> = {
  daily: { name: 'Daily Rental', durationText: '24 hours' },
  'three-day': { name: '3-Day Rental', durationText: '3 days' },
  weekly: { name: 'Weekly Rental', durationText: '7 days' },
  monthly: { name: 'Monthly Rental', durationText: '30 days' },
}

export type CartInfo = {
  title: string
  /** the cart type in a table row or a list: "4-seater" */
  shortName: string
  description: string
  seats: string
  /** path under /public; the dealer can swap in a photograph at the same path */
  image: string
}

export type CartRates = CartInfo & {
  /** whole dollars per plan */
  prices: Readonly<Record<PlanDuration, number>>
  /** plans shown with a badge and a highlighted border */
  recommended: readonly PlanDuration[]
}

export type RateCard = Readonly<Record<CartType, CartRates>>

/** What a cart is does not change between rate cards, so it is written once. */
export const cartInfo: Readonly<Record<CartType, CartInfo>> = {
  'four-seater': {
    title: '4-Seater Golf Cart',
    shortName: '4-seater',
    description:
      'Street-legal electric cart for a couple or a small family: lake trips, campground runs and errands around town.',
    seats: 'Seats 4',
    image: '/images/carts/evolution-4-white.svg',
  },
  'six-seater': {
    title: '6-Seater Golf Cart',
    shortName: '6-seater',
    description:
      'Room for the whole group, with seat belts on every seat: ideal for reunions, weddings and community events.',
    seats: 'Seats 6',
    image: '/images/carts/denago-6-blue.svg',
  },
  utility: {
    title: 'Utility Golf Cart',
    shortName: 'Utility',
    description:
      'Two seats and a cargo bed for property work, event setup and hauling gear around camp or the job site.',
    seats: 'Seats 2 plus cargo bed',
    image: '/images/carts/evolution-2-green.svg',
  },
}

export type RentalRules = {
  minimumAge: number
  /** rentals are billed in whole 24-hour blocks with a one-block minimum */
  minimumHours: number
  incrementHours: number
  earlyReturnRefunded: boolean
  maximumDays: number
  insuranceIncluded: boolean
  deposits: Readonly<Record<CartType, number>>
  lateFeePerHour: number
  additionalDriverFee: number
  maxAdditionalDrivers: number
  insuranceCoverage: { perPerson: number; perAccident: number; property: number }
  fees: {
    cleaning: { min: number; max: number }
    recharge: number
    smokeOdor: number
    petHair: number
    minorDamageAdmin: number
  }
  cancellation: {
    /** cancelling at least this many hours ahead is free */
    freeUntilHoursBefore: number
    /** refund share when cancelling later than that */
    lateRefundPercent: number
    noShowRefundPercent: number
  }
}

/** Rental policy rules; all amounts in whole dollars. */
export const rentalRules: RentalRules = {
  minimumAge: 18,
  minimumHours: 24,
  incrementHours: 24,
  earlyReturnRefunded: false,
  maximumDays: 30,
  insuranceIncluded: true,
  deposits: { 'four-seater': 500, 'six-seater': 750, utility: 600 },
  lateFeePerHour: 25,
  additionalDriverFee: 25,
  maxAdditionalDrivers: 2,
  insuranceCoverage: { perPerson: 100_000, perAccident: 300_000, property: 50_000 },
  fees: {
    cleaning: { min: 50, max: 150 },
    recharge: 35,
    smokeOdor: 200,
    petHair: 75,
    minorDamageAdmin: 75,
  },
  cancellation: {
    freeUntilHoursBefore: 24,
    lateRefundPercent: 50,
    noShowRefundPercent: 0,
  },
}
