import { Clock } from 'lucide-react'
import { Link } from 'react-router'

import {
  CardsOrTable,
  CardTitle,
  type Column,
} from '#app/kernel/components/admin/cards-or-table.tsx'
import { durationText } from '#app/leads/lead-due.ts'
import type { LeadRow } from '#app/leads/lead-row.ts'
import { leadStageLabels } from '#app/leads/lead-stage.ts'

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

function LeadCard({ row }: { row: LeadRow }) {
  return (
    <>
      <CardTitle to={`/admin/leads/${row.id}`}>{row.name}</CardTitle>
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
    </>
  )
}

const columns: Column<LeadRow>[] = [
  {
    heading: 'Lead',
    rowHeader: true,
    className: 'max-w-xs font-normal',
    cell: (row) => (
      <>
        <Link to={`/admin/leads/${row.id}`} className="font-semibold text-brand-800 underline">
          {row.name}
        </Link>
        <span className="block text-gray-700">{row.email}</span>
        <span className="block truncate text-gray-700">{row.excerpt}</span>
      </>
    ),
  },
  { heading: 'Received', cell: (row) => <time dateTime={row.receivedAt}>{row.received}</time> },
  { heading: 'Interest', className: 'capitalize', cell: (row) => row.interest },
  { heading: 'Stage', cell: stageOf },
  { heading: 'Assigned to', cell: (row) => row.assignee ?? 'Nobody' },
  { heading: 'Response', cell: (row) => <ResponseState row={row} /> },
]

/** The inbox's list, newest first; the name opens the lead, which the dealer answers on a phone too. */
export function LeadTable({ rows }: { rows: LeadRow[] }) {
  return (
    <CardsOrTable
      label="Leads, newest first"
      rows={rows}
      card={LeadCard}
      columns={columns}
      rowClass={overdueEdge}
    />
  )
}
