import { badParam } from './errors'
import type { Store } from './state'

type Json = { [key: string]: unknown }

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A copy of an answer with the ids named in `expand[]` replaced by their
 * objects (`payment_intent`, `payment_intent.latest_charge`, `data.customer`
 * in a list), and a session's `line_items` filled in, as Stripe does.
 */
export function expand(store: Store, answer: object, paths: string[]): Json {
  const copy = structuredClone(answer) as Json
  for (const path of paths) {
    if (path.split('.').length > 4) {
      throw badParam(
        `You cannot expand more than 4 levels of a property. Property: ${path}`,
        'expand',
      )
    }
    expandPath(store, copy, path.split('.'), path)
  }
  return copy
}

function expandPath(store: Store, node: Json, segments: string[], path: string): void {
  const [segment, ...rest] = segments
  if (segment === undefined) return
  if (segment === 'data' && Array.isArray(node.data)) {
    for (const item of node.data) if (isObject(item)) expandPath(store, item, rest, path)
    return
  }
  if (
    segment === 'line_items' &&
    node.object === 'checkout.session' &&
    typeof node.id === 'string'
  ) {
    const items = store.checkouts.get(node.id)?.lineItems ?? []
    node.line_items = {
      object: 'list',
      data: structuredClone(items),
      has_more: false,
      url: `/v1/checkout/sessions/${node.id}/line_items`,
    }
    return
  }
  if (!(segment in node)) {
    throw badParam(
      `This property cannot be expanded (${segment}). You may want to try expanding 'data.${segment}' instead.`,
      'expand',
    )
  }
  const value = node[segment]
  if (typeof value === 'string') {
    const found = store.find(value)
    if (!found) return
    node[segment] = structuredClone(found)
  }
  const next = node[segment]
  if (isObject(next)) expandPath(store, next, rest, path)
}
