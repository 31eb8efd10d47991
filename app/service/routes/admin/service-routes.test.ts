import { describe, expect, it } from 'vitest'

import { insertServiceJob } from '#tests/support/service-jobs.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import { action as estimateAction, loader as estimateLoader } from '../job-estimate'
import { action as invoiceAction } from '../job-invoice'
import { loader as boardLoader } from './service-board'
import { action as jobAction, loader as jobLoader } from './service-job'
import { action as newAction } from './service-new'

/*
 * The service routes as the browser reaches them: the board's counts and
 * limits, a job's page with its earlier jobs, each intent of its action
 * (400 for a bad form, 409 for a stale stage, 404 for an unknown job), a job
 * opened at the counter, and the customer's approval post (303 once, then
 * 409; 404 for an unknown token or another job's estimate).
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'
const staff = await createStaffUser(db, { email: 'tech@example.com', role: 'staff' })
const { token } = await startTestSession(db, staff.id, { limits: context.settings })
const cookie = `staff_session=${token}`

type Args = { request: Request; context: typeof context; params: Record<string, string> }
type Answer = { status: number; location?: string | null; body?: Record<string, unknown> }

async function call(run: (args: never) => Promise<unknown>, args: Args): Promise<Answer> {
  try {
    const result = await run(args as never)
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('location') }
    if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
      const { init, data } = result as { init: ResponseInit | null; data: Record<string, unknown> }
      return { status: init?.status ?? 200, body: data }
    }
    return { status: 200, body: result as Record<string, unknown> }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') }
    if (thrown && typeof thrown === 'object' && 'init' in thrown) {
      return { status: (thrown as { init: ResponseInit | null }).init?.status ?? 500 }
    }
    throw thrown
  }
}

const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { cookie },
) =>
  new Request(`${site}${path}`, {
    method: 'POST',
    headers: { ...headers, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
const get = (path: string) => new Request(`${site}${path}`, { headers: { cookie } })

const postJob = (id: string, fields: Record<string, string>) =>
  call(jobAction, { request: post(`/admin/service/${id}`, fields), context, params: { id } })

describe('the service board', () => {
  it('counts every stage and shows only the latest few finished jobs, with a link to all', async () => {
    for (let i = 0; i < 7; i++)
      await insertServiceJob(db, {
        stage: 'collected',
        visit_day: `2026-10-0${i + 1}`,
        email: `c${i}@example.com`,
      })
    await insertServiceJob(db, { stage: 'booked', email: 'b@example.com' })
    const board = (await boardLoader({
      request: get('/admin/service'),
      context,
      params: {},
    } as never)) as {
      view: string
      columns: { stage: string; count: number; jobs: { visit_day: string }[]; more: boolean }[]
    }
    const collected = board.columns.find((column) => column.stage === 'collected')
    expect(collected).toMatchObject({ count: 7, more: true })
    expect(collected?.jobs.map((job) => job.visit_day)).toEqual([
      '2026-10-07',
      '2026-10-06',
      '2026-10-05',
      '2026-10-04',
      '2026-10-03',
    ])
    expect(board.columns.find((column) => column.stage === 'booked')?.count).toBeGreaterThanOrEqual(
      1,
    )
    const all = (await boardLoader({
      request: get('/admin/service?stage=collected'),
      context,
      params: {},
    } as never)) as {
      jobs: unknown[]
      next?: unknown
    }
    expect(all.jobs).toHaveLength(7)
    expect(all.next).toBeUndefined()
  })
  it('flags the repairs past their promise and the carts left ready, on the board and the job', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    const late = await insertServiceJob(db, {
      stage: 'in_repair',
      email: 'late@example.com',
      approved_at: daysAgo(10),
    })
    await insertServiceJob(db, { stage: 'ready', email: 'left@example.com', ready_at: daysAgo(40) })
    const board = (await boardLoader({
      request: get('/admin/service'),
      context,
      params: {},
    } as never)) as {
      columns: {
        stage: string
        jobs: { email?: string; id: string; flag: { text: string } | null }[]
      }[]
    }
    const flags = (stage: string) =>
      board.columns.find((column) => column.stage === stage)?.jobs.map((job) => job.flag?.text)
    expect(flags('in_repair')).toContain('Past the 24-48 hour promise')
    expect(flags('ready')).toContain('Lien notice due')
    const page = (await jobLoader({
      request: get(`/admin/service/${late.id}`),
      context,
      params: { id: late.id },
    } as never)) as { flag: { text: string } | null }
    expect(page.flag?.text).toBe('Past the 24-48 hour promise')
  })
})

describe('a job’s staff page', () => {
  it('lists the cart’s earlier jobs by serial and the customer’s by e-mail or phone', async () => {
    const job = await insertServiceJob(db, {
      cart_serial: 'SER-1',
      email: 'ann@example.com',
      phone: '570-555-0111',
    })
    const sameCart = await insertServiceJob(db, {
      cart_serial: 'SER-1',
      email: 'prev-owner@example.com',
      phone: '1',
    })
    const samePhone = await insertServiceJob(db, {
      cart_serial: 'OTHER',
      email: 'ann2@example.com',
      phone: '570-555-0111',
    })
    await insertServiceJob(db, { cart_serial: 'UNRELATED', email: 'x@example.com', phone: '2' })
    const page = (await jobLoader({
      request: get(`/admin/service/${job.id}`),
      context,
      params: { id: job.id },
    } as never)) as {
      sameCart: { id: string }[]
      sameCustomer: { id: string }[]
    }
    expect(page.sameCart.map((row) => row.id)).toEqual([sameCart.id])
    expect(page.sameCustomer.map((row) => row.id)).toEqual([samePhone.id])
    expect(
      (
        await call(jobLoader, {
          request: get('/admin/service/none'),
          context,
          params: { id: 'none' },
        })
      ).status,
    ).toBe(404)
  })

  it('takes each intent: a bad line 400, a stale move 409, an unknown intent 400', async () => {
    const job = await insertServiceJob(db, { stage: 'checked_in', email: 'intents@example.com' })
    const bad = await postJob(job.id, {
      intent: 'line-add',
      kind: 'labour',
      description: 'Brakes',
      hours: '1.25',
    })
    expect(bad.status).toBe(400)
    expect(bad.body?.problems).toEqual({
      hours: 'Enter hours in tenths, like 0.5 or 1.2 (at most 99.9).',
    })
    expect(
      (
        await postJob(job.id, {
          intent: 'line-add',
          kind: 'labour',
          description: 'Brakes',
          hours: '1.2',
        })
      ).status,
    ).toBe(200)
    expect(
      (await postJob(job.id, { intent: 'move', from: 'checked_in', to: 'diagnosing' })).status,
    ).toBe(200)
    expect(
      (await postJob(job.id, { intent: 'move', from: 'checked_in', to: 'diagnosing' })).status,
    ).toBe(409)
    const sent = await postJob(job.id, { intent: 'send-estimate' })
    expect(sent).toMatchObject({ status: 200, body: { form: 'send' } })
    expect((await postJob(job.id, { intent: 'note', note: ' ' })).status).toBe(400)
    expect((await postJob(job.id, { intent: 'pay-at-desk', method: 'barter' })).status).toBe(400)
    expect((await postJob(job.id, { intent: 'dance' })).status).toBe(400)
    expect((await postJob('no-such-job', { intent: 'note', note: 'Hello' })).status).toBe(404)
  })

  it('opens a job at the counter, checked in and counted in the day’s drop-offs, or says what is missing', async () => {
    const refused = await call(newAction, {
      request: post('/admin/service/new', { firstName: 'Cy' }),
      context,
      params: {},
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body?.problems as object)).toEqual(
      expect.arrayContaining([
        'lastName',
        'email',
        'phone',
        'kind',
        'cartBrand',
        'cartModel',
        'batteryType',
        'description',
      ]),
    )
    const made = await call(newAction, {
      request: post('/admin/service/new', {
        firstName: 'Cy',
        lastName: 'Walk-In',
        email: 'cy@example.com',
        phone: '570 555 0123',
        kind: 'battery',
        cartBrand: 'Denago',
        cartModel: 'Nomad',
        cartYear: '2024',
        cartSerial: 'DN-77',
        batteryType: 'lithium',
        description: 'Battery will not hold a charge.',
      }),
      context,
      params: {},
    })
    expect(made.status).toBe(302)
    const id = made.location?.split('/').at(-1) ?? ''
    const job = await db
      .selectFrom('service_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(job).toMatchObject({
      source: 'staff',
      stage: 'checked_in',
      cart_serial: 'DN-77',
      cart_year: 2024,
    })
    expect(job.checked_in_at).not.toBeNull()
    // the walk-in fills its day for the bookings online
    const day = await db
      .selectFrom('service_slot_counts')
      .select('taken')
      .where('visit', '=', 'drop_off')
      .where('visit_day', '=', job.visit_day)
      .where('window_start', '=', 0)
      .executeTakeFirst()
    expect(day?.taken).toBe(1)
  })
})

describe('the customer’s estimate post', () => {
  async function waitingJob(email: string) {
    const job = await insertServiceJob(db, { stage: 'diagnosing', email })
    await postJob(job.id, {
      intent: 'line-add',
      kind: 'part',
      description: 'Charger',
      quantity: '1',
      unitPrice: '249.00',
    })
    await postJob(job.id, { intent: 'send-estimate' })
    const page = (await estimateLoader({
      request: get(`/service/${job.token}/estimate`),
      context,
      params: { token: job.token },
    } as never)) as {
      estimate: { estimateId: string; linesHash: string; waiting: boolean }
    }
    expect(page.estimate.waiting).toBe(true)
    return { job, estimate: page.estimate }
  }
  const decide = (tokenValue: string, fields: Record<string, string>) =>
    call(estimateAction, {
      request: post(`/service/${tokenValue}/estimate`, fields, {}),
      context,
      params: { token: tokenValue },
    })

  it('approves once (303 to the job’s page), then refuses the link used again (409)', async () => {
    const { job, estimate } = await waitingJob('approve@example.com')
    const fields = {
      estimate: estimate.estimateId,
      lines: estimate.linesHash,
      decision: 'approved',
      name: 'Dee Customer',
    }
    expect(await decide(job.token, { ...fields, name: '' })).toMatchObject({ status: 400 })
    expect(await decide(job.token, fields)).toEqual({
      status: 303,
      location: `/service/${job.token}`,
    })
    const again = await decide(job.token, fields)
    expect(again.status).toBe(409)
    expect(String(again.body?.error)).toContain('already approved by Dee Customer')
  })

  it('refuses another job’s estimate (404, nothing recorded) and an unknown token (404)', async () => {
    const { estimate } = await waitingJob('mine@example.com')
    const other = await insertServiceJob(db, {
      stage: 'awaiting_approval',
      email: 'other@example.com',
    })
    const fields = {
      estimate: estimate.estimateId,
      lines: estimate.linesHash,
      decision: 'approved',
      name: 'Eve Other',
    }
    const refused = await decide(other.token, fields)
    expect(refused.status).toBe(404)
    expect(String(refused.body?.error)).toContain('not this job’s')
    expect((await decide('0123456789abcdef0123', fields)).status).toBe(404)
    expect((await decide('bad token!', fields)).status).toBe(404)
  })

  it('refuses to start a payment with online payment off, and an unknown token', async () => {
    const job = await insertServiceJob(db, { stage: 'ready', email: 'pay@example.com' })
    await db
      .insertInto('service_invoices')
      .values({
        id: crypto.randomUUID(),
        job_id: job.id,
        estimate_id: null,
        subtotal_cents: 100,
        tax_cents: 6,
        total_cents: 106,
        issued_at: new Date().toISOString(),
        paid_at: null,
        payment_id: null,
      })
      .execute()
    const pay = (tokenValue: string) =>
      call(invoiceAction, {
        request: post(`/service/${tokenValue}/invoice`, {}, {}),
        context,
        params: { token: tokenValue },
      })
    expect(await pay(job.token)).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('pay at the showroom') },
    })
    expect((await pay('0123456789abcdef0123')).status).toBe(404)
  })
})
