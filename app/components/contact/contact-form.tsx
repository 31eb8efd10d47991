import { Send } from 'lucide-react'
import { type SyntheticEvent, useEffect, useState } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import {
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormValues,
  contactInterests,
} from '#app/lib/contact-schema.ts'
import { toast } from '#app/lib/toast-store.ts'

import { controlClass, FormField } from './form-field.tsx'
import { sendMessage } from './send-message.ts'
import { SpamTrapFields } from './spam-trap-fields.tsx'
import { useFieldChecks } from './use-field-checks.ts'

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
 * The contact form. Without JavaScript it posts to the contact route's
 * action. With JavaScript it first checks the fields with the same schema
 * the server uses, then sends the same fields as JSON to POST /api/contact
 * without a page load; the server's field messages land on the fields and
 * its error in a notification.
 */
export function ContactForm({
  defaultValues,
  failure,
  formStartedAt,
  sourcePage,
  vehicleId,
}: ContactFormProps) {
  const [sending, setSending] = useState(false)
  const { errors, setErrors, touched, submitted, fieldProps, checkAll } = useFieldChecks()

  // Back from the thank-you page, a page the browser kept whole is no longer sending.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  const serverErrors = failure?.fields
  const firstServerError = Object.keys(serverErrors ?? {})[0]
  const errorFor = (name: ContactFieldName) =>
    errors[name] ?? (submitted || touched[name] ? undefined : serverErrors?.[name])

  async function send(form: HTMLFormElement) {
    setSending(true)
    // the whole form, hidden spam traps included, exactly as a native post sends it
    const result = await sendMessage(Object.fromEntries(new FormData(form)))
    if (result.ok) {
      form.reset()
      window.location.assign('/thank-you')
      return
    }
    setSending(false)
    setErrors((current) => ({ ...current, ...result.fields }))
    toast({ title: 'Error', description: result.error, variant: 'destructive' })
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (sending || !checkAll(form)) return
    void send(form)
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
      onSubmit={onSubmit}
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
