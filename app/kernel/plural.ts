const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/**
 * "1 lead", "0 leads", "1,234 carts": a count and its noun in agreement, the
 * one way every count the back office writes is put in words.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${integer.format(count)} ${count === 1 ? singular : plural}`
}
