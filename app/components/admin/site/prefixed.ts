/** A form's fields by the ids they have on a page with several such forms. */
export function prefixed<T>(prefix: string, byField: Record<string, T> | undefined) {
  return (
    byField && Object.fromEntries(Object.entries(byField).map(([k, v]) => [`${prefix}-${k}`, v]))
  )
}
