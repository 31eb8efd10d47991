import { Form } from 'react-router'

import { auditActions, auditPageSize, listAudit } from '#app/kernel/.server/audit/audit-log.ts'
import { adminMeta } from '#app/kernel/admin-page.ts'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { FilterSelect } from '#app/kernel/components/admin/filter-fields.tsx'
import { PageLinks } from '#app/kernel/components/admin/page-links.tsx'
import { Button, buttonClass } from '#app/kernel/components/ui/button.tsx'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { listStaff } from '#app/staff/.server/staff-admin.ts'

import type { Route } from './+types/audit'

export const meta = () => adminMeta('Audit log')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const url = new URL(request.url)
  const actor = url.searchParams.get('person') ?? ''
  const action = url.searchParams.get('action') ?? ''
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
  const { rows, hasMore } = await listAudit(context.db, { actor, action, page })
  return {
    rows: rows.map((row) => ({ ...row, when: dealerTime(row.at, { seconds: true }) })),
    hasMore,
    page,
    pageSize: auditPageSize,
    filter: { actor, action },
    people: (await listStaff(context.db)).map((s) => s.email),
    actions: await auditActions(context.db),
  }
}

function change(before: string | null, after: string | null): string {
  return [before && `before ${before}`, after && `after ${after}`].filter(Boolean).join('; ')
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, hasMore, page, pageSize, filter, people, actions } = loaderData
  const pageLink = (n: number) =>
    `?${new URLSearchParams({ person: filter.actor, action: filter.action, page: String(n) })}`
  const exportHref = `/admin/audit/export.csv?${new URLSearchParams({ person: filter.actor, action: filter.action })}`
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">Audit log</h1>
        <a href={exportHref} className={buttonClass('outline', 'sm')} download>
          Export this log as CSV
        </a>
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <FilterSelect
          name="person"
          label="Person"
          defaultValue={filter.actor}
          anyLabel="Everyone"
          options={people}
        />
        <FilterSelect
          name="action"
          label="Action"
          defaultValue={filter.action}
          anyLabel="Every action"
          options={actions}
        />
        <Button type="submit">Filter</Button>
      </Form>
      <DataTable
        className="mt-6"
        caption={`Audit log, newest first, ${pageSize} entries a page, page ${page}`}
        headings={['When', 'Who', 'Action', 'Change', 'Address']}
        empty="Nothing recorded for this filter."
      >
        {rows.map((row) => (
          <tr key={row.id} className={dataRowClass}>
            <td className="p-3 whitespace-nowrap">
              <time dateTime={row.at}>{row.when}</time>
            </td>
            <td className="p-3">{row.actor_email ?? 'command line'}</td>
            <td className="p-3 font-mono">{row.action}</td>
            <td className="p-3 font-mono text-xs break-all">{change(row.before, row.after)}</td>
            <td className="p-3">{row.ip ?? ''}</td>
          </tr>
        ))}
      </DataTable>
      <PageLinks
        label="Audit log pages"
        page={page}
        hasNext={hasMore}
        to={pageLink}
        texts={{ previous: 'Newer entries', next: 'Older entries' }}
      />
    </>
  )
}
