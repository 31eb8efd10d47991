import { Children, type ReactNode, useId } from 'react'

/** The row style of every back-office table. */
export const dataRowClass = 'border-b border-gray-200 align-top'

type DataTableProps = {
  /** read by screen readers only: what the table lists; also the name of its scrolling region */
  caption: ReactNode
  headings: ReactNode[]
  /** the body rows */
  children: ReactNode
  /** the one full-width row shown when there are no body rows */
  empty?: ReactNode
  className?: string
}

/**
 * A back-office list: a full-width table that scrolls sideways when the
 * screen is narrower. Its frame is a named region in the tab order, so a
 * keyboard can scroll it too (lists that matter on a phone show cards there
 * instead; see CardsOrTable).
 */
export function DataTable({ caption, headings, children, empty, className = '' }: DataTableProps) {
  const captionId = useId()
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable from the keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`.trim()}
    >
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-gray-300">
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="p-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty !== undefined && Children.count(children) === 0 ? (
            <tr>
              <td colSpan={headings.length} className="p-3 text-gray-700">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  )
}
