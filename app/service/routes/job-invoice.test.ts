import { afterAll, describe, expect, it } from 'vitest'

import { insertServiceJob } from '#tests/support/service-jobs.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'
import { startStripeServer } from '#tests/support/stripe-server/index.ts'

import { action as jobAction, loader as jobLoader } from './admin/service-job'
import { action as payAction, loader as invoiceLoader } from './job-invoice'

/*
 * The invoice paid through the routes a customer and staff reach: Pay online
 * goes to Stripe's page (the local Stripe) for the invoice's amount, the
 * return reads the payment from Stripe and shows it paid, and a second Pay
 * is refused; at the desk, staff record it paid once, in the job's ledger.
 */

const stripe = await startStripeServer()
afterAll(() => stripe.stop())
const { db, context } = await staffTestFileContext({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_BASE: stripe.url,
})
const site = 'http://localhost:3000'
const staff = await createStaffUser(db, { email: 'desk@example.com', role: 'staff' })
const { token } = await startTestSession(db, staff.id, { limits: context.settings })
const cookie = `staff_session=${token}`

async function readyWithInvoice(email: string) {
  const job = await insertServiceJob(db, { stage: 'ready', email })
  await db
    .insertInto('service_invoices')
    .values({
      id: crypto.randomUUID(),
      job_id: job.id,
      estimate_id: null,
      subtotal_cents: 25_848,
      tax_cents: 1_551,
      total_cents: 27_399,
      issued_at: new Date().toISOString(),
      paid_at: null,
      payment_id: null,
    })
    .execute()
  return job
}

const args = (request: Request, params: Record<string, string>) =>
  ({ request, context, params }) as never
const postTo = (
  path: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  new Request(`${site}${path}`, {
    method: 'POST',
    headers: { ...headers, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
const statusOf = (result: unknown) =>
  result instanceof Response
    ? result.status
    : ((result as { init?: ResponseInit | null }).init?.status ?? 200)

describe('the invoice paid', () => {
  it('online: Stripe’s page for the invoice’s amount, then shown paid; a second Pay is refused', async () => {
    const job = await readyWithInvoice('online@example.com')
    const started = (await payAction(
      args(postTo(`/service/${job.token}/invoice`), { token: job.token }),
    )) as Response
    expect(started.status).toBe(303)
    const [charge] = await db
      .selectFrom('payments')
      .selectAll()
      .where('subject_id', '=', job.id)
      .execute()
    expect(charge).toMatchObject({
      kind: 'charge',
      purpose: 'service',
      subject_type: 'service_job',
      amount_cents: 27_399,
    })
    expect(started.headers.get('location')).toContain(charge?.stripe_checkout_session_id)
    stripe.payWithCard(charge?.stripe_checkout_session_id ?? '', '4242424242424242')
    const back = (await invoiceLoader(
      args(new Request(`${site}/service/${job.token}/invoice?paid=1`), { token: job.token }),
    )) as { invoice: { paid?: string; payOnline: boolean } }
    expect(back.invoice.paid).toEqual(expect.any(String))
    expect(back.invoice.payOnline).toBe(false)
    const again = await payAction(
      args(postTo(`/service/${job.token}/invoice`), { token: job.token }),
    )
    expect(statusOf(again)).toBe(409)
  })

  it('at the desk: recorded once from the job’s page, in its ledger', async () => {
    const job = await readyWithInvoice('desk@example.com')
    const pay = () =>
      jobAction(
        args(
          postTo(`/admin/service/${job.id}`, { intent: 'pay-at-desk', method: 'cash' }, { cookie }),
          { id: job.id },
        ),
      )
    expect(statusOf(await pay())).toBe(200)
    expect(statusOf(await pay())).toBe(409)
    const page = (await jobLoader(
      args(new Request(`${site}/admin/service/${job.id}`, { headers: { cookie } }), { id: job.id }),
    )) as {
      invoice: { paid_at: string | null }
      ledger: {
        lines: { kind: string; purpose: string; amount: string }[]
        totals: { paidCents: number }
      }
    }
    expect(page.invoice.paid_at).not.toBeNull()
    expect(page.ledger.lines).toEqual([
      expect.objectContaining({ kind: 'Paid at the desk', purpose: 'Service', amount: '$273.99' }),
    ])
    expect(page.ledger.totals.paidCents).toBe(27_399)
  })
})
