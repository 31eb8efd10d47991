import { Send } from 'lucide-react'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/field-look.ts'
import { FormField } from '#app/kernel/components/ui/form-field.tsx'
import {
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormValues,
  contactInterests,
} from '#app/leads/contact-schema.ts'

import { sendLabel } from './send-message.ts'
import { SpamTrapFields } from './spam-trap-fields.tsx'

/** The answer of the /contact action to a rejected form post. */
export type ContactFailure = { error: string; fields: ContactFieldErrors }

export type ContactFormProps = {
  defaultValues: ContactFormValues
  /** the action's answer to the last rejected form post (without JavaScript), if any */
  failure?: ContactFailure
  formStartedAt: number
  /** the page (and query) the message is sent from; the form posts back to it */
  sourcePage: string
  vehicleId: string | null
}

const textFields = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const

/**
 * The contact form as the server renders it. Without JavaScript it posts to
 * the contact route's action, which renders it again with its messages. With
 * JavaScript, `enhanceContactForm` checks the fields with the same schema the
 * server uses and sends them as JSON to POST /api/contact without a page load.
 */
export function ContactForm({
  defaultValues,
  failure,
  formStartedAt,
  sourcePage,
  vehicleId,
}: ContactFormProps) {
  const serverErrors = failure?.fields
  const firstServerError = Object.keys(serverErrors ?? {})[0]

  const input = (name: ContactFieldName) => ({
    name,
    defaultValue: defaultValues[name],
    // after a rejected no-JS post, start on the first field to fix
    autoFocus: name === firstServerError,
  })

  return (
    <form
      method="post"
      action={sourcePage}
      noValidate
      data-contact-form
      className="relative grid gap-5"
    >
      {firstServerError && (
        <p
          role="alert"
          data-error-summary
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          Your message was not sent yet. Please correct the fields marked below and send it again.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {textFields.map(({ name, label, type, autoComplete }) => (
          <FormField key={name} id={`contact-${name}`} label={label} error={serverErrors?.[name]}>
            {(control) => (
              <input
                {...control}
                {...input(name)}
                type={type}
                autoComplete={autoComplete}
                className={controlClass(Boolean(control['aria-invalid']))}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField id="contact-interest" label="I'm interested in" error={serverErrors?.interest}>
        {(control) => (
          <select
            {...control}
            {...input('interest')}
            className={controlClass(Boolean(control['aria-invalid']))}
          >
            {contactInterests.map((interest) => (
              <option key={interest.value} value={interest.value}>
                {interest.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={serverErrors?.message}>
        {(control) => (
          <textarea
            {...control}
            {...input('message')}
            rows={6}
            placeholder="Tell us which cart you are looking at, what your cart needs, or when you would like to visit."
            className={controlClass(Boolean(control['aria-invalid']))}
          />
        )}
      </FormField>
      <SpamTrapFields formStartedAt={formStartedAt} />
      <input type="hidden" name="sourcePage" value={sourcePage} />
      {vehicleId && <input type="hidden" name="vehicleId" value={vehicleId} />}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" className="size-5" />
        {sendLabel.idle}
      </Button>
    </form>
  )
}
