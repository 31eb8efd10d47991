import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { timeSlices } from '#app/kernel/.server/event-loop.ts'
import { type CsvRecord, parseCsv } from '#app/kernel/csv-parse.ts'
import { cartCsvCells, importableValues } from '#app/sales/inventory-csv.ts'
import { inventoryImportLimits } from '#app/sales/inventory-import-limits.ts'
import {
  type ImportPlan,
  planImport,
  type PlannedRow,
  type PlanOptions,
  readHeader,
  type StoredCart,
} from '#app/sales/inventory-import-plan.ts'

import {
  createVehicle,
  findStaffVehicle,
  setVehicleStatus,
  slugAmong,
  type StaffVehicle,
  toStaffVehicle,
  updateVehicle,
} from './vehicle-admin'
import { changedFields } from './vehicle-changes'

/*
 * An owner's inventory file, in two steps: the preview stores the plan of
 * what it would change (nothing else is written), and the confirmation
 * applies that stored plan, in one transaction, only if every cart it
 * changes is still as previewed.
 */

/** How long a preview waits for its confirmation. */
export const previewLifetimeMs = 60 * 60 * 1000

/** A stored preview: the file's name, the option it was read with, and its plan. */
export type ImportPreview = {
  id: string
  fileName: string
  keepStatuses: boolean
  plan: ImportPlan
  expiresAt: string
}

type StoredPlan = { keepStatuses: boolean; plan: ImportPlan }

/** The ids the file's id column names. */
function idsOf(records: CsvRecord[]): string[] {
  const [head, ...body] = records
  const header = head && readHeader(head.cells)
  const at = header?.ok ? header.columns.indexOf('id') : -1
  if (at < 0) return []
  return [...new Set(body.map((record) => (record.cells[at] ?? '').trim()).filter(Boolean))]
}

/** The stored carts of these ids, as the plan compares rows with them. */
async function storedCarts(db: DB, ids: string[], now: Date): Promise<Map<string, StoredCart>> {
  const carts = new Map<string, StoredCart>()
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db
      .selectFrom('vehicles')
      .selectAll()
      .where('id', 'in', ids.slice(at, at + 500))
      .execute()
    for (const vehicle of rows.map(toStaffVehicle)) {
      carts.set(vehicle.id, {
        id: vehicle.id,
        version: vehicle.version,
        status: vehicle.status,
        values: importableValues(vehicle, now),
        cells: cartCsvCells(vehicle, [], now),
      })
    }
  }
  return carts
}

export type PreviewOutcome = { ok: true; id: string } | { ok: false; error: string }

/**
 * Reads a file and stores the plan of what it would change, replacing the
 * owner's earlier preview (and dropping everyone's expired ones), with an
 * audit row saying what it found. Writes no cart.
 */
export async function previewImport(
  db: DB,
  owner: Actor,
  file: { name: string; text: string },
  options: PlanOptions,
  now = new Date(),
): Promise<PreviewOutcome> {
  const parsed = parseCsv(file.text, inventoryImportLimits.rows + 1)
  if (!parsed.ok) return { ok: false, error: `Line ${parsed.line}: ${parsed.message}.` }
  if (parsed.records.length > inventoryImportLimits.rows + 1) {
    return { ok: false, error: `Import at most ${inventoryImportLimits.rows} carts a file.` }
  }
  const plan = planImport(
    parsed.records,
    await storedCarts(db, idsOf(parsed.records), now),
    options,
  )
  if (!plan.ok) return { ok: false, error: plan.message }
  if (plan.rows.length === 0)
    return { ok: false, error: 'The file has no carts under its first line.' }
  const id = crypto.randomUUID()
  const stored: StoredPlan = { keepStatuses: options.keepStatuses, plan }
  const count = (kind: PlannedRow['kind']) => plan.rows.filter((row) => row.kind === kind).length
  await auditedChange(db, { actor: owner, ip: owner.ip, now }, async (trx) => {
    await trx
      .deleteFrom('inventory_imports')
      .where((eb) =>
        eb.or([eb('owner_id', '=', owner.id), eb('expires_at', '<=', now.toISOString())]),
      )
      .execute()
    await trx
      .insertInto('inventory_imports')
      .values({
        id,
        owner_id: owner.id,
        file_name: file.name,
        plan: JSON.stringify(stored),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + previewLifetimeMs).toISOString(),
      })
      .execute()
    return audited(null, {
      action: 'vehicle.import.preview',
      entity: 'inventory_import',
      entityId: id,
      after: {
        file: file.name,
        keepStatuses: options.keepStatuses,
        create: count('create'),
        update: count('update'),
        unchanged: count('unchanged'),
        error: count('error'),
      },
    })
  })
  return { ok: true, id }
}

/** The owner's stored preview, until it expires. */
export async function findImportPreview(
  db: DB,
  ownerId: string,
  id: string,
  now = new Date(),
): Promise<ImportPreview | undefined> {
  const row = await db
    .selectFrom('inventory_imports')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (!row) return undefined
  const stored = JSON.parse(row.plan) as StoredPlan
  return {
    id: row.id,
    fileName: row.file_name,
    keepStatuses: stored.keepStatuses,
    plan: stored.plan,
    expiresAt: row.expires_at,
  }
}

/** Drops the owner's stored preview: one that can no longer be applied as shown. */
export async function discardImportPreview(db: DB, ownerId: string, id: string): Promise<void> {
  await db
    .deleteFrom('inventory_imports')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .execute()
}

/** A previewed row whose cart someone changed (or took the id of) before the confirmation. */
export type ChangedCart = { line: number; id: string; name: string }

export type ApplyOutcome =
  | { ok: true; created: string[]; updated: string[]; unchanged: number; skipped: number }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'conflict'; carts: ChangedCart[] }

class ChangedMeanwhile extends Error {
  constructor(readonly carts: ChangedCart[]) {
    super('a cart changed while the import was applied')
  }
}

/** The rows whose carts are no longer as the preview saw them. */
async function changedSincePreview(db: DB, rows: PlannedRow[]): Promise<ChangedCart[]> {
  const changed: ChangedCart[] = []
  for (const row of rows) {
    if (row.kind === 'update') {
      const now = await findStaffVehicle(db, row.id)
      if (!now || now.version !== row.version || now.status !== row.status) {
        changed.push({ line: row.line, id: row.id, name: row.name })
      }
    } else if (row.kind === 'create' && row.id && (await findStaffVehicle(db, row.id))) {
      changed.push({ line: row.line, id: row.id, name: row.name })
    }
  }
  return changed
}

/** Sets the status the row asks for, still inside the import's transaction. */
async function withStatus(
  db: DB,
  cart: StaffVehicle,
  row: PlannedRow & { kind: 'create' | 'update' },
) {
  const to = row.kind === 'create' ? row.status : row.newStatus
  if (to === cart.status) return cart
  const set = await setVehicleStatus(db, cart.id, to, cart.status)
  if (!set.ok) throw new ChangedMeanwhile([{ line: row.line, id: cart.id, name: cart.name }])
  return set.after
}

/**
 * Applies the owner's stored preview: every update and new cart of its plan
 * in one transaction, each with its audit row, and one row for the import.
 * If any cart it changes was changed since the preview (the cart editor's
 * version rule, and its status), nothing is written and those carts are named.
 */
export async function applyImport(
  db: DB,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ApplyOutcome> {
  const who = { actor, ip: actor.ip, now }
  try {
    return await withTransaction(db, async (trx): Promise<ApplyOutcome> => {
      const preview = await findImportPreview(trx, actor.id, id, now)
      if (!preview) return { ok: false, reason: 'missing' }
      // claimed by deleting it: a second confirmation waits for this one, then finds nothing
      const claimed = await trx
        .deleteFrom('inventory_imports')
        .where('id', '=', id)
        .where('owner_id', '=', actor.id)
        .executeTakeFirst()
      if (!changedRow(claimed)) return { ok: false, reason: 'missing' }
      const { rows } = preview.plan
      const changed = await changedSincePreview(trx, rows)
      if (changed.length > 0) return { ok: false, reason: 'conflict', carts: changed }
      const updated: string[] = []
      const created: string[] = []
      // cached pages and other requests are answered between the carts
      const pause = timeSlices(20)
      for (const row of rows) {
        if (row.kind !== 'update') continue
        await pause()
        await auditedChange(trx, who, async (t) => {
          const saved = await updateVehicle(t, row.id, row.form, actor)
          if (!saved.ok)
            throw new ChangedMeanwhile([{ line: row.line, id: row.id, name: row.name }])
          const after = await withStatus(t, saved.after, row)
          updated.push(row.id)
          return audited(after, {
            action: 'vehicle.import.update',
            entity: 'vehicle',
            entityId: row.id,
            ...changedFields(saved.before, after),
          })
        })
      }
      // ids made from names are chosen among every id, the file's own included
      const creates = rows.filter((row) => row.kind === 'create')
      const taken = new Set(
        (await trx.selectFrom('vehicles').select('id').execute()).map((r) => r.id),
      )
      for (const row of creates) if (row.id) taken.add(row.id)
      for (const row of creates) {
        await pause()
        const cartId = row.id ?? slugAmong(row.form.name, taken)
        taken.add(cartId)
        await auditedChange(trx, who, async (t) => {
          const made = await createVehicle(t, row.form, actor, cartId)
          const after = await withStatus(t, made, row)
          created.push(after.id)
          return audited(after, {
            action: 'vehicle.import.create',
            entity: 'vehicle',
            entityId: after.id,
            after,
          })
        })
      }
      const outcome = {
        ok: true as const,
        created,
        updated,
        unchanged: rows.filter((row) => row.kind === 'unchanged').length,
        skipped: rows.filter((row) => row.kind === 'error').length,
      }
      await auditedChange(trx, who, async () =>
        audited(null, {
          action: 'vehicle.import',
          entity: 'inventory_import',
          entityId: id,
          after: {
            file: preview.fileName,
            keepStatuses: preview.keepStatuses,
            created: created.length,
            updated: updated.length,
            unchanged: outcome.unchanged,
            skippedLines: rows.filter((row) => row.kind === 'error').map((row) => row.line),
          },
        }),
      )
      return outcome
    })
  } catch (error) {
    if (error instanceof ChangedMeanwhile)
      return { ok: false, reason: 'conflict', carts: error.carts }
    throw error
  }
}
