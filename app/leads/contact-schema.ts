// zod's functional build: the browser loads only the checks used here (a few
// kB), and the server validates with the very same schema. A namespace import
// lets every bundler (esbuild too) keep only the functions called; the `z`
// export is an object holding all of zod, locales included.
import * as z from 'zod/mini'

import { freeText } from '#app/kernel/free-text.ts'

/** The contact form's interests, in the order the select shows them. */
export const contactInterests = [
  { value: 'sales', label: 'Sales Inquiry' },
  { value: 'service', label: 'Service Request' },
  { value: 'parts', label: 'Parts & Accessories' },
  { value: 'general', label: 'General Question' },
  { value: 'trade-in', label: 'Trade-in' },
] as const

export type ContactInterest = (typeof contactInterests)[number]['value']

const defaultInterest: ContactInterest = 'sales'

const interestValues = contactInterests.map((i) => i.value) as [
  ContactInterest,
  ...ContactInterest[],
]

/**
 * One schema for the contact form, used by the browser form, the JSON API and
 * the no-JavaScript form post alike, so they can never disagree.
 */
export const contactSchema = z.object({
  firstName: freeText(
    'First name is required',
    1,
    100,
    'First name must be at most 100 characters',
    'one line',
  ),
  lastName: freeText(
    'Last name is required',
    1,
    100,
    'Last name must be at most 100 characters',
    'one line',
  ),
  email: z.pipe(
    z
      .string({ error: 'Invalid email address' })
      .check(z.trim(), z.maxLength(254, { error: 'Invalid email address' })),
    z.email({ error: 'Invalid email address' }),
  ),
  phone: freeText(
    'Phone number is required',
    10,
    40,
    'Phone number must be at most 40 characters',
    'one line',
  ),
  interest: z._default(
    z.enum(interestValues, { error: 'Choose what your message is about' }),
    defaultInterest,
  ),
  message: freeText(
    'Message must be at least 10 characters',
    10,
    5000,
    'Message must be at most 5000 characters',
    'several lines',
  ),
})

export type ContactInput = z.output<typeof contactSchema>
export type ContactFormValues = z.input<typeof contactSchema>

export const contactDefaults: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  interest: defaultInterest,
  message: '',
}

export type ContactFieldName = keyof ContactFormValues

/** The visitor's fields, in the order the form shows them. */
export const contactFieldNames = Object.keys(contactDefaults) as ContactFieldName[]
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>

export type ContactValidation =
  { ok: true; data: ContactInput } | { ok: false; error: string; fields: ContactFieldErrors }

/** Validates unknown input into the first message plus one message per field. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const fields: ContactFieldErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ContactFieldName | undefined
    if (key && !fields[key]) fields[key] = issue.message
  }
  const first = result.error.issues[0]?.message ?? 'Invalid contact message'
  if (result.error.issues[0]?.path.length === 0) {
    return { ok: false, error: 'Expected a JSON object with the contact fields', fields }
  }
  return { ok: false, error: first, fields }
}

/**
 * Hidden fields the contact form sends besides the visitor's words: a
 * honeypot people never see (bots fill it) and the time the form was shown
 * (bots submit within a second). The server quarantines such messages.
 */
export const spamTrapFields = { honeypot: 'company', startedAt: 'formStartedAt' } as const

/** Shown when a message could not be sent and the server gave no reason of its own. */
export const submitFailedMessage = 'Failed to send message. Please try again.'

/**
 * What the visitor typed, as form values: each field as sent when it is text,
 * else its default. Shown again in the form after a rejected post.
 */
export function contactDraft(input: unknown): ContactFormValues {
  // anything but an object (an array, a string, null) typed nothing; written
  // without zod's catch, which would bring all of zod's helpers to the browser
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return contactDefaults
  const sent = input as Partial<Record<ContactFieldName, unknown>>
  // every text field starts empty (contactDefaults)
  const text = (name: ContactFieldName) => {
    const value = sent[name]
    return typeof value === 'string' ? value : ''
  }
  const interest = interestValues.find((value) => value === sent.interest) ?? defaultInterest
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    interest,
    message: text('message'),
  }
}

/**
 * Starting values of the form: the defaults, or, when the visitor came from
 * a vehicle page (?vehicle=…&interest=…), a message naming that cart (one
 * like it when it is sold).
 */
export function contactPrefill(options: {
  vehicleName?: string | null
  sold?: boolean
  interest?: string | null
  /** priced to a town: the cart's lot and the buyer's town, said in the message */
  delivery?: { lot: string; town: string } | null
}): ContactFormValues {
  const { vehicleName, sold, delivery } = options
  return {
    ...contactDraft({ interest: options.interest }),
    message: !vehicleName
      ? ''
      : sold
        ? `I'm looking for a cart like the ${vehicleName}, which has been sold.`
        : delivery
          ? `I'm interested in the ${vehicleName} at your ${delivery.lot}, delivered to ${delivery.town}.`
          : `I'm interested in the ${vehicleName}.`,
  }
}
