type Cached<T> = { at: number; value: Promise<T> }

/** by database: each connection its own, as route tests open several in one process */
const cachedByDb = new WeakMap<object, Cached<unknown>>()

/**
 * The reservation form's calendars, worked out at most once per `maxAgeMs`
 * on a server: one computation (four cart types, six months of days each,
 * about a dozen queries) serves every request meanwhile, as every server
 * shows other public changes within the same time (INVENTORY_RECHECK_MS).
 * Nothing is booked from them: the hold is checked again when a request is
 * sent. With `maxAgeMs` 0 every request works them out.
 */
export function cachedCalendars<T>(
  db: object,
  maxAgeMs: number,
  now: number,
  compute: () => Promise<T>,
): Promise<T> {
  const cached = cachedByDb.get(db) as Cached<T> | undefined
  if (cached && now >= cached.at && now - cached.at < maxAgeMs) return cached.value
  const value = compute()
  cachedByDb.set(db, { at: now, value })
  // a failed computation is not cached: the next request tries again
  value.catch(() => {
    if (cachedByDb.get(db)?.value === value) cachedByDb.delete(db)
  })
  return value
}
