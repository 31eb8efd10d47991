import { describe, expect, it } from 'vitest'

import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'

import { contractByToken } from '../../.server/contract-by-token'
import { customerBilling } from '../../.server/customer-billing'
import { action as contractPageAction } from '../contract'
import { loader as overviewLoader } from './storage'
import { action as contractAction, loader as contractLoader } from './storage-contract'

/*
 * Storage's staff pages and the customer's posts as the browser reaches
 * them: the overview's delinquency list and invoices, a contract's page
 * with notice and a desk payment (audited, once; 400 for a bad form, 409
 * the second time, 404 for an unknown contract), the customer's notice
 * and Pay online posts, and a picked-up contract's return booked on the
 * trucks by the customer or by staff.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'
const staff = await createStaffUser(db, { email: 'desk@example.com', role: 'staff' })
const { token } = await startTestSession(db, staff.id, { limits: context.settings })
const cookie = `staff_session=${token}`
const today = calendarDay(new Date(), 'America/New_York')

type Answer = { status: number; location?: string | null; body?: Record<string, unknown> }

async function call(run: (args: never) => Promise<unknown>, args: unknown): Promise<Answer> {
  try {
    const result = await run(args as never)
    if (result instanceof Response) {
      const body = result.headers.get('content-type')?.includes('json')
        ? ((await result.json()) as Record<string, unknown>)
        : undefined
      return { status: result.status, location: result.headers.get('location'), body }
    }
    if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
      const { init, data } = result as { init: ResponseInit | null; data: Record<string, unknown> }
      return { status: init?.status ?? 200, body: data }
    }
    return { status: 200, body: result as Record<string, unknown> }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status }
    if (thrown && typeof thrown === 'object' && 'init' in thrown)
      return { status: (thrown as { init: ResponseInit | null }).init?.status ?? 500 }
    throw thrown
  }
}

const post = (path: string, fields: Record<string, string>, headers = { cookie }) =>
  new Request(`${site}${path}`, {
    method: 'POST',
    headers: { ...headers, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
const get = (path: string) => new Request(`${site}${path}`, { headers: { cookie } })

const postContract = (id: string, fields: Record<string, string>) =>
  call(contractAction, {
    request: post(`/admin/storage/contracts/${id}`, fields),
    context,
    params: { id },
  })

/** An unpaid invoice `daysLate` days past its due day. */
async function unpaidInvoice(contractId: string, daysLate: number) {
  const due = addDays(today, -daysLate)
  const id = crypto.randomUUID()
  await db
    .insertInto('storage_invoices')
    .values({
      id,
      contract_id: contractId,
      month: due.slice(0, 7),
      first_day: due,
      last_day: due,
      lines: JSON.stringify([{ label: 'Indoor storage', cents: 12_500, taxable: false }]),
      subtotal_cents: 12_500,
      tax_cents: 0,
      late_fee_cents: 2_500,
      total_cents: 15_000,
      due_day: due,
      issued_at: new Date().toISOString(),
      charge_payment_id: null,
      checkout_payment_id: null,
      charge_failed_at: new Date().toISOString(),
      late_fee_at: null,
      paid_at: null,
      payment_id: null,
    })
    .execute()
  return id
}

describe('the storage overview', () => {
  it('lists a contract 65 days behind with the policy’s next step, and its invoice overdue', async () => {
    const contract = await insertStorageContract(db, {
      start_day: addDays(today, -100),
      first_name: 'Riley',
      email: 'riley@example.com',
    })
    await unpaidInvoice(contract.id, 65)
    const page = await overviewLoader({
      request: get('/admin/storage'),
      context,
      params: {},
    } as never)
    const row = page.delinquent.find((line) => line.contractId === contract.id)
    expect(row).toMatchObject({
      daysLate: 65,
      balanceCents: 15_000,
      step: 60,
      happens: 'Access to the cart is suspended until the account is brought up to date.',
      next: 'At 90 days: a final notice by certified mail, stating the balance and the date of any sale.',
    })
    expect(page.invoices.find((invoice) => invoice.contractId === contract.id)).toMatchObject({
      daysLate: 65,
      chargeFailed: true,
    })
    const pocono = page.spaces.find(
      (cell) => cell.showroom === 'pocono-pines' && cell.kind === 'indoor',
    )
    expect(pocono).toMatchObject({ spaces: 24 })
    expect(pocono?.taken).toBeGreaterThanOrEqual(1)
  })
})

describe('a contract’s staff page', () => {
  it('records an invoice paid at the desk once, audited, and refuses a bad method', async () => {
    const contract = await insertStorageContract(db, { start_day: addDays(today, -40) })
    const invoice = await unpaidInvoice(contract.id, 20)
    expect(
      await postContract(contract.id, { intent: 'pay-at-desk', invoice, method: 'iou' }),
    ).toMatchObject({
      status: 400,
    })
    expect(
      await postContract(contract.id, { intent: 'pay-at-desk', invoice, method: 'cash' }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Recorded: the invoice is paid.' },
    })
    expect(
      await postContract(contract.id, { intent: 'pay-at-desk', invoice, method: 'cash' }),
    ).toMatchObject({
      status: 409,
    })
    const page = await contractLoader({
      request: get(`/admin/storage/contracts/${contract.id}`),
      context,
      params: { id: contract.id },
    } as never)
    expect(page.ledger.totals.paidCents).toBe(15_000)
    expect(page.history.map((line) => [line.kind, line.actor])).toEqual([
      ['paid', 'desk@example.com'],
    ])
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', contract.id)
      .execute()
    expect(audit.map((row) => row.action)).toEqual(['storage-invoice.paid-at-desk'])
  })

  it('records notice once: the last day 30 days on, audited; 404 for an unknown contract', async () => {
    const contract = await insertStorageContract(db, { start_day: addDays(today, -40) })
    expect(await postContract(contract.id, { intent: 'notice' })).toMatchObject({ status: 200 })
    expect(await postContract(contract.id, { intent: 'notice' })).toMatchObject({ status: 409 })
    const row = await db
      .selectFrom('storage_contracts')
      .select('end_day')
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow()
    expect(row.end_day).toBe(addDays(today, 30))
    expect(await postContract(crypto.randomUUID(), { intent: 'notice' })).toMatchObject({
      status: 404,
    })
  })
})

describe('the customer’s billing posts', () => {
  it('give notice once from the contract page, then 409; 404 for an unknown link', async () => {
    const contract = await insertStorageContract(db, { start_day: addDays(today, -10) })
    const notice = (tokenValue: string) =>
      call(contractPageAction, {
        request: post(`/storage/${tokenValue}`, { intent: 'notice' }, { cookie: '' }),
        context,
        params: { token: tokenValue },
      })
    expect(await notice(contract.token)).toEqual({
      status: 303,
      location: `/storage/${contract.token}?notice=given`,
      body: undefined,
    })
    expect(await notice(contract.token)).toMatchObject({
      status: 409,
      body: { billingMessage: expect.stringContaining('Notice was given') },
    })
    expect(await notice('no-such-contract')).toMatchObject({ status: 404 })
    const current = await contractByToken(db, contract.token)
    if (!current) throw new Error('the contract is gone')
    const billing = await customerBilling(db, current, new Date())
    expect(billing).toMatchObject({ canGiveNotice: false, endDay: addDays(today, 30) })
  })

  it('refuse to pay a paid or unknown invoice, and say when paying online is off', async () => {
    const contract = await insertStorageContract(db, { start_day: addDays(today, -10) })
    const invoice = await unpaidInvoice(contract.id, 3)
    const pay = (invoiceId: string) =>
      call(contractPageAction, {
        request: post(
          `/storage/${contract.token}`,
          { intent: 'pay', invoice: invoiceId },
          { cookie: '' },
        ),
        context,
        params: { token: contract.token },
      })
    // refused: the contract page again, saying why
    expect(await pay(invoice)).toMatchObject({
      status: 400,
      body: {
        billingMessage:
          'Paying online is not available just now: please call us or pay at the showroom.',
      },
    })
    expect(await pay(crypto.randomUUID())).toMatchObject({ status: 404 })
    await db
      .updateTable('storage_invoices')
      .set({ paid_at: new Date().toISOString() })
      .where('id', '=', invoice)
      .execute()
    expect(await pay(invoice)).toMatchObject({ status: 409 })
  })
})

describe('a picked-up contract’s return', () => {
  const picked = (email: string) =>
    insertStorageContract(db, {
      plan: 'winter',
      showroom: 'scranton',
      start_day: addDays(today, -60),
      end_day: addDays(today, 10),
      handover: 'pickup',
      street: '12 Lake Road',
      town: 'Carbondale',
      zip: '18407',
      pickup_fee_cents: 4_500,
      email,
    })
  // 10 AM is inside the delivery hours every day of the week
  const trip = (window: string, changes: Record<string, string> = {}) => ({
    intent: 'trip',
    deliveryWindow: window,
    accessConfirmed: 'yes',
    leaveAt: 'Back in the garage',
    ...changes,
  })

  it('is booked once from the customer’s page, then 409; staff book another’s, audited, 400 without the path', async () => {
    const contract = await picked('return@example.com')
    const book = (fields: Record<string, string>) =>
      call(contractPageAction, {
        request: post(`/storage/${contract.token}`, fields, { cookie: '' }),
        context,
        params: { token: contract.token },
      })
    expect(await book(trip(`${addDays(today, 2)}@600`))).toMatchObject({
      status: 303,
      location: `/storage/${contract.token}?trip=booked`,
    })
    expect(await book(trip(`${addDays(today, 3)}@600`))).toMatchObject({
      status: 409,
      body: { tripForm: { error: expect.stringContaining('no trip to book') } },
    })

    const phoned = await picked('phoned@example.com')
    const refused = await postContract(
      phoned.id,
      trip(`${addDays(today, 2)}@720`, { accessConfirmed: '' }),
    )
    expect(refused).toMatchObject({
      status: 400,
      body: {
        form: 'trip',
        trip: { errors: { accessConfirmed: expect.stringContaining('8 ft') } },
      },
    })
    expect(await postContract(phoned.id, trip(`${addDays(today, 2)}@720`))).toMatchObject({
      status: 200,
      body: { form: 'trip', message: 'Booked on the trucks.' },
    })
    const jobs = await db
      .selectFrom('delivery_jobs')
      .select(['kind', 'subject_id', 'distance_cents'])
      .where('kind', '=', 'storage_return')
      .execute()
    expect(jobs).toHaveLength(2)
    expect(jobs).toEqual(
      expect.arrayContaining([
        { kind: 'storage_return', subject_id: contract.id, distance_cents: 4_500 },
        { kind: 'storage_return', subject_id: phoned.id, distance_cents: 4_500 },
      ]),
    )
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_email', 'entity_id'])
      .where('action', '=', 'storage-contract.trip')
      .execute()
    expect(audit).toEqual([{ actor_email: 'desk@example.com', entity_id: phoned.id }])
  })
})
