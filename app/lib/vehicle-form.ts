import { z } from 'zod'

/**
 * The cart form of the back office: one schema for the browser and the
 * server. Lists and free specifications are typed one per line, as staff
 * write them; the schema turns them into the stored shape. The status is not
 * a field: it changes only through the cart page's status buttons (a posted
 * "status" is dropped here), so a save cannot change it behind them.
 */
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
  .min(1, { error: 'Enter the price in whole dollars' })
  .max(1_000_000, { error: 'The price must be under $1,000,000' })

export const vehicleFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(3, { error: 'Name the cart' })
    .max(120, { error: 'At most 120 characters' }),
  brand: z.enum(['Evolution', 'Denago'], { error: 'Choose the brand' }),
  category: z
    .string()
    .trim()
    .min(2, { error: 'Give the series, for example Maverick' })
    .max(60, { error: 'At most 60 characters' }),
  year: z
    .union([z.literal(''), z.null(), z.coerce.number().int().min(2000).max(2100)], {
      error: 'Give a model year between 2000 and 2100, or leave it empty',
    })
    .default('')
    .transform((value) => (value === '' || value === null ? null : value)),
  isNew: checkbox,
  inStock: checkbox,
  price: wholeDollars,
  priceOnRequest: checkbox,
  description: z
    .string()
    .trim()
    .min(20, { error: 'Describe the cart in at least 20 characters' })
    .max(2000, { error: 'At most 2,000 characters' }),
  features: lines(20, 200, 'features'),
  seatingCapacity: z.coerce
    .number({ error: 'Choose the number of seats' })
    .refine((n) => [2, 4, 6, 8].includes(n), { error: 'Choose 2, 4, 6 or 8 seats' }),
  topSpeed: optionalText(40, 'Top speed'),
  range: optionalText(40, 'Range'),
  batteryType: optionalText(80, 'Battery'),
  chargingTime: optionalText(40, 'Charging time'),
  payload: optionalText(40, 'Payload'),
  color: optionalText(60, 'Color'),
  otherSpecifications: lines(20, 120, 'other specifications').refine(
    (list) => list.every((line) => /^[^:]{1,40}:\s*\S/.test(line)),
    { error: 'Write other specifications as "Name: value", one per line' },
  ),
  externalUrl: z
    .string()
    .trim()
    .max(300)
    .default('')
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
      error: "Give the maker's page as a full https:// address, or leave it empty",
    })
    .transform((value) => value || null),
  locationId: z.string().trim().max(60).default(''),
  /** the version the editor started from, so a stale save is caught */
  version: z.coerce.number().int().min(0).default(0),
})

export type VehicleFormInput = z.input<typeof vehicleFormSchema>
export type VehicleForm = z.output<typeof vehicleFormSchema>
export type VehicleFormField = keyof VehicleFormInput

export type VehicleFormResult =
  { ok: true; data: VehicleForm } | { ok: false; fields: Partial<Record<VehicleFormField, string>> }

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
