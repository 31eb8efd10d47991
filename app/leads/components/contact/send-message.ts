import {
  type ContactFieldErrors,
  contactFieldNames,
  submitFailedMessage,
} from '#app/leads/contact-schema.ts'

/** The send button's words, before and while the message is on its way. */
export const sendLabel = { idle: 'Send Message', sending: 'Sending...' }

/** How a message sent to POST /api/contact fared. */
export type SendResult = { ok: true } | { ok: false; error: string; fields: ContactFieldErrors }

const failed: SendResult = { ok: false, error: submitFailedMessage, fields: {} }

/** The API's message for each field it names, ignoring anything else. */
function fieldMessages(value: unknown): ContactFieldErrors {
  const fields: ContactFieldErrors = {}
  if (!value || typeof value !== 'object') return fields
  for (const name of contactFieldNames) {
    const message = (value as Record<string, unknown>)[name]
    if (typeof message === 'string' && message !== '') fields[name] = message
  }
  return fields
}

/**
 * Sends the form's fields, as a native post would send them, to the public
 * JSON API. A refusal (4xx) or a server error (5xx) whose JSON carries an
 * `error` comes back with the server's own words and field messages: the
 * server knows best what went wrong (a service down for maintenance, a limit
 * reached). An answer without words (an empty or non-JSON body, say from a
 * proxy) or a network failure comes back with the generic message.
 */
export async function sendMessage(fields: Record<string, FormDataEntryValue>): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fields),
    })
  } catch {
    return failed
  }
  if (response.status === 201) return { ok: true }
  if (response.status < 400) return failed
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return failed
  }
  const { error, fields: messages } = (body ?? {}) as { error?: unknown; fields?: unknown }
  if (typeof error !== 'string' || error.trim() === '') return failed
  return { ok: false, error, fields: fieldMessages(messages) }
}
