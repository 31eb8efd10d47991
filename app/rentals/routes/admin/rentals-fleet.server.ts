import { data } from 'react-router'

import { notFound } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { shortDayYearText } from '#app/kernel/dealer-clock.ts'
import { countOf } from '#app/kernel/plural.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import {
  addCart,
  changeCart,
  type FleetChange,
  retireCart,
  updateCart,
} from '#app/rentals/.server/fleet.ts'
import { addMaintenance, removeMaintenance } from '#app/rentals/.server/maintenance.ts'
import { parseCartFields, parseMaintenance } from '#app/rentals/fleet-form.ts'

/*
 * The fleet page's intents, one function each: what the form says, checked,
 * handed to the fleet module, and its outcome as the page shows it.
 */

const fleetPath = '/admin/rentals/fleet'

export type FleetResult = {
  /** the form the answer belongs to: 'add', or the id of the cart changed */
  form: string
  fields?: Record<string, string>
  /** the add form's input, shown again with its errors */
  values?: { name: string; cartType: string; homeLocationId: string }
  error?: string
}

/** Who changes the fleet. */
export type FleetAction = { db: DB; actor: Actor }

const field = (form: FormData) => (name: string) => formText(form, name)

/** Back to the fleet, the cart selected and the intent's message shown. */
const done = (intent: string, id: string) =>
  adminRedirect(`${fleetPath}?saved=${intent}&cart=${id}`)

/** The answer to a refused change: what stands in the way, and the status that says so. */
function refusal(form: string, change: Exclude<FleetChange, { ok: true }>, name: string) {
  if (change.reason === 'not-found') throw notFound('There is no such rental cart.')
  if (change.reason === 'name-taken') {
    return data<FleetResult>(
      { form, fields: { name: `Another cart is already called "${name}".` } },
      { status: 400 },
    )
  }
  if (change.reason === 'retired') {
    return data<FleetResult>({ form, error: 'This cart is retired.' }, { status: 400 })
  }
  if (change.reason === 'stale') {
    return data<FleetResult>({ form, error: changedMeanwhileMessage }, { status: 409 })
  }
  const list = change.reservations
    .map((r) => `${r.renter}, ${shortDayYearText(r.firstDay)} to ${shortDayYearText(r.lastDay)}`)
    .join('; ')
  const them = change.reservations.length > 1 ? 'them' : 'it'
  return data<FleetResult>(
    {
      form,
      error: `Refused: the cart has ${countOf(change.reservations.length, 'active reservation')} then (${list}). Move or cancel ${them} first.`,
    },
    { status: 409 },
  )
}

/** The cart's version the form showed; a form without one was not sent by this page. */
function versionOf(form: FormData): number {
  const version = Number(formText(form, 'version'))
  if (!Number.isInteger(version)) throw data('The form has no version.', { status: 400 })
  return version
}

export async function add({ db, actor }: FleetAction, form: FormData) {
  const get = field(form)
  const parsed = parseCartFields(get)
  const values = {
    name: get('name'),
    cartType: get('cartType'),
    homeLocationId: get('homeLocationId'),
  }
  if (!parsed.ok) {
    return data<FleetResult>({ form: 'add', fields: parsed.fields, values }, { status: 400 })
  }
  const added = await addCart(db, parsed.data, actor)
  if (!added.ok) return refusal('add', added, parsed.data.name)
  return done('add', added.id)
}

// maintenance blocks stand beside the cart's row: adding or removing one needs no version

export async function maintenance({ db, actor }: FleetAction, form: FormData) {
  const id = formText(form, 'cartId')
  const block = parseMaintenance(field(form), calendarDay(new Date(), business.timeZone))
  if (!block.ok) return data<FleetResult>({ form: id, fields: block.fields }, { status: 400 })
  const added = await addMaintenance(
    db,
    { cartId: id, firstDay: block.from, lastDay: block.to, reason: block.reason },
    actor,
  )
  if (!added.ok) return refusal(id, added, '')
  return done('maintenance', id)
}

export async function maintenanceRemove({ db, actor }: FleetAction, form: FormData) {
  const removed = await removeMaintenance(db, formText(form, 'blockId'), actor)
  if (!removed.ok) {
    return data<FleetResult>(
      { form: formText(form, 'cartId'), error: 'That maintenance was already removed.' },
      { status: 409 },
    )
  }
  return done('maintenance-remove', removed.cartId)
}

export async function update({ db, actor }: FleetAction, form: FormData) {
  const id = formText(form, 'cartId')
  const version = versionOf(form)
  const parsed = parseCartFields(field(form))
  if (!parsed.ok) return data<FleetResult>({ form: id, fields: parsed.fields }, { status: 400 })
  const change = await changeCart(db, id, version, updateCart(parsed.data), actor)
  return change.ok ? done('update', change.id) : refusal(id, change, parsed.data.name)
}

export async function retire({ db, actor }: FleetAction, form: FormData) {
  const id = formText(form, 'cartId')
  const change = await changeCart(db, id, versionOf(form), retireCart, actor)
  return change.ok ? done('retire', change.id) : refusal(id, change, '')
}

/** An intent none of the page's forms sends (nor a form without a version). */
export function unknownIntent(form: FormData): never {
  versionOf(form)
  throw data('Unknown action.', { status: 400 })
}
