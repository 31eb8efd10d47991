import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { showrooms } from '#app/kernel/dealer/locations.ts'
import { cartInfo, cartTypes } from '#app/rentals/content/rentals.ts'
import type { CartFieldName } from '#app/rentals/fleet-form.ts'

type CartFieldsProps = {
  /** prefix of the ids, so the add form and a cart's form can share the page */
  idPrefix: string
  values?: { name: string; cartType: string; homeLocationId: string }
  errors?: Partial<Record<CartFieldName, string>>
}

/** A rental cart's name, type and home showroom, as the add and edit forms ask them. */
export function CartFields({ idPrefix, values, errors = {} }: CartFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <HintedField id={`${idPrefix}-name`} label="Name or number" error={errors.name} required>
        {(control) => (
          <input {...control} name="name" defaultValue={values?.name} required maxLength={60} />
        )}
      </HintedField>
      <HintedField id={`${idPrefix}-cartType`} label="Type" error={errors.cartType} required>
        {(control) => (
          <select {...control} name="cartType" defaultValue={values?.cartType} required>
            {cartTypes.map((type) => (
              <option key={type} value={type}>
                {cartInfo[type].shortName}
              </option>
            ))}
          </select>
        )}
      </HintedField>
      <HintedField
        id={`${idPrefix}-homeLocationId`}
        label="Home showroom"
        error={errors.homeLocationId}
        required
      >
        {(control) => (
          <select {...control} name="homeLocationId" defaultValue={values?.homeLocationId} required>
            {showrooms.map((showroom) => (
              <option key={showroom.id} value={showroom.id}>
                {showroom.name}
              </option>
            ))}
          </select>
        )}
      </HintedField>
    </div>
  )
}
