// How a contact field looks, valid or not: shared by the server's markup
// (FormField) and the form's checks in the browser, which add and remove the
// messages without React.

/** The id of a field's message, which its control points to with aria-describedby. */
export function fieldErrorId(controlId: string) {
  return `${controlId}-error`
}

export const fieldErrorClass = 'mt-1.5 text-sm font-medium text-red-700'

export function controlClass(invalid: boolean) {
  return [
    'block w-full scroll-mt-28 rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm',
    'placeholder:text-gray-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none',
    invalid ? 'border-red-700' : 'border-gray-400',
  ].join(' ')
}

/**
 * Shows a field's message (a live alert, so screen readers announce it, that
 * the control points to) or, without one, takes it away. A checkbox keeps
 * its look and has its message after its row (`after`).
 */
export function showFieldError(
  control: HTMLElement,
  message: string | undefined,
  after: Element = control,
) {
  const id = fieldErrorId(control.id)
  let note = control.ownerDocument.getElementById(id)
  if (after === control) control.className = controlClass(Boolean(message))
  if (!message) {
    note?.remove()
    control.removeAttribute('aria-invalid')
    control.removeAttribute('aria-describedby')
    return
  }
  if (!note) {
    note = control.ownerDocument.createElement('p')
    note.id = id
    note.setAttribute('role', 'alert')
    note.className = fieldErrorClass
    after.after(note)
  }
  note.textContent = message
  control.setAttribute('aria-invalid', 'true')
  control.setAttribute('aria-describedby', id)
}
