import { Link } from 'react-router'

import { adminMeta } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { placeById } from '#app/kernel/dealer/places.ts'
import { monthDayYearText, shortMonthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { storageOverview } from '#app/storage/.server/staff-overview.ts'
import { offersAdminPath, spacesAdminPath, staffContractPath } from '#app/storage/storage-paths.ts'
import { kindLabels, planLabels, statusLabels } from '#app/storage/storage-plans.ts'

import type { Route } from './+types/storage'

export const meta = () => adminMeta('Storage')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const now = new Date()
  return {
    ...(await storageOverview(context.db, calendarDay(now, business.timeZone), now)),
    owner: user.role === 'owner',
  }
}

const showroomName = (id: string) => placeById(id)?.name ?? id

export default function StoragePage({ loaderData }: Route.ComponentProps) {
  const { spaces, invoices, delinquent, contracts } = loaderData
  const overdue = invoices.filter((invoice) => invoice.daysLate > 0)
  const due = invoices.filter((invoice) => invoice.daysLate <= 0)
  const months = [...new Set(spaces.map((row) => row.month))]
  const groups = [...new Set(spaces.map((row) => `${row.showroom}|${row.kind}`))]
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Storage</h1>
      {loaderData.owner && (
        <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={offersAdminPath} className="font-semibold text-brand-800 underline">
            Offers and prices
          </Link>
          <Link to={spacesAdminPath} className="font-semibold text-brand-800 underline">
            Spaces per showroom
          </Link>
        </p>
      )}

      <AdminSection title="Delinquency list" className="mt-6">
        <p className="mt-1 text-gray-700">
          Contracts 30 days or more past due, with what the storage policy says happens next.
        </p>
        <DataTable
          className="mt-3"
          caption="Contracts 30 days or more past due"
          headings={['Customer', 'Oldest due', 'Days late', 'Balance', 'Step reached', 'Next']}
          empty="No contract is 30 days behind."
        >
          {delinquent.map((row) => (
            <tr key={row.contractId} className={dataRowClass}>
              <td className="p-3">
                <Link to={staffContractPath(row.contractId)} className="text-brand-800 underline">
                  {row.name}
                </Link>
              </td>
              <td className="p-3">{monthDayYearText(row.oldestDue)}</td>
              <td className="p-3">{row.daysLate}</td>
              <td className="p-3">{formatCents(row.balanceCents)}</td>
              <td className="p-3">
                {row.step} days: {row.happens}
              </td>
              <td className="p-3">{row.next}</td>
            </tr>
          ))}
        </DataTable>
      </AdminSection>

      <AdminSection title="Invoices overdue and due" className="mt-8">
        <DataTable
          className="mt-3"
          caption="Unpaid storage invoices, oldest due first"
          headings={['Customer', 'Month', 'Due', 'Amount', 'State']}
          empty="Every invoice is paid."
        >
          {[...overdue, ...due].map((invoice) => (
            <tr key={invoice.id} className={dataRowClass}>
              <td className="p-3">
                <Link
                  to={staffContractPath(invoice.contractId)}
                  className="text-brand-800 underline"
                >
                  {invoice.name}
                </Link>
              </td>
              <td className="p-3">{shortMonthYearText(invoice.month)}</td>
              <td className="p-3">{monthDayYearText(invoice.dueDay)}</td>
              <td className="p-3">{formatCents(invoice.totalCents)}</td>
              <td className="p-3">
                {invoice.daysLate > 0 ? `Overdue ${invoice.daysLate} days` : 'Due'}
                {invoice.chargeFailed ? ' · card refused, link e-mailed' : ''}
              </td>
            </tr>
          ))}
        </DataTable>
      </AdminSection>

      <AdminSection title="Spaces by month" className="mt-8">
        <p className="mt-1 text-gray-700">
          Taken: contracts already begun; reserved ahead: contracts starting later in or before the
          month.
        </p>
        <DataTable
          className="mt-3"
          caption="Free, taken and reserved-ahead spaces per showroom and kind, by month"
          headings={['Showroom and kind', ...months.map((month) => shortMonthYearText(month))]}
        >
          {groups.map((group) => {
            const [showroom = '', kind = 'indoor'] = group.split('|')
            const cells = spaces.filter((row) => `${row.showroom}|${row.kind}` === group)
            return (
              <tr key={group} className={dataRowClass}>
                <th scope="row" className="p-3 font-semibold">
                  {showroomName(showroom)}, {kindLabels[kind as keyof typeof kindLabels]}
                </th>
                {cells.map((cell) => (
                  <td key={cell.month} className="p-3">
                    {cell.free} free of {cell.spaces}
                    <br />
                    <span className="text-gray-700">
                      {cell.taken} taken · {cell.reservedAhead} ahead
                    </span>
                  </td>
                ))}
              </tr>
            )
          })}
        </DataTable>
      </AdminSection>

      <AdminSection title="Contracts" className="mt-8">
        <DataTable
          className="mt-3"
          caption="Storage contracts, latest start first"
          headings={['Customer', 'Plan', 'Space', 'From', 'To', 'Status']}
          empty="No contracts yet."
        >
          {contracts.map((contract) => (
            <tr key={contract.id} className={dataRowClass}>
              <td className="p-3">
                <Link to={staffContractPath(contract.id)} className="text-brand-800 underline">
                  {contract.first_name} {contract.last_name}
                </Link>
              </td>
              <td className="p-3">{planLabels[contract.plan]}</td>
              <td className="p-3">
                {kindLabels[contract.kind]}, {showroomName(contract.showroom)}
              </td>
              <td className="p-3">{monthDayYearText(contract.start_day)}</td>
              <td className="p-3">
                {contract.end_day ? monthDayYearText(contract.end_day) : 'Until notice'}
                {contract.notice_given_at ? ' (notice given)' : ''}
              </td>
              <td className="p-3">{statusLabels[contract.status]}</td>
            </tr>
          ))}
        </DataTable>
      </AdminSection>
    </>
  )
}
