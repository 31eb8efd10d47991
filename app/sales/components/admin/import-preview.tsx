import { Link } from 'react-router'

import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { countOf } from '#app/kernel/plural.ts'
import type { ImportPlan, ShownRow } from '#app/sales/inventory-import-plan.ts'
import { vehicleStatusLabels } from '#app/sales/vehicle-status.ts'

type Row<K extends ShownRow['kind']> = Extract<ShownRow, { kind: K }>

const cell = 'p-3'
const shown = (text: string) => (text === '' ? '(empty)' : text)

function Errors({ rows }: { rows: Row<'error'>[] }) {
  return (
    <AdminSection title={`Lines with errors: ${rows.length}, not imported`} className="mt-8">
      <DataTable caption="Lines with errors" headings={['Line', 'Cart', 'Column', 'Problem']}>
        {rows.flatMap((row) =>
          row.problems.map((problem, i) => (
            <tr key={`${row.line}-${i}`} className={dataRowClass}>
              <td className={cell}>{row.line}</td>
              <td className={cell}>{row.name || row.id || '—'}</td>
              <td className={cell}>{problem.column ?? 'the whole line'}</td>
              <td className={`${cell} text-red-800`}>{problem.message}</td>
            </tr>
          )),
        )}
      </DataTable>
    </AdminSection>
  )
}

function Creates({ rows }: { rows: Row<'create'>[] }) {
  return (
    <AdminSection title={`New carts: ${rows.length}`} className="mt-8">
      <DataTable caption="New carts" headings={['Line', 'Name', 'Id', 'Status']}>
        {rows.map((row) => (
          <tr key={row.line} className={dataRowClass}>
            <td className={cell}>{row.line}</td>
            <td className={cell}>{row.name}</td>
            <td className={cell}>{row.id ?? 'made from the name'}</td>
            <td className={cell}>{vehicleStatusLabels[row.status]}</td>
          </tr>
        ))}
      </DataTable>
    </AdminSection>
  )
}

function Updates({ rows }: { rows: Row<'update'>[] }) {
  return (
    <AdminSection title={`Carts updated: ${rows.length}`} className="mt-8">
      <DataTable caption="Carts updated" headings={['Line', 'Cart', 'Changes (before → after)']}>
        {rows.map((row) => (
          <tr key={row.line} className={dataRowClass}>
            <td className={cell}>{row.line}</td>
            <td className={cell}>
              <Link to={`/admin/inventory/${row.id}`} className="text-brand-800 underline">
                {row.name}
              </Link>
            </td>
            <td className={cell}>
              <ul className="space-y-1">
                {row.changes.map((change) => (
                  <li key={change.column} className="whitespace-pre-line">
                    <span className="font-semibold">{change.column}</span>: {shown(change.from)} →{' '}
                    {shown(change.to)}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </DataTable>
    </AdminSection>
  )
}

/** What a previewed file would change, and the button that applies exactly that. */
export function ImportPreview({
  id,
  fileName,
  keepStatuses,
  plan,
}: {
  id: string
  fileName: string
  keepStatuses: boolean
  plan: Omit<ImportPlan, 'rows'> & { rows: ShownRow[] }
}) {
  const of = <K extends ShownRow['kind']>(kind: K) =>
    plan.rows.filter((row): row is Row<K> => row.kind === kind)
  const creates = of('create')
  const updates = of('update')
  const errors = of('error')
  const unchanged = of('unchanged').length
  const toApply = creates.length + updates.length
  return (
    <AdminSection title={`Preview of ${fileName}`} className="mt-10">
      <p className="mt-2 text-gray-700">
        Nothing has been written yet. {countOf(creates.length, 'new cart')}
        {keepStatuses ? '' : ' (as drafts)'}, {countOf(updates.length, 'cart')} updated,{' '}
        {countOf(unchanged, 'cart')} unchanged, {countOf(errors.length, 'line')} with errors.
      </p>
      {plan.ignoredColumns.length > 0 && (
        <p className="mt-2 text-gray-700">
          Columns not known, left out: {plan.ignoredColumns.join(', ')}.
        </p>
      )}
      {plan.photosIgnored && (
        <p className="mt-2 text-gray-700">
          The photos column is not imported: add photos on each cart&apos;s page.
        </p>
      )}
      {errors.length > 0 && <Errors rows={errors} />}
      {creates.length > 0 && <Creates rows={creates} />}
      {updates.length > 0 && <Updates rows={updates} />}
      {toApply > 0 ? (
        <AdminForm className="mt-8">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="importId" value={id} />
          <Button type="submit">
            Import {countOf(creates.length, 'new cart')} and {countOf(updates.length, 'update')}
            {errors.length > 0 ? `, skipping ${countOf(errors.length, 'line')} with errors` : ''}
          </Button>
        </AdminForm>
      ) : (
        <p className="mt-8 font-semibold text-gray-900">
          Nothing to import: every cart is unchanged or its line has errors.
        </p>
      )}
    </AdminSection>
  )
}
