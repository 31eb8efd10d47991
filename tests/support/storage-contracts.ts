import { randomUUID } from 'node:crypto'

import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import type { StripeServer } from '#tests/support/stripe-server/index.ts'

/**
 * An active monthly storage contract as booking would have left it (its
 * prices agreed, the terms and the billing consent recorded), the fields a
 * test names overriding; returns the row.
 */
export async function insertStorageContract(
  db: DB,
  fields: Partial<StorageContractRow> & { start_day: string },
): Promise<StorageContractRow> {
  const at = new Date(`${fields.start_day}T12:00:00Z`).toISOString()
  const row: StorageContractRow = {
    id: randomUUID(),
    token: randomUUID(),
    status: 'active',
    plan: 'monthly',
    kind: 'indoor',
    showroom: 'pocono-pines',
    source: 'online',
    end_day: null,
    hold_expires_at: null,
    first_name: 'Morgan',
    last_name: 'Lutz',
    email: 'morgan@example.com',
    phone: '(570) 555-0177',
    handover: 'drop_off',
    street: null,
    town: null,
    zip: null,
    cart_brand: 'E-Z-GO',
    cart_model: 'RXV',
    cart_serial: null,
    battery_type: 'lithium',
    price_cents: 12_500,
    maintenance_cents: 0,
    preparation_cents: 0,
    pickup_fee_cents: 0,
    terms_accepted_at: at,
    terms_ip: null,
    policy_effective: '2025-01-23',
    billing_consent_at: at,
    notice_given_at: null,
    booked_at: at,
    activated_at: at,
    ended_at: null,
    cancelled_at: null,
    updated_at: at,
    card_customer: null,
    card_payment_method: null,
    ...fields,
  }
  await db.insertInto('storage_contracts').values(row).execute()
  return row
}

/** A card saved on the local Stripe through Checkout in setup mode, kept as the contract's card. */
export async function saveTestCard(
  db: DB,
  stripe: Stripe,
  server: StripeServer,
  contractId: string,
  number: string,
): Promise<void> {
  const customer = await stripe.customers.create({ email: 'morgan@example.com' })
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'usd',
    customer: customer.id,
    success_url: 'https://www.keystone-golfcarts.example/storage/saved',
  })
  server.payWithCard(session.id, number)
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] })
  const setup = done.setup_intent as Stripe.SetupIntent
  await db
    .updateTable('storage_contracts')
    .set({ card_customer: customer.id, card_payment_method: setup.payment_method as string })
    .where('id', '=', contractId)
    .execute()
}
