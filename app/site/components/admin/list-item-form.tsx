import type { ReactNode } from 'react'

import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { useFormCheck } from '#app/kernel/components/admin/use-form-check.ts'
import { Button } from '#app/kernel/components/ui/button.tsx'

type Problems = Record<string, string>
type Check = (read: (name: string) => string) => { ok: true } | { ok: false; problems: Problems }

/** A field of an item's form: its id on the page and its problem. */
export type FieldOf = (name: string) => { id: string; error: string | undefined }

/**
 * The form of one item of an ordered list (`id` empty: a new one), checked
 * in the browser by the action's parser; its fields' ids carry the item's
 * prefix, since the page has a form per item.
 */
export function ListItemForm({
  intent,
  id,
  prefix,
  label,
  labels,
  check,
  problems,
  submit,
  children,
}: {
  intent: string
  id: string
  prefix: string
  label: string
  labels: Record<string, string>
  check: Check
  problems?: Problems
  submit: string
  children: (field: FieldOf) => ReactNode
}) {
  const checked = useFormCheck(check, problems)
  const ids = (byName: Record<string, string> | undefined) =>
    byName &&
    Object.fromEntries(Object.entries(byName).map(([name, text]) => [`${prefix}-${name}`, text]))
  const errors = ids(checked.problems)
  return (
    <AdminForm noValidate onSubmit={checked.onSubmit} className="mt-4 space-y-4" aria-label={label}>
      <ErrorSummary errors={errors} labels={ids(labels) ?? {}} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children((name) => ({ id: `${prefix}-${name}`, error: errors?.[`${prefix}-${name}`] }))}
      <Button type="submit">{submit}</Button>
    </AdminForm>
  )
}

/** A one-line text field of an item's form. */
export function TextField({
  field,
  name,
  label,
  value,
  maxLength,
  required,
  hint,
}: {
  field: FieldOf
  name: string
  label: string
  value: string
  maxLength?: number
  required?: boolean
  hint?: string
}) {
  const { id, error } = field(name)
  return (
    <HintedField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          required={required}
          maxLength={maxLength}
          inputMode={name === 'amount' ? 'numeric' : undefined}
          defaultValue={value}
        />
      )}
    </HintedField>
  )
}
