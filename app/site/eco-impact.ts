/**
 * Eco-impact calculator: what driving an electric cart saves
 * against a gas cart over the same miles. Pure, so the page can run it on the
 * server from the query string and in the browser alike.
 */

export const ecoConstants = {
  co2LbsPerGallon: 19.6,
  gasMilesPerGallon: 15,
  fuelPricePerGallon: 3.5,
  electricityPricePerKwh: 0.12,
  kwhPerMile: 0.15,
  treesPerTonCo2: 16.5,
  lbsPerTon: 2000,
} as const

export const usageTypes = ['recreational', 'residential', 'commercial', 'golf_course'] as const
export type UsageType = (typeof usageTypes)[number]

/** Heavier use drives more miles for the same weekly figure the visitor enters. */
export const usageMultipliers: Readonly<Record<UsageType, number>> = {
  recreational: 1,
  residential: 1.2,
  commercial: 2,
  golf_course: 2.5,
}

export const usageLabels: Readonly<Record<UsageType, string>> = {
  recreational: 'Recreational',
  residential: 'Residential',
  commercial: 'Commercial',
  golf_course: 'Golf Course',
}

export const timeFrames = [1, 3, 5, 10] as const
export type TimeFrame = (typeof timeFrames)[number]

export const milesPerWeekLimits = { min: 1, max: 500 } as const

export type EcoInput = {
  milesPerWeek: number
  usageType: UsageType
  timeFrame: TimeFrame
}

export const defaultEcoInput: EcoInput = {
  milesPerWeek: 25,
  usageType: 'recreational',
  timeFrame: 1,
}

export type EcoImpact = {
  miles: number
  /** gallons a gas cart would burn over the same miles */
  fuelSaved: number
  /** lbs of CO2 */
  co2Saved: number
  /** dollars of gas-cart fuel */
  costSaved: number
  /** dollars of electricity for the electric cart */
  electricCost: number
  netSavings: number
  treesEquivalent: number
}

/** Any number of years, so the yearly series can reuse the same formulas. */
function impactOverYears(milesPerWeek: number, usageType: UsageType, years: number): EcoImpact {
  const c = ecoConstants
  const miles = milesPerWeek * 52 * years * usageMultipliers[usageType]
  const fuelSaved = miles / c.gasMilesPerGallon
  const co2Saved = fuelSaved * c.co2LbsPerGallon
  const costSaved = fuelSaved * c.fuelPricePerGallon
  const electricCost = miles * c.kwhPerMile * c.electricityPricePerKwh
  return {
    miles,
    fuelSaved,
    co2Saved,
    costSaved,
    electricCost,
    netSavings: costSaved - electricCost,
    treesEquivalent: (co2Saved / c.lbsPerTon) * c.treesPerTonCo2,
  }
}

/** Unrounded: the page decides how to show each figure (dollars with no decimals). */
export function calculateEcoImpact(
  milesPerWeek: number,
  usageType: UsageType,
  timeFrame: TimeFrame,
): EcoImpact {
  return impactOverYears(milesPerWeek, usageType, timeFrame)
}

export type YearlyCost = {
  year: number
  /** cumulative gas-cart fuel cost up to the end of this year */
  fuelCost: number
  /** cumulative electricity cost up to the end of this year */
  electricCost: number
}

/** Cumulative costs for years 1..timeFrame, for the small comparison chart. */
export function yearlyCostSeries(input: EcoInput): YearlyCost[] {
  return Array.from({ length: input.timeFrame }, (_, index) => {
    const year = index + 1
    const impact = impactOverYears(input.milesPerWeek, input.usageType, year)
    return { year, fuelCost: impact.costSaved, electricCost: impact.electricCost }
  })
}

export type EcoInputErrors = Partial<Record<keyof EcoInput, string>>

export type EcoInputResult =
  { ok: true; value: EcoInput } | { ok: false; errors: EcoInputErrors; value: EcoInput }

export const ecoInputMessages = {
  milesPerWeek: 'Enter miles per week between 1 and 500.',
  usageType: 'Choose a usage type: Recreational, Residential, Commercial or Golf Course.',
  timeFrame: 'Choose a time frame of 1, 3, 5 or 10 years.',
} as const

// Plain decimal only: Number() would also accept "0x10", "1e2" or "Infinity".
const decimalPattern = /^\d+(\.\d+)?$/

function isUsageType(value: string): value is UsageType {
  return (usageTypes as readonly string[]).includes(value)
}

function parseTimeFrame(value: string): TimeFrame | null {
  return timeFrames.find((frame) => String(frame) === value) ?? null
}

/**
 * Reads the calculator's GET form. An absent parameter takes its default (a
 * first visit to the page has none); a parameter that is present but empty or
 * invalid is an error, so a cleared field is reported rather than silently
 * replaced by 25. Invalid fields fall back to their defaults in `value`, so the
 * page can still render a full form.
 */
export function parseEcoInput(params: URLSearchParams): EcoInputResult {
  const errors: EcoInputErrors = {}
  const value: EcoInput = { ...defaultEcoInput }

  const miles = params.get('milesPerWeek')
  if (miles !== null) {
    const text = miles.trim()
    const number = decimalPattern.test(text) ? Number(text) : Number.NaN
    if (number >= milesPerWeekLimits.min && number <= milesPerWeekLimits.max) {
      value.milesPerWeek = number
    } else {
      errors.milesPerWeek = ecoInputMessages.milesPerWeek
    }
  }

  const usage = params.get('usageType')
  if (usage !== null) {
    if (isUsageType(usage)) value.usageType = usage
    else errors.usageType = ecoInputMessages.usageType
  }

  const frame = params.get('timeFrame')
  if (frame !== null) {
    const parsed = parseTimeFrame(frame.trim())
    if (parsed !== null) value.timeFrame = parsed
    else errors.timeFrame = ecoInputMessages.timeFrame
  }

  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors, value }
}
