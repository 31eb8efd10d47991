import { isMonthDay, seasonContaining, type StorageOffers } from './storage-offers.ts'

/*
 * The owners' offers form (record 075): prices in dollars and cents as
 * people type them, the packages' seasons and last start days as MM-DD.
 */

const priceFields = [
  ['monthly.indoor', 'Monthly, indoor'],
  ['monthly.outdoor', 'Monthly, covered outdoor'],
  ['winter.indoor', 'Winter package, indoor'],
  ['winter.outdoor', 'Winter package, covered outdoor'],
  ['summer.indoor', 'Summer package, indoor'],
  ['summer.outdoor', 'Summer package, covered outdoor'],
  ['maintenance', 'Maintenance add-on, a month'],
  ['preparation', 'Pre-season preparation'],
] as const

const dayFields = [
  ['winter.seasonStart', 'Winter season starts'],
  ['winter.seasonEnd', 'Winter season ends'],
  ['winter.lastStart', 'Winter: last day to start'],
  ['summer.seasonStart', 'Summer season starts'],
  ['summer.seasonEnd', 'Summer season ends'],
  ['summer.lastStart', 'Summer: last day to start'],
] as const

export type OfferField = (typeof priceFields)[number][0] | (typeof dayFields)[number][0]
export const offerFieldLabels = Object.fromEntries([...priceFields, ...dayFields]) as Record<
  OfferField,
  string
>
export const offerPriceFields = priceFields.map(([name]) => name)
export const offerDayFields = dayFields.map(([name]) => name)

export type OfferValues = Record<OfferField, string>

const dollars = (cents: number) => (cents / 100).toFixed(2)

/** The offers as the form shows them. */
export function offerValues(offers: StorageOffers): OfferValues {
  return {
    'monthly.indoor': dollars(offers.monthly.indoor),
    'monthly.outdoor': dollars(offers.monthly.outdoor),
    'winter.indoor': dollars(offers.winter.indoor),
    'winter.outdoor': dollars(offers.winter.outdoor),
    'summer.indoor': dollars(offers.summer.indoor),
    'summer.outdoor': dollars(offers.summer.outdoor),
    maintenance: dollars(offers.maintenanceCents),
    preparation: dollars(offers.preparationCents),
    'winter.seasonStart': offers.winter.seasonStart,
    'winter.seasonEnd': offers.winter.seasonEnd,
    'winter.lastStart': offers.winter.lastStart,
    'summer.seasonStart': offers.summer.seasonStart,
    'summer.seasonEnd': offers.summer.seasonEnd,
    'summer.lastStart': offers.summer.lastStart,
  }
}

/** The most a price can be, in dollars. */
export const maxOfferDollars = 20_000

/** "125", "125.5", "$1,250.00" as cents; undefined when it is not a price in range. */
export function centsOf(typed: string): number | undefined {
  const plain = typed.trim().replace(/^\$/, '').replace(/,/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined
  const cents = Math.round(Number(plain) * 100)
  return cents <= maxOfferDollars * 100 ? cents : undefined
}

export type OfferFormResult =
  | { ok: true; offers: StorageOffers; values: OfferValues }
  | { ok: false; values: OfferValues; fields: Partial<Record<OfferField, string>> }

/** The posted form checked: every message at once. */
export function parseOffersForm(form: { get(name: string): unknown }): OfferFormResult {
  const values = Object.fromEntries(
    [...priceFields, ...dayFields].map(([name]) => {
      const value = form.get(name)
      return [name, typeof value === 'string' ? value.trim() : '']
    }),
  ) as OfferValues
  const fields: Partial<Record<OfferField, string>> = {}
  const cents = {} as Record<(typeof priceFields)[number][0], number>
  for (const [name, label] of priceFields) {
    const value = centsOf(values[name])
    if (value === undefined)
      fields[name] =
        `${label}: a price from $0 to $${maxOfferDollars.toLocaleString('en-US')}, like 125 or 125.50`
    else cents[name] = value
  }
  for (const [name, label] of dayFields) {
    if (!isMonthDay(values[name])) fields[name] = `${label}: a day as MM-DD, like 10-15`
  }
  for (const plan of ['winter', 'summer'] as const) {
    const start = values[`${plan}.seasonStart`]
    const end = values[`${plan}.seasonEnd`]
    const last = values[`${plan}.lastStart`]
    if (fields[`${plan}.lastStart`] || fields[`${plan}.seasonStart`] || fields[`${plan}.seasonEnd`])
      continue
    const season = seasonContaining(
      { indoor: 0, outdoor: 0, seasonStart: start, seasonEnd: end, lastStart: last },
      `2025-${start}`,
    )
    const inSeason =
      season &&
      seasonContaining(
        { indoor: 0, outdoor: 0, seasonStart: start, seasonEnd: end, lastStart: last },
        season.lastStart,
      )
    if (!inSeason)
      fields[`${plan}.lastStart`] =
        `${offerFieldLabels[`${plan}.lastStart`]}: a day inside the season`
  }
  if (Object.keys(fields).length > 0) return { ok: false, values, fields }
  const pack = (plan: 'winter' | 'summer') => ({
    indoor: cents[`${plan}.indoor`],
    outdoor: cents[`${plan}.outdoor`],
    seasonStart: values[`${plan}.seasonStart`],
    seasonEnd: values[`${plan}.seasonEnd`],
    lastStart: values[`${plan}.lastStart`],
  })
  return {
    ok: true,
    values,
    offers: {
      monthly: { indoor: cents['monthly.indoor'], outdoor: cents['monthly.outdoor'] },
      winter: pack('winter'),
      summer: pack('summer'),
      maintenanceCents: cents.maintenance,
      preparationCents: cents.preparation,
    },
  }
}
