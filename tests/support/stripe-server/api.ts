import type { Reader } from './form'
import type { Store, StripeObject } from './state'

/** A page of a list, as Stripe answers `GET /v1/<objects>`. */
export type ApiList = { object: 'list'; data: StripeObject[]; has_more: boolean; url: string }

export type ApiContext = {
  store: Store
  /** the request's parameters, without `expand` (the router applies it) */
  params: Reader
  /** where the fake is, e.g. http://127.0.0.1:41234, for the hosted page's address */
  origin: string
}

export type Route = {
  method: 'GET' | 'POST' | 'DELETE'
  /** the path, with a group for each id in it */
  path: RegExp
  handle: (context: ApiContext, ...ids: string[]) => StripeObject | ApiList
}

export function list(url: string, data: StripeObject[], limit = 10): ApiList {
  const newestFirst = [...data].reverse()
  return {
    object: 'list',
    data: newestFirst.slice(0, limit),
    has_more: newestFirst.length > limit,
    url,
  }
}

/** The `limit` of a list request: 1 to 100, 10 when not given, as in Stripe. */
export function limitOf(params: Reader): number {
  return Math.min(Math.max(params.integer('limit') ?? 10, 1), 100)
}
