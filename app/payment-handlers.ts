import { deliveryFeeCheckoutCompleted } from '#app/deliveries/.server/fee-payments.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { inTurn, type PaymentHandlers } from '#app/payments/.server/payment-handlers.ts'
import { rentPaymentHandlers } from '#app/rentals/.server/rent-checkout.ts'
import { cartHoldCheckoutCompleted } from '#app/sales/.server/cart-holds/hold-paid.ts'
import { serviceInvoiceCheckoutCompleted } from '#app/service/.server/invoices.ts'
import { storageCardSaved, storageCheckoutCompleted } from '#app/storage/.server/checkout.ts'
import { storageInvoiceCheckoutCompleted } from '#app/storage/.server/invoice-checkout.ts'

/*
 * The one table of what the businesses do on Stripe's events, beside the
 * scheduler's jobs (jobs.ts) and the outbox's composers
 * (outbox-composers.ts): each event type a business acts on, with its
 * handler. The ledger settles its own rows from every event first
 * (app/payments/.server/ledger-events.ts); a handler here gets the rows the
 * event settled, in the same transaction. The settings say where the
 * dealer's e-mails go (a cart held online is a lead).
 */
export function paymentHandlers(settings: Settings): PaymentHandlers {
  return {
    // the rent held on Stripe's page when reserving
    'payment_intent.amount_capturable_updated':
      rentPaymentHandlers['payment_intent.amount_capturable_updated'],
    'checkout.session.completed': inTurn(
      rentPaymentHandlers['checkout.session.completed'],
      // a cart held with a deposit: the hold is decided once its deposit is paid
      cartHoldCheckoutCompleted(settings),
      // a service job's invoice paid on Stripe's page
      serviceInvoiceCheckoutCompleted(settings),
      // a storage package paid, or a monthly contract's card saved, on Stripe's page
      storageCheckoutCompleted({ siteUrl: settings.SITE_URL, staffTo: settings.MAIL_TO_SERVICE }),
      // a storage invoice paid on Stripe's page after the saved card was refused
      storageInvoiceCheckoutCompleted,
      // a delivery's fee (same-day cancellation, missed appointment) paid on Stripe's page
      deliveryFeeCheckoutCompleted,
    ),
    // the card a monthly storage contract is charged to
    'setup_intent.succeeded': storageCardSaved,
  }
}
