import type { ReactNode } from 'react'

import { Button } from '#app/kernel/components/ui/button.tsx'

import { AdminField, type AdminFieldProps } from './admin-field'
import { AdminForm } from './admin-form'
import { ErrorSummary, LiveStatus } from './error-summary'

type OneFieldFormProps = Omit<AdminFieldProps, 'defaultValue'> & {
  /** the confirmation once the step is done */
  done?: ReactNode
  /** the value shown: what was sent when it was refused, else the current one */
  value?: string
  /** the button's words */
  button: string
  /** the action's `intent`, on a page with several forms that tell themselves apart by it */
  intent?: string
  className?: string
}

/**
 * A back-office form of one field and one button (a setting, a look-up): its
 * confirmation in a live region, its refusal summed up above it and beside
 * the field.
 */
export function OneFieldForm({
  done,
  value,
  button,
  intent,
  className = 'mt-4',
  ...field
}: OneFieldFormProps) {
  return (
    <>
      <LiveStatus message={done} />
      <ErrorSummary
        errors={field.error ? { [field.name]: field.error } : undefined}
        labels={{ [field.name]: field.label }}
      />
      <AdminForm className={`${className} space-y-5`}>
        <AdminField {...field} defaultValue={value} />
        <Button type="submit" {...(intent ? { name: 'intent', value: intent } : {})}>
          {button}
        </Button>
      </AdminForm>
    </>
  )
}
