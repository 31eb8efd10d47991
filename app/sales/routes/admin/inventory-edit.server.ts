import { type AppLoadContext, data } from 'react-router'

import { notFound } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { saleWindows } from '#app/sales/.server/cart-holds/hold-delivery.ts'
import { applyHold, extendHold, refundHold } from '#app/sales/.server/cart-holds/hold-staff.ts'
import { movePhoto, removePhoto, saveAltText } from '#app/sales/.server/inventory/photo-changes.ts'
import { type PublishWarning, publishWarning } from '#app/sales/.server/inventory/publish-check.ts'
import {
  changeVehicleStatus,
  copyVehicle,
  featureVehicle,
  saveVehicle,
} from '#app/sales/.server/inventory/vehicle-changes.ts'
import { bookSoldCartDelivery } from '#app/sales/.server/sold-cart-delivery.ts'
import { checkHoldBuyer, type HoldBuyerField, holdBuyerFields } from '#app/sales/cart-hold.ts'
import { extendDaysMessage, extendDaysSchema } from '#app/sales/cart-hold-settings.ts'
import {
  checkHoldDelivery,
  type DeliveryFormState,
  holdDeliveryValues,
  type HoldFormErrors,
  type HoldFormValues,
  refusedField,
} from '#app/sales/hold-delivery.ts'
import { type ConflictField, conflictForm } from '#app/sales/vehicle-conflict.ts'
import { validateVehicleForm, type VehicleFormField } from '#app/sales/vehicle-form.ts'
import {
  postedFormValues,
  type VehicleFormValues,
  vehicleFormValues,
} from '#app/sales/vehicle-form-values.ts'
import { vehicleStatusOf } from '#app/sales/vehicle-status.ts'

/*
 * The cart page's intents, one function each: what the form says, checked,
 * handed to the inventory module, and its outcome as the page shows it.
 */

export type InventoryEditResult = {
  values?: VehicleFormValues
  fields?: Partial<Record<VehicleFormField, string>>
  differences?: ConflictField[]
  error?: string
  message?: string
  publishWarning?: PublishWarning
  /** staff's delivery form for a sold cart, posted back */
  delivery?: DeliveryFormState
}

/** Who acts on which cart. */
export type CartAction = { context: AppLoadContext; id: string; actor: Actor }

export const missingCart = 'There is no such cart.'

const here = (id: string, saved: string) => adminRedirect(`/admin/inventory/${id}?saved=${saved}`)

export async function save({ context, id, actor }: CartAction, form: FormData) {
  const values = postedFormValues(form)
  const checked = validateVehicleForm(values)
  if (!checked.ok) {
    return data<InventoryEditResult>({ values, fields: checked.fields }, { status: 400 })
  }
  const result = await saveVehicle(context.db, id, checked.data, actor)
  if (result.ok) return here(id, 'saved')
  if (result.reason === 'not-found') throw notFound(missingCart)
  // never overwrite a newer save: show both, and let the next save be deliberate
  const conflict = conflictForm(values, vehicleFormValues(result.current))
  return data<InventoryEditResult>(conflict, { status: 409 })
}

export async function changeStatus({ context, id, actor }: CartAction, form: FormData) {
  const to = vehicleStatusOf(formText(form, 'status'))
  const expected = vehicleStatusOf(formText(form, 'expected'))
  if (!to || !expected) {
    return data<InventoryEditResult>({ error: 'Unknown status.' }, { status: 400 })
  }
  const confirmed = formText(form, 'withoutPhotos') === '1'
  const warning = await publishWarning(context.db, id, { to, expected, confirmed })
  // a question, not a refusal: answered 200 so the page shows it like any message
  if (warning) return data<InventoryEditResult>({ publishWarning: warning })
  const result = await changeVehicleStatus(context.db, id, { to, expected }, actor)
  if (result.ok) return here(id, 'status')
  if (result.reason === 'not-found') throw notFound(missingCart)
  // the page reloads with the status as it is now: the choice is made again, knowingly
  return data<InventoryEditResult>({ error: changedMeanwhileMessage }, { status: 409 })
}

export async function feature({ context, id, actor }: CartAction, form: FormData) {
  const featured = formText(form, 'featured') === '1'
  if (!(await featureVehicle(context.db, id, featured, actor))) throw notFound(missingCart)
  return data<InventoryEditResult>({
    message: featured
      ? 'Featured: on the home page and first in the inventory.'
      : 'No longer featured.',
  })
}

export async function duplicate({ context, id, actor }: CartAction) {
  const copy = await copyVehicle(context.db, id, actor)
  if (!copy) throw notFound(missingCart)
  return here(copy.id, 'duplicated')
}

export async function photoMove({ context, id, actor }: CartAction, form: FormData) {
  const to = Number(formText(form, 'to'))
  const moved = await movePhoto(context.db, id, formText(form, 'photoId'), to, actor)
  return data<InventoryEditResult>(
    moved
      ? { message: to === 0 ? 'That photo is now the cover.' : 'Photo moved.' }
      : { error: 'That photo cannot move there.' },
  )
}

export async function photoAlt({ context, id, actor }: CartAction, form: FormData) {
  const alt = formText(form, 'alt').slice(0, 300)
  const saved = await saveAltText(context.db, id, formText(form, 'photoId'), alt, actor)
  return data<InventoryEditResult>(
    saved ? { message: 'Alt text saved.' } : { error: 'No such photo.' },
  )
}

export async function photoDelete({ context, id, actor }: CartAction, form: FormData) {
  if (!context.photoPipeline) throw new Error('the photo pipeline is not running')
  const photoId = formText(form, 'photoId')
  const removed = await removePhoto(context.db, context.photoPipeline, id, photoId, actor)
  return data<InventoryEditResult>(
    removed ? { message: 'Photo deleted.' } : { error: 'No such photo.' },
  )
}

export const unknownIntent = () =>
  data<InventoryEditResult>({ error: 'Unknown action.' }, { status: 400 })

/** A hold's action that found it no longer active (a colleague, the lapse job): nothing changed. */
const holdGone = 'This hold has ended meanwhile: nothing was changed.'

export async function holdExtend({ context, id, actor }: CartAction, form: FormData) {
  const parsed = extendDaysSchema.safeParse({ days: formText(form, 'days') })
  if (!parsed.success) {
    return data<InventoryEditResult>({ error: extendDaysMessage }, { status: 400 })
  }
  const target = { vehicleId: id, holdId: formText(form, 'holdId') }
  const result = await extendHold(context.db, target, parsed.data.days, actor)
  if (!result.ok) return data<InventoryEditResult>({ error: holdGone }, { status: 409 })
  return here(id, 'hold-extended')
}

export async function holdApply({ context, id, actor }: CartAction, form: FormData) {
  const target = { vehicleId: id, holdId: formText(form, 'holdId') }
  const result = await applyHold(context.db, target, actor)
  if (!result.ok) return data<InventoryEditResult>({ error: holdGone }, { status: 409 })
  return here(id, 'hold-applied')
}

export async function holdRefund({ context, id, actor }: CartAction, form: FormData) {
  const online = onlinePayments(context.settings)
  if (!online) {
    return data<InventoryEditResult>(
      { error: 'Online payment is off: refund the deposit at the desk.' },
      { status: 409 },
    )
  }
  const target = { vehicleId: id, holdId: formText(form, 'holdId') }
  const result = await refundHold(context.db, online, target, actor)
  if (!result.ok) return data<InventoryEditResult>({ error: holdGone }, { status: 409 })
  return here(id, 'hold-refunded')
}

/** Staff's delivery form for a walk-in buyer, as posted: the customer and the delivery. */
function soldCartDeliveryValues(form: FormData): HoldFormValues {
  return {
    ...(Object.fromEntries(holdBuyerFields.map((name) => [name, formText(form, name)])) as Record<
      HoldBuyerField,
      string
    >),
    ...holdDeliveryValues(Object.fromEntries(form)),
    handover: 'delivery',
  }
}

/** "Show windows for the town": the form again, with the sold cart's windows for the town. */
export async function deliveryWindows({ context }: CartAction, form: FormData) {
  const values = soldCartDeliveryValues(form)
  const now = new Date(context.requestTime)
  const fields: HoldFormErrors =
    values.town === '' ? { town: 'Choose the town to see its delivery windows.' } : {}
  const picker = await saleWindows(context.db, values.town, now)
  return data<InventoryEditResult>({ delivery: { values, fields, picker } })
}

/** Books a sold cart's delivery for a walk-in buyer, audited; a refusal keeps every value. */
export async function deliveryBook({ context, id, actor }: CartAction, form: FormData) {
  const values = soldCartDeliveryValues(form)
  const now = new Date(context.requestTime)
  const again = async (fields: HoldFormErrors, status: number, error?: string) =>
    data<InventoryEditResult>(
      {
        delivery: { values, fields, picker: await saleWindows(context.db, values.town, now) },
        ...(error && { error }),
      },
      { status },
    )
  const buyer = checkHoldBuyer(values)
  const checked = checkHoldDelivery(values)
  if (!buyer.ok || !checked.ok || !checked.delivery) {
    return again(
      {
        ...(buyer.ok ? {} : buyer.fields),
        ...(checked.ok ? {} : { [checked.field]: checked.error }),
      },
      400,
    )
  }
  const booked = await bookSoldCartDelivery(
    context.db,
    { vehicleId: id, buyer: buyer.buyer, delivery: checked.delivery },
    actor,
    now,
  )
  if (booked.ok) return here(id, 'delivery-booked')
  if (booked.reason === 'delivery') {
    return again({ [refusedField(booked.refusal)]: booked.error }, 400)
  }
  return again(
    {},
    409,
    booked.reason === 'booked'
      ? 'This cart already has a delivery booked: see the trucks’ week to move it.'
      : 'Only a sold cart’s delivery is booked here: mark the cart sold first.',
  )
}
