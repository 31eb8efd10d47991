import { describe, expect, it } from 'vitest'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { phoneJpeg } from '#tests/support/photos.ts'

import { bookDelivery } from './book-delivery.ts'
import { markStep } from './job-status.ts'

/* A driver's steps on a stop, on both engines: a rental delivered to Milford on Tuesday December 1 2026. */

const now = new Date('2026-11-30T12:00:00Z')
const actor = { id: 'driver-1', email: 'driver@example.com', ip: null }
const options = { actor, now, siteUrl: 'https://www.keystone-golfcarts.example' }

describe('markStep', () => {
  const db = eachTestDatabase()
  const booked = async () => {
    const result = await withTransaction(db(), (trx) =>
      bookDelivery(
        trx,
        {
          kind: 'rental_delivery',
          subject: { type: 'rental_reservation', id: 'r-1' },
          window: '2026-12-01@480',
          town: 'milford',
          address: '12 Lake Road',
          customer: { name: 'Dana Reyes', email: 'dana@example.com', phone: '570-555-0142' },
          items: '4-seat rental cart',
          accessConfirmed: true,
          leaveAt: 'By the garage',
          whiteGlove: false,
        },
        { now },
      ),
    )
    if (!result.ok) throw new Error(result.error)
    return result.job.id
  }
  const mails = async () =>
    (await db().selectFrom('outbox').select(['recipient', 'payload']).execute()).map((row) => ({
      to: row.recipient,
      subject: (JSON.parse(row.payload ?? '{}') as { subject: string }).subject,
    }))

  it('e-mails on the way, keeps the proof of done, and writes history and audit', async () => {
    const id = await booked()
    expect(await markStep(db(), id, { to: 'on_the_way' }, options)).toEqual({ ok: true })
    const photo = new File([new Uint8Array(await phoneJpeg(1200, 900))], 'left.jpg', {
      type: 'image/jpeg',
    })
    expect(
      await markStep(db(), id, { to: 'done', photo, proofName: 'Dana Reyes' }, options),
    ).toEqual({ ok: true })
    const job = await db()
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(job).toMatchObject({
      status: 'done',
      proof_name: 'Dana Reyes',
      done_at: now.toISOString(),
    })
    expect(job.proof_photo?.length).toBeGreaterThan(1000)
    expect(await mails()).toEqual([
      { to: 'dana@example.com', subject: 'Your delivery is on the way' },
      { to: 'dana@example.com', subject: 'Your cart is delivered' },
    ])
    const events = await db()
      .selectFrom('delivery_job_events')
      .select('kind')
      .orderBy('at')
      .execute()
    expect(events.map((e) => e.kind).sort()).toEqual(['booked', 'done', 'on_the_way'])
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', id)
      .execute()
    expect(audit.map((a) => a.action).sort()).toEqual(['delivery.done', 'delivery.on_the_way'])
  })

  it('refuses done without a photo or a name, and a step back, changing nothing', async () => {
    const id = await booked()
    expect(
      await markStep(db(), id, { to: 'done', photo: undefined, proofName: 'Dana' }, options),
    ).toMatchObject({
      ok: false,
      status: 400,
      error: 'Take a photo of the cart where it was left.',
    })
    expect(await markStep(db(), id, { to: 'failed', reason: ' ' }, options)).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(
      await markStep(db(), id, { to: 'failed', reason: 'Gate locked, nobody home' }, options),
    ).toEqual({ ok: true })
    expect(await markStep(db(), id, { to: 'on_the_way' }, options)).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(await mails()).toEqual([])
  })
})
