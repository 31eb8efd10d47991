import type { ConflictField } from '#app/sales/vehicle-conflict.ts'

import { vehicleFieldLabels } from './vehicle-form-fields'

/** One value two people saved differently. */
export type ConflictRow = { key: string; label: string; mine: string; theirs: string }

/** After a stale save: what the other person saved, beside what this person typed. */
export function StaleSaveWarning({
  message,
  subject,
  other,
  rows,
}: {
  message: string
  /** what a row is: "Field", "Price" */
  subject: string
  /** who saved first: "the other person" */
  other: string
  rows: ConflictRow[]
}) {
  return (
    <div role="alert" className="mb-6 rounded-lg border-2 border-amber-700 bg-amber-50 p-4">
      <p className="font-semibold text-amber-900">{message}</p>
      {rows.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{subject}s that differ</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-3">
                {subject}
              </th>
              <th scope="col" className="pr-3">
                Yours (in the form)
              </th>
              <th scope="col">Saved by {other}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="align-top">
                <th scope="row" className="pr-3 font-medium">
                  {row.label}
                </th>
                <td className="pr-3 whitespace-pre-line">{row.mine}</td>
                <td className="whitespace-pre-line">{row.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

const shown = (value: string) => (value === 'on' ? 'Yes' : value === '' ? '(empty)' : value)

/** A cart's stale save, field by field. */
export function ConflictWarning({ differences }: { differences: ConflictField[] }) {
  return (
    <StaleSaveWarning
      message="Someone else saved this cart while you were editing; their values are shown beside yours; save again to keep yours."
      subject="Field"
      other="the other person"
      rows={differences.map((difference) => ({
        key: difference.field,
        label: vehicleFieldLabels[difference.field],
        mine: shown(difference.mine),
        theirs: shown(difference.theirs),
      }))}
    />
  )
}
