import type { StorageKind, StoragePlan } from './storage-plans.ts'

/*
 * Storage's offers (record 075): the monthly rates, the two packages with
 * their seasons and the last day each can start, and the add-ons, as the
 * owners set them. Seasons are MM-DD on the dealer's calendar; a winter
 * season runs into the next year.
 */

export const offerNames = ['monthly', 'winter', 'summer', 'maintenance', 'preparation'] as const
export type StorageOfferName = (typeof offerNames)[number]

export type PackagePlan = Exclude<StoragePlan, 'monthly'>
export const packagePlans: readonly PackagePlan[] = ['winter', 'summer']
export const isPackage = (plan: StoragePlan): plan is PackagePlan => plan !== 'monthly'

/** A price per kind of space, in cents. */
export type KindPrices = Record<StorageKind, number>

export type PackageOffer = KindPrices & {
  /** MM-DD */
  seasonStart: string
  seasonEnd: string
  /** the last day a package can start, MM-DD (in the season, or after its turn of the year) */
  lastStart: string
}

export type StorageOffers = {
  monthly: KindPrices
  winter: PackageOffer
  summer: PackageOffer
  /** the maintenance add-on, a month, whatever the kind */
  maintenanceCents: number
  /** pre-season preparation, once */
  preparationCents: number
}

export const offerLabels: Record<StorageOfferName, string> = {
  monthly: 'Monthly storage',
  winter: 'Winter package',
  summer: 'Summer package',
  maintenance: 'Maintenance add-on (a month)',
  preparation: 'Pre-season preparation',
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** A real day of any year, MM-DD (February 29 is refused: it is not in every season). */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const month = Number(match[1])
  const day = Number(match[2])
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days !== undefined && day >= 1 && day <= days
}

/** "10-15" as "October 15". */
export function monthDayText(monthDay: string): string {
  const [month = '1', day = '1'] = monthDay.split('-')
  return `${monthNames[Number(month) - 1] ?? ''} ${Number(day)}`
}

const yearOf = (day: string) => Number(day.slice(0, 4))
const at = (year: number, monthDay: string) => `${String(year).padStart(4, '0')}-${monthDay}`

/** A season's first and last days, and the last day a package can start in it. */
export type Season = { first: string; last: string; lastStart: string }

/** The season of a package that contains `day` (YYYY-MM-DD), if any. */
export function seasonContaining(offer: PackageOffer, day: string): Season | undefined {
  const year = yearOf(day)
  const monthDay = day.slice(5)
  const crosses = offer.seasonStart > offer.seasonEnd
  let startYear: number
  if (!crosses) {
    if (monthDay < offer.seasonStart || monthDay > offer.seasonEnd) return undefined
    startYear = year
  } else if (monthDay >= offer.seasonStart) startYear = year
  else if (monthDay <= offer.seasonEnd) startYear = year - 1
  else return undefined
  const first = at(startYear, offer.seasonStart)
  const last = at(crosses ? startYear + 1 : startYear, offer.seasonEnd)
  const lastStart = at(
    offer.lastStart >= offer.seasonStart ? startYear : startYear + 1,
    offer.lastStart,
  )
  return { first, last, lastStart }
}

/** The next season a package can still be started in on or after `today`. */
export function nextSeason(offer: PackageOffer, today: string): Season {
  for (const year of [yearOf(today) - 1, yearOf(today), yearOf(today) + 1]) {
    const season = seasonContaining(offer, at(year, offer.seasonStart))
    if (season && season.lastStart >= today) return season
  }
  return seasonContaining(offer, at(yearOf(today) + 1, offer.seasonStart)) as Season
}

/** The months a cart is stored from `first` to `last` (both included), a started month counted whole. */
export function monthsStored(first: string, last: string): number {
  const [y1, m1, d1] = first.split('-').map(Number) as [number, number, number]
  const [y2, m2, d2] = last.split('-').map(Number) as [number, number, number]
  const whole = (y2 - y1) * 12 + (m2 - m1)
  return Math.max(1, d2 > d1 ? whole + 1 : whole)
}

/** A package's season in words: "October 15 to April 15". */
export const seasonText = (offer: PackageOffer) =>
  `${monthDayText(offer.seasonStart)} to ${monthDayText(offer.seasonEnd)}`

/** The price a contract of this plan and kind is made at: the package's, or the monthly rate. */
export const planPriceCents = (offers: StorageOffers, plan: StoragePlan, kind: StorageKind) =>
  offers[plan][kind]

/** The storage policy's figures (effective January 23, 2025): the offers until owners change them. */
export const policyStorageOffers: StorageOffers = {
  monthly: { indoor: 12_500, outdoor: 7_500 },
  winter: {
    indoor: 65_000,
    outdoor: 40_000,
    seasonStart: '10-15',
    seasonEnd: '04-15',
    lastStart: '12-31',
  },
  summer: {
    indoor: 57_500,
    outdoor: 35_000,
    seasonStart: '05-01',
    seasonEnd: '09-30',
    lastStart: '07-31',
  },
  maintenanceCents: 5_000,
  preparationCents: 15_000,
}
