import { type PriceKind, priceKinds } from './service-prices.ts'

/*
 * The two forms of /admin/site, read alike by the browser before it posts
 * and by the action: field names in, problems by field name out.
 */

/** The limits the forms' controls carry too (`maxLength`, `min`, `max`). */
export const siteContentRules = {
  serviceName: 60,
  per: 20,
  priceNote: 80,
  /** whole dollars: above this a price is taken for a typing mistake */
  maxAmount: 100_000,
  memberName: 60,
  role: 60,
  bio: 280,
} as const

type Read = (name: string) => string
type Problems = Record<string, string>
type Parsed<T> = { ok: true; value: T } | { ok: false; problems: Problems }

/** A required or optional text of at most `max` characters, trimmed. */
function text(
  read: Read,
  name: string,
  what: string,
  max: number,
  problems: Problems,
  required = true,
) {
  const value = read(name).trim()
  if (required && !value) problems[name] = `Enter the ${what}.`
  else if (value.length > max)
    problems[name] = `The ${what} is ${value.length} characters: keep it to ${max}.`
  return value
}

const done = <T>(problems: Problems, value: T): Parsed<T> =>
  Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value }

export type ServicePriceInput = {
  name: string
  kind: PriceKind
  amount: number | null
  per: string
  note: string
}

/**
 * The service form: `name`, `kind` (fixed, from or call), `amount` in whole
 * dollars for a price, `per` its unit ("hour") and `note`. A service without
 * a price keeps neither amount nor unit.
 */
export function parseServicePriceForm(read: Read): Parsed<ServicePriceInput> {
  const problems: Problems = {}
  const name = text(read, 'name', 'service’s name', siteContentRules.serviceName, problems)
  const kind = read('kind')
  if (!(priceKinds as readonly string[]).includes(kind))
    problems.kind = 'Choose a price, a “starting at” price or no price.'
  const priced = kind === 'fixed' || kind === 'from'
  const amount = priced ? readAmount(read('amount'), problems) : null
  const per = priced ? text(read, 'per', 'unit', siteContentRules.per, problems, false) : ''
  if (per.includes('/')) problems.per = 'Enter the unit without a slash, such as “hour”.'
  const note = text(read, 'note', 'note', siteContentRules.priceNote, problems, false)
  return done(problems, { name, kind: kind as PriceKind, amount, per, note })
}

function readAmount(raw: string, problems: Problems): number | null {
  const value = raw.trim().replace(/^\$/, '').replaceAll(',', '')
  if (!value) problems.amount = 'Enter the price in whole dollars, or choose no price.'
  else if (/^-\d/.test(value)) problems.amount = 'The price cannot be negative.'
  else if (!/^\d+$/.test(value)) problems.amount = 'Enter the price in whole dollars, such as 155.'
  else if (Number(value) > siteContentRules.maxAmount)
    problems.amount = `The price is over $${siteContentRules.maxAmount.toLocaleString('en-US')}: check it.`
  else return Number(value)
  return null
}

export type TeamMemberInput = { name: string; role: string; bio: string }

/** The team member form: `name`, `role` and a short `bio`, all required. */
export function parseTeamMemberForm(read: Read): Parsed<TeamMemberInput> {
  const problems: Problems = {}
  const name = text(read, 'name', 'name', siteContentRules.memberName, problems)
  const role = text(read, 'role', 'role', siteContentRules.role, problems)
  const bio = text(read, 'bio', 'short bio', siteContentRules.bio, problems)
  return done(problems, { name, role, bio })
}
