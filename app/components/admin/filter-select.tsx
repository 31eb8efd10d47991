import { controlClass } from '#app/components/contact/form-field.tsx'

type Option = string | { value: string; label: string }

type FilterSelectProps = {
  /** the query parameter, also the control's id */
  name: string
  label: string
  defaultValue: string
  /** the first choice, which filters nothing */
  anyLabel: string
  options: readonly Option[]
}

/** One field of a back-office filter form (a GET form, so the URL holds the filter). */
export function FilterSelect({ name, label, defaultValue, anyLabel, options }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={name} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={defaultValue} className={controlClass(false)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {label}
            </option>
          )
        })}
      </select>
    </div>
  )
}
