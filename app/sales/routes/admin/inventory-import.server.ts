import { data } from 'react-router'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { readCsvUpload } from '#app/kernel/.server/csv-upload.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { adminRedirect, formText } from '#app/kernel/admin-page.ts'
import {
  applyImport,
  type ChangedCart,
  discardImportPreview,
  previewImport,
} from '#app/sales/.server/inventory/inventory-import.ts'
import { inventoryImportLimits, inventoryImportPath } from '#app/sales/inventory-import-limits.ts'

/*
 * The import page's two steps: a file becomes a stored preview (the page
 * then shows it), and a confirmed preview is applied.
 */

export type ImportAnswer = { error?: string; changed?: ChangedCart[] }

const refuse = (error: string, status: number) => data<ImportAnswer>({ error }, { status })

export async function preview(db: DB, actor: Actor, form: FormData) {
  const upload = await readCsvUpload(form.get('file'), inventoryImportLimits.bytes)
  if (!upload.ok) return refuse(upload.error, upload.status)
  const outcome = await previewImport(db, actor, upload, {
    keepStatuses: formText(form, 'keepStatuses') === 'on',
  })
  if (!outcome.ok) return refuse(outcome.error, 400)
  return adminRedirect(`${inventoryImportPath}?${new URLSearchParams({ preview: outcome.id })}`)
}

export async function confirm(db: DB, actor: Actor, form: FormData) {
  const outcome = await applyImport(db, actor, formText(form, 'importId'))
  if (outcome.ok) {
    const counts = {
      created: String(outcome.created.length),
      updated: String(outcome.updated.length),
      skipped: String(outcome.skipped),
    }
    return adminRedirect(`${inventoryImportPath}?${new URLSearchParams(counts)}`)
  }
  if (outcome.reason === 'missing') {
    return refuse(
      'This preview has expired or was already imported: nothing was written. Choose the file again.',
      410,
    )
  }
  // it cannot be applied as shown any more: the file is previewed again against the carts as they are
  await discardImportPreview(db, actor.id, formText(form, 'importId'))
  return data<ImportAnswer>({ changed: outcome.carts }, { status: 409 })
}

export const unknownIntent = () => refuse('Unknown action.', 400)
