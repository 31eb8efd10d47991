import type { VehicleFormField } from './vehicle-form.ts'
import type { VehicleFormValues } from './vehicle-form-values.ts'

/** A field where the staff member's input and the newer saved cart differ. */
export type ConflictField = { field: VehicleFormField; mine: string; theirs: string }

/** Line endings and surrounding spaces are not a difference anyone made. */
const normal = (value: string) =>
  value
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')

/**
 * The fields that differ between what the staff member sent and the cart as
 * someone else saved it meanwhile (the version is not a field anyone edits).
 */
export function conflictFields(
  mine: VehicleFormValues,
  theirs: VehicleFormValues,
): ConflictField[] {
  return (Object.keys(theirs) as VehicleFormField[])
    .filter((field) => field !== 'version' && normal(mine[field]) !== normal(theirs[field]))
    .map((field) => ({ field, mine: mine[field], theirs: theirs[field] }))
}

/** The form to show after a conflict: the staff member's input, on top of the current version. */
export function conflictForm(mine: VehicleFormValues, theirs: VehicleFormValues) {
  return {
    values: { ...mine, version: theirs.version },
    differences: conflictFields(mine, theirs),
  }
}
