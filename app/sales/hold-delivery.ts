import { type DeliveryChoice, deliveryChoiceOf } from '#app/deliveries/delivery-form.ts'
import type { DeliveryRefusal } from '#app/deliveries/delivery-messages.ts'
import type { OfferedDay } from '#app/deliveries/delivery-windows.ts'
import type { HoldBuyerField } from '#app/sales/cart-hold.ts'

/*
 * How a held cart reaches its buyer: picked up at the showroom (the default)
 * or delivered by the dealer's truck in a window the buyer chooses. The
 * delivery's fees (white glove, distance) are paid with the cart, never with
 * the deposit (record 079).
 */

export type HoldHandover = 'pickup' | 'delivery'

/** The hold form's delivery fields as posted, kept as typed to show them again. */
export type HoldDeliveryValues = DeliveryChoice & {
  handover: HoldHandover
  /** a served town's slug */
  town: string
  address: string
}

export type HoldDeliveryField = 'town' | 'address' | 'deliveryWindow' | 'accessConfirmed'

/** The buyer's fields and the delivery's, as a form shows them again. */
export type HoldFormValues = Record<HoldBuyerField, string> & HoldDeliveryValues
export type HoldFormErrors = Partial<Record<HoldBuyerField | HoldDeliveryField, string>>

/** The windows offered for the town chosen: undefined until the buyer asks for them. */
export type HoldPicker = { town?: string; days: OfferedDay[]; distanceCents: number }

/** A delivery form posted back: its values, its messages, the windows for its town. */
export type DeliveryFormState = {
  values: HoldFormValues
  fields: HoldFormErrors
  picker?: HoldPicker | undefined
}

export const pickupValues: HoldDeliveryValues = {
  handover: 'pickup',
  town: '',
  address: '',
  window: '',
  accessConfirmed: false,
  leaveAt: '',
  whiteGlove: false,
}

const text = (form: Record<string, unknown>, name: string, max: number) => {
  const value = form[name]
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/** Reads the handover choice, the town, the address, the window and the access fields. */
export function holdDeliveryValues(form: Record<string, unknown>): HoldDeliveryValues {
  return {
    handover: text(form, 'handover', 20) === 'delivery' ? 'delivery' : 'pickup',
    town: text(form, 'town', 100),
    address: text(form, 'address', 200),
    ...deliveryChoiceOf(form),
  }
}

export type HoldDeliveryCheck =
  | { ok: true; delivery?: { town: string; address: string; choice: DeliveryChoice } }
  | { ok: false; field: HoldDeliveryField; error: string }

/**
 * The fields the form itself must have before the trucks are asked: a town
 * and an address for a delivery. The window, the access path and whether
 * the town is served are the trucks' own checks (bookDelivery).
 */
export function checkHoldDelivery(values: HoldDeliveryValues): HoldDeliveryCheck {
  if (values.handover === 'pickup') return { ok: true }
  if (values.town === '') {
    return { ok: false, field: 'town', error: 'Choose your town for the delivery.' }
  }
  if (values.address.length < 5) {
    return { ok: false, field: 'address', error: 'Enter the street address to deliver to.' }
  }
  const { window, accessConfirmed, leaveAt, whiteGlove } = values
  return {
    ok: true,
    delivery: {
      town: values.town,
      address: values.address,
      choice: { window, accessConfirmed, leaveAt, whiteGlove },
    },
  }
}

/** The field a refusal of the trucks is shown beside. */
export function refusedField(reason: DeliveryRefusal): HoldDeliveryField {
  if (reason === 'town') return 'town'
  if (reason === 'access') return 'accessConfirmed'
  return 'deliveryWindow'
}
