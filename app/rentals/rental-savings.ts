import { formatDollars } from '#app/kernel/format.ts'
import {
  type CartRates,
  cartTypes,
  planDays,
  type PlanDuration,
  planDurations,
  planLabels,
  type RateCard,
} from '#app/rentals/content/rentals.ts'

export type Savings = {
  /** dollars saved against paying the daily rate every day */
  amount: number
  /** percent saved, floored to one decimal */
  percent: number
  /** effective price per day, rounded to cents */
  dailyRate: number
}

/**
 * Floors to one decimal. The small epsilon absorbs binary floating-point
 * error, so an exact 40% computed as 39.99999999999999 still shows 40.0.
 */
export function floorToTenth(value: number): number {
  return Math.floor(value * 10 + 1e-9) / 10
}

/**
 * Savings of a plan against the daily rate x days. Flooring (not rounding)
 * reproduces the published labels (docs/decisions/004-two-rental-rate-cards.md): it gives 61.9%
 * for the 4-seater monthly plan, where the source's 61.6% was a slip.
 * A one-day plan is the reference itself, so it has no savings.
 */
export function rentalSavings(dailyRate: number, price: number, days: number): Savings | null {
  if (days <= 1) return null
  const atDailyRate = dailyRate * days
  return {
    amount: atDailyRate - price,
    percent: floorToTenth((1 - price / atDailyRate) * 100),
    dailyRate: Math.round((price / days) * 100) / 100,
  }
}

/** One decimal always, so labels line up: 62 -> "62.0%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`
}

/** Built from the card's daily rate so it can never disagree with the price list. */
export function renewalText(dailyRate: number): string {
  return `Renew at ${formatDollars(dailyRate)}/day`
}

export type PlanBadge = 'Best Value' | 'Most Popular'

export type PlanRow = {
  duration: PlanDuration
  name: string
  price: number
  days: number
  durationText: string
  renewalText: string
  savings: Savings | null
  /** e.g. "Save 38.7%"; null for the daily plan */
  savingsLabel: string | null
  recommended: boolean
  badge: PlanBadge | null
}

/**
 * Monthly is always the cheapest per day, so it is labelled Best Value even
 * when not recommended; other recommended plans are Most Popular.
 */
function badgeFor(duration: PlanDuration, recommended: boolean): PlanBadge | null {
  if (duration === 'monthly') return 'Best Value'
  return recommended ? 'Most Popular' : null
}

/** The four plan cards of one cart type, in display order. */
export function buildPlans(card: CartRates): PlanRow[] {
  const dailyRate = card.prices.daily
  return planDurations.map((duration) => {
    const days = planDays[duration]
    const price = card.prices[duration]
    const savings = rentalSavings(dailyRate, price, days)
    const recommended = card.recommended.includes(duration)
    return {
      duration,
      name: planLabels[duration].name,
      price,
      days,
      durationText: planLabels[duration].durationText,
      renewalText: renewalText(dailyRate),
      savings,
      savingsLabel: savings ? `Save ${formatPercent(savings.percent)}` : null,
      recommended,
      badge: badgeFor(duration, recommended),
    }
  })
}

/** The cheapest daily rate of a card: what a page quotes as "from $245 a day". */
export function dailyFrom(card: RateCard): number {
  return Math.min(...cartTypes.map((type) => card[type].prices.daily))
}
