import { data } from 'react-router'

import { retryAfterSeconds } from './throttle'

/**
 * The answer to a refused form: 429 with a Retry-After while its attempts
 * must wait (the layouts pass it on, see adminLayoutHeaders), 400 otherwise.
 */
export function refusedAnswer<T>(body: T, retryAt: Date | undefined, now: Date) {
  if (!retryAt) return data(body, { status: 400 })
  const retryAfter = String(retryAfterSeconds(retryAt, now))
  return data(body, { status: 429, headers: { 'Retry-After': retryAfter } })
}
