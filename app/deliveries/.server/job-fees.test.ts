import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { paymentHandlers } from '#app/payment-handlers.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { jobSettings } from '#tests/support/job-passes.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'
import { insertStorageContract, saveTestCard } from '#tests/support/storage-contracts.ts'

import {
  missedTooEarlyMessage,
  sameDayFeeConsent,
  windowStartedMessage,
} from '../delivery-messages.ts'
import { bookDelivery } from './book-delivery.ts'
import { changeByCustomer } from './customer-changes.ts'
import { recordFeePaidAtDesk, startFeeCheckout, waiveFee } from './fee-payments.ts'
import { feesOf, imposeFee, settleFeeCharges } from './job-fees.ts'
import { markMissed } from './missed-appointment.ts'

/*
 * The policy's fees on both engines, two servers clicking at once, Stripe's
 * local twin charging the saved cards: a job on Tuesday December 1 2026,
 * 8-10 AM Eastern, booked on the Monday.
 */

const servers = serversOnOneDatabase()
const db = (): DB => servers.db()
const siteUrl = jobSettings.SITE_URL
const good = '4242 4242 4242 4242'
const refused = '4000 0000 0000 0341'
const monday = new Date('2026-11-30T12:00:00Z')
/** 7 AM Eastern on the day: before the window */
const dayMorning = new Date('2026-12-01T12:00:00Z')
/** 8:30 AM Eastern: the window has started */
const inTheWindow = new Date('2026-12-01T13:30:00Z')
const staff = { id: 'staff-1', email: 'desk@example.com', ip: null }

let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>
beforeEach(async () => {
  stripe = await stripeWithWebhooks(db, paymentHandlers(jobSettings), () => dayMorning)
})
afterEach(async () => {
  await stripe.stop()
})

const booked = async (subject = { type: 'cart_sale', id: 's-1' }, window = '2026-12-01@480') => {
  const result = await withTransaction(db(), (trx) =>
    bookDelivery(
      trx,
      {
        kind: 'sale_delivery',
        subject,
        window,
        town: 'milford',
        address: '40 Broad Street',
        customer: { name: 'Sam Sold', email: 'sam@example.com', phone: '570-555-0177' },
        items: 'A 4-seat cart',
        accessConfirmed: true,
        leaveAt: 'Driveway',
        whiteGlove: false,
      },
      { now: monday },
    ),
  )
  if (!result.ok) throw new Error(result.error)
  return result.job
}

/** A storage contract's job whose contract has a card saved at Stripe's twin. */
const bookedWithCard = async (card: string) => {
  const contract = await insertStorageContract(db(), { start_day: '2026-11-01' })
  await saveTestCard(db(), stripe.noRetries, stripe.server, contract.id, card)
  return booked({ type: 'storage_contract', id: contract.id })
}

const fees = async (jobId: string) =>
  (await feesOf(db(), [jobId])).map((f) => `${f.kind}:${f.cents}:${f.status}`)
const mails = async () =>
  (await db().selectFrom('outbox').select(['recipient', 'payload']).execute()).map(
    (row) => JSON.parse(row.payload ?? '{}') as { subject: string; text: string },
  )
const ledger = async (jobId: string) =>
  (
    await db()
      .selectFrom('payments')
      .select(['kind', 'method', 'amount_cents', 'status', 'purpose'])
      .where('subject_type', '=', 'delivery_job')
      .where('subject_id', '=', jobId)
      .orderBy('created_at')
      .execute()
  ).map((p) => `${p.kind}/${p.method}/${p.amount_cents}/${p.purpose}/${p.status}`)
const taken = async () =>
  Number(
    (
      await db()
        .selectFrom('delivery_window_counts')
        .select('taken')
        .where('day', '=', '2026-12-01')
        .executeTakeFirst()
    )?.taken,
  )

describe('a cancellation on the day', () => {
  const context = (now: Date, online = true) => ({
    online: online ? stripe.online : undefined,
    siteUrl,
    now,
  })

  it('is refused until the fee is accepted, then cancels once and owes $75 once, even clicked twice at once', async () => {
    const job = await booked()
    expect(
      await changeByCustomer(db(), job.token, { intent: 'cancel' }, context(dayMorning)),
    ).toEqual({
      ok: false,
      status: 400,
      error: `Cancelling today costs $75: tick “${sameDayFeeConsent}” to cancel.`,
    })
    expect(await taken()).toBe(1)
    const both = await Promise.all(
      [servers.serverConnection(), servers.serverConnection()].map((connection) =>
        changeByCustomer(
          connection,
          job.token,
          { intent: 'cancel', acceptFee: true },
          context(dayMorning),
        ),
      ),
    )
    expect(both.filter((r) => r.ok)).toHaveLength(1)
    expect(both.find((r) => !r.ok)).toMatchObject({ status: 409 })
    expect(await taken()).toBe(0)
    expect(await fees(job.id)).toEqual(['same_day_cancellation:7500:due'])
    const [mail] = await mails()
    expect(mail?.subject).toBe('Same-day cancellation fee: $75')
    expect(mail?.text).toContain(`Pay $75 online: ${siteUrl}/delivery/${job.token}`)
  })

  it('is refused once the window has started, and a move on the day stays refused', async () => {
    const job = await booked()
    expect(
      await changeByCustomer(
        db(),
        job.token,
        { intent: 'move', window: '2026-12-02@600' },
        context(dayMorning),
      ),
    ).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/made by phone/) })
    expect(
      await changeByCustomer(
        db(),
        job.token,
        { intent: 'cancel', acceptFee: true },
        context(inTheWindow),
      ),
    ).toEqual({ ok: false, status: 409, error: windowStartedMessage })
    expect(await fees(job.id)).toEqual([])
  })

  it('charges the saved card when it pays; when refused the fee is due, paid online once, in the ledger', async () => {
    const paying = await bookedWithCard(good)
    expect(
      await changeByCustomer(
        db(),
        paying.token,
        { intent: 'cancel', acceptFee: true },
        context(dayMorning),
      ),
    ).toEqual({ ok: true })
    expect(await fees(paying.id)).toEqual(['same_day_cancellation:7500:charged'])
    expect(await ledger(paying.id)).toEqual(['charge/card_online/7500/delivery/succeeded'])

    const refusing = await bookedWithCard(refused)
    await db().deleteFrom('outbox').execute()
    expect(
      await changeByCustomer(
        db(),
        refusing.token,
        { intent: 'cancel', acceptFee: true },
        context(dayMorning),
      ),
    ).toEqual({ ok: true })
    expect(await fees(refusing.id)).toEqual(['same_day_cancellation:7500:due'])
    expect((await mails()).map((m) => m.subject).sort()).toEqual([
      'Same-day cancellation fee: $75',
      'Your card was refused: same-day cancellation fee $75',
    ])
    const [fee] = await feesOf(db(), [refusing.id])
    const started = await startFeeCheckout(db(), stripe.online, {
      token: refusing.token,
      feeId: fee?.id ?? '',
      siteUrl,
      now: dayMorning,
    })
    if (!started.ok) throw new Error(`no Checkout: ${started.reason}`)
    const sessionId = new URL(started.url).pathname.split('/').at(-1) ?? ''
    expect(stripe.server.payWithCard(sessionId, good)).toEqual({ outcome: 'complete' })
    await stripe.server.webhooksIdle()
    expect(await fees(refusing.id)).toEqual(['same_day_cancellation:7500:paid'])
    expect(await ledger(refusing.id)).toEqual([
      'charge/card_online/7500/delivery/failed',
      'charge/card_online/7500/delivery/succeeded',
    ])
    // paid: no second Checkout, nothing at the desk
    expect(
      await startFeeCheckout(db(), stripe.online, {
        token: refusing.token,
        feeId: fee?.id ?? '',
        siteUrl,
      }),
    ).toEqual({ ok: false, reason: 'not-payable' })
    expect(
      await recordFeePaidAtDesk(db(), fee?.id ?? '', 'cash', { actor: staff, now: dayMorning }),
    ).toMatchObject({ ok: false, status: 409 })
  })
})

describe('a missed appointment', () => {
  const options = () => ({ online: undefined, siteUrl, actor: staff, now: inTheWindow })

  it('fails the job with its reason and owes $100 once, even marked twice at once; audited and e-mailed', async () => {
    const job = await booked()
    const both = await Promise.all(
      [servers.serverConnection(), servers.serverConnection()].map((connection) =>
        markMissed(connection, job.id, options()),
      ),
    )
    expect(both.filter((r) => r.ok)).toHaveLength(1)
    const row = await db()
      .selectFrom('delivery_jobs')
      .select(['status', 'failure_reason'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'failed', failure_reason: 'missed appointment' })
    expect(await fees(job.id)).toEqual(['missed_appointment:10000:due'])
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity_id', '=', job.id)
      .execute()
    expect(audit).toEqual([{ action: 'delivery.missed', actor_email: 'desk@example.com' }])
    const [mail] = await mails()
    expect(mail?.subject).toBe('Missed appointment fee: $100')
    expect(mail?.text).toMatch(/no one was there to meet us/)
  })

  it('charges the saved card $100', async () => {
    const job = await bookedWithCard(good)
    expect(await markMissed(db(), job.id, { ...options(), online: stripe.online })).toEqual({
      ok: true,
    })
    expect(await fees(job.id)).toEqual(['missed_appointment:10000:charged'])
    expect(await ledger(job.id)).toEqual(['charge/card_online/10000/delivery/succeeded'])
  })

  it('is paid at the desk once, or waived by the owner with a reason, audited', async () => {
    const first = await booked()
    await markMissed(db(), first.id, options())
    const [fee] = await feesOf(db(), [first.id])
    const feeId = fee?.id ?? ''
    const twice = await Promise.all(
      [servers.serverConnection(), servers.serverConnection()].map((connection) =>
        recordFeePaidAtDesk(connection, feeId, 'cash', { actor: staff, now: inTheWindow }),
      ),
    )
    expect(twice.filter((r) => r.ok)).toHaveLength(1)
    expect(await fees(first.id)).toEqual(['missed_appointment:10000:paid'])
    expect(await ledger(first.id)).toEqual(['desk_payment/cash/10000/delivery/succeeded'])

    const other = await booked({ type: 'cart_sale', id: 's-2' }, '2026-12-01@600')
    // 8:30 AM is before its 10 AM window: not yet missed, nothing charged
    expect(await markMissed(db(), other.id, options())).toEqual({
      ok: false,
      status: 409,
      error: missedTooEarlyMessage,
    })
    expect(await fees(other.id)).toEqual([])
    await markMissed(db(), other.id, { ...options(), now: new Date('2026-12-01T15:30:00Z') })
    const [owed] = await feesOf(db(), [other.id])
    expect(
      await waiveFee(db(), owed?.id ?? '', ' ', { actor: staff, now: inTheWindow }),
    ).toMatchObject({ ok: false, status: 400 })
    expect(
      await waiveFee(db(), owed?.id ?? '', 'Gate code was wrong on our side', {
        actor: staff,
        now: inTheWindow,
      }),
    ).toEqual({ ok: true })
    expect(await fees(other.id)).toEqual(['missed_appointment:10000:waived'])
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'delivery.fee-waived')
      .executeTakeFirstOrThrow()
    expect(audit.after).toContain('Gate code was wrong on our side')
  })
})

describe('a charge Stripe answers later', () => {
  it('is settled by the scheduler’s pass, once: refused, the customer is e-mailed how to pay', async () => {
    const job = await booked()
    await withTransaction(db(), (trx) =>
      imposeFee(trx, job, 'missed_appointment', {
        online: stripe.online,
        siteUrl,
        now: inTheWindow,
        card: { customer: 'cus_lost', paymentMethod: 'pm_lost' },
        actor: null,
      }),
    )
    const context = { siteUrl, now: inTheWindow }
    // the answer not in yet: nothing to settle, and the fee is not payable another way
    expect(await settleFeeCharges(db(), context)).toBe(0)
    const [waiting] = await feesOf(db(), [job.id])
    expect(
      await recordFeePaidAtDesk(db(), waiting?.id ?? '', 'cash', {
        actor: staff,
        now: inTheWindow,
      }),
    ).toMatchObject({ ok: false, status: 409 })
    await db()
      .updateTable('payments')
      .set({ status: 'failed', settled_at: inTheWindow.toISOString() })
      .where('subject_id', '=', job.id)
      .execute()
    expect(await settleFeeCharges(db(), context)).toBe(1)
    expect(await settleFeeCharges(db(), context)).toBe(0)
    expect((await mails()).map((m) => m.subject).sort()).toEqual([
      'Missed appointment fee: $100',
      'Your card was refused: missed appointment fee $100',
    ])
    expect(
      await recordFeePaidAtDesk(db(), waiting?.id ?? '', 'check', {
        actor: staff,
        now: inTheWindow,
      }),
    ).toEqual({ ok: true })
    expect(await fees(job.id)).toEqual(['missed_appointment:10000:paid'])
  })
})
