import { planDays, type PlanDuration, planDurations } from '#app/rentals/content/rentals.ts'

/** One plan taken `count` times in a rental's cheapest cover. */
export type PlanUse = { plan: PlanDuration; count: number; price: number }

export type PlanCover = {
  /** plans in card order (daily first), each with how many times it is taken */
  uses: PlanUse[]
  /** whole dollars */
  total: number
  /** days the plans pay for: at least the rental's, more when a longer plan is cheaper */
  coveredDays: number
}

/**
 * The cheapest combination of a card's plans that pays for at least `days`
 * days (10 days on the 4-seater card: weekly + 3-day, $1,735). A plan may
 * cover more days than asked when that is cheaper (6 days: one week). Ties
 * go to fewer spare days, then to fewer plans, so the quote reads simply.
 */
export function cheapestCover(
  prices: Readonly<Record<PlanDuration, number>>,
  days: number,
): PlanCover {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a whole number ≥ 1`)
  const longest = Math.max(...planDurations.map((plan) => planDays[plan]))
  const limit = days + longest
  type Best = { total: number; plans: number; counts: Record<PlanDuration, number> }
  // best[d]: the cheapest way to pay for exactly d days
  const best: (Best | undefined)[] = [{ total: 0, plans: 0, counts: zeroCounts() }]
  for (let d = 1; d <= limit; d++) {
    for (const plan of planDurations) {
      const previous = best[d - planDays[plan]]
      if (!previous) continue
      const candidate = { total: previous.total + prices[plan], plans: previous.plans + 1 }
      const current = best[d]
      if (
        !current ||
        candidate.total < current.total ||
        (candidate.total === current.total && candidate.plans < current.plans)
      ) {
        best[d] = {
          ...candidate,
          counts: { ...previous.counts, [plan]: previous.counts[plan] + 1 },
        }
      }
    }
  }
  let chosen: { best: Best; days: number } | undefined
  for (let d = days; d <= limit; d++) {
    const option = best[d]
    if (!option) continue
    // strictly cheaper only: at an equal price the fewer spare days win
    if (!chosen || option.total < chosen.best.total) chosen = { best: option, days: d }
  }
  if (!chosen) throw new RangeError('no plan covers the days')
  const counts = chosen.best.counts
  return {
    uses: planDurations
      .filter((plan) => counts[plan] > 0)
      .map((plan) => ({ plan, count: counts[plan], price: prices[plan] })),
    total: chosen.best.total,
    coveredDays: chosen.days,
  }
}

function zeroCounts(): Record<PlanDuration, number> {
  return { daily: 0, 'three-day': 0, weekly: 0, monthly: 0 }
}
