import { formatPrice } from '#app/kernel/format.ts'

/** How a service's price reads: an amount, "Starting at" an amount, or no amount. */
export const priceKinds = ['fixed', 'from', 'call'] as const
export type PriceKind = (typeof priceKinds)[number]

/**
 * One service of the services page with its price, as owners keep it.
 * `amount` is whole dollars (null without one), `per` the unit after it
 * ("hour": "$155/hour"), `note` what the price box adds, or for a service
 * without an amount what it says instead ("Priced by quote").
 */
export type ServicePrice = {
  id: string
  name: string
  kind: PriceKind
  amount: number | null
  per: string
  note: string
}

/** A team member of the about page, as owners keep them. */
export type TeamMember = { id: string; name: string; role: string; bio: string }

/** What a service costs, as its price box says it: "Starting at $155/hour", "Priced by quote". */
export function servicePriceText(line: Omit<ServicePrice, 'id' | 'name'>): string {
  if (line.kind === 'call' || line.amount === null) return line.note || 'Call for a price'
  const amount = `${formatPrice(line.amount)}${line.per ? `/${line.per}` : ''}`
  const price = line.kind === 'from' ? `Starting at ${amount}` : amount
  return line.note ? `${price} · ${line.note}` : price
}

/**
 * The shop's labour rate as the page's description and "clear prices"
 * reason quote it: the first service with an amount, or none.
 */
export function labourRateText(lines: readonly ServicePrice[]): string | undefined {
  const first = lines.find((line) => line.kind !== 'call' && line.amount !== null)
  return first && servicePriceText({ ...first, note: '' })
}
