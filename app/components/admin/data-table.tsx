import type { ReactNode } from 'react'

/** The row style of every back-office table. */
export const dataRowClass = 'border-b border-gray-200 align-top'

type DataTableProps = {
  /** read by screen readers only: what the table lists */
  caption: ReactNode
  headings: ReactNode[]
  /** the body rows */
  children: ReactNode
  className?: string
}

/** A back-office list: a full-width table that scrolls sideways on narrow screens. */
export function DataTable({ caption, headings, children, className = '' }: DataTableProps) {
  return (
    <div className={`overflow-x-auto ${className}`.trim()}>
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-gray-300">
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="p-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
