// The contact form in the browser, without React: it wires the markup
// ContactForm rendered on the server. The form's controls hold what the
// visitor typed, whenever they typed it (before this ran too), and are read
// when they are checked or sent.
import { showFieldError } from '#app/kernel/components/ui/field-look.ts'
import { notify } from '#app/kernel/components/ui/notifications.ts'
import {
  type ContactFieldErrors,
  type ContactFieldName,
  contactFieldNames,
  validateContact,
} from '#app/leads/contact-schema.ts'

import { sendLabel, sendMessage } from './send-message.ts'

/** The visitor's words as the form holds them, hidden spam traps included, as a native post sends them. */
function formValues(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form))
}

/** The send button's words are its last text, after the icon. */
function showSending(button: HTMLButtonElement, sending: boolean) {
  button.disabled = sending
  const label = [...button.childNodes].findLast((node) => node.nodeType === Node.TEXT_NODE)
  if (label) label.textContent = sending ? sendLabel.sending : sendLabel.idle
}

/**
 * Checks the fields with the server's schema: a field when it loses focus,
 * then again on every change; all of them on submit, which stops when one is
 * wrong and focuses the first to fix. A valid form is sent as JSON to POST
 * /api/contact and, once received, the visitor goes to the thank-you page;
 * the server's field messages land on the fields and its error in a
 * notification. Messages the server rendered after a rejected post without
 * JavaScript stay until their field is checked here.
 */
export function enhanceContactForm(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>('form[data-contact-form]')
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!form || !button) throw new Error('contact form: no form or send button')
  const touched = new Set<ContactFieldName>()
  let submitted = false
  let sending = false

  const controls = contactFieldNames.flatMap((name) => {
    const control = form.elements.namedItem(name)
    return control instanceof HTMLElement ? [{ name, control }] : []
  })
  const show = (messages: ContactFieldErrors, names: readonly ContactFieldName[]) => {
    for (const { name, control } of controls) {
      if (names.includes(name)) showFieldError(control, messages[name])
    }
  }
  const check = (name: ContactFieldName) => {
    const result = validateContact(formValues(form))
    show(result.ok ? {} : result.fields, [name])
  }

  for (const { name, control } of controls) {
    control.addEventListener('blur', () => {
      touched.add(name)
      check(name)
    })
    // React's onChange fired on every keystroke and choice: `input` here
    control.addEventListener('input', () => {
      if (touched.has(name) || submitted) check(name)
    })
  }

  /** True when every field is right; otherwise shows the messages and focuses the first. */
  const checkAll = () => {
    submitted = true
    form.querySelector('[data-error-summary]')?.remove()
    const result = validateContact(formValues(form))
    const messages = result.ok ? {} : result.fields
    show(messages, contactFieldNames)
    const first = controls.find(({ name }) => messages[name])
    first?.control.focus()
    return result.ok
  }

  const send = async () => {
    sending = true
    showSending(button, true)
    const result = await sendMessage(formValues(form))
    if (result.ok) {
      form.reset()
      window.location.assign('/thank-you')
      return
    }
    sending = false
    showSending(button, false)
    show(result.fields, Object.keys(result.fields) as ContactFieldName[])
    notify({ title: 'Error', description: result.error, variant: 'destructive' })
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (sending || !checkAll()) return
    void send()
  })

  // Back from the thank-you page, a page the browser kept whole is no longer sending.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    sending = false
    showSending(button, false)
  })
}
