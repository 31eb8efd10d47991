import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router'

import { cn } from '#app/kernel/cn.ts'

import { dataRowClass, DataTable } from './data-table'

/** A card's title: the row's name, linking to its page. */
export function CardTitle({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-base font-semibold break-words text-brand-800 underline">
      {children}
    </Link>
  )
}

/** A column of the table: its heading and what it shows of a row. */
export type Column<Row> = {
  heading: string
  cell: (row: Row) => ReactNode
  /** the cell that names its row for screen readers (one a table) */
  rowHeader?: boolean
  className?: string
}

type CardsOrTableProps<Row extends { id: string }> = {
  /** what the list holds: the name of the cards' list and the table's caption */
  label: string
  rows: Row[]
  /** what a row's card holds, on a phone or a narrow window */
  card: ComponentType<{ row: Row }>
  /** the table's columns, from 768 px on */
  columns: Column<Row>[]
  /** a row's own classes, on its card and its table row alike */
  rowClass?: (row: Row) => string | false
}

/**
 * A back-office list that is used on a phone: one card a row there, where
 * six columns would not fit, and a table from 768 px on. The one not shown
 * is display:none, hidden from screen readers too.
 */
export function CardsOrTable<Row extends { id: string }>({
  label,
  rows,
  card: Card,
  columns,
  rowClass,
}: CardsOrTableProps<Row>) {
  return (
    <>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              'rounded-lg border border-gray-300 bg-white p-3 text-sm',
              rowClass?.(row),
            )}
          >
            <Card row={row} />
          </li>
        ))}
      </ul>
      <DataTable
        className="hidden md:block"
        caption={label}
        headings={columns.map((column) => column.heading)}
      >
        {rows.map((row) => (
          <tr key={row.id} className={cn(dataRowClass, rowClass?.(row))}>
            {columns.map(({ heading, cell, rowHeader, className }) =>
              rowHeader ? (
                <th key={heading} scope="row" className={cn('p-3', className)}>
                  {cell(row)}
                </th>
              ) : (
                <td key={heading} className={cn('p-3', className)}>
                  {cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </DataTable>
    </>
  )
}
