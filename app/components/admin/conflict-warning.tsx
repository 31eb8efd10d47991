import type { ConflictField } from '#app/lib/vehicle-conflict.ts'

import { vehicleFieldLabels } from './vehicle-form-fields'

const shown = (value: string) => (value === 'on' ? 'Yes' : value === '' ? '(empty)' : value)

/** After a stale save: what the other person saved, beside what this person typed. */
export function ConflictWarning({ differences }: { differences: ConflictField[] }) {
  return (
    <div role="alert" className="mb-6 rounded-lg border-2 border-amber-700 bg-amber-50 p-4">
      <p className="font-semibold text-amber-900">
        Someone else saved this cart while you were editing; their values are shown beside yours;
        save again to keep yours.
      </p>
      {differences.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Fields that differ</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-3">
                Field
              </th>
              <th scope="col" className="pr-3">
                Yours (in the form)
              </th>
              <th scope="col">Saved by the other person</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((difference) => (
              <tr key={difference.field} className="align-top">
                <th scope="row" className="pr-3 font-medium">
                  {vehicleFieldLabels[difference.field]}
                </th>
                <td className="pr-3 whitespace-pre-line">{shown(difference.mine)}</td>
                <td className="whitespace-pre-line">{shown(difference.theirs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
