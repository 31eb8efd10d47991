import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { backOfficeAction } from '#tests/support/back-office-action.ts'
import { insertDeliveryJob, windowBegunToday } from '#tests/support/delivery-jobs.ts'

import { bookDelivery } from '../../.server/book-delivery.ts'
import { PrintedDay } from '../../components/admin/printed-day.tsx'
import { action as dayAction, loader as dayLoader } from './deliveries-day'
import { action as jobAction, loader as jobLoader } from './deliveries-job'
import { loader as photoLoader } from './deliveries-job-photo'
import { loader as weekLoader } from './deliveries-week'

/*
 * The deliveries' staff pages through their loaders and actions as the
 * browser reaches them: the driver's day (its print view, a missed
 * appointment), the week (the proof), a job's view (its fee paid at the
 * desk or waived by an owner) and its private proof photo.
 */

const { db, context, cookieFor, post, send } = await backOfficeAction(
  '/admin/deliveries/day',
  dayAction,
)
const site = 'http://localhost:3000'
const today = calendarDay(new Date(), business.timeZone)
const clerk = await cookieFor('staff')
const owner = await cookieFor('owner')

type Args = { request: Request; context: typeof context; params: Record<string, string> }
const call = async <T,>(run: (args: never) => Promise<T>, args: Args) =>
  (run as unknown as (args: Args) => Promise<T>)(args).catch((thrown: unknown) => thrown)
const get = (path: string, cookie = clerk) => new Request(`${site}${path}`, { headers: { cookie } })
const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } | null }).init?.status ?? 200)

let nextSubject = 0
/** A sold cart's delivery in the first free morning window from two days on. */
async function booked(): Promise<{ id: string; day: string }> {
  for (let i = 2; i < 12; i++) {
    const day = addDays(today, i)
    const result = await withTransaction(db, (trx) =>
      bookDelivery(
        trx,
        {
          kind: 'sale_delivery',
          subject: { type: 'cart_sale', id: `page-${(nextSubject += 1)}` },
          window: `${day}@600`,
          town: 'milford',
          address: '40 Broad Street',
          customer: { name: 'Pat Page', email: 'pat@example.com', phone: '570-555-0188' },
          items: 'A 6-seat lifted cart',
          accessConfirmed: true,
          leaveAt: 'Behind the garage',
          whiteGlove: false,
        },
        { now: new Date() },
      ),
    )
    if (result.ok) return { id: result.job.id, day }
  }
  throw new Error('no window free')
}

let nextStart = 0
/** A sold cart's delivery today whose window has begun (each a minute apart, on the one truck). */
async function begun(): Promise<{ id: string; day: string }> {
  const begun = windowBegunToday()
  const job = await insertDeliveryJob(db, {
    day: begun.day,
    window_start: (nextStart += 1),
    customer_name: 'Pat Page',
    email: 'pat@example.com',
    phone: '570-555-0188',
    address: '40 Broad Street',
    items: 'A 6-seat lifted cart',
    leave_at: 'Behind the garage',
  })
  return { id: job.id, day: job.day }
}

const feeOf = (jobId: string) =>
  db.selectFrom('delivery_fees').selectAll().where('job_id', '=', jobId).executeTakeFirst()

describe('the driver’s day', () => {
  it('prints per truck its stops with address, phone, items, access notes and a signature line, without forms', async () => {
    const job = await booked()
    const data = await dayLoader({
      request: get(`/admin/deliveries/day?day=${job.day}&print=1`),
      context,
      params: {},
    } as never)
    expect(data.print).toBe(true)
    const html = renderToStaticMarkup(<PrintedDay day={data.day} trucks={data.trucks} />)
    for (const seen of [
      'Truck 1',
      '40 Broad Street, Milford',
      '570-555-0188',
      'A 6-seat lifted cart',
      'Leave: Behind the garage',
      '8 ft wide',
      'Signature:',
    ])
      expect(html).toContain(seen)
    expect(html).not.toMatch(/<form|<button/)
  })

  it('marks a missed appointment only when confirmed and its window has begun: the stop fails and owes $100, once', async () => {
    const ahead = await booked()
    const early = { intent: 'missed', jobId: ahead.id, day: ahead.day, confirmMissed: 'yes' }
    expect((await send(post(clerk, early))).status).toBe(409)
    expect(await feeOf(ahead.id)).toBeUndefined()
    const job = await begun()
    const fields = { intent: 'missed', jobId: job.id, day: job.day }
    expect((await send(post(clerk, fields))).status).toBe(400)
    expect(await feeOf(job.id)).toBeUndefined()
    expect((await send(post(clerk, { ...fields, confirmMissed: 'yes' }))).status).toBe(302)
    expect(await feeOf(job.id)).toMatchObject({
      kind: 'missed_appointment',
      cents: 10000,
      status: 'due',
    })
    expect((await send(post(clerk, { ...fields, confirmMissed: 'yes' }))).status).toBe(409)
    const data = await dayLoader({
      request: get(`/admin/deliveries/day?day=${job.day}`),
      context,
      params: {},
    } as never)
    const stop = data.trucks.flatMap((t) => t.stops).find((s) => s.id === job.id)
    expect(stop).toMatchObject({
      statusLabel: 'Could not deliver',
      failure_reason: 'missed appointment',
    })
  })
})

describe('a job’s view, the week and the proof photo', () => {
  const jobPost = (cookie: string, jobId: string, fields: Record<string, string>) =>
    call(jobAction, {
      request: new Request(`${site}/admin/deliveries/jobs/${jobId}`, {
        method: 'POST',
        headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      context,
      params: { id: jobId },
    })

  it('records the fee paid at the desk once; only an owner waives, with a reason', async () => {
    const paid = await begun()
    await jobPost(clerk, paid.id, { intent: 'missed', confirmMissed: 'yes' })
    const fee = await feeOf(paid.id)
    const feeId = fee?.id ?? ''
    expect(
      statusOf(await jobPost(clerk, paid.id, { intent: 'fee-paid', feeId, method: 'gold' })),
    ).toBe(400)
    expect(
      statusOf(await jobPost(clerk, paid.id, { intent: 'fee-paid', feeId, method: 'cash' })),
    ).toBe(302)
    expect(
      statusOf(await jobPost(clerk, paid.id, { intent: 'fee-paid', feeId, method: 'cash' })),
    ).toBe(409)
    const view = await jobLoader({
      request: get(`/admin/deliveries/jobs/${paid.id}`),
      context,
      params: { id: paid.id },
    } as never)
    expect(view.fees).toEqual([
      { id: feeId, label: 'Missed appointment', cents: 10000, state: 'paid', waiveReason: null },
    ])
    expect(view.history.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['failed', 'fee', 'fee paid']),
    )

    const waived = await begun()
    await jobPost(clerk, waived.id, { intent: 'missed', confirmMissed: 'yes' })
    const owed = (await feeOf(waived.id))?.id ?? ''
    const waive = { intent: 'fee-waive', feeId: owed, reason: 'Our truck came early' }
    expect(statusOf(await jobPost(clerk, waived.id, waive))).toBe(403)
    expect(statusOf(await jobPost(owner, waived.id, { ...waive, reason: ' ' }))).toBe(400)
    expect(statusOf(await jobPost(owner, waived.id, waive))).toBe(302)
    expect(await feeOf(waived.id)).toMatchObject({
      status: 'waived',
      waive_reason: 'Our truck came early',
    })
  })

  it('shows the typed name and the photo, served to signed-in staff only', async () => {
    const job = await booked()
    await db
      .updateTable('delivery_jobs')
      .set({
        status: 'done',
        proof_name: 'Pat Page',
        proof_photo: Buffer.from('jpeg').toString('base64'),
      })
      .where('id', '=', job.id)
      .execute()
    const week = await weekLoader({
      request: get(`/admin/deliveries?week=${job.day}`),
      context,
      params: {},
    } as never)
    const stop = week.days
      .flatMap((d) => d.windows.flatMap((w) => w.stops))
      .find((s) => s.id === job.id)
    expect(stop).toMatchObject({ proof_name: 'Pat Page', hasPhoto: true })
    const photo = (await call(photoLoader, {
      request: get(`/admin/deliveries/jobs/${job.id}/photo`),
      context,
      params: { id: job.id },
    })) as Response
    expect(photo.headers.get('Content-Type')).toBe('image/jpeg')
    expect(photo.headers.get('Cache-Control')).toBe('private, no-store')
    expect(Buffer.from(await photo.arrayBuffer()).toString()).toBe('jpeg')
    const stranger = await call(photoLoader, {
      request: get(`/admin/deliveries/jobs/${job.id}/photo`, ''),
      context,
      params: { id: job.id },
    })
    expect(statusOf(stranger)).toBe(302)
  })
})
