const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

/** Whole-dollar US currency, e.g. 12995 -> "$12,995". */
export function formatPrice(amount: number): string {
  return usd.format(Math.round(amount))
}

const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Whole dollars when the amount is whole, cents otherwise: 150 -> "$150", 228.333 -> "$228.33". */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? formatPrice(amount) : cents.format(amount)
}

/** Integer cents as dollars, cents shown only when there are some: 24500 -> "$245", 12250 -> "$122.50". */
export function formatCents(amount: number): string {
  return formatDollars(amount / 100)
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** A number with thousands separators and at most one decimal, e.g. 1698.67 -> "1,698.7". */
export function formatNumber(value: number, fractionDigits = 1): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

export function formatInteger(value: number): string {
  return grouped.format(Math.round(value))
}
