import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import type { BaseSyntheticEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import {
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactPayload,
  readSubmitFailure,
  type SubmitFailure,
  submitFailedMessage,
} from '#app/lib/contact-form.ts'
import {
  type ContactFormValues,
  type ContactInput,
  contactInterests,
  contactSchema,
  spamTrapFields,
} from '#app/lib/contact-schema.ts'
import { toast } from '#app/lib/toast-store.ts'
import { controlClass, FormField } from './form-field.tsx'
import { SpamTrapFields } from './spam-trap-fields.tsx'

type ContactFormProps = {
  defaultValues: ContactFormValues
  /** messages from a rejected no-JavaScript post, shown until the visitor edits or resends */
  serverErrors?: ContactFieldErrors
  formStartedAt: number
  /** the page (and query) the message was sent from */
  sourcePage: string
  vehicleId: string | null
}

/**
 * The contact form. With JavaScript it validates in the browser and posts
 * JSON to /api/contact; without it, the same form posts natively to the
 * /contact action, which runs the same server code.
 */
export function ContactForm({
  defaultValues,
  serverErrors,
  formStartedAt,
  sourcePage,
  vehicleId,
}: ContactFormProps) {
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues,
    mode: 'onTouched',
  })

  const firstServerError = Object.keys(serverErrors ?? {})[0]
  const errorFor = (name: ContactFieldName) =>
    errors[name]?.message ?? (isSubmitted || touchedFields[name] ? undefined : serverErrors?.[name])
  // After a rejected no-JS post, start on the first field to fix (the HTML autofocus attribute).
  const focusFirst = (name: ContactFieldName) => name === firstServerError

  async function send(values: ContactInput, event?: BaseSyntheticEvent) {
    // the honeypot is not part of the schema: read it from the submitted form itself
    const form = event?.target instanceof HTMLFormElement ? event.target : undefined
    const trap = form ? new FormData(form).get(spamTrapFields.honeypot) : null
    const body: ContactPayload = {
      ...values,
      [spamTrapFields.honeypot]: typeof trap === 'string' ? trap : '',
      formStartedAt,
      sourcePage,
      vehicleId,
    }
    let failure: SubmitFailure
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) {
        reset()
        await navigate('/thank-you')
        return
      }
      failure = await readSubmitFailure(response)
    } catch {
      failure = { error: submitFailedMessage, fields: {} }
    }
    for (const [name, message] of Object.entries(failure.fields)) {
      setError(name as ContactFieldName, { message }, { shouldFocus: false })
    }
    toast({ title: 'Error', description: failure.error, variant: 'destructive' })
  }

  const input = (name: ContactFieldName) => ({
    ...register(name),
    defaultValue: defaultValues[name],
    autoFocus: focusFirst(name),
  })

  return (
    <form
      method="post"
      action="/contact"
      noValidate
      onSubmit={handleSubmit(send)}
      className="relative grid gap-5"
    >
      {serverErrors && firstServerError && !isSubmitted && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          Your message was not sent yet. Please correct the fields marked below and send it again.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-firstName" label="First Name" error={errorFor('firstName')}>
          {(control) => (
            <input
              {...control}
              {...input('firstName')}
              type="text"
              autoComplete="given-name"
              className={controlClass(Boolean(control['aria-invalid']))}
            />
          )}
        </FormField>
        <FormField id="contact-lastName" label="Last Name" error={errorFor('lastName')}>
          {(control) => (
            <input
              {...control}
              {...input('lastName')}
              type="text"
              autoComplete="family-name"
              className={controlClass(Boolean(control['aria-invalid']))}
            />
          )}
        </FormField>
        <FormField id="contact-email" label="Email" error={errorFor('email')}>
          {(control) => (
            <input
              {...control}
              {...input('email')}
              type="email"
              autoComplete="email"
              className={controlClass(Boolean(control['aria-invalid']))}
            />
          )}
        </FormField>
        <FormField id="contact-phone" label="Phone" error={errorFor('phone')}>
          {(control) => (
            <input
              {...control}
              {...input('phone')}
              type="tel"
              autoComplete="tel"
              className={controlClass(Boolean(control['aria-invalid']))}
            />
          )}
        </FormField>
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
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden="true" className="size-5" />
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
