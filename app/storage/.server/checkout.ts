import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow, StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { formatCents } from '#app/kernel/format.ts'
import { paymentById, settlePayment } from '#app/payments/.server/ledger-rows.ts'
import type { PaymentEventContext } from '#app/payments/.server/payment-handlers.ts'
import { idOf, sessionSettlement } from '#app/payments/.server/settlement.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { checkoutPayment, refundPayment } from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAhead, writeToStripe } from '#app/payments/.server/write-ahead.ts'

import { contractPagePath } from '../storage-paths.ts'
import { kindLabels, planLabels } from '../storage-plans.ts'
import { checkoutMinutes } from './book.ts'
import { recordContractEvent } from './contract-history.ts'
import { queueContractMails, queueLostMail } from './contract-mail.ts'
import { spaceFree } from './space-hold.ts'
import { cancelTrips, lockTripWindows } from './trips.ts'

/** Where the e-mails of an activated contract go and what they link to. */
export type MailOptions = { siteUrl: string; staffTo: string }

/** The metadata naming a monthly contract on its card's Checkout and SetupIntent. */
const contractKey = 'storage_contract'

/**
 * Stripe's page for a booked contract: a package paid in full through the
 * ledger (a charge of purpose storage, written ahead so it is never made
 * twice), or monthly storage's card saved for the 1st of each month
 * (Checkout in setup mode: no money moves, so no ledger row). The session
 * is the contract's history's `checkout` line. A page Stripe would not open
 * cancels the contract and its pickup, so its space and its window are free
 * again at once.
 */
export async function startStorageCheckout(
  db: DB,
  online: OnlinePayments,
  contract: StorageContractRow,
  totalCents: number,
  siteUrl: string,
  now: Date,
): Promise<string | undefined> {
  const page = `${siteUrl}${contractPagePath(contract.token)}`
  const expiresAt = Math.floor(now.getTime() / 1000) + checkoutMinutes * 60
  const description = `${planLabels[contract.plan]}, ${kindLabels[contract.kind].toLowerCase()} storage`
  let session: Stripe.Checkout.Session | undefined
  try {
    if (contract.plan === 'monthly') {
      session = await online.stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: 'usd',
          customer_creation: 'always',
          customer_email: contract.email,
          setup_intent_data: {
            description: `${description}: charged on the 1st of each month`,
            metadata: { [contractKey]: contract.id },
          },
          metadata: { [contractKey]: contract.id },
          client_reference_id: contract.id,
          success_url: page,
          cancel_url: page,
          expires_at: expiresAt,
        },
        { idempotencyKey: `storage-setup-${contract.id}` },
      )
    } else {
      const outcome = await writeToStripe(
        db,
        online.stripe,
        {
          kind: 'charge',
          method: 'card_online',
          amountCents: totalCents,
          subject: { type: 'storage_contract', id: contract.id },
          purpose: 'storage',
          actor: 'renter',
          note: `${description}, paid at booking`,
        },
        (ledgerId) =>
          checkoutPayment(ledgerId, {
            amountCents: totalCents,
            currency: 'usd',
            description: `${description} (${formatCents(totalCents)})`,
            successUrl: page,
            cancelUrl: page,
            email: contract.email,
            expiresAt,
          }),
        now,
      )
      session = outcome.answer?.object === 'checkout.session' ? outcome.answer : undefined
    }
  } catch {
    session = undefined
  }
  await withTransaction(db, async (trx) => {
    if (session?.url) {
      await recordContractEvent(trx, {
        contractId: contract.id,
        kind: 'checkout',
        actor: null,
        at: now.toISOString(),
        detail: { session: session.id },
      })
      return
    }
    await lockTripWindows(trx, contract)
    await trx
      .updateTable('storage_contracts')
      .set({
        status: 'cancelled',
        cancelled_at: now.toISOString(),
        hold_expires_at: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', contract.id)
      .where('status', '=', 'pending')
      .execute()
    await cancelTrips(trx, contract.id, now)
    await recordContractEvent(trx, {
      contractId: contract.id,
      kind: 'cancelled',
      actor: null,
      at: now.toISOString(),
      detail: { reason: "Stripe's page could not be opened" },
    })
  })
  return session?.url ?? undefined
}

/** What activates a contract: the package's payment settled, or the monthly card saved. */
export type ContractPaid = {
  payment?: PaymentRow
  card?: { customer: string | null; paymentMethod: string | null }
}

/**
 * A pending contract paid (a package) or its card saved (monthly): active,
 * its hold lifted, its card kept, its history and the two e-mails, in the
 * caller's transaction. Stripe's event and the customer's return both call
 * it; the first to move the contract out of pending decides, the other
 * changes nothing. Should the news come after the hold ended, the space is
 * taken again under its row's lock (its pickup's window locked first) only
 * if one is still free; if not, the contract and its pickup are cancelled,
 * a package's payment refunded in full (written ahead here, sent after the
 * commit or by the ledger's pending check) and the customer told, so no
 * kind is ever sold beyond its spaces.
 */
export async function activateContract(
  trx: DB,
  contractId: string,
  paid: ContractPaid,
  mail: MailOptions,
  now: Date,
): Promise<'active' | 'lost' | 'unchanged'> {
  const at = now.toISOString()
  const pending = await trx
    .selectFrom('storage_contracts')
    .selectAll()
    .where('id', '=', contractId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (!pending) return 'unchanged'
  if (!pending.hold_expires_at || pending.hold_expires_at <= at) {
    // its trip's window is locked before the spaces row, as a booking locks them (record 077)
    await lockTripWindows(trx, pending)
    const free = await spaceFree(trx, pending, now)
    if (!free.ok) {
      await loseContract(trx, pending, paid.payment, mail, now)
      return 'lost'
    }
  }
  const contract = await trx
    .updateTable('storage_contracts')
    .set({
      status: 'active',
      activated_at: at,
      hold_expires_at: null,
      updated_at: at,
      // what Stripe's other event may already have kept is never blanked
      ...(paid.card?.customer ? { card_customer: paid.card.customer } : {}),
      ...(paid.card?.paymentMethod ? { card_payment_method: paid.card.paymentMethod } : {}),
    })
    .where('id', '=', contractId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst()
  if (!contract) return 'unchanged'
  const cents = paid.payment?.amount_cents ?? null
  await recordContractEvent(trx, {
    contractId,
    kind: contract.plan === 'monthly' ? 'card_saved' : 'paid',
    actor: null,
    at,
    detail: cents === null ? {} : { amount: cents },
  })
  await queueContractMails(trx, contract, { now, ...mail, paidCents: cents })
  return 'active'
}

/** A contract paid after its space went to another: cancelled, refunded in full, the customer told. */
async function loseContract(
  trx: DB,
  contract: StorageContractRow,
  payment: PaymentRow | undefined,
  mail: MailOptions,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await trx
    .updateTable('storage_contracts')
    .set({ status: 'cancelled', cancelled_at: at, hold_expires_at: null, updated_at: at })
    .where('id', '=', contract.id)
    .execute()
  await cancelTrips(trx, contract.id, now)
  const intent = payment?.stripe_payment_intent_id
  const refund =
    payment?.status === 'succeeded' && intent
      ? await writeAhead(
          trx,
          {
            kind: 'refund',
            method: 'card_online',
            amountCents: payment.amount_cents,
            currency: payment.currency,
            subject: { type: 'storage_contract', id: contract.id },
            purpose: 'storage',
            actor: 'job',
            note: 'Paid after the booking’s hold ended and its space was taken: refunded in full.',
          },
          (id) => refundPayment(id, intent, payment.amount_cents),
          now,
        )
      : undefined
  await recordContractEvent(trx, {
    contractId: contract.id,
    kind: 'cancelled',
    actor: null,
    at,
    detail: {
      reason: 'paid after the hold ended, the space taken',
      refund: refund?.amount_cents ?? 0,
    },
  })
  await queueLostMail(trx, contract, refund?.amount_cents ?? null, { now, ...mail })
}

/** The Checkout session a pending contract last opened. */
async function lastSession(db: DB, contractId: string): Promise<string | undefined> {
  const event = await db
    .selectFrom('storage_contract_events')
    .select('detail')
    .where('contract_id', '=', contractId)
    .where('kind', '=', 'checkout')
    .orderBy('at', 'desc')
    .executeTakeFirst()
  const detail = event?.detail ? (JSON.parse(event.detail) as { session?: unknown }) : {}
  return typeof detail.session === 'string' ? detail.session : undefined
}

/** The ledger row of a package's payment at booking. */
function packagePayment(db: DB, contractId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', 'storage_contract')
    .where('subject_id', '=', contractId)
    .where('purpose', '=', 'storage')
    .where('kind', '=', 'charge')
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

/**
 * The customer on their contract page while it is pending (back from
 * Stripe's page, or later): the session is read from Stripe (the address
 * proves nothing), the package's ledger row settled from it, and the
 * contract activated as the event would. Answers the page's address to
 * go on paying while the session is open.
 */
export async function settleFromCheckout(
  db: DB,
  online: OnlinePayments,
  contract: StorageContractRow,
  mail: MailOptions,
  now: Date,
): Promise<{ continueUrl?: string }> {
  const sessionId = await lastSession(db, contract.id)
  if (!sessionId) return {}
  const session = await online.stripe.checkout.sessions.retrieve(sessionId, {
    expand: ['payment_intent', 'setup_intent'],
  })
  if (session.mode === 'setup') {
    if (session.status === 'complete') {
      const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null
      await withTransaction(db, (trx) =>
        activateContract(
          trx,
          contract.id,
          {
            card: {
              customer: idOf(session.customer) ?? null,
              paymentMethod: idOf(intent?.payment_method) ?? null,
            },
          },
          mail,
          now,
        ),
      )
    }
  } else {
    const payment = await packagePayment(db, contract.id)
    if (payment?.status === 'pending') {
      await withTransaction(db, async (trx) => {
        await settlePayment(trx, payment.id, sessionSettlement(payment.kind, session), now)
        const settled = await paymentById(trx, payment.id)
        if (settled?.status === 'succeeded') {
          await activateContract(trx, contract.id, { payment: settled }, mail, now)
        }
      })
    } else if (payment?.status === 'succeeded') {
      await withTransaction(db, (trx) => activateContract(trx, contract.id, { payment }, mail, now))
    }
  }
  // a refund written by a payment that came too late goes out now, not at the ledger's next check
  const refunds = await db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', 'storage_contract')
    .where('subject_id', '=', contract.id)
    .where('kind', '=', 'refund')
    .where('status', '=', 'pending')
    .execute()
  for (const refund of refunds) await resendPending(db, online.stripe, refund, now)
  return session.status === 'open' && session.url ? { continueUrl: session.url } : {}
}

/**
 * `checkout.session.completed` (app/payment-handlers.ts): a package's
 * payment settled by the ledger in this transaction, or a monthly
 * contract's card saved.
 */
export function storageCheckoutCompleted(mail: MailOptions) {
  return async (context: PaymentEventContext): Promise<void> => {
    if (context.event.type !== 'checkout.session.completed') return
    const session = context.event.data.object
    const monthly = session.metadata?.[contractKey]
    if (session.mode === 'setup' && monthly) {
      await activateContract(
        context.trx,
        monthly,
        { card: { customer: idOf(session.customer) ?? null, paymentMethod: null } },
        mail,
        context.now,
      )
      return
    }
    const ledgerId = session.metadata?.ledger_id
    const payment = ledgerId ? await paymentById(context.trx, ledgerId) : undefined
    if (
      payment?.subject_type === 'storage_contract' &&
      payment.purpose === 'storage' &&
      payment.status === 'succeeded'
    ) {
      await activateContract(context.trx, payment.subject_id, { payment }, mail, context.now)
    }
  }
}

/** `setup_intent.succeeded`: the card a monthly contract's months are charged to. */
export async function storageCardSaved(context: PaymentEventContext): Promise<void> {
  if (context.event.type !== 'setup_intent.succeeded') return
  const intent = context.event.data.object
  const contractId = intent.metadata?.[contractKey]
  const paymentMethod = idOf(intent.payment_method)
  if (!contractId || !paymentMethod) return
  await context.trx
    .updateTable('storage_contracts')
    .set({ card_payment_method: paymentMethod, card_customer: idOf(intent.customer) ?? null })
    .where('id', '=', contractId)
    .execute()
}
