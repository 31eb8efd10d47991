// How a calculator field says it is wrong: shared by the server's markup
// (EcoFields) and the calculator in the browser, which shows and clears the
// messages without React.

const controlClass =
  'mt-1.5 block h-12 w-full rounded-lg border bg-white px-3 text-base text-gray-900 focus-visible:border-brand-700'

export const fieldErrorClass = 'mt-1.5 text-sm font-medium text-red-700'

export const fieldErrorId = (controlId: string) => `${controlId}-error`
export const fieldHintId = (controlId: string) => `${controlId}-hint`

/** What a control says about its state: invalid or not, and where its hint and error are. */
export function controlState(id: string, error: string | undefined, hasHint: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hasHint ? fieldHintId(id) : undefined, error ? fieldErrorId(id) : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
    className: `${controlClass} ${error ? 'border-red-700' : 'border-gray-400'}`,
  }
}

/** Shows a field's message below its control and hint, or takes it away. */
export function showFieldError(control: HTMLElement, message: string | undefined) {
  const hasHint = control.ownerDocument.getElementById(fieldHintId(control.id)) !== null
  const state = controlState(control.id, message, hasHint)
  control.className = state.className
  for (const name of ['aria-invalid', 'aria-describedby'] as const) {
    const value = state[name]
    if (value === undefined) control.removeAttribute(name)
    else control.setAttribute(name, String(value))
  }
  const id = fieldErrorId(control.id)
  let note = control.ownerDocument.getElementById(id)
  if (!message) {
    note?.remove()
    return
  }
  if (!note) {
    note = control.ownerDocument.createElement('p')
    note.id = id
    note.className = fieldErrorClass
    control.parentElement?.append(note)
  }
  note.textContent = message
}
