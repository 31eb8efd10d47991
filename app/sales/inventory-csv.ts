import type { Sale } from './cart-sale.ts'
import { storedTags } from './promotion-tags.ts'
import type { Vehicle } from './vehicle.ts'
import type { VehicleFormField } from './vehicle-form.ts'
import { type VehicleFormValues, vehicleFormValues } from './vehicle-form-values.ts'
import { type VehicleStatus, vehicleStatuses, vehicleStatusLabels } from './vehicle-status.ts'

/*
 * The inventory as a spreadsheet: one column per field of the cart form (a
 * list such as the features is one line per item inside its cell), the
 * cart's id to match a row with its cart, its status, and its photos' public
 * addresses (written, never read back: photos are uploaded on the cart's page).
 * The export writes these columns and the import reads them.
 */

export const inventoryCsvColumns = [
  'id',
  'name',
  'brand',
  'series',
  'model_year',
  'condition',
  'on_lot',
  'price',
  'price_on_request',
  'sale_price',
  'sale_starts',
  'sale_ends',
  'tags',
  'status',
  'seats',
  'color',
  'top_speed',
  'range',
  'battery',
  'charging_time',
  'payload',
  'other_specifications',
  'features',
  'description',
  'makers_page',
  'showroom',
  'photos',
] as const

export type InventoryCsvColumn = (typeof inventoryCsvColumns)[number]
export type InventoryCsvCells = Record<InventoryCsvColumn, string>

/** The columns that hold the text of one form field as it is. */
const textColumns = {
  name: 'name',
  brand: 'brand',
  series: 'category',
  model_year: 'year',
  price: 'price',
  sale_starts: 'saleStarts',
  sale_ends: 'saleEnds',
  seats: 'seatingCapacity',
  color: 'color',
  top_speed: 'topSpeed',
  range: 'range',
  battery: 'batteryType',
  charging_time: 'chargingTime',
  payload: 'payload',
  other_specifications: 'otherSpecifications',
  features: 'features',
  description: 'description',
  makers_page: 'externalUrl',
  showroom: 'locationId',
} as const satisfies Partial<Record<InventoryCsvColumn, VehicleFormField>>

/** The column where a problem with a form field is reported. */
export const columnOfField: Record<VehicleFormField, InventoryCsvColumn> = {
  ...(Object.fromEntries(
    Object.entries(textColumns).map(([column, field]) => [field, column]),
  ) as Record<(typeof textColumns)[keyof typeof textColumns], InventoryCsvColumn>),
  isNew: 'condition',
  inStock: 'on_lot',
  priceOnRequest: 'price_on_request',
  onSale: 'sale_price',
  salePrice: 'sale_price',
  tags: 'tags',
  version: 'id',
}

/** Other names spreadsheets give some columns. */
const aliases: Record<string, InventoryCsvColumn> = {
  colour: 'color',
  category: 'series',
  year: 'model_year',
}

/** A header cell as a column: "Model year" and "model-year" are `model_year`. */
export function columnOfHeader(header: string): InventoryCsvColumn | undefined {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  const known = (inventoryCsvColumns as readonly string[]).includes(name)
  return known ? (name as InventoryCsvColumn) : aliases[name]
}

const yes = (value: string) => (value === 'on' ? 'yes' : 'no')

/** A sale that has ended is history, not a field to edit: the cart form cannot save one. */
function currentSale(sale: Sale | null, now: Date): Sale | null {
  return sale?.endsAt && Date.parse(sale.endsAt) <= now.getTime() ? null : sale
}

/** The form's values as the cells of their columns (all but id, status and photos). */
export function cellsOfForm(
  values: VehicleFormValues,
): Omit<InventoryCsvCells, 'id' | 'status' | 'photos'> {
  const text = Object.fromEntries(
    Object.entries(textColumns).map(([column, field]) => [column, values[field]]),
  ) as Record<keyof typeof textColumns, string>
  const onSale = values.onSale === 'on'
  return {
    ...text,
    condition: values.isNew === 'on' ? 'new' : 'used',
    on_lot: yes(values.inStock),
    price_on_request: yes(values.priceOnRequest),
    sale_price: onSale ? values.salePrice : '',
    sale_starts: onSale ? values.saleStarts : '',
    sale_ends: onSale ? values.saleEnds : '',
    tags: values.tags,
  }
}

export type CsvCart = Vehicle & { version: number; saleSchedule: Sale | null }

/** A stored cart as the form edits it, its ended sale left out. */
export function importableValues(vehicle: CsvCart, now: Date): VehicleFormValues {
  return vehicleFormValues({ ...vehicle, saleSchedule: currentSale(vehicle.saleSchedule, now) })
}

/** A cart as a row of the file: what the form edits, its id, status and photo addresses. */
export function cartCsvCells(
  vehicle: CsvCart,
  photos: readonly string[],
  now: Date,
): InventoryCsvCells {
  return {
    id: vehicle.id,
    ...cellsOfForm(importableValues(vehicle, now)),
    status: vehicle.status,
    photos: photos.join('\n'),
  }
}

const yesWords = new Set(['yes', 'y', 'true', '1', 'on', 'x'])
const noWords = new Set(['no', 'n', 'false', '0', 'off', ''])

function tick(cell: string): string | undefined {
  const word = cell.trim().toLowerCase()
  if (yesWords.has(word)) return 'on'
  if (noWords.has(word)) return ''
  return undefined
}

/** "$12,995" or "12995.00" as the form's whole dollars; anything else as it is, for the form to judge. */
function dollars(cell: string): string {
  const plain = cell.trim().replace(/^\$\s*/, '')
  return /^(\d{1,3}(,\d{3})+|\d+)(\.00?)?$/.test(plain)
    ? plain.replace(/\.\d*$/, '').replace(/,/g, '')
    : cell
}

/** Tags as the form posts them: the known words in their order, unknown ones after (the form refuses those). */
function tagList(cell: string): string {
  const words = cell
    .split(/[,;]/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean)
  const known = storedTags.filter((tag) => words.includes(tag))
  return [
    ...known,
    ...words.filter((word) => !(storedTags as readonly string[]).includes(word)),
  ].join(',')
}

/** A status cell: its word or its label ("Sale pending"), in any case. */
export function statusOfCell(cell: string): VehicleStatus | undefined {
  const word = cell.trim().toLowerCase()
  return vehicleStatuses.find(
    (status) => status === word || vehicleStatusLabels[status].toLowerCase() === word,
  )
}

export type CellProblems = Partial<Record<InventoryCsvColumn, string>>

/**
 * The form a row makes: `base` (the cart as stored, or a new cart's empty
 * form) with the row's cells in the columns the file has. Cells the form
 * would not understand are problems of their column; the rest the form's
 * schema judges.
 */
export function formValuesOfCells(
  cells: Partial<InventoryCsvCells>,
  base: VehicleFormValues,
): { values: VehicleFormValues; problems: CellProblems } {
  const values = { ...base }
  const problems: CellProblems = {}
  for (const [column, field] of Object.entries(textColumns) as [
    keyof typeof textColumns,
    VehicleFormField,
  ][]) {
    const cell = cells[column]
    if (cell !== undefined) values[field] = cell
  }
  if (cells.price !== undefined) values.price = dollars(cells.price)
  if (cells.tags !== undefined) values.tags = tagList(cells.tags)
  if (cells.condition !== undefined) {
    const word = cells.condition.trim().toLowerCase()
    if (word === 'new') values.isNew = 'on'
    else if (['used', 'pre-owned', 'preowned'].includes(word)) values.isNew = ''
    else problems.condition = 'Write new or used'
  }
  for (const [column, field] of [
    ['on_lot', 'inStock'],
    ['price_on_request', 'priceOnRequest'],
  ] as const) {
    const cell = cells[column]
    if (cell === undefined) continue
    const ticked = tick(cell)
    if (ticked === undefined) problems[column] = 'Write yes or no'
    else values[field] = ticked
  }
  if (cells.sale_price !== undefined) {
    const price = dollars(cells.sale_price).trim()
    values.onSale = price ? 'on' : ''
    values.salePrice = price
    if (!price) {
      values.saleStarts = ''
      values.saleEnds = ''
    }
  }
  return { values, problems }
}
