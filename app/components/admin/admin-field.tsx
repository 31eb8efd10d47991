import { controlClass, FormField } from '#app/components/contact/form-field.tsx'

type AdminFieldProps = {
  name: string
  label: string
  type?: 'text' | 'email' | 'password'
  error?: string
  hint?: string
  autoComplete?: string
  defaultValue?: string
  required?: boolean
  inputMode?: 'numeric' | 'text' | 'email'
}

/** A labelled input of a back-office form, its error beside it. */
export function AdminField({
  name,
  label,
  type = 'text',
  error,
  hint,
  autoComplete,
  defaultValue,
  required = true,
  inputMode,
}: AdminFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined
  return (
    <FormField id={name} label={label} error={error}>
      {(control) => (
        <>
          {hint && (
            <p id={hintId} className="mb-1.5 text-sm text-gray-700">
              {hint}
            </p>
          )}
          <input
            {...control}
            aria-describedby={
              [hintId, control['aria-describedby']].filter(Boolean).join(' ') || undefined
            }
            name={name}
            type={type}
            autoComplete={autoComplete}
            defaultValue={defaultValue}
            required={required}
            inputMode={inputMode}
            className={controlClass(Boolean(error))}
          />
        </>
      )}
    </FormField>
  )
}
