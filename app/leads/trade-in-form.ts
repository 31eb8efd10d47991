import { formatCents } from '#app/kernel/format.ts'

/*
 * The trade-in request's fields (/trade-in): the buyer's cart, checked here
 * on the server; the buyer's name and contact go through the contact form's
 * own schema, so a trade-in is a lead like any other.
 */

export const tradeInConditions = [
  { value: 'excellent', label: 'Excellent: like new, no repairs needed' },
  { value: 'good', label: 'Good: normal wear, everything works' },
  { value: 'fair', label: 'Fair: some cosmetic damage or minor repairs' },
  { value: 'needs-work', label: 'Needs work: does not run or needs major repairs' },
] as const
export type TradeInCondition = (typeof tradeInConditions)[number]['value']

export const batteryTypes = [
  { value: 'lead-acid', label: 'Lead-acid' },
  { value: 'lithium', label: 'Lithium' },
  { value: 'unknown', label: 'Not sure' },
] as const
export type BatteryType = (typeof batteryTypes)[number]['value']

export const maxTradeInPhotos = 8
export const oldestTradeInYear = 1980

export type TradeInCart = {
  brand: string
  model: string
  year: number
  serial: string | null
  battery: BatteryType
  batteryAgeYears: number | null
  charger: boolean
  modifications: string | null
  condition: TradeInCondition
  payoffCents: number | null
}

export const tradeInFieldNames = [
  'brand',
  'model',
  'year',
  'serial',
  'battery',
  'batteryAge',
  'charger',
  'modifications',
  'condition',
  'payoff',
] as const
export type TradeInFieldName = (typeof tradeInFieldNames)[number]
export type TradeInFieldErrors = Partial<Record<TradeInFieldName | 'photos', string>>

const oneLine = (text: string, max: number) =>
  text.length <= max && !/[\r\n]/.test(text) ? text : undefined

/** The cart's fields as sent, checked: the cart, or one message per field wrong. */
export function parseTradeInCart(
  field: (name: TradeInFieldName) => string,
  thisYear: number,
): { ok: true; cart: TradeInCart } | { ok: false; fields: TradeInFieldErrors } {
  const fields: TradeInFieldErrors = {}
  const brand = oneLine(field('brand').trim(), 60)
  if (!brand) fields.brand = 'Enter the brand of your cart (up to 60 characters).'
  const model = oneLine(field('model').trim(), 60)
  if (!model) fields.model = 'Enter the model of your cart (up to 60 characters).'
  const year = Number(field('year').trim())
  if (!Number.isInteger(year) || year < oldestTradeInYear || year > thisYear + 1) {
    fields.year = `Enter the model year, from ${oldestTradeInYear} to ${thisYear + 1}.`
  }
  const serial = field('serial').trim()
  if (serial && !oneLine(serial, 40)) fields.serial = 'The serial number is at most 40 characters.'
  const battery = batteryTypes.find((b) => b.value === field('battery'))?.value
  if (!battery) fields.battery = 'Choose the battery type.'
  const ageText = field('batteryAge').trim()
  const batteryAge = Number(ageText)
  if (ageText && (!Number.isInteger(batteryAge) || batteryAge < 0 || batteryAge > 30)) {
    fields.batteryAge = "Enter the battery's age in whole years, from 0 to 30."
  }
  const charger = field('charger')
  if (charger !== 'yes' && charger !== 'no')
    fields.charger = 'Say whether the charger comes with it.'
  const modifications = field('modifications').trim()
  if (modifications.length > 1000)
    fields.modifications = 'Describe the changes in 1000 characters at most.'
  const condition = tradeInConditions.find((c) => c.value === field('condition'))?.value
  if (!condition) fields.condition = 'Choose the condition that fits best.'
  const payoffText = field('payoff').trim().replace(/^\$/, '').replaceAll(',', '')
  const payoff = Number(payoffText)
  if (payoffText && (!/^\d+$/.test(payoffText) || payoff > 100_000)) {
    fields.payoff = 'Enter the loan payoff in whole dollars, or leave it empty.'
  }
  if (Object.keys(fields).length > 0 || !brand || !model || !battery || !condition) {
    return { ok: false, fields }
  }
  return {
    ok: true,
    cart: {
      brand,
      model,
      year,
      serial: serial || null,
      battery,
      batteryAgeYears: ageText ? batteryAge : null,
      charger: charger === 'yes',
      modifications: modifications || null,
      condition,
      payoffCents: payoffText ? payoff * 100 : null,
    },
  }
}

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string) =>
  list.find((item) => item.value === value)?.label.split(':')[0] ?? value

/** The cart in one paragraph, as the lead's message starts. */
export function tradeInSummary(cart: TradeInCart): string {
  const battery =
    cart.battery === 'unknown'
      ? 'battery type not known'
      : `${labelOf(batteryTypes, cart.battery).toLowerCase()} battery${cart.batteryAgeYears === null ? '' : ` (${cart.batteryAgeYears} years old)`}`
  return [
    `Trade-in: ${cart.year} ${cart.brand} ${cart.model}, ${battery}, ${cart.charger ? 'with' : 'without'} its charger, condition ${labelOf(tradeInConditions, cart.condition).toLowerCase()}.`,
    cart.serial ? `Serial number: ${cart.serial}.` : '',
    cart.modifications ? `Modifications: ${cart.modifications}` : '',
    cart.payoffCents !== null ? `Loan payoff: ${formatCents(cart.payoffCents)}.` : 'No loan on it.',
  ]
    .filter(Boolean)
    .join('\n')
}
