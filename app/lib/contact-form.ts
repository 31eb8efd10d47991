import {
  contactDefaults,
  contactInterests,
  type ContactFormValues,
  type ContactInterest,
  spamTrapFields,
} from './contact-schema.ts'

/** Shown when a submission fails and the server gave no reason of its own. */
export const submitFailedMessage = 'Failed to send message. Please try again.'

export const contactFieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'interest',
  'message',
] as const

export type ContactFieldName = (typeof contactFieldNames)[number]

export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>

/**
 * What reaches submitContact from either path (JSON from the script, or the
 * plain form post): the visitor's fields, the spam traps and where the
 * message came from. Both paths build exactly this shape.
 */
export type ContactPayload = Partial<Record<ContactFieldName, string>> & {
  [spamTrapFields.honeypot]: string
  [spamTrapFields.startedAt]: number | null
  sourcePage: string | null
  vehicleId: string | null
}

export function isContactInterest(value: unknown): value is ContactInterest {
  return contactInterests.some((i) => i.value === value)
}

function optionalText(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Epoch milliseconds from a form or JSON field; anything else is null. */
export function parseStartedAt(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}

/** A vehicle id as the API accepts it: trimmed, at most 120 characters, empty is none. */
export function cleanVehicleId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const id = value.trim().slice(0, 120)
  return id === '' ? null : id
}

/**
 * Reads a native (no-JavaScript) form post. A field that is missing stays
 * undefined, so the schema reports it with its own message.
 */
export function readContactForm(form: FormData): ContactPayload {
  const payload: ContactPayload = {
    [spamTrapFields.honeypot]: optionalText(form.get(spamTrapFields.honeypot)) ?? '',
    [spamTrapFields.startedAt]: parseStartedAt(form.get(spamTrapFields.startedAt)),
    sourcePage: optionalText(form.get('sourcePage')) || null,
    vehicleId: cleanVehicleId(form.get('vehicleId')),
  }
  for (const name of contactFieldNames) {
    const value = optionalText(form.get(name))
    if (value !== undefined) payload[name] = value
  }
  return payload
}

/** The values to show again in the form after a rejected post: what the visitor typed. */
export function formValuesOf(payload: ContactPayload): ContactFormValues {
  return {
    firstName: payload.firstName ?? '',
    lastName: payload.lastName ?? '',
    email: payload.email ?? '',
    phone: payload.phone ?? '',
    interest: isContactInterest(payload.interest) ? payload.interest : contactDefaults.interest,
    message: payload.message ?? '',
  }
}

/**
 * Starting values of the form: the defaults, or, when the visitor came from
 * a vehicle page (?vehicle=…&interest=…), a message naming that cart.
 */
export function contactPrefill(options: {
  vehicleName?: string | null
  interest?: string | null
}): ContactFormValues {
  return {
    ...contactDefaults,
    interest: isContactInterest(options.interest) ? options.interest : contactDefaults.interest,
    message: options.vehicleName ? `I'm interested in the ${options.vehicleName}.` : '',
  }
}

export type SubmitFailure = { error: string; fields: ContactFieldErrors }

/**
 * What went wrong with a non-OK answer from POST /api/contact: the server's
 * `error` text when it sent JSON with one, else the generic message.
 */
export async function readSubmitFailure(response: Response): Promise<SubmitFailure> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return { error: submitFailedMessage, fields: {} }
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const error =
    typeof record.error === 'string' && record.error.trim() !== ''
      ? record.error
      : submitFailedMessage
  const fields: ContactFieldErrors = {}
  const rawFields = record.fields
  if (rawFields && typeof rawFields === 'object') {
    for (const name of contactFieldNames) {
      const message = (rawFields as Record<string, unknown>)[name]
      if (typeof message === 'string') fields[name] = message
    }
  }
  return { error, fields }
}
