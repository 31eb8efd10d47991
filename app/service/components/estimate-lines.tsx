import type { ReactNode } from 'react'

import { formatCents } from '#app/kernel/format.ts'
import {
  type EstimateTotals,
  hoursText,
  lineKindLabels,
  type PricedLine,
} from '#app/service/service-estimate.ts'

function lineDetail(line: PricedLine, rateCents: number): string {
  if (line.kind === 'labour') return `${hoursText(line.tenths)} at ${formatCents(rateCents)}/h`
  if (line.kind === 'part') return `${line.quantity} × ${formatCents(line.unitCents)}`
  const hours = line.tenths ? `${hoursText(line.tenths)}, ` : ''
  return `${hours}warranty claim ${line.claimNumber}, no charge`
}

/**
 * An estimate's lines and totals as a table: the same for staff and for the
 * customer, so both read the lines the approval records. `action` adds a
 * last cell to each line (staff's Remove).
 */
export function EstimateLinesTable({
  caption,
  totals,
  labourRateCents,
  taxRate,
  action,
}: {
  caption: string
  totals: EstimateTotals
  labourRateCents: number
  taxRate: string
  action?: (position: number) => ReactNode
}) {
  const extra = action ? 1 : 0
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-gray-300">
            <th scope="col" className="py-2 pr-2">
              Work or part
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Amount
            </th>
            {action && (
              <th scope="col" className="py-2">
                <span className="sr-only">Change</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {totals.lines.map((line, index) => (
            <tr key={index} className="border-b border-gray-200 align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="font-semibold">{line.description}</span>
                <span className="block text-gray-700">
                  {lineKindLabels[line.kind]}: {lineDetail(line, labourRateCents)}
                </span>
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{formatCents(line.amountCents)}</td>
              {action && <td className="py-2 text-right">{action(index + 1)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          {totals.feeCents > 0 && (
            <tr>
              <th scope="row" className="pt-2 pr-2 text-right font-normal">
                Visit fee
              </th>
              <td className="pt-2 pr-2 text-right">{formatCents(totals.feeCents)}</td>
              {extra > 0 && <td />}
            </tr>
          )}
          <tr>
            <th scope="row" className="pt-2 pr-2 text-right font-normal">
              Subtotal
            </th>
            <td className="pt-2 pr-2 text-right">{formatCents(totals.subtotalCents)}</td>
            {extra > 0 && <td />}
          </tr>
          <tr>
            <th scope="row" className="pr-2 text-right font-normal">
              Sales tax ({taxRate})
            </th>
            <td className="pr-2 text-right">{formatCents(totals.taxCents)}</td>
            {extra > 0 && <td />}
          </tr>
          <tr className="text-base font-bold">
            <th scope="row" className="pr-2 text-right">
              Total
            </th>
            <td className="pr-2 text-right">{formatCents(totals.totalCents)}</td>
            {extra > 0 && <td />}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
