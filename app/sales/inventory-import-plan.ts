import type { CsvRecord } from '#app/kernel/csv-parse.ts'
import { unescapeCsvFormula } from '#app/kernel/csv-parse.ts'

import {
  cellsOfForm,
  columnOfField,
  columnOfHeader,
  formValuesOfCells,
  type InventoryCsvCells,
  type InventoryCsvColumn,
  statusOfCell,
} from './inventory-csv.ts'
import { vehicleIdMaxLength } from './vehicle.ts'
import { validateVehicleForm, type VehicleForm, type VehicleFormField } from './vehicle-form.ts'
import { emptyVehicleForm, type VehicleFormValues } from './vehicle-form-values.ts'
import type { VehicleStatus } from './vehicle-status.ts'

/*
 * What an inventory file would do, row by row, before anything is written:
 * each row matched to its cart by id (or a new cart), checked by the cart
 * form's own schema, and compared with the cart as stored.
 */

/** A cart as stored, as the plan compares a row with it. */
export type StoredCart = {
  id: string
  version: number
  status: VehicleStatus
  values: VehicleFormValues
  cells: InventoryCsvCells
}

export type CellChange = { column: InventoryCsvColumn; from: string; to: string }
export type RowProblem = { column: string | null; message: string }

export type PlannedRow = { line: number; name: string } & (
  | {
      kind: 'create'
      /** the id the row gives, or null: one is made from the name */
      id: string | null
      status: VehicleStatus
      form: VehicleForm
    }
  | {
      kind: 'update'
      id: string
      /** the cart as it was previewed: the import changes it only if it is still so */
      version: number
      status: VehicleStatus
      newStatus: VehicleStatus
      changes: CellChange[]
      form: VehicleForm
    }
  | { kind: 'unchanged'; id: string }
  | { kind: 'error'; id: string; problems: RowProblem[] }
)

/** A planned row as the preview shows it: without the form it would save. */
export type ShownRow = PlannedRow extends infer R
  ? R extends unknown
    ? Omit<R, 'form'>
    : never
  : never

export function shownRow(row: PlannedRow): ShownRow {
  if (row.kind === 'create' || row.kind === 'update') {
    const { form: _form, ...shown } = row
    return shown
  }
  return row
}

export type ImportPlan = {
  ok: true
  rows: PlannedRow[]
  /** header cells that name no column, left out */
  ignoredColumns: string[]
  /** whether the file had a photos column (never imported) */
  photosIgnored: boolean
}

export type PlanOptions = {
  /** take the status column: otherwise new carts are drafts and stored ones keep theirs */
  keepStatuses: boolean
}

export type HeaderProblem = { ok: false; message: string }

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The columns of the header row, or why it cannot be read. */
export function readHeader(
  header: string[],
): { ok: true; columns: (InventoryCsvColumn | undefined)[]; ignored: string[] } | HeaderProblem {
  const columns = header.map(columnOfHeader)
  const seen = new Set<InventoryCsvColumn>()
  for (const column of columns) {
    if (!column) continue
    if (seen.has(column)) return { ok: false, message: `The column "${column}" is there twice.` }
    seen.add(column)
  }
  if (![...seen].some((column) => column !== 'photos')) {
    return {
      ok: false,
      message:
        'The first line names none of the inventory columns (id, name, brand, price…). Start from an export of the inventory.',
    }
  }
  const ignored = header.filter((cell, i) => !columns[i] && cell.trim() !== '')
  return { ok: true, columns, ignored }
}

const sameText = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')

/** The columns whose cells differ between the stored cart and the row's form. */
function changesOf(stored: StoredCart, values: VehicleFormValues): CellChange[] {
  const after = cellsOfForm(values)
  return (Object.keys(after) as (keyof typeof after)[])
    .filter((column) => sameText(stored.cells[column]) !== sameText(after[column]))
    .map((column) => ({ column, from: stored.cells[column], to: after[column] }))
}

function problemsOfForm(fields: Partial<Record<VehicleFormField, string>>): RowProblem[] {
  const byColumn = new Map<string, string>()
  for (const [field, message] of Object.entries(fields) as [VehicleFormField, string][]) {
    const column = columnOfField[field]
    if (!byColumn.has(column)) byColumn.set(column, message)
  }
  return [...byColumn].map(([column, message]) => ({ column, message }))
}

/**
 * The plan of a file's records (the header first): one planned row per
 * record after the header, in the file's order. `stored` holds the carts the
 * file's ids name.
 */
export function planImport(
  records: CsvRecord[],
  stored: ReadonlyMap<string, StoredCart>,
  options: PlanOptions,
): ImportPlan | HeaderProblem {
  const [head, ...body] = records
  if (!head) return { ok: false, message: 'The file is empty.' }
  const header = readHeader(head.cells)
  if (!header.ok) return header
  const linesOfId = new Map<string, number>()
  const rows = body.map((record): PlannedRow => {
    const cells: Partial<InventoryCsvCells> = {}
    header.columns.forEach((column, i) => {
      if (column) cells[column] = unescapeCsvFormula(record.cells[i] ?? '')
    })
    const id = (cells.id ?? '').trim()
    const name = (cells.name ?? '').trim() || (stored.get(id)?.values.name ?? '')
    const refuse = (problems: RowProblem[]): PlannedRow => ({
      kind: 'error',
      line: record.line,
      id,
      name,
      problems,
    })
    if (record.cells.length !== head.cells.length) {
      return refuse([
        {
          column: null,
          message: `This line has ${record.cells.length} cells; the first line has ${head.cells.length}.`,
        },
      ])
    }
    const twin = id ? linesOfId.get(id) : undefined
    if (twin !== undefined) {
      return refuse([{ column: 'id', message: `The same cart is on line ${twin}.` }])
    }
    if (id) linesOfId.set(id, record.line)
    const cart = id ? stored.get(id) : undefined
    if (id && !cart && (!idPattern.test(id) || id.length > vehicleIdMaxLength)) {
      return refuse([
        {
          column: 'id',
          message:
            'No cart has this id, and a new one can only be given lower-case letters, digits and hyphens. Leave it empty to make one from the name.',
        },
      ])
    }
    const { values, problems } = formValuesOfCells(cells, cart?.values ?? emptyVehicleForm)
    const listed: RowProblem[] = Object.entries(problems).map(([column, message]) => ({
      column,
      message,
    }))
    const written = options.keepStatuses && cells.status?.trim() ? cells.status : undefined
    const newStatus = written === undefined ? (cart?.status ?? 'draft') : statusOfCell(written)
    if (!newStatus) {
      listed.push({
        column: 'status',
        message: 'Write draft, available, pending, sold or archived',
      })
    }
    const changes = cart ? changesOf(cart, values) : []
    if (cart && newStatus && newStatus !== cart.status) {
      changes.push({ column: 'status', from: cart.status, to: newStatus })
    }
    // a cart the file leaves as it is stays so, even one saved before today's form rules
    if (cart && listed.length === 0 && changes.length === 0) {
      return { kind: 'unchanged', line: record.line, id, name }
    }
    const checked = validateVehicleForm({ ...values, version: String(cart?.version ?? 0) })
    if (!checked.ok) listed.push(...problemsOfForm(checked.fields))
    if (!checked.ok || !newStatus || listed.length > 0) return refuse(listed)
    if (!cart) {
      return {
        kind: 'create',
        line: record.line,
        id: id || null,
        name: checked.data.name,
        status: newStatus,
        form: checked.data,
      }
    }
    return {
      kind: 'update',
      line: record.line,
      id,
      name: checked.data.name,
      version: cart.version,
      status: cart.status,
      newStatus,
      changes,
      form: checked.data,
    }
  })
  return {
    ok: true,
    rows,
    ignoredColumns: header.ignored,
    photosIgnored: header.columns.includes('photos'),
  }
}
