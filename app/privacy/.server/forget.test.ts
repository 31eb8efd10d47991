import { describe, expect, it } from 'vitest'

import { bookDelivery } from '#app/deliveries/.server/book-delivery.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { submitContact } from '#app/leads/.server/contact/contact.ts'
import { leadDashboard } from '#app/leads/.server/dashboard.ts'
import { addContactEntry } from '#app/leads/.server/events.ts'
import { erasedText, type Person } from '#app/privacy/privacy-request.ts'
import { cancelReservation } from '#app/rentals/.server/cancel.ts'
import { placeHold } from '#app/rentals/.server/holds.ts'
import { rentalRequestCounts } from '#app/rentals/.server/request-stats.ts'
import { bookService } from '#app/service/.server/book.ts'
import { cancelBooking } from '#app/service/.server/cancel-booking.ts'
import { everything } from '#tests/support/backup-drill.ts'
import { validContact } from '#tests/support/contact.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { seedLeads } from '#tests/support/leads.ts'
import { phoneJpeg } from '#tests/support/photos.ts'
import { holdRequest, weekendStart } from '#tests/support/rental-requests.ts'
import { bookingForm, bookingNow } from '#tests/support/service-booking.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'

import { forgetPerson, previewForget } from './forget'

/*
 * A person's right to be forgotten, on both engines: every place that holds
 * their data is erased in one go, nobody else's, the counts stay, and the
 * audit row says it was done without saying who.
 */

const db = eachTestDatabase()

const renter = { email: 'riley@example.com', phone: '5705550123' }
const byEmail: Person = { kind: 'email', email: renter.email }
const byPhone: Person = { kind: 'phone', digits: '5705550123' }
const staff = { id: crypto.randomUUID(), email: 'owner@example.com', ip: '198.51.100.9' }
const settings = parseSettings({ CONTACT_MIN_FILL_SECONDS: '0', MAIL_ACKNOWLEDGE: 'true' })
const now = new Date()
const days = (n: number) => n * 86_400_000

/** Riley: two leads (one typed in capitals, one with a formatted phone), a rental that is over and one to come; Dana: a lead. */
async function fill() {
  const sent = await submitContact(
    db(),
    { ...validContact, firstName: 'Riley', email: 'Riley@Example.com', phone: '570 555 0123' },
    {},
    settings,
  )
  if (!sent.ok) throw new Error('the lead should be stored')
  await addContactEntry(db(), sent.id, 'note', 'Riley asked to call back on 570-555-0123.', null)
  const [second] = await seedLeads(db(), [
    { received_at: now.toISOString(), email: 'x@example.net', phone: '+1 (570) 555-0123' },
  ])
  const other = await submitContact(db(), validContact, {}, settings)
  if (!other.ok) throw new Error('the lead should be stored')

  // a rental two weeks ago, cancelled by the renter; one next month, still held
  const past = new Date(now.getTime() - days(14))
  const over = await placeHold(db(), {
    ...holdRequest(
      'utility',
      past,
      new Date(past.getTime() + days(2)),
      new Date(past.getTime() - days(7)),
    ),
  })
  if (!over.ok) throw new Error('the past rental should be held')
  await cancelReservation(db(), {
    id: over.id,
    by: { kind: 'renter', ip: '203.0.113.7' },
    now: new Date(past.getTime() - days(6)),
    siteUrl: 'https://carts.example',
  })
  const ahead = new Date(Math.max(weekendStart.getTime(), now.getTime() + days(30)))
  const kept = await placeHold(
    db(),
    holdRequest('six-seater', ahead, new Date(ahead.getTime() + days(2)), now),
  )
  if (!kept.ok) throw new Error('the coming rental should be held')
  const token = (
    await db()
      .selectFrom('rental_reservations')
      .select('token')
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow()
  ).token
  await db()
    .transaction()
    .execute(async (trx) => {
      await queueWrittenMail(
        trx,
        { to: 'sales@example.com', subject: 'Renter', text: `Call riley@example.com` },
        now,
      )
      await queueWrittenMail(
        trx,
        { to: renter.email, subject: 'Your rental', text: `See /rentals/reservation/${token}` },
        now,
        'renter',
      )
    })
  return { leads: [sent.id, second!], other: other.id, over: over.id, kept: kept.id }
}

/** Every row of the database that still holds Riley's address or number, by table. */
async function traces(): Promise<Record<string, number>> {
  const found: Record<string, number> = {}
  for (const [table, rows] of Object.entries(await everything(db()))) {
    const holding = rows.filter((row) => /riley|555.?0123|203\.0\.113\.7/i.test(row)).length
    if (holding > 0) found[table] = holding
  }
  return found
}

const counts = async () => ({
  leads: await leadDashboard(db(), now),
  rentals: await rentalRequestCounts(db(), now, business.timeZone),
  rows: Object.fromEntries(
    Object.entries(await everything(db())).map(([t, rows]) => [t, rows.length]),
  ),
})

describe('forgetting a person', () => {
  it('erases them everywhere, keeps the rental to come, the counts and everyone else', async () => {
    const made = await fill()
    const before = await everything(db())
    const beforeCounts = await counts()

    const preview = await previewForget(db(), byEmail)
    expect(await everything(db())).toEqual(before)
    expect(preview.kept).toEqual([expect.objectContaining({ id: made.kept, status: 'held' })])

    const done = await forgetPerson(db(), byEmail, { actor: staff })
    expect(done.rows).toEqual(preview.rows)
    const count = (table: string) => done.rows.find((r) => r.table === table)?.count
    // matched by the address in any case; the lead sent from another address is not theirs to erase by it
    expect(count('contact_messages')).toBe(1)
    expect(count('lead_events')).toBe(1)
    expect(count('rental_reservations')).toBe(1)
    expect(count('rental_reservation_events')).toBe(1)

    // only the rental to come (and its own e-mails) and the other address's lead still name Riley
    const left = await traces()
    const keptMails = await db()
      .selectFrom('outbox')
      .select(['recipient', 'status'])
      .where('recipient', '=', renter.email)
      .execute()
    expect(keptMails.length).toBeGreaterThan(0)
    expect(left).toEqual({
      contact_messages: 1,
      rental_reservations: 1,
      outbox: expect.any(Number),
      ...(left.outbox_attempts ? { outbox_attempts: left.outbox_attempts } : {}),
    })
    const keptRow = await db()
      .selectFrom('rental_reservations')
      .select(['first_name', 'email'])
      .where('id', '=', made.kept)
      .executeTakeFirstOrThrow()
    expect(keptRow).toEqual({ first_name: 'Riley', email: renter.email })
    const erasedLead = await db()
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', made.leads[0]!)
      .executeTakeFirstOrThrow()
    expect(erasedLead).toMatchObject({
      first_name: erasedText,
      email: erasedText,
      message: erasedText,
    })

    // the acknowledgement to Riley was still queued: it is never sent now
    const acknowledgement = await db()
      .selectFrom('outbox')
      .select(['status', 'recipient', 'last_error'])
      .where('message_id', '=', made.leads[0]!)
      .where('kind', '=', 'acknowledgement')
      .executeTakeFirstOrThrow()
    expect(acknowledgement).toMatchObject({ status: 'failed', recipient: erasedText })

    // the staff e-mail that named Riley has lost its text and kept its staff recipient
    const aboutRiley = await db()
      .selectFrom('outbox')
      .select(['payload', 'recipient'])
      .where('recipient', '=', 'sales@example.com')
      .where('kind', '=', 'staff')
      .execute()
    expect(aboutRiley).toEqual([{ payload: null, recipient: 'sales@example.com' }])

    // Dana is untouched
    const dana = await db()
      .selectFrom('contact_messages')
      .select(['first_name', 'email'])
      .where('id', '=', made.other)
      .executeTakeFirstOrThrow()
    expect(dana).toEqual({ first_name: 'Dana', email: validContact.email })

    // the dashboard's numbers and every table's row count are as they were, but the request's audit row
    const { rows } = beforeCounts
    expect(await counts()).toEqual({
      ...beforeCounts,
      rows: { ...rows, audit_log: (rows.audit_log ?? 0) + 1 },
    })

    // one audit row: what was done, with a salted hash instead of the address
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.forget')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_email: staff.email, entity: 'privacy_request' })
    expect(audit[0]?.after).not.toMatch(/riley|5550123/i)
    const after = JSON.parse(audit[0]?.after ?? '{}') as {
      rows: Record<string, number>
      sha256: string
    }
    expect(after.rows.contact_messages).toBe(1)
    expect(after.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('finds them by phone number, however it was typed, from any address', async () => {
    const made = await fill()
    const done = await forgetPerson(db(), byPhone, { actor: null })
    expect(done.rows.find((r) => r.table === 'contact_messages')?.count).toBe(2)
    const leads = await db()
      .selectFrom('contact_messages')
      .select('phone')
      .where('id', 'in', made.leads)
      .execute()
    expect(leads.map((l) => l.phone)).toEqual([erasedText, erasedText])
    expect((await traces()).contact_messages).toBeUndefined()
  })

  it('erases nothing for nobody, and still records the request', async () => {
    await fill()
    const before = await everything(db())
    const done = await forgetPerson(
      db(),
      { kind: 'email', email: 'nobody@example.com' },
      { actor: null },
    )
    expect(done.total).toBe(0)
    const after = await everything(db())
    expect(after.audit_log).toHaveLength((before.audit_log?.length ?? 0) + 1)
    expect({ ...after, audit_log: [] }).toEqual({ ...before, audit_log: [] })
  })
})

describe('forgetting a payer', () => {
  it('cuts the Stripe events that name them to their ids, and keeps the ledger', async () => {
    const at = now.toISOString()
    const payload = (id: string, email: string) =>
      JSON.stringify({
        id,
        type: 'checkout.session.completed',
        data: { object: { id: `cs_${id}`, customer_details: { email, name: 'A Payer' } } },
      })
    const stored = (id: string, email: string) => ({
      id,
      type: 'checkout.session.completed',
      received_at: at,
      handled_at: at,
      payload: payload(id, email),
    })
    await db()
      .insertInto('stripe_events')
      .values([stored('evt_riley', 'Riley@Example.com'), stored('evt_dana', 'dana@example.com')])
      .execute()
    await db()
      .insertInto('payments')
      .values({
        id: 'pay-riley',
        kind: 'charge',
        method: 'card_online',
        amount_cents: 12_000,
        currency: 'usd',
        status: 'succeeded',
        subject_type: 'reservation',
        subject_id: 'r-riley',
        purpose: 'rent',
        idempotency_key: 'ledger-pay-riley',
        actor: 'renter',
        created_at: at,
      })
      .execute()
    const ledger = await db().selectFrom('payments').selectAll().execute()

    const preview = await previewForget(db(), byEmail)
    expect(preview.rows.find((r) => r.table === 'stripe_events')?.count).toBe(1)
    await forgetPerson(db(), byEmail, { actor: staff })

    const events = await db()
      .selectFrom('stripe_events')
      .select(['id', 'payload'])
      .orderBy('id')
      .execute()
    expect(events).toEqual([
      { id: 'evt_dana', payload: payload('evt_dana', 'dana@example.com') },
      {
        id: 'evt_riley',
        payload: JSON.stringify({
          id: 'evt_riley',
          type: 'checkout.session.completed',
          data: { object: { id: 'cs_evt_riley' } },
        }),
      },
    ])
    expect(await db().selectFrom('payments').selectAll().execute()).toEqual(ledger)
  })
})

describe('forgetting a service customer', () => {
  it('erases the jobs that are over and their photos, and keeps the open one', async () => {
    const book = async (slot: string) => {
      const photo = new File([new Uint8Array(await phoneJpeg(400, 300))], 'cart.jpg')
      const booked = await bookService(
        db(),
        bookingForm({ email: renter.email, phone: '570-555-0123', slot }),
        [photo],
        { now: bookingNow, siteUrl: 'https://example.com', serviceTo: 'service@example.com' },
      )
      if (!booked.ok) throw new Error(booked.error)
      return booked.id
    }
    const over = await book('2026-12-01@480')
    const open = await book('2026-12-01@600')
    await cancelBooking(db(), over, bookingNow)
    // each job had an estimate the customer declined, signed with their name from their address
    for (const job of [over, open]) {
      const estimate = crypto.randomUUID()
      await db()
        .insertInto('service_estimates')
        .values({
          id: estimate,
          job_id: job,
          version: 1,
          status: 'declined',
          labour_rate_cents: 15_500,
          tax_basis_points: 600,
          fee_cents: 0,
          subtotal_cents: 15_500,
          tax_cents: 930,
          total_cents: 16_430,
          lines_hash: 'hash',
          created_at: bookingNow.toISOString(),
          sent_at: bookingNow.toISOString(),
          decided_at: bookingNow.toISOString(),
        })
        .execute()
      await db()
        .insertInto('service_estimate_decisions')
        .values({
          id: crypto.randomUUID(),
          job_id: job,
          estimate_id: estimate,
          decision: 'declined',
          signed_name: 'Dana Renter',
          at: bookingNow.toISOString(),
          ip: '203.0.113.9',
          lines_hash: 'hash',
          snapshot: '{}',
        })
        .execute()
    }

    const done = await forgetPerson(db(), byPhone, { actor: staff })
    const count = (table: string) => done.rows.find((r) => r.table === table)?.count
    expect(count('service_jobs')).toBe(1)
    expect(count('service_job_photos')).toBe(1)
    const jobs = await db()
      .selectFrom('service_jobs')
      .select(['id', 'first_name', 'email', 'street', 'description', 'cart_model'])
      .orderBy('visit_day')
      .orderBy('window_start')
      .execute()
    expect(jobs).toEqual([
      {
        id: over,
        first_name: erasedText,
        email: erasedText,
        street: null,
        description: erasedText,
        cart_model: 'Classic 4 Plus',
      },
      expect.objectContaining({ id: open, first_name: 'Dana', email: renter.email }),
    ])
    const photos = await db().selectFrom('service_job_photos').select('job_id').execute()
    expect(photos).toEqual([{ job_id: open }])
    expect(count('service_estimate_decisions')).toBe(1)
    const decisions = await db()
      .selectFrom('service_estimate_decisions')
      .select(['job_id', 'signed_name', 'ip'])
      .execute()
    expect(decisions).toEqual(
      expect.arrayContaining([
        { job_id: over, signed_name: erasedText, ip: null },
        { job_id: open, signed_name: 'Dana Renter', ip: '203.0.113.9' },
      ]),
    )
  })

  it('erases the person from deliveries that are over, and keeps an open one for the driver', async () => {
    const monday = new Date('2026-11-30T12:00:00Z')
    const book = (window: string) =>
      withTransaction(db(), (trx) =>
        bookDelivery(
          trx,
          {
            kind: 'sale_delivery',
            subject: { type: 'cart_sale', id: window },
            window,
            town: 'milford',
            address: '12 Harford Street',
            customer: { name: 'Riley Renter', email: renter.email, phone: '570-555-0123' },
            items: 'A 4-seat cart',
            accessConfirmed: true,
            leaveAt: 'By the garage',
            whiteGlove: false,
          },
          { now: monday },
        ),
      )
    const over = await book('2026-12-01@480')
    const open = await book('2026-12-01@600')
    if (!over.ok || !open.ok) throw new Error('the windows were free')
    await db()
      .updateTable('delivery_jobs')
      .set({ status: 'done', proof_name: 'Riley Renter', proof_photo: 'jpeg' })
      .where('id', '=', over.job.id)
      .execute()
    const done = await forgetPerson(db(), byEmail, { actor: staff })
    expect(done.rows.find((r) => r.table === 'delivery_jobs')?.count).toBe(1)
    const jobs = await db()
      .selectFrom('delivery_jobs')
      .select([
        'id',
        'customer_name',
        'email',
        'address',
        'proof_name',
        'proof_photo',
        'window_start',
      ])
      .orderBy('window_start')
      .execute()
    expect(jobs).toEqual([
      {
        id: over.job.id,
        customer_name: erasedText,
        email: erasedText,
        address: erasedText,
        proof_name: null,
        proof_photo: null,
        window_start: 480,
      },
      expect.objectContaining({ id: open.job.id, email: renter.email }),
    ])
  })

  it('erases the person from storage contracts that are over, and keeps a running one', async () => {
    const over = await insertStorageContract(db(), {
      start_day: '2025-11-01',
      end_day: '2026-04-15',
      status: 'ended',
      plan: 'winter',
      email: renter.email,
      handover: 'pickup',
      street: '12 Harford Street',
      town: 'Milford',
      zip: '18337',
      terms_ip: '203.0.113.9',
      card_customer: 'cus_1',
    })
    const running = await insertStorageContract(db(), {
      start_day: '2026-10-15',
      email: renter.email,
    })
    await db()
      .insertInto('storage_contract_events')
      .values({
        id: crypto.randomUUID(),
        contract_id: over.id,
        at: '2026-01-10T15:00:00.000Z',
        actor_id: null,
        actor_email: null,
        kind: 'sunday_access',
        detail: JSON.stringify({ day: '2026-01-11', note: 'My daughter Ann picks it up' }),
      })
      .execute()
    const done = await forgetPerson(db(), byEmail, { actor: staff })
    expect(done.rows.find((r) => r.table === 'storage_contracts')?.count).toBe(1)
    const contracts = await db()
      .selectFrom('storage_contracts')
      .select(['id', 'first_name', 'email', 'street', 'town', 'terms_ip', 'card_customer'])
      .orderBy('start_day')
      .execute()
    expect(contracts).toEqual([
      {
        id: over.id,
        first_name: erasedText,
        email: erasedText,
        street: null,
        // the town stays for the counts of where carts come from
        town: 'Milford',
        terms_ip: null,
        card_customer: null,
      },
      expect.objectContaining({ id: running.id, email: renter.email }),
    ])
    const sunday = await db()
      .selectFrom('storage_contract_events')
      .select('detail')
      .where('contract_id', '=', over.id)
      .executeTakeFirstOrThrow()
    expect(sunday.detail).toBeNull()
  })
})
