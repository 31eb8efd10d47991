import { Send } from 'lucide-react'
import { type SyntheticEvent, useEffect, useRef } from 'react'
import { useNavigation, useSubmit } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import {
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormValues,
  contactInterests,
} from '#app/lib/contact-schema.ts'
import { toast } from '#app/lib/toast-store.ts'

import { controlClass, FormField } from './form-field.tsx'
import { SpamTrapFields } from './spam-trap-fields.tsx'
import { useFieldChecks } from './use-field-checks.ts'

/** The answer of the /contact action to a rejected message. */
export type ContactFailure = { error: string; fields: ContactFieldErrors }

type ContactFormProps = {
  defaultValues: ContactFormValues
  /** the action's answer to the last rejected post, if any */
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
 * The contact form. It always posts to the contact route's action, so it
 * works the same with and without JavaScript. With JavaScript it first
 * checks the fields with the same schema the server uses, then submits
 * without a page load; the action's field messages land on the fields and
 * its error in a notification.
 */
export function ContactForm({
  defaultValues,
  failure,
  formStartedAt,
  sourcePage,
  vehicleId,
}: ContactFormProps) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const sending = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  const sentWithScript = useRef(false)
  const { errors, setErrors, touched, submitted, fieldProps, checkAll } = useFieldChecks()

  // An answer to a post this page sent: field messages on the fields, the error in a toast.
  useEffect(() => {
    if (!failure || !sentWithScript.current) return
    setErrors((current) => ({ ...current, ...failure.fields }))
    toast({ title: 'Error', description: failure.error, variant: 'destructive' })
  }, [failure, setErrors])

  const serverErrors = failure?.fields
  const firstServerError = Object.keys(serverErrors ?? {})[0]
  const errorFor = (name: ContactFieldName) =>
    errors[name] ?? (submitted || touched[name] ? undefined : serverErrors?.[name])

  function send(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!checkAll(form)) return
    sentWithScript.current = true
    // the whole form, hidden spam traps included, exactly as a native post sends it
    void submit(form, { method: 'post', action: sourcePage })
  }

  const input = (name: ContactFieldName) => ({
    ...fieldProps(name),
    defaultValue: defaultValues[name],
    // after a rejected no-JS post, start on the first field to fix
    autoFocus: name === firstServerError,
  })

  return (
    <form
      method="post"
      action={sourcePage}
      noValidate
      onSubmit={send}
      className="relative grid gap-5"
    >
      {serverErrors && firstServerError && !submitted && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          Your message was not sent yet. Please correct the fields marked below and send it again.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {textFields.map(({ name, label, type, autoComplete }) => (
          <FormField key={name} id={`contact-${name}`} label={label} error={errorFor(name)}>
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
      <FormField id="contact-interest" label="I'm interested in" error={errorFor('interest')}>
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
      <FormField id="contact-message" label="Message" error={errorFor('message')}>
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
      <Button
        type="submit"
        size="lg"
        disabled={sending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden="true" className="size-5" />
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
