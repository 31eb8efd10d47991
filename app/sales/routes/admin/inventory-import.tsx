import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { FormMessage, LiveStatus } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { LinkParagraph } from '#app/kernel/components/ui/link-paragraph.tsx'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { countOf } from '#app/kernel/plural.ts'
import { findImportPreview } from '#app/sales/.server/inventory/inventory-import.ts'
import { ImportPreview } from '#app/sales/components/admin/import-preview.tsx'
import { inventoryImportLimits } from '#app/sales/inventory-import-limits.ts'
import { shownRow } from '#app/sales/inventory-import-plan.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/inventory-import'
import { confirm, preview, unknownIntent } from './inventory-import.server.ts'

export const meta = () => adminMeta('Import carts')

/** "3 new carts as drafts, 1 updated, 1 line skipped." after a confirmed import. */
function doneMessage(query: URLSearchParams): string | undefined {
  if (!query.has('created')) return undefined
  const count = (name: string) => Number(query.get(name)) || 0
  const skipped = count('skipped')
  return `Imported: ${countOf(count('created'), 'new cart')}, ${countOf(count('updated'), 'cart')} updated${
    skipped > 0 ? `, ${countOf(skipped, 'line')} with errors skipped` : ''
  }.`
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const query = new URL(request.url).searchParams
  const previewId = query.get('preview')
  const found = previewId ? await findImportPreview(context.db, user.id, previewId) : undefined
  return {
    // the forms each row would save stay on the server
    preview: found && {
      ...found,
      plan: { ...found.plan, rows: found.plan.rows.map(shownRow) },
    },
    previewGone: Boolean(previewId) && !found,
    done: doneMessage(query),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  if (intent === 'preview') return preview(context.db, actor, form)
  if (intent === 'confirm') return confirm(context.db, actor, form)
  return unknownIntent()
}

const megabytes = inventoryImportLimits.bytes / (1024 * 1024)

export default function InventoryImport({ loaderData, actionData }: Route.ComponentProps) {
  const { preview: shown, previewGone, done } = loaderData
  const changed = actionData?.changed
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Import carts from a spreadsheet</h1>
      <p className="mt-3 max-w-3xl text-gray-700">
        Start from an export of the inventory, with its columns: a line whose id is a cart&apos;s
        updates that cart, where the file has a column; a line without an id (or with a new one)
        adds a cart, as a draft. Lists such as the features are one item a line in their cell.
        Photos are not imported. At most {megabytes} MB and{' '}
        {inventoryImportLimits.rows.toLocaleString('en-US')} carts a file. You see what would change
        before anything is saved.
      </p>
      <LinkParagraph to="/admin/inventory/export.csv" reloadDocument className="mt-3">
        Export the inventory (CSV)
      </LinkParagraph>

      <LiveStatus message={done} />
      <div className="mt-4">
        <FormMessage message={actionData?.error} />
        {previewGone && !actionData && (
          <FormMessage message="This preview has expired or was already imported. Choose the file again." />
        )}
      </div>
      {changed && (
        <div role="alert" className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-red-800">{changedMeanwhileMessage}</p>
          <p className="mt-2 text-red-800">
            Changed since the preview (preview the file again to see their changes):
          </p>
          <ul className="mt-2 list-disc pl-5 text-red-800">
            {changed.map((cart) => (
              <li key={cart.line}>
                Line {cart.line}: {cart.name} ({cart.id})
              </li>
            ))}
          </ul>
        </div>
      )}

      <AdminForm encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <input type="hidden" name="intent" value="preview" />
        <div>
          <label htmlFor="import-file" className="block font-semibold text-gray-900">
            CSV file
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block w-full text-gray-900"
          />
        </div>
        <div className="flex items-start gap-2">
          <input id="keep-statuses" name="keepStatuses" type="checkbox" className="mt-1" />
          <label htmlFor="keep-statuses" className="text-gray-900">
            Take each cart&apos;s status from the file (otherwise new carts are drafts and the
            others keep theirs)
          </label>
        </div>
        <Button type="submit">Preview the changes</Button>
      </AdminForm>

      {shown && (
        <ImportPreview
          id={shown.id}
          fileName={shown.fileName}
          keepStatuses={shown.keepStatuses}
          plan={shown.plan}
        />
      )}
      <LinkParagraph to="/admin/inventory">Back to the inventory</LinkParagraph>
    </>
  )
}
