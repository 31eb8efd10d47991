import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { changeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { paymentHandlers } from '#app/payment-handlers.ts'
import { paymentsFor } from '#app/payments/.server/ledger-rows.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'
import { insertServiceJob } from '#tests/support/service-jobs.ts'

import { changedEstimateMessage, decideEstimate } from './estimate-decision'
import { customerEstimate } from './estimate-rows'
import {
  invoiceOf,
  payInvoiceAtDesk,
  returnFromInvoiceCheckout,
  startInvoiceCheckout,
} from './invoices'
import { addEstimateLine, addNote, moveJob, removeEstimateLine, sendEstimate } from './job-changes'
import { labourRate } from './labour-rate'

/*
 * A job's estimate, approval, stages and invoice, on both engines: a version
 * is decided once however many posts race; a superseded version and another
 * job's token are refused; stage moves are guarded and set their moments;
 * the invoice is paid once, at the desk or on Stripe's page (the local
 * Stripe), a card payment that lost refunded.
 */

const servers = serversOnOneDatabase()
const db = () => servers.db()
const site = 'https://www.keystone-golfcarts.example'
const staff: Actor = { id: 'staff-1', email: 'tech@keystone-golfcarts.example', ip: '203.0.113.9' }
const who = { actor: staff, siteUrl: site }
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(
    () => servers.serverConnection(),
    paymentHandlers(parseSettings({ SITE_URL: site })),
  )
})
afterAll(() => stripe.stop())
beforeEach(() => stripe.server.webhooksIdle())
afterEach(() => stripe.server.releaseWebhooks())

const jobRow = (id: string) =>
  db().selectFrom('service_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const events = async (id: string) =>
  (
    await db()
      .selectFrom('service_job_events')
      .select('kind')
      .where('job_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute()
  ).map((event) => event.kind)
const customerMail = (to = 'ada@example.com') =>
  db()
    .selectFrom('outbox')
    .select(['payload'])
    .where('kind', '=', 'renter')
    .where('recipient', '=', to)
    .execute()

/** A job in diagnosis with an estimate of 1.5 h labour and two parts, sent. */
async function sentEstimate(fields = {}) {
  const job = await insertServiceJob(db(), {
    stage: 'diagnosing',
    checked_in_at: new Date().toISOString(),
    ...fields,
  })
  expect(
    await addEstimateLine(
      db(),
      job.id,
      { kind: 'labour', description: 'Brake adjustment', tenths: 15 },
      who,
    ),
  ).toEqual({ ok: true })
  expect(
    await addEstimateLine(
      db(),
      job.id,
      { kind: 'part', description: 'Brake pads', quantity: 2, unitCents: 1_299 },
      who,
    ),
  ).toEqual({ ok: true })
  expect(await sendEstimate(db(), job.id, who)).toEqual({ ok: true })
  const estimate = await customerEstimate(db(), job.id)
  if (!estimate?.lines_hash) throw new Error('no sent estimate')
  return { job, estimate, hash: estimate.lines_hash }
}

const approve = (token: string, estimateId: string, hash: string, name = 'Ada Owner') =>
  decideEstimate(db(), {
    token,
    estimateId,
    linesHash: hash,
    decision: 'approved',
    name,
    ip: '198.51.100.7',
  })

describe('an estimate sent for approval', () => {
  it('fixes the lines, rates and totals, waits for approval and e-mails the link', async () => {
    const { job, estimate } = await sentEstimate()
    // 1.5 h × $155 = $232.50; 2 × $12.99 = $25.98; 6% of $258.48 = $15.51
    expect(estimate).toMatchObject({
      version: 1,
      status: 'sent',
      labour_rate_cents: 15_500,
      tax_basis_points: 600,
      subtotal_cents: 25_848,
      tax_cents: 1_551,
      total_cents: 27_399,
    })
    const after = await jobRow(job.id)
    expect(after.stage).toBe('awaiting_approval')
    expect(after.first_response_at).not.toBeNull()
    expect(await events(job.id)).toEqual(['estimate_sent'])
    const [mail] = await customerMail()
    expect(mail?.payload).toContain('$273.99')
    expect(mail?.payload).toContain(`${site}/service/${job.token}`)
  })

  it('prices at the owners’ labour rate and tax rate as they are when sent', async () => {
    await changeSetting(db(), labourRate, { actor: null, value: 12_000, ip: null })
    await changeSetting(db(), salesTaxRate, { actor: null, value: 0, ip: null })
    const { estimate } = await sentEstimate()
    expect(estimate).toMatchObject({
      labour_rate_cents: 12_000,
      subtotal_cents: 20_598,
      tax_cents: 0,
      total_cents: 20_598,
    })
  })

  it('refuses to send nothing, and a job not in the shop', async () => {
    const job = await insertServiceJob(db(), { stage: 'diagnosing' })
    expect(await sendEstimate(db(), job.id, who)).toMatchObject({ ok: false, reason: 'invalid' })
    const booked = await insertServiceJob(db(), { stage: 'booked', email: 'bo@example.com' })
    await addEstimateLine(db(), booked.id, { kind: 'labour', description: 'Look', tenths: 5 }, who)
    expect(await sendEstimate(db(), booked.id, who)).toMatchObject({ ok: false, reason: 'invalid' })
  })
})

describe('the customer’s approval', () => {
  it('is stored with the name typed, the time, the address and the exact lines; the repair starts', async () => {
    const { job, estimate, hash } = await sentEstimate()
    expect(await approve(job.token, estimate.id, hash, '  Ada   Owner ')).toEqual({
      ok: true,
      decision: 'approved',
    })
    const decision = await db()
      .selectFrom('service_estimate_decisions')
      .selectAll()
      .executeTakeFirstOrThrow()
    expect(decision).toMatchObject({
      decision: 'approved',
      signed_name: 'Ada Owner',
      ip: '198.51.100.7',
      lines_hash: hash,
    })
    const snapshot = JSON.parse(decision.snapshot) as {
      totalCents: number
      lines: { description: string }[]
    }
    expect(snapshot.totalCents).toBe(27_399)
    expect(snapshot.lines.map((line) => line.description)).toEqual([
      'Brake adjustment',
      'Brake pads',
    ])
    const after = await jobRow(job.id)
    expect(after.stage).toBe('in_repair')
    expect(after.approved_at).toBe(decision.at)
    expect(await events(job.id)).toEqual(['estimate_sent', 'approved'])
  })

  it('is refused when used twice', async () => {
    const { job, estimate, hash } = await sentEstimate()
    expect((await approve(job.token, estimate.id, hash)).ok).toBe(true)
    const again = await decideEstimate(db(), {
      token: job.token,
      estimateId: estimate.id,
      linesHash: hash,
      decision: 'declined',
      name: 'Ada Owner',
      ip: null,
    })
    expect(again).toMatchObject({ ok: false, reason: 'decided' })
    expect(again.ok ? '' : 'message' in again ? again.message : '').toContain(
      'already approved by Ada Owner',
    )
    expect((await jobRow(job.id)).stage).toBe('in_repair')
  })

  it('is refused for an estimate that changed since, and the new version needs its own approval', async () => {
    const { job, estimate, hash } = await sentEstimate()
    expect(
      await addEstimateLine(
        db(),
        job.id,
        { kind: 'part', description: 'Cable', quantity: 1, unitCents: 2_500 },
        who,
      ),
    ).toEqual({
      ok: true,
    })
    // a draft does not touch what the customer sees until it is sent
    expect((await customerEstimate(db(), job.id))?.id).toBe(estimate.id)
    expect(await sendEstimate(db(), job.id, who)).toEqual({ ok: true })
    expect(await approve(job.token, estimate.id, hash)).toEqual({
      ok: false,
      reason: 'changed',
      message: changedEstimateMessage,
    })
    const current = await customerEstimate(db(), job.id)
    expect(current).toMatchObject({ version: 2, status: 'sent', total_cents: 27_399 + 2_650 })
    // the old hash is not the new lines
    expect(await approve(job.token, current?.id ?? '', hash)).toMatchObject({
      ok: false,
      reason: 'changed',
    })
    expect(await approve(job.token, current?.id ?? '', current?.lines_hash ?? '')).toEqual({
      ok: true,
      decision: 'approved',
    })
  })

  it('cannot act on a job with another job’s token', async () => {
    const { job, estimate, hash } = await sentEstimate()
    const other = await insertServiceJob(db(), {
      email: 'bea@example.com',
      stage: 'awaiting_approval',
    })
    expect(await approve(other.token, estimate.id, hash)).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await approve('no-such-token', estimate.id, hash)).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect((await jobRow(job.id)).stage).toBe('awaiting_approval')
    expect(await db().selectFrom('service_estimate_decisions').selectAll().execute()).toEqual([])
  })

  it('needs the name typed and a decision', async () => {
    const { job, estimate, hash } = await sentEstimate()
    expect(await approve(job.token, estimate.id, hash, ' ')).toMatchObject({
      ok: false,
      reason: 'invalid',
    })
    expect(
      await decideEstimate(db(), {
        token: job.token,
        estimateId: estimate.id,
        linesHash: hash,
        decision: 'maybe',
        name: 'Ada',
        ip: null,
      }),
    ).toMatchObject({ ok: false, reason: 'invalid' })
  })

  it('of twelve simultaneous posts, approving and declining, records one decision', async () => {
    const { job, estimate, hash } = await sentEstimate()
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        decideEstimate(servers.serverConnection(), {
          token: job.token,
          estimateId: estimate.id,
          linesHash: hash,
          decision: i % 2 === 0 ? 'approved' : 'declined',
          name: `Ada Owner ${i}`,
          ip: null,
        }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'decided')).toHaveLength(11)
    expect(await db().selectFrom('service_estimate_decisions').selectAll().execute()).toHaveLength(
      1,
    )
    const kinds = await events(job.id)
    expect(kinds.filter((kind) => kind === 'approved' || kind === 'declined')).toHaveLength(1)
  })

  it('declined, sends the job back to diagnosis without an approval time', async () => {
    const { job, estimate, hash } = await sentEstimate()
    expect(
      await decideEstimate(db(), {
        token: job.token,
        estimateId: estimate.id,
        linesHash: hash,
        decision: 'declined',
        name: 'Ada Owner',
        ip: null,
      }),
    ).toEqual({ ok: true, decision: 'declined' })
    const after = await jobRow(job.id)
    expect(after).toMatchObject({ stage: 'diagnosing', approved_at: null })
    expect(await events(job.id)).toEqual(['estimate_sent', 'declined'])
  })
})

describe('stage moves', () => {
  it('follow the allowed moves, set each stage’s moment, and are audited and in the history', async () => {
    const job = await insertServiceJob(db())
    expect(await moveJob(db(), job.id, { from: 'booked', to: 'checked_in' }, who)).toEqual({
      ok: true,
    })
    let after = await jobRow(job.id)
    expect(after.checked_in_at).not.toBeNull()
    expect(after.first_response_at).toBe(after.checked_in_at)
    expect(await moveJob(db(), job.id, { from: 'checked_in', to: 'in_repair' }, who)).toMatchObject(
      { ok: false, reason: 'invalid' },
    )
    expect(await moveJob(db(), job.id, { from: 'booked', to: 'diagnosing' }, who)).toMatchObject({
      ok: false,
      reason: 'conflict',
    })
    expect(await moveJob(db(), job.id, { from: 'checked_in', to: 'cancelled' }, who)).toEqual({
      ok: true,
    })
    after = await jobRow(job.id)
    expect(after).toMatchObject({ stage: 'cancelled' })
    expect(after.cancelled_at).not.toBeNull()
    expect(await addNote(db(), job.id, 'Customer called: will collect Friday.', who)).toEqual({
      ok: true,
    })
    expect(await events(job.id)).toEqual(['checked_in', 'cancelled', 'note'])
    const audits = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity_id', '=', job.id)
      .orderBy('at')
      .execute()
    expect(audits.map((row) => row.action)).toEqual([
      'service-job.move',
      'service-job.move',
      'service-job.note',
    ])
    expect(audits.every((row) => row.actor_id === staff.id)).toBe(true)
  })

  it('of two staff moving one job at once, one moves it', async () => {
    const job = await insertServiceJob(db())
    const results = await Promise.all(
      ['checked_in', 'cancelled'].map((to) =>
        moveJob(servers.serverConnection(), job.id, { from: 'booked', to }, who),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(await events(job.id)).toHaveLength(1)
  })
})

/** A job approved and repaired, marked ready: its invoice issued. */
async function readyJob(fields = {}) {
  const { job, estimate, hash } = await sentEstimate(fields)
  await approve(job.token, estimate.id, hash)
  expect(await moveJob(db(), job.id, { from: 'in_repair', to: 'ready' }, who)).toEqual({ ok: true })
  return job
}

describe('the invoice', () => {
  it('is issued at ready for the approved total and e-mailed with the amount', async () => {
    const job = await readyJob()
    expect(await invoiceOf(db(), job.id)).toMatchObject({
      total_cents: 27_399,
      tax_cents: 1_551,
      paid_at: null,
    })
    expect((await jobRow(job.id)).ready_at).not.toBeNull()
    const mails = await customerMail()
    expect(mails.at(-1)?.payload).toContain('$273.99')
  })

  it('is paid at the desk once: of five simultaneous recordings one is written', async () => {
    const job = await readyJob()
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        payInvoiceAtDesk(servers.serverConnection(), job.id, 'cash', who),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'conflict')).toHaveLength(4)
    const rows = await paymentsFor(db(), { type: 'service_job', id: job.id })
    expect(
      rows.map((row) => [row.kind, row.method, row.purpose, row.amount_cents, row.status]),
    ).toEqual([['desk_payment', 'cash', 'service', 27_399, 'succeeded']])
    expect((await invoiceOf(db(), job.id))?.payment_id).toBe(rows[0]?.id)
    expect(
      await startInvoiceCheckout(db(), stripe.online, { token: job.token, siteUrl: site }),
    ).toEqual({ ok: false, reason: 'paid' })
  })

  it('is paid online on Stripe’s page; the webhook and the return decide once', async () => {
    const job = await readyJob()
    const started = await startInvoiceCheckout(db(), stripe.online, {
      token: job.token,
      siteUrl: site,
    })
    if (!started.ok) throw new Error(started.reason)
    const [row] = await paymentsFor(db(), { type: 'service_job', id: job.id })
    expect(row).toMatchObject({
      kind: 'charge',
      purpose: 'service',
      amount_cents: 27_399,
      status: 'pending',
    })
    expect(started.url).toContain(row?.stripe_checkout_session_id)
    stripe.server.payWithCard(row?.stripe_checkout_session_id ?? '', '4242424242424242')
    await Promise.all([
      stripe.server.webhooksIdle(),
      returnFromInvoiceCheckout(servers.serverConnection(), stripe.online, {
        token: job.token,
        siteUrl: site,
      }),
    ])
    const invoice = await invoiceOf(db(), job.id)
    expect(invoice?.paid_at).not.toBeNull()
    expect(invoice?.payment_id).toBe(row?.id)
    expect((await events(job.id)).filter((kind) => kind === 'paid')).toHaveLength(1)
    expect(
      (await customerMail()).filter((mail) => mail.payload?.includes('Thank you')),
    ).toHaveLength(1)
    expect(await payInvoiceAtDesk(db(), job.id, 'cash', who)).toMatchObject({
      ok: false,
      reason: 'conflict',
    })
  })

  it('paid on two Checkout pages, counts one payment and refunds the other', async () => {
    const job = await readyJob()
    const first = await startInvoiceCheckout(db(), stripe.online, {
      token: job.token,
      siteUrl: site,
    })
    const second = await startInvoiceCheckout(db(), stripe.online, {
      token: job.token,
      siteUrl: site,
    })
    expect(first.ok && second.ok).toBe(true)
    const charges = await paymentsFor(db(), { type: 'service_job', id: job.id })
    for (const row of charges)
      stripe.server.payWithCard(row.stripe_checkout_session_id ?? '', '4242424242424242')
    await stripe.server.webhooksIdle()
    await returnFromInvoiceCheckout(db(), stripe.online, { token: job.token, siteUrl: site })
    await stripe.server.webhooksIdle()
    const rows = await paymentsFor(db(), { type: 'service_job', id: job.id })
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['charge', 'succeeded'],
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
    ])
    expect((await events(job.id)).filter((kind) => kind === 'paid')).toHaveLength(1)
  })

  it('is for nothing when the estimate was declined and the cart goes back unrepaired', async () => {
    const { job, estimate, hash } = await sentEstimate()
    await decideEstimate(db(), {
      token: job.token,
      estimateId: estimate.id,
      linesHash: hash,
      decision: 'declined',
      name: 'Ada',
      ip: null,
    })
    expect(await moveJob(db(), job.id, { from: 'diagnosing', to: 'ready' }, who)).toEqual({
      ok: true,
    })
    expect((await invoiceOf(db(), job.id))?.total_cents).toBe(0)
    expect(await payInvoiceAtDesk(db(), job.id, 'cash', who)).toMatchObject({
      ok: false,
      reason: 'invalid',
    })
    expect(
      await startInvoiceCheckout(db(), stripe.online, { token: job.token, siteUrl: site }),
    ).toEqual({
      ok: false,
      reason: 'nothing-due',
    })
  })
})

describe('a declined mobile visit', () => {
  it('is invoiced for the visit’s fee alone, taxed as with a repair, and payable once', async () => {
    const { job, estimate, hash } = await sentEstimate({ visit: 'mobile', fee_cents: 7_900 })
    await decideEstimate(db(), {
      token: job.token,
      estimateId: estimate.id,
      linesHash: hash,
      decision: 'declined',
      name: 'Ada',
      ip: null,
    })
    expect(await moveJob(db(), job.id, { from: 'diagnosing', to: 'ready' }, who)).toEqual({
      ok: true,
    })
    // $79 and 6% of it ($4.74), the owners' rate unless they change it
    expect(await invoiceOf(db(), job.id)).toMatchObject({
      estimate_id: null,
      subtotal_cents: 7_900,
      tax_cents: 474,
      total_cents: 8_374,
    })
    expect(await payInvoiceAtDesk(db(), job.id, 'cash', who)).toEqual({ ok: true })
    expect(await paymentsFor(db(), { type: 'service_job', id: job.id })).toMatchObject([
      { kind: 'desk_payment', amount_cents: 8_374, purpose: 'service' },
    ])
  })
})

describe('estimate lines', () => {
  it('removing a line of a sent version makes the next version, leaving the sent one as it was', async () => {
    const { job, estimate } = await sentEstimate()
    expect(await removeEstimateLine(db(), job.id, 2, who)).toEqual({ ok: true })
    const versions = await db()
      .selectFrom('service_estimates')
      .select(['version', 'status'])
      .where('job_id', '=', job.id)
      .orderBy('version')
      .execute()
    expect(versions).toEqual([
      { version: 1, status: 'sent' },
      { version: 2, status: 'draft' },
    ])
    expect((await customerEstimate(db(), job.id))?.lines).toHaveLength(2)
    expect(estimate.lines).toHaveLength(2)
    expect(await removeEstimateLine(db(), job.id, 2, who)).toMatchObject({
      ok: false,
      reason: 'conflict',
    })
  })
})
