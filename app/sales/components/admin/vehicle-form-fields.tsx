import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { showrooms } from '#app/kernel/dealer/locations.ts'
import { discountLimits } from '#app/sales/cart-sale.ts'
import { promotionTagLabels, storedTags } from '#app/sales/promotion-tags.ts'
import { type FieldRule, vehicleFieldRule, type VehicleFormField } from '#app/sales/vehicle-form.ts'
import type { VehicleFormValues } from '#app/sales/vehicle-form-values.ts'

type Errors = Partial<Record<VehicleFormField, string>>

/** The label of each field, also used by the error summary and the conflict list. */
export const vehicleFieldLabels: Record<VehicleFormField, string> = {
  name: 'Name',
  brand: 'Brand',
  category: 'Series',
  year: 'Model year',
  isNew: 'New (not pre-owned)',
  inStock: 'On the lot now',
  price: 'Price (whole dollars)',
  priceOnRequest: 'Price on request',
  onSale: 'On sale',
  salePrice: 'Sale price, in whole dollars',
  saleStarts: 'Sale starts (day)',
  saleEnds: 'Sale ends (day, optional)',
  tags: 'Promotion tags',
  description: 'Description',
  features: 'Features',
  seatingCapacity: 'Seats',
  topSpeed: 'Top speed',
  range: 'Range',
  batteryType: 'Battery',
  chargingTime: 'Charging time',
  payload: 'Payload',
  color: 'Color',
  otherSpecifications: 'Other specifications',
  externalUrl: "Maker's page",
  locationId: 'Showroom',
  version: 'Version',
}

const hints: Partial<Record<VehicleFormField, string>> = {
  category: 'The series, for example Maverick or Rover.',
  price:
    'The regular dealer price. Changing it is a correction: the site shows the new price alone, with nothing struck through. With "Price on request" ticked, the maker\'s price, shown nowhere publicly.',
  salePrice: `Shown first, with the regular price struck through; more than ${discountLimits.minPercent}% and less than ${discountLimits.maxPercent}% off.`,
  saleStarts: 'From midnight, Eastern time; empty: today.',
  saleEnds: 'To 11:59:59 pm of that day, Eastern time; empty: until you end the sale.',
  features: 'One per line.',
  otherSpecifications: 'One per line, as "Name: value", for example "Wheels: 14 inch alloy".',
  externalUrl: 'A full https:// address, or empty.',
}

type FieldProps = { name: VehicleFormField; values: VehicleFormValues; errors: Errors }

/** What the field's rule asks, said before saving: "At least 20 characters." */
function ruleHint(rule: FieldRule | undefined): string | undefined {
  return rule?.minLength ? `At least ${rule.minLength} characters.` : undefined
}

/** The constraint attributes of a field's control, from the rule the server checks. */
function constraints(rule: FieldRule | undefined) {
  return {
    required: rule?.required,
    minLength: rule?.minLength,
    maxLength: rule?.maxLength,
    min: rule?.min,
    max: rule?.max,
  }
}

function Hinted({
  name,
  errors,
  children,
}: {
  name: VehicleFormField
  errors: Errors
  children: Parameters<typeof HintedField>[0]['children']
}) {
  const rule = vehicleFieldRule(name)
  const hint = [hints[name], ruleHint(rule)].filter(Boolean).join(' ') || undefined
  return (
    <HintedField
      id={name}
      label={vehicleFieldLabels[name]}
      error={errors[name]}
      hint={hint}
      required={rule?.required}
    >
      {children}
    </HintedField>
  )
}

function TextInput({
  name,
  values,
  errors,
  type = 'text',
}: FieldProps & { type?: 'text' | 'number' | 'url' | 'date' }) {
  const { min, max, ...lengths } = constraints(vehicleFieldRule(name))
  return (
    <Hinted name={name} errors={errors}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={values[name]}
          {...lengths}
          {...(type === 'number' ? { min, max, inputMode: 'numeric' as const } : {})}
        />
      )}
    </Hinted>
  )
}

function TextArea({ name, values, errors, rows = 4 }: FieldProps & { rows?: number }) {
  const { required, minLength, maxLength } = constraints(vehicleFieldRule(name))
  return (
    <Hinted name={name} errors={errors}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          defaultValue={values[name]}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
        />
      )}
    </Hinted>
  )
}

function Select({
  name,
  values,
  errors,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Hinted name={name} errors={errors}>
      {(control) => (
        <select {...control} name={name} defaultValue={values[name]}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Hinted>
  )
}

function Checkbox({ name, values }: Omit<FieldProps, 'errors'>) {
  return (
    <label className="flex items-center gap-2 font-medium">
      <input
        type="checkbox"
        name={name}
        defaultChecked={values[name] === 'on' || values[name] === 'true'}
        className="size-5"
      />
      {vehicleFieldLabels[name]}
    </label>
  )
}

/** The sale: a sale price between two of the dealer's days, apart from correcting the price. */
function SaleFields({ values, errors }: Omit<FieldProps, 'name'>) {
  const props = { values, errors }
  return (
    <fieldset className="grid gap-5 rounded border border-gray-300 p-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="px-1 font-semibold">Sale</legend>
      <div className="sm:col-span-3">
        <Checkbox name="onSale" values={values} />
        {errors.onSale && (
          <p className="mt-1 text-sm text-red-700" id="onSale-error">
            {errors.onSale}
          </p>
        )}
      </div>
      <TextInput name="salePrice" type="number" {...props} />
      <TextInput name="saleStarts" type="date" {...props} />
      <TextInput name="saleEnds" type="date" {...props} />
    </fieldset>
  )
}

/** One checkbox per promotion tag ("featured" is the pin on the cart's page). */
function TagFields({ values, errors }: Omit<FieldProps, 'name'>) {
  const ticked = values.tags.split(',')
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="font-semibold">{vehicleFieldLabels.tags}</legend>
      {storedTags.map((tag) => (
        <label key={tag} className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            name="tags"
            value={tag}
            defaultChecked={ticked.includes(tag)}
            className="size-5"
          />
          {promotionTagLabels[tag]}
        </label>
      ))}
      {errors.tags && <p className="text-sm text-red-700">{errors.tags}</p>}
    </fieldset>
  )
}

/**
 * Every field of the cart form, prefilled with `values`, each error beside
 * its field. The `key` of the caller's form should change with the values so
 * a re-render after a save shows them.
 */
export function VehicleFormFields({
  values,
  errors,
}: {
  values: VehicleFormValues
  errors: Errors
}) {
  const props = { values, errors }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="version" value={values.version} />
      <p className="text-sm text-gray-700 sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="sm:col-span-2">
        <TextInput name="name" {...props} />
      </div>
      <Select
        name="brand"
        options={[
          { value: 'Evolution', label: 'Evolution' },
          { value: 'Denago', label: 'Denago' },
        ]}
        {...props}
      />
      <TextInput name="category" {...props} />
      <TextInput name="year" type="number" {...props} />
      <Select
        name="seatingCapacity"
        options={['2', '4', '6', '8'].map((n) => ({ value: n, label: `${n} seats` }))}
        {...props}
      />
      <TextInput name="price" type="number" {...props} />
      <fieldset className="space-y-2 self-end">
        <legend className="sr-only">Price and stock</legend>
        <Checkbox name="priceOnRequest" values={values} />
        <Checkbox name="isNew" values={values} />
        <Checkbox name="inStock" values={values} />
      </fieldset>
      <SaleFields {...props} />
      <TagFields {...props} />
      <Select
        name="locationId"
        options={[
          { value: '', label: 'The main showroom' },
          ...showrooms.map((showroom) => ({ value: showroom.id, label: showroom.name })),
        ]}
        {...props}
      />
      <div className="sm:col-span-2">
        <TextArea name="description" rows={5} {...props} />
      </div>
      <TextArea name="features" {...props} />
      <TextArea name="otherSpecifications" {...props} />
      <TextInput name="topSpeed" {...props} />
      <TextInput name="range" {...props} />
      <TextInput name="batteryType" {...props} />
      <TextInput name="chargingTime" {...props} />
      <TextInput name="payload" {...props} />
      <TextInput name="color" {...props} />
      <div className="sm:col-span-2">
        <TextInput name="externalUrl" type="url" {...props} />
      </div>
    </div>
  )
}
