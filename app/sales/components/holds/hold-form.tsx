import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'
import { formatCents } from '#app/kernel/format.ts'
import { type HoldBuyerField, holdFormPath } from '#app/sales/cart-hold.ts'
import type { HoldFormErrors, HoldFormValues, HoldPicker } from '#app/sales/hold-delivery.ts'

import { HoldDeliveryFields } from './hold-delivery-fields'

const fields: {
  name: HoldBuyerField
  label: string
  type: 'text' | 'email' | 'tel'
  autoComplete: string
  minLength?: number
  maxLength: number
}[] = [
  {
    name: 'firstName',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    maxLength: 100,
  },
  {
    name: 'lastName',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    maxLength: 100,
  },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', minLength: 10, maxLength: 40 },
]

/** The buyer's name, e-mail and phone, with the contact form's limits. */
export function HoldBuyerFields({
  values,
  errors,
}: {
  values: Record<HoldBuyerField, string>
  errors: HoldFormErrors
}) {
  return (
    <>
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`hold-${field.name}`}
          label={field.label}
          error={errors[field.name]}
        >
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              minLength={field.minLength}
              maxLength={field.maxLength}
              defaultValue={values[field.name]}
              className={controlClass(Boolean(errors[field.name]))}
            />
          )}
        </FormField>
      ))}
    </>
  )
}

/**
 * The buyer's details and how the cart reaches them, before Stripe's page:
 * a native form post (the server checks it with the contact form's schema
 * and the trucks' rules, and answers its messages).
 */
export function HoldForm({
  vehicleId,
  depositCents,
  values,
  errors = {},
  towns,
  picker,
}: {
  vehicleId: string
  depositCents: number
  values: HoldFormValues
  errors?: HoldFormErrors
  towns: { slug: string; name: string }[]
  picker: HoldPicker | undefined
}) {
  return (
    <form method="post" action={holdFormPath(vehicleId)} className="grid gap-5">
      <HoldBuyerFields values={values} errors={errors} />
      <HoldDeliveryFields values={values} errors={errors} towns={towns} picker={picker} />
      <p className="text-gray-700">
        Next, pay the {formatCents(depositCents)} deposit on Stripe&rsquo;s secure page. No sales
        tax is charged on a deposit.
      </p>
      {/* the server checks every field; the delivery's own may be left when picking up */}
      <button
        type="submit"
        formNoValidate={Boolean(picker)}
        className={buttonClass('primary', 'lg')}
      >
        Continue to payment
      </button>
    </form>
  )
}
