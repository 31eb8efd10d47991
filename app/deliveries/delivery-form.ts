/** The delivery fields of any business's form, as the window picker and the access fields send them. */
export type DeliveryChoice = {
  window: string
  accessConfirmed: boolean
  leaveAt: string
  whiteGlove: boolean
}

const text = (form: Record<string, unknown>, name: string) => {
  const value = form[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** Reads the picker's and the access fields' values from a posted form (unchecked boxes are absent). */
export function deliveryChoiceOf(form: Record<string, unknown>): DeliveryChoice {
  return {
    window: text(form, 'deliveryWindow'),
    accessConfirmed: text(form, 'accessConfirmed') === 'yes',
    leaveAt: text(form, 'leaveAt').slice(0, 200),
    whiteGlove: text(form, 'whiteGlove') === 'yes',
  }
}
