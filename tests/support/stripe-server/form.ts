import { badParam } from './errors'

/** Parameters as Stripe reads them from a form body or a query string. */
export type Params = { [key: string]: Param }
export type Param = string | Params | Param[]

/**
 * Reads bracket notation (`line_items[0][price_data][unit_amount]=100`,
 * `expand[]=payment_intent`, `metadata[order]=42`) into nested objects and
 * arrays, as Stripe does for the form bodies the stripe package sends.
 */
export function parseForm(text: string): Params {
  const root: Params = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const head = key.split('[')[0] ?? key
    const path = [
      head,
      ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? ''),
    ]
    let node: Params = root
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment
      if (index === path.length - 1) {
        node[name] = value
        return
      }
      const next = node[name]
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[name] = {}
      node = node[name] as Params
    })
  }
  return arraysOf(root) as Params
}

/** Objects whose keys are all indexes become arrays, in index order. */
function arraysOf(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const converted: Params = {}
  for (const key of keys) converted[key] = arraysOf(value[key] as Param)
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as Param)
  }
  return converted
}

const isParams = (value: Param | undefined): value is Params =>
  typeof value === 'object' && !Array.isArray(value)

/** Refuses any parameter this endpoint does not take, as Stripe does. */
export function allowOnly(params: Params, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      const name = prefix ? `${prefix}[${key}]` : key
      throw badParam(`Received unknown parameter: ${name}`, name, 'parameter_unknown')
    }
  }
}

/** Reads the parameters of one endpoint, refusing wrong types with Stripe's messages. */
export class Reader {
  constructor(
    readonly params: Params,
    private readonly prefix = '',
  ) {}

  private name(key: string) {
    return this.prefix ? `${this.prefix}[${key}]` : key
  }

  has(key: string): boolean {
    return this.params[key] !== undefined
  }

  string(key: string): string | undefined {
    const value = this.params[key]
    if (value === undefined) return undefined
    if (typeof value !== 'string') {
      throw badParam(`Invalid string: ${JSON.stringify(value)}`, this.name(key))
    }
    return value
  }

  requiredString(key: string): string {
    const value = this.string(key)
    if (value === undefined || value === '') {
      throw badParam(
        `Missing required param: ${this.name(key)}.`,
        this.name(key),
        'parameter_missing',
      )
    }
    return value
  }

  oneOf<const T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.string(key)
    if (value === undefined) return undefined
    const found = values.find((allowed) => allowed === value)
    if (!found) {
      throw badParam(
        `Invalid ${this.name(key)}: must be one of ${values.join(', ')}`,
        this.name(key),
      )
    }
    return found
  }

  integer(key: string): number | undefined {
    const value = this.string(key)
    if (value === undefined) return undefined
    if (!/^-?\d+$/.test(value)) {
      throw badParam(`Invalid integer: ${value}`, this.name(key), 'parameter_invalid_integer')
    }
    return Number(value)
  }

  requiredInteger(key: string): number {
    const value = this.integer(key)
    if (value === undefined) {
      throw badParam(
        `Missing required param: ${this.name(key)}.`,
        this.name(key),
        'parameter_missing',
      )
    }
    return value
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key)
    if (value === undefined) return undefined
    if (value !== 'true' && value !== 'false') {
      throw badParam(`Invalid boolean: ${value}`, this.name(key))
    }
    return value === 'true'
  }

  /** A nested hash, read with its own allowed keys. */
  hash(key: string, allowed: readonly string[]): Reader | undefined {
    const value = this.params[key]
    if (value === undefined) return undefined
    if (!isParams(value)) throw badParam(`Invalid object`, this.name(key))
    allowOnly(value, allowed, this.name(key))
    return new Reader(value, this.name(key))
  }

  /** A list of hashes, each read with the same allowed keys. */
  list(key: string, allowed: readonly string[]): Reader[] {
    const value = this.params[key]
    if (value === undefined) return []
    if (!Array.isArray(value)) throw badParam(`Invalid array`, this.name(key))
    return value.map((item, index) => {
      const name = `${this.name(key)}[${index}]`
      if (!isParams(item)) throw badParam(`Invalid object`, name)
      allowOnly(item, allowed, name)
      return new Reader(item, name)
    })
  }

  /** A list of strings (`expand[]`, `payment_method_types[]`). */
  strings(key: string): string[] {
    const value = this.params[key]
    if (value === undefined) return []
    const items = Array.isArray(value) ? value : [value]
    return items.map((item) => {
      if (typeof item !== 'string') throw badParam(`Invalid array`, this.name(key))
      return item
    })
  }

  /** Metadata: string values; an empty value removes a key, as in Stripe. */
  metadata(key = 'metadata', base: Record<string, string> = {}): Record<string, string> {
    const value = this.params[key]
    if (value === undefined || value === '') return value === '' ? {} : { ...base }
    if (!isParams(value)) throw badParam(`Invalid object`, this.name(key))
    const result = { ...base }
    for (const [name, item] of Object.entries(value)) {
      if (typeof item !== 'string') throw badParam(`Invalid metadata value`, `${key}[${name}]`)
      if (item === '') delete result[name]
      else result[name] = item
    }
    return result
  }
}
