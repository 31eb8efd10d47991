import { Clock } from 'lucide-react'
import { Link } from 'react-router'

import { dataRowClass, DataTable } from '#app/components/admin/data-table.tsx'
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

/** The inbox's list: one row a lead, newest first; the name opens the lead. */
export function LeadTable({ rows }: { rows: LeadRow[] }) {
  return (
    <DataTable
      caption="Leads, newest first"
      headings={['Lead', 'Received', 'Interest', 'Stage', 'Assigned to', 'Response']}
    >
      {rows.map((row) => (
        <tr
          key={row.id}
          className={`${dataRowClass} ${row.overdueMinutes !== null ? 'border-l-4 border-l-red-700' : ''}`}
        >
          <th scope="row" className="max-w-xs p-3 font-normal">
            <Link to={`/admin/leads/${row.id}`} className="font-semibold text-brand-800 underline">
              {row.name}
            </Link>
            <span className="block text-gray-700">{row.email}</span>
            <span className="block truncate text-gray-700">{row.excerpt}</span>
          </th>
          <td className="p-3">
            <time dateTime={row.receivedAt}>{row.received}</time>
          </td>
          <td className="p-3 capitalize">{row.interest}</td>
          <td className="p-3">{row.spam ? 'Spam' : leadStageLabels[row.stage]}</td>
          <td className="p-3">{row.assignee ?? 'Nobody'}</td>
          <td className="p-3">
            {row.overdueMinutes !== null ? (
              <OverdueBadge minutes={row.overdueMinutes} />
            ) : row.due ? (
              <>Due {row.due}</>
            ) : (
              <span className="text-gray-700">{row.answered ? 'Answered' : 'No clock'}</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
