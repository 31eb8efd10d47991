type Kept<T> = { at: number; value: Promise<T> }

/** by database: each connection its own, as route tests open several in one process */
const keptByDb = new WeakMap<object, Kept<unknown>>()

/**
 * The reservation form's calendars, worked out at most once per `maxAgeMs`
 * on a server: one computation (four cart types, six months of days each,
 * about a dozen queries) serves every request meanwhile, as every server
 * shows other public changes within the same time (INVENTORY_RECHECK_MS).
 * Nothing is booked from them: the hold is checked again when a request is
 * sent. With `maxAgeMs` 0 every request works them out.
 */
export function keptCalendars<T>(
  db: object,
  maxAgeMs: number,
  now: number,
  compute: () => Promise<T>,
): Promise<T> {
  const kept = keptByDb.get(db) as Kept<T> | undefined
  if (kept && now >= kept.at && now - kept.at < maxAgeMs) return kept.value
  const value = compute()
  keptByDb.set(db, { at: now, value })
  // a failed computation is not kept: the next request tries again
  value.catch(() => {
    if (keptByDb.get(db)?.value === value) keptByDb.delete(db)
  })
  return value
}
