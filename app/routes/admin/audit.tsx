import { Form, Link } from 'react-router'

import { auditActions, auditPageSize, listAudit } from '#app/.server/auth/audit-log.ts'
import { requireUser } from '#app/.server/auth/require-user.ts'
import { listStaff } from '#app/.server/auth/staff-admin.ts'
import { controlClass } from '#app/components/contact/form-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { business } from '#app/content/business.ts'
import { adminMeta } from '#app/lib/admin-page.ts'

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
    rows,
    hasMore,
    page,
    pageSize: auditPageSize,
    filter: { actor, action },
    people: (await listStaff(context.db)).map((s) => s.email),
    actions: await auditActions(context.db),
  }
}

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: business.timeZone,
})

function change(before: string | null, after: string | null): string {
  return [before && `before ${before}`, after && `after ${after}`].filter(Boolean).join('; ')
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, hasMore, page, pageSize, filter, people, actions } = loaderData
  const pageLink = (n: number) =>
    `?${new URLSearchParams({ person: filter.actor, action: filter.action, page: String(n) })}`
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Audit log</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="person" className="mb-1.5 block text-sm font-semibold">
            Person
          </label>
          <select
            id="person"
            name="person"
            defaultValue={filter.actor}
            className={controlClass(false)}
          >
            <option value="">Everyone</option>
            {people.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="action" className="mb-1.5 block text-sm font-semibold">
            Action
          </label>
          <select
            id="action"
            name="action"
            defaultValue={filter.action}
            className={controlClass(false)}
          >
            <option value="">Every action</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Filter</Button>
      </Form>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">
            Audit log, newest first, {pageSize} entries a page, page {page}
          </caption>
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="p-3">
                When ({business.timeZone})
              </th>
              <th scope="col" className="p-3">
                Who
              </th>
              <th scope="col" className="p-3">
                Action
              </th>
              <th scope="col" className="p-3">
                Change
              </th>
              <th scope="col" className="p-3">
                Address
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="p-3 text-gray-700">
                  Nothing recorded for this filter.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-gray-200 align-top">
                <td className="p-3 whitespace-nowrap">{when.format(new Date(row.at))}</td>
                <td className="p-3">{row.actor_email ?? 'command line'}</td>
                <td className="p-3 font-mono">{row.action}</td>
                <td className="p-3 font-mono text-xs break-all">{change(row.before, row.after)}</td>
                <td className="p-3">{row.ip ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Audit log pages" className="mt-6 flex gap-4">
        {page > 1 && (
          <Link to={pageLink(page - 1)} className="font-semibold text-brand-800 underline">
            Newer entries
          </Link>
        )}
        {hasMore && (
          <Link to={pageLink(page + 1)} className="font-semibold text-brand-800 underline">
            Older entries
          </Link>
        )}
      </nav>
    </>
  )
}
