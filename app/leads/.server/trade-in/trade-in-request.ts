import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { formText } from '#app/kernel/admin-page.ts'
import { type ContactFieldErrors, validateContact } from '#app/leads/contact-schema.ts'
import {
  maxTradeInPhotos,
  parseTradeInCart,
  type TradeInCart,
  type TradeInFieldErrors,
  tradeInFieldNames,
  tradeInSummary,
} from '#app/leads/trade-in-form.ts'
import { type PreparedPhoto, preparePhotos } from '#app/rentals/.server/handover-photos.ts'

import { type IntakeSettings, submitContact } from '../contact/contact'

/** The buyer's fields as sent, to show again after a refusal. */
export type TradeInValues = Record<string, string>

export type TradeInErrors = TradeInFieldErrors & ContactFieldErrors

export type TradeInResult =
  | { ok: true; id: string }
  | { ok: false; error: string; fields: TradeInErrors; values: TradeInValues }

const contactFields = ['firstName', 'lastName', 'email', 'phone', 'message'] as const

/** Where the request came from: the cart wanted and the buyer's town, when it came from a cart's page. */
export type TradeInContext = {
  vehicleId: string | null
  town: string | null
  sourcePage: string | null
}

/**
 * A buyer's trade-in request, posted as a multipart form: the cart's fields,
 * the buyer's contact (the contact form's schema), up to eight photos checked
 * by content and re-encoded without metadata. It becomes a lead of interest
 * "Trade-in" (its e-mails queued as for any message) with the trade-in and
 * its photos in the lead's own transaction.
 */
export async function submitTradeIn(
  db: DB,
  form: FormData,
  context: TradeInContext,
  settings: IntakeSettings,
  now: Date = new Date(),
): Promise<TradeInResult> {
  const read = (name: string) => formText(form, name)
  const values: TradeInValues = Object.fromEntries(
    [...tradeInFieldNames, ...contactFields].map((name) => [name, read(name)]),
  )
  const refuse = (fields: TradeInErrors): TradeInResult => ({
    ok: false,
    error: Object.values(fields)[0] ?? 'Check the form.',
    fields,
    values,
  })
  const cart = parseTradeInCart(read, now.getUTCFullYear())
  const note = read('message').trim()
  const contactInput = {
    firstName: read('firstName'),
    lastName: read('lastName'),
    email: read('email'),
    phone: read('phone'),
    interest: 'trade-in',
    // the lead's message is the cart in words, then the buyer's note; a cart
    // refused for its fields still has the contact fields checked, for one answer
    message: cart.ok
      ? [tradeInSummary(cart.cart), note].filter(Boolean).join('\n\n')
      : 'Trade-in request',
  }
  const contact = validateContact(contactInput)
  const files = form
    .getAll('photos')
    .filter((value): value is File => value instanceof File && value.size > 0)
  const fields = {
    ...(cart.ok ? {} : cart.fields),
    ...(contact.ok ? {} : contact.fields),
    ...(files.length > maxTradeInPhotos
      ? { photos: `Add at most ${maxTradeInPhotos} photos: you chose ${files.length}.` }
      : files.length === 0
        ? { photos: 'Add at least one photo of your cart.' }
        : {}),
  }
  if (!cart.ok || !contact.ok || 'photos' in fields) return refuse(fields)
  const photos = await preparePhotos(files)
  if (!photos.ok) return refuse({ photos: photos.message })

  const result = await submitContact(
    db,
    {
      ...contactInput,
      company: read('company'),
      formStartedAt: read('formStartedAt'),
      sourcePage: context.sourcePage,
      vehicleId: context.vehicleId,
    },
    {},
    settings,
    (trx, leadId, at) => storeTradeIn(trx, leadId, cart.cart, context, photos.photos, at),
  )
  if (!result.ok) return refuse(result.fields)
  return { ok: true, id: result.id }
}

async function storeTradeIn(
  trx: DB,
  leadId: string,
  cart: TradeInCart,
  context: TradeInContext,
  photos: PreparedPhoto[],
  now: Date,
): Promise<void> {
  await trx
    .insertInto('trade_ins')
    .values({
      lead_id: leadId,
      vehicle_id: context.vehicleId,
      town: context.town,
      brand: cart.brand,
      model: cart.model,
      year: cart.year,
      serial: cart.serial,
      battery: cart.battery,
      battery_age_years: cart.batteryAgeYears,
      charger: cart.charger ? 1 : 0,
      modifications: cart.modifications,
      condition: cart.condition,
      payoff_cents: cart.payoffCents,
      value_cents: null,
      valued_at: null,
      valued_by: null,
    })
    .execute()
  await trx
    .insertInto('trade_in_photos')
    .values(
      photos.map((photo, position) => ({
        id: randomUUID(),
        lead_id: leadId,
        position,
        data: photo.data.toString('base64'),
        width: photo.width,
        height: photo.height,
        created_at: now.toISOString(),
      })),
    )
    .execute()
}
