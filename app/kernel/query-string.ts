/**
 * `?name=value&…` of the fields that have a value, in the order given, or ''
 * when none has: list links (filters, page numbers) stay short and shareable.
 */
export function queryOf(fields: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
