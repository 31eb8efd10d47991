import { delayAfter } from '#app/staff/.server/throttle.ts'

/** Sends every request at once; the answers, and how long the burst took. */
export async function burst(requests: Array<() => Promise<Response>>) {
  const started = Date.now()
  const responses = await Promise.all(requests.map((send) => send()))
  const statuses = responses.map((r) => r.status)
  return {
    responses,
    ms: Date.now() - started,
    count: (status: number) => statuses.filter((s) => s === status).length,
  }
}

/**
 * The most checks the guessing limits allow in a burst that took `ms`: the
 * free attempts, then one more each time a wait (1 s, then 2 s, …) could have
 * run out meanwhile. A quick burst gets exactly the free ones; a machine so
 * busy that a burst stretches over a second may rightly let one more through.
 */
export function mostChecks(free: number, ms: number): number {
  let checks = free
  let waited = delayAfter(checks, free) * 1000
  while (waited <= ms) {
    checks++
    waited += delayAfter(checks, free) * 1000
  }
  return checks
}

/** `n` things made from their index. */
export const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i))
