import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { paymentById } from '#app/payments/.server/ledger-rows.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { checkoutPayment } from '#app/payments/.server/stripe-writes.ts'
import { writeToStripe } from '#app/payments/.server/write-ahead.ts'

import type { StripeServer } from './stripe-server/index.ts'

/** Cards of the local Stripe (its README's table). */
export const testCards = {
  visa: '4242424242424242',
  /** asks for authentication on the page, and always off-session */
  alwaysAuthenticate: '4000002760003184',
} as const

/**
 * A reservation's rent paid on Stripe's page as the renter pays it: held
 * (manual capture), the card saved for off-session use with a customer; the
 * local Stripe's webhook settles the `rent` authorisation row. A request
 * made on the site with online payment on has its page waiting already
 * (one live rent hold a reservation): that one is paid.
 */
export async function rentPaidOnline(
  db: DB,
  stripe: { server: StripeServer; online: OnlinePayments },
  reservationId: string,
  options: { cents?: number; card?: string } = {},
): Promise<PaymentRow> {
  const cents = options.cents ?? 30_000
  const card = options.card ?? testCards.visa
  const waiting = await db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', 'reservation')
    .where('subject_id', '=', reservationId)
    .where('purpose', '=', 'rent')
    .where('kind', '=', 'authorisation')
    .where('status', '=', 'pending')
    .executeTakeFirst()
  const { row } = waiting
    ? { row: waiting }
    : await writeToStripe(
        db,
        stripe.online.stripe,
        {
          kind: 'authorisation',
          method: 'card_online',
          amountCents: cents,
          subject: { type: 'reservation', id: reservationId },
          purpose: 'rent',
          actor: 'renter',
        },
        (id) =>
          checkoutPayment(id, {
            amountCents: cents,
            currency: 'usd',
            description: 'Rental rent',
            successUrl: 'https://carts.example/paid',
            cancelUrl: 'https://carts.example/back',
            email: 'riley@example.com',
            hold: true,
            saveCard: true,
          }),
      )
  const outcome = stripe.server.payWithCard(row.stripe_checkout_session_id ?? '', card, {
    authenticate: card === testCards.alwaysAuthenticate,
  })
  if (outcome.outcome !== 'complete') throw new Error(`the rent should be paid: ${outcome.outcome}`)
  await stripe.server.webhooksIdle()
  const paid = await paymentById(db, row.id)
  if (paid?.status !== 'succeeded') throw new Error('the rent should be held on the card')
  return paid
}
