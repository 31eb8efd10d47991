import { Clock } from 'lucide-react'
import { Link } from 'react-router'

import { dataRowClass, DataTable } from '#app/components/admin/data-table.tsx'
import { cn } from '#app/lib/cn.ts'
import { durationText } from '#app/lib/lead-due.ts'
import type { LeadRow } from '#app/lib/lead-row.ts'
import { leadStageLabels } from '#app/lib/lead-stage.ts'

/** "Overdue 1 h 20 min", said in words and marked with an icon, not by colour alone. */
export function OverdueBadge({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded bg-red-50 px-2 py-0.5 font-semibold text-red-800 ring-1 ring-red-700">
      <Clock aria-hidden="true" className="size-4" />
      Overdue {durationText(minutes)}
    </span>
  )
}

function ResponseState({ row }: { row: LeadRow }) {
  if (row.overdueMinutes !== null) return <OverdueBadge minutes={row.overdueMinutes} />
  if (row.due) return <>Due {row.due}</>
  return <span className="text-gray-700">{row.answered ? 'Answered' : 'No clock'}</span>
}

const stageOf = (row: LeadRow) => (row.spam ? 'Spam' : leadStageLabels[row.stage])
const overdueEdge = (row: LeadRow) => row.overdueMinutes !== null && 'border-l-4 border-l-red-700'

/**
 * The inbox's list, newest first; the name opens the lead. One card a lead
 * on a phone or a narrow window, where the dealer answers leads; a table
 * from 768 px on. The one not shown is display:none, for screen readers too.
 */
export function LeadTable({ rows }: { rows: LeadRow[] }) {
  return (
    <>
      <ul aria-label="Leads, newest first" className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              'rounded-lg border border-gray-300 bg-white p-3 text-sm',
              overdueEdge(row),
            )}
          >
            <Link
              to={`/admin/leads/${row.id}`}
              className="text-base font-semibold break-words text-brand-800 underline"
            >
              {row.name}
            </Link>
            <p className="mt-1">
              <time dateTime={row.receivedAt}>{row.received}</time>
            </p>
            <p className="mt-1">
              <span className="capitalize">{row.interest}</span> · {stageOf(row)} ·{' '}
              {row.assignee ?? 'Nobody'}
            </p>
            <p className="mt-1">
              <ResponseState row={row} />
            </p>
            <p className="mt-1 line-clamp-2 break-words text-gray-700">{row.excerpt}</p>
          </li>
        ))}
      </ul>
      <DataTable
        className="hidden md:block"
        caption="Leads, newest first"
        headings={['Lead', 'Received', 'Interest', 'Stage', 'Assigned to', 'Response']}
      >
        {rows.map((row) => (
          <tr key={row.id} className={cn(dataRowClass, overdueEdge(row))}>
            <th scope="row" className="max-w-xs p-3 font-normal">
              <Link
                to={`/admin/leads/${row.id}`}
                className="font-semibold text-brand-800 underline"
              >
                {row.name}
              </Link>
              <span className="block text-gray-700">{row.email}</span>
              <span className="block truncate text-gray-700">{row.excerpt}</span>
            </th>
            <td className="p-3">
              <time dateTime={row.receivedAt}>{row.received}</time>
            </td>
            <td className="p-3 capitalize">{row.interest}</td>
            <td className="p-3">{stageOf(row)}</td>
            <td className="p-3">{row.assignee ?? 'Nobody'}</td>
            <td className="p-3">
              <ResponseState row={row} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
