import { z } from 'zod'

import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { discountProblem, saleInstants } from './cart-sale.ts'
import { storedTags } from './promotion-tags.ts'

/**
 * The cart form of the back office: one schema for the browser and the
 * server. Lists and free specifications are typed one per line, as staff
 * write them; the schema turns them into the stored shape. The status is not
 * a field: it changes only through the cart page's status buttons (a posted
 * "status" is dropped here), so a save cannot change it behind them.
 */
/** What a field of the cart form must be: the browser is told the same as the server checks. */
export type FieldRule = {
  required?: boolean
  /** characters, after surrounding spaces are trimmed */
  minLength?: number
  maxLength?: number
  /** for numbers */
  min?: number
  max?: number
}

/**
 * The rules of the cart form's fields, one source for the schema below and
 * for the form's fields (their required marker, `required`, `minLength`,
 * `maxLength`, `min` and `max`, and the hint "At least 20 characters").
 */
export const vehicleFieldRules = {
  name: { required: true, minLength: 3, maxLength: 120 },
  category: { required: true, minLength: 2, maxLength: 60 },
  year: { min: 2000, max: 2100 },
  price: { required: true, min: 1, max: 1_000_000 },
  description: { required: true, minLength: 20, maxLength: 2000 },
  topSpeed: { maxLength: 40 },
  range: { maxLength: 40 },
  batteryType: { maxLength: 80 },
  chargingTime: { maxLength: 40 },
  payload: { maxLength: 40 },
  color: { maxLength: 60 },
  externalUrl: { maxLength: 300 },
} as const satisfies Record<string, FieldRule>

const rules = vehicleFieldRules
const count = (n: number) => n.toLocaleString('en-US')

const lines = (max: number, each: number, label: string) =>
  z
    .string()
    .max(max * (each + 2))
    .default('')
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= max, { error: `At most ${max} ${label}` })
    .refine((list) => list.every((line) => line.length <= each), {
      error: `Each line of ${label} must be at most ${each} characters`,
    })

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined)

/** "true"/"on" from a checkbox, absent when unticked. */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

const wholeDollars = z.coerce
  .number({ error: 'Enter the price in whole dollars' })
  .int({ error: 'Enter the price in whole dollars, without cents' })
  .min(rules.price.min, { error: 'Enter the price in whole dollars' })
  .max(rules.price.max, { error: `The price must be at most $${count(rules.price.max)}` })

const day = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), {
    error: 'Give the day as a date',
  })

const vehicleFormFields = z.object({
  name: z
    .string()
    .trim()
    .min(rules.name.minLength, { error: 'Name the cart' })
    .max(rules.name.maxLength, { error: `At most ${rules.name.maxLength} characters` }),
  brand: z.enum(['Evolution', 'Denago'], { error: 'Choose the brand' }),
  category: z
    .string()
    .trim()
    .min(rules.category.minLength, { error: 'Give the series, for example Maverick' })
    .max(rules.category.maxLength, { error: `At most ${rules.category.maxLength} characters` }),
  year: z
    .union(
      [z.literal(''), z.null(), z.coerce.number().int().min(rules.year.min).max(rules.year.max)],
      {
        error: `Give a model year between ${rules.year.min} and ${rules.year.max}, or leave it empty`,
      },
    )
    .default('')
    .transform((value) => (value === '' || value === null ? null : value)),
  isNew: checkbox,
  inStock: checkbox,
  price: wholeDollars,
  priceOnRequest: checkbox,
  onSale: checkbox,
  salePrice: z.union([z.literal('').transform(() => null), wholeDollars]).default(null),
  saleStarts: day,
  saleEnds: day,
  /** promotion tags, comma-separated (one checkbox each in the form) */
  tags: z
    .string()
    .default('')
    .transform((text) => text.split(',').filter(Boolean))
    .refine((list) => list.every((tag) => (storedTags as readonly string[]).includes(tag)), {
      error: 'Choose known tags',
    })
    .transform((list) => storedTags.filter((tag) => list.includes(tag))),
  description: z
    .string()
    .trim()
    .min(rules.description.minLength, {
      error: `Describe the cart in at least ${rules.description.minLength} characters`,
    })
    .max(rules.description.maxLength, {
      error: `At most ${count(rules.description.maxLength)} characters`,
    }),
  features: lines(20, 200, 'features'),
  seatingCapacity: z.coerce
    .number({ error: 'Choose the number of seats' })
    .refine((n) => [2, 4, 6, 8].includes(n), { error: 'Choose 2, 4, 6 or 8 seats' }),
  topSpeed: optionalText(rules.topSpeed.maxLength, 'Top speed'),
  range: optionalText(rules.range.maxLength, 'Range'),
  batteryType: optionalText(rules.batteryType.maxLength, 'Battery'),
  chargingTime: optionalText(rules.chargingTime.maxLength, 'Charging time'),
  payload: optionalText(rules.payload.maxLength, 'Payload'),
  color: optionalText(rules.color.maxLength, 'Color'),
  otherSpecifications: lines(20, 120, 'other specifications').refine(
    (list) => list.every((line) => /^[^:]{1,40}:\s*\S/.test(line)),
    { error: 'Write other specifications as "Name: value", one per line' },
  ),
  externalUrl: z
    .string()
    .trim()
    .max(rules.externalUrl.maxLength)
    .default('')
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
      error: "Give the maker's page as a full https:// address, or leave it empty",
    })
    .transform((value) => value || null),
  locationId: z.string().trim().max(60).default(''),
  /** the version the editor started from, so a stale save is caught */
  version: z.coerce.number().int().min(0).default(0),
})

/**
 * The sale part of the form: on sale or not, the sale price and the dealer's
 * days it runs (the start day from midnight, the end day to its last second;
 * no end day: until the dealer ends it). Checked here for the browser and the
 * server alike: Google's 5% to 90% rule, an end after the start and not past.
 */
function withSale(form: z.output<typeof vehicleFormFields>, ctx: z.RefinementCtx) {
  const { onSale, salePrice, saleStarts, saleEnds, ...rest } = form
  if (!onSale) return { ...rest, sale: null }
  const issue = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message })
    return { ...rest, sale: null }
  }
  if (form.priceOnRequest) return issue('onSale', 'A cart quoted on request cannot be on sale')
  if (salePrice === null) return issue('salePrice', 'Give the sale price in whole dollars')
  const problem = discountProblem(form.price, salePrice)
  if (problem) return issue('salePrice', problem)
  const today = calendarDay(new Date(), business.timeZone)
  const instants = saleInstants(saleStarts || today, saleEnds || null)
  if (!instants) return issue('saleStarts', 'Give the days of the sale as dates')
  if (saleEnds && saleEnds < (saleStarts || today))
    return issue('saleEnds', 'The sale cannot end before it starts')
  if (saleEnds && saleEnds < today) return issue('saleEnds', 'The end day has passed')
  return { ...rest, sale: { price: salePrice, ...instants } }
}

export const vehicleFormSchema = vehicleFormFields.transform(withSale)

export type VehicleFormInput = z.input<typeof vehicleFormFields>
export type VehicleForm = z.output<typeof vehicleFormSchema>
export type VehicleFormField = keyof VehicleFormInput

export type VehicleFormResult =
  { ok: true; data: VehicleForm } | { ok: false; fields: Partial<Record<VehicleFormField, string>> }

/** A field's rule, or none. */
export function vehicleFieldRule(field: VehicleFormField): FieldRule | undefined {
  return field in rules ? rules[field as keyof typeof rules] : undefined
}

export function validateVehicleForm(input: unknown): VehicleFormResult {
  const parsed = vehicleFormSchema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields: Partial<Record<VehicleFormField, string>> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as VehicleFormField | undefined
    if (key && !fields[key]) fields[key] = issue.message
  }
  return { ok: false, fields }
}

/** A URL slug from a cart's name: "Evolution D5 Maverick 4+" → "evolution-d5-maverick-4". */
export function slugFor(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/, '') || 'cart'
  )
}
