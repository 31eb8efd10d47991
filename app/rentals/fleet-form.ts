import { showrooms } from '#app/kernel/dealer/locations.ts'
import { type CartType, cartTypes } from '#app/rentals/content/rentals.ts'

/** What a rental cart is: its type, its name or number, and the showroom it lives at. */
export type CartFields = { name: string; cartType: CartType; homeLocationId: string }

export type CartFieldName = keyof CartFields

const longestName = 60

/** A cart's posted fields, checked; every problem named by its field. */
export function parseCartFields(
  get: (name: string) => string,
): { ok: true; data: CartFields } | { ok: false; fields: Partial<Record<CartFieldName, string>> } {
  const name = get('name').trim().replace(/\s+/g, ' ')
  const cartType = cartTypes.find((type) => type === get('cartType'))
  const home = showrooms.find((showroom) => showroom.id === get('homeLocationId'))
  const fields: Partial<Record<CartFieldName, string>> = {}
  if (name === '') fields.name = 'Enter a name or number, such as "6-seater no. 3".'
  else if (name.length > longestName) fields.name = `A name is at most ${longestName} characters.`
  if (!cartType) fields.cartType = 'Choose the cart type.'
  if (!home) fields.homeLocationId = 'Choose the home showroom.'
  if (!cartType || !home || Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, data: { name, cartType, homeLocationId: home.id } }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written "YYYY-MM-DD" (what a date input sends). */
export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A maintenance block's reason is required and at most this long. */
export const maintenanceReasonMax = 200

export type MaintenanceFieldName = 'from' | 'to' | 'reason'

/** A maintenance block: first and last day out of service, both inclusive, and why. */
export function parseMaintenance(
  get: (name: string) => string,
  today: string,
):
  | { ok: true; from: string; to: string; reason: string }
  | { ok: false; fields: Partial<Record<MaintenanceFieldName, string>> } {
  const from = get('from')
  const to = get('to')
  const reason = get('reason').trim().replace(/\s+/g, ' ')
  const fields: Partial<Record<MaintenanceFieldName, string>> = {}
  if (!isCalendarDay(from)) fields.from = 'Enter the first day out of service.'
  if (!isCalendarDay(to)) fields.to = 'Enter the last day out of service.'
  else if (isCalendarDay(from) && to < from) fields.to = 'The last day cannot be before the first.'
  if (!fields.from && from < today) fields.from = 'The first day cannot be in the past.'
  if (reason === '') fields.reason = 'Say why the cart is out, such as "new batteries".'
  else if (reason.length > maintenanceReasonMax)
    fields.reason = `A reason is at most ${maintenanceReasonMax} characters.`
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, from, to, reason }
}
