import {
  AccessFields,
  DeliveryFees,
  WindowPicker,
} from '#app/deliveries/components/window-picker.tsx'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'
import type { HoldDeliveryField, HoldDeliveryValues, HoldPicker } from '#app/sales/hold-delivery.ts'

/**
 * How the buyer gets the cart: picked up (the default) or delivered. A
 * delivery takes a served town and an address; "Show windows for my town"
 * posts the form back with the windows free for it (no script needed), then
 * the buyer chooses one, confirms the access path and sees the fees, which
 * are paid with the cart.
 */
export function HoldDeliveryFields({
  values,
  errors,
  towns,
  picker,
  askHandover = true,
  windowsButton = { name: 'intent', value: 'windows' },
  feesNote = 'Delivery fees are paid with the cart, not with the deposit.',
}: {
  values: HoldDeliveryValues
  errors: Partial<Record<HoldDeliveryField, string>>
  towns: { slug: string; name: string }[]
  picker: HoldPicker | undefined
  /** where the delivery's fees are paid */
  feesNote?: string
  /** what the "show windows" button posts */
  windowsButton?: { name: string; value: string }
  /** false where the cart is always delivered (staff's booking): the choice is not asked */
  askHandover?: boolean
}) {
  return (
    <>
      {askHandover ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-gray-900">
            How you get the cart
          </legend>
          {(
            [
              ['pickup', 'Pick it up at the showroom'],
              ['delivery', 'Deliver it'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-gray-900">
              <input
                type="radio"
                name="handover"
                value={value}
                defaultChecked={values.handover === value}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="handover" value="delivery" />
      )}
      <fieldset className="grid gap-4 rounded-lg border border-gray-300 p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">Delivery</legend>
        <FormField id="hold-town" label="Town (for delivery)" error={errors.town}>
          {(control) => (
            <select
              {...control}
              name="town"
              defaultValue={values.town}
              className={controlClass(Boolean(errors.town))}
            >
              <option value="">Choose a town</option>
              {towns.map((town) => (
                <option key={town.slug} value={town.slug}>
                  {town.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="hold-address" label="Street address (for delivery)" error={errors.address}>
          {(control) => (
            <input
              {...control}
              name="address"
              autoComplete="street-address"
              maxLength={200}
              defaultValue={values.address}
              className={controlClass(Boolean(errors.address))}
            />
          )}
        </FormField>
        <button
          type="submit"
          name={windowsButton.name}
          value={windowsButton.value}
          formNoValidate
          className={buttonClass('outline', 'md')}
        >
          Show windows for my town
        </button>
        {picker && !picker.town && (
          <p role="status" className="text-gray-900">
            We do not deliver to that town. Choose a town from the list, or pick the cart up at the
            showroom.
          </p>
        )}
        {picker?.town && (
          <>
            <WindowPicker
              kind="sale_delivery"
              days={picker.days}
              value={values.window}
              distanceCents={picker.distanceCents}
              error={errors.deliveryWindow}
              legend={`Delivery window to ${picker.town} (2 hours)`}
            />
            <AccessFields kind="sale_delivery" values={values} error={errors.accessConfirmed} />
            <div className="grid gap-2">
              <h2 className="font-semibold text-gray-900">Delivery fees</h2>
              <DeliveryFees
                rush={false}
                whiteGlove={values.whiteGlove}
                distanceCents={picker.distanceCents}
              />
              <p className="text-sm text-gray-800">{feesNote}</p>
            </div>
          </>
        )}
      </fieldset>
    </>
  )
}
