import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { eachTestDatabase, serversOnOneDatabase } from '#tests/support/database.ts'
import { gpsMarker, phoneJpeg } from '#tests/support/photos.ts'
import { bookingForm, bookingNow } from '#tests/support/service-booking.ts'

import { bookService } from './book.ts'
import { cancelBooking } from './cancel-booking.ts'
import { freeSlots } from './free-slots.ts'
import { jobByToken } from './job-by-token.ts'

/* A customer's booking on both engines: Tuesday December 1 2026, the 8-10 AM mobile window, in Carbondale. */

const options = {
  now: bookingNow,
  siteUrl: 'https://www.keystone-golfcarts.example',
  serviceTo: 'service@keystone-golfcarts.example',
}
const photo = async () =>
  new File([new Uint8Array(await phoneJpeg(1200, 900))], 'cart.jpg', { type: 'image/jpeg' })

describe('bookService', () => {
  const db = eachTestDatabase()
  const stored = async () => ({
    jobs: (await db().selectFrom('service_jobs').select('id').execute()).length,
    photos: (await db().selectFrom('service_job_photos').select('id').execute()).length,
    events: (await db().selectFrom('service_job_events').select('id').execute()).length,
    outbox: (await db().selectFrom('outbox').select('id').execute()).length,
    taken: (await db().selectFrom('service_slot_counts').select('taken').execute()).reduce(
      (sum, row) => sum + Number(row.taken),
      0,
    ),
  })
  const nothing = { jobs: 0, photos: 0, events: 0, outbox: 0, taken: 0 }

  it('books a mobile visit with the zone fee, keeps the photo without its metadata, and queues both e-mails', async () => {
    const result = await bookService(db(), bookingForm(), [await photo()], options)
    if (!result.ok) throw new Error(result.error)
    const job = await jobByToken(db(), result.token)
    expect(job).toMatchObject({
      stage: 'booked',
      kind: 'battery',
      visit: 'mobile',
      source: 'online',
      town: 'Carbondale',
      street: '12 Lake Road',
      // Carbondale lies beyond the free delivery radius: the per-mile zone's mobile fee
      fee_cents: 11900,
      visit_day: '2026-12-01',
      window_start: 480,
      window_end: 600,
      cart_serial: 'EV22-00417',
      battery_type: 'lithium',
      battery_voltage: 48,
      booked_at: bookingNow.toISOString(),
    })
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{32}$/)

    const photos = await db().selectFrom('service_job_photos').selectAll().execute()
    expect(photos).toHaveLength(1)
    const jpeg = Buffer.from(photos[0]?.data ?? '', 'base64')
    const meta = await sharp(jpeg).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
    expect(jpeg.includes(gpsMarker)).toBe(false)

    const events = await db().selectFrom('service_job_events').selectAll().execute()
    expect(events.map((e) => [e.kind, e.actor_id])).toEqual([['booked', null]])

    const mails = await db().selectFrom('outbox').selectAll().orderBy('kind').execute()
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['renter', 'dana@example.com'],
      ['staff', 'service@keystone-golfcarts.example'],
    ])
    const customer = JSON.parse(mails[0]?.payload ?? '{}') as {
      subject: string
      text: string
      calendar: { filename: string; content: string }
    }
    expect(customer.subject).toBe(
      'Your service visit is booked: Tuesday, December 1, 8 AM - 10 AM - Keystone Electric Golf Carts',
    )
    expect(customer.text).toContain('Mobile service fee: $119')
    expect(customer.text).toContain(
      `https://www.keystone-golfcarts.example/service/${result.token}`,
    )
    // never the customer's own words beyond the first name: anyone can type a stranger's address
    expect(customer.text).not.toContain('12 Lake Road')
    expect(customer.calendar.filename).toBe('service.ics')
    expect(customer.calendar.content).toContain('DTSTART:20261201T130000Z')
    expect(customer.calendar.content).toContain('DTEND:20261201T150000Z')
    const staff = JSON.parse(mails[1]?.payload ?? '{}') as { text: string; replyTo: string }
    expect(staff.replyTo).toBe('dana@example.com')
    expect(staff.text).toContain('Address: 12 Lake Road, Carbondale, PA 18407')
    expect(staff.text).toContain('The cart stops after ten minutes of driving.')
    expect(await stored()).toEqual({ jobs: 1, photos: 1, events: 1, outbox: 2, taken: 1 })
  })

  it('books a drop-off at a showroom for a day, with no fee and the day’s hours in the calendar', async () => {
    const form = bookingForm({
      visit: 'drop_off',
      showroom: 'scranton',
      street: '',
      town: '',
      zip: '',
      slot: '2026-12-05',
    })
    const result = await bookService(db(), form, [], options)
    if (!result.ok) throw new Error(result.error)
    expect(await jobByToken(db(), result.token)).toMatchObject({
      visit: 'drop_off',
      showroom: 'scranton',
      town: null,
      fee_cents: 0,
      visit_day: '2026-12-05',
      window_start: null,
    })
    const [mail] = await db()
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'renter')
      .execute()
    const sent = JSON.parse(mail?.payload ?? '{}') as {
      text: string
      calendar: { content: string }
    }
    expect(sent.text).toContain(
      'When: Saturday, December 5, any time the service department is open',
    )
    expect(sent.text).toContain('Where: Scranton Showroom')
    expect(sent.text).not.toContain('fee')
    // Saturday's service hours, 9 AM to 3 PM in New York
    expect(sent.calendar.content).toContain('DTSTART:20261205T140000Z')
    expect(sent.calendar.content).toContain('DTEND:20261205T200000Z')
  })

  it('refuses a town outside the area with the towns listed, and stores nothing', async () => {
    const result = await bookService(db(), bookingForm({ town: 'Philadelphia' }), [], options)
    expect(result).toMatchObject({ ok: false, reason: 'invalid' })
    expect(!result.ok && result.fields.town).toMatch(
      /^We do not come to that town\. We serve: Milford, /,
    )
    expect(await stored()).toEqual(nothing)
  })

  it('refuses a sixth photo, Sunday, a passed window, and stores nothing', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, photo))
    const sixth = await bookService(db(), bookingForm(), six, options)
    expect(!sixth.ok && sixth.fields.photos).toBe('Add at most 5 photos. Choose your photos again.')

    const sunday = await bookService(db(), bookingForm({ slot: '2026-12-06@480' }), [], options)
    expect(!sunday.ok && sunday.fields.slot).toBe(
      'Sunday is for emergencies only: call us at (570) 555-0101. Choose a day from Monday to Saturday to book.',
    )
    const passed = await bookService(db(), bookingForm({ slot: '2026-11-30@480' }), [], options)
    expect(!passed.ok && passed.fields.slot).toBe('That window has passed. Choose a later one.')
    expect(await stored()).toEqual(nothing)
  })

  it('refuses a full window, and gives the place back when the customer cancels before check-in', async () => {
    const first = await bookService(db(), bookingForm(), [], options)
    if (!first.ok) throw new Error(first.error)
    const second = await bookService(db(), bookingForm({ email: 'b@example.com' }), [], options)
    expect(second).toMatchObject({ ok: false, reason: 'full' })
    expect(!second.ok && second.fields.slot).toBe(
      'That window is full: another customer has just taken its last place. Choose another window, or call us at (570) 555-0101.',
    )
    const offered = await freeSlots(db(), 'mobile', bookingNow)
    expect(offered.find((d) => d.day === '2026-12-01')?.slots[0]).toMatchObject({
      value: '2026-12-01@480',
      free: 0,
    })

    expect(await cancelBooking(db(), first.id, bookingNow)).toBe(true)
    expect(await cancelBooking(db(), first.id, bookingNow)).toBe(false)
    expect(await jobByToken(db(), first.token)).toMatchObject({
      stage: 'cancelled',
      cancelled_at: bookingNow.toISOString(),
    })
    const again = await bookService(db(), bookingForm({ email: 'b@example.com' }), [], options)
    expect(again.ok).toBe(true)
  })

  it('finds no job for an unknown or malformed token', async () => {
    expect(await jobByToken(db(), 'a'.repeat(32))).toBeUndefined()
    expect(await jobByToken(db(), "x' or 1=1 --")).toBeUndefined()
  })
})

describe('the last mobile window, asked for at once from three servers', () => {
  const { db, serverConnection } = serversOnOneDatabase()

  it('gives it to one customer and tells the 29 others it is full', async () => {
    const servers = [serverConnection(), serverConnection(), serverConnection()]
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bookService(
          servers[i % 3] ?? db(),
          bookingForm({ email: `customer${i}@example.com` }),
          [],
          options,
        ),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'full')).toHaveLength(29)
    const jobs = await db().selectFrom('service_jobs').select('id').execute()
    expect(jobs).toHaveLength(1)
    const counts = await db().selectFrom('service_slot_counts').selectAll().execute()
    expect(counts.map((c) => Number(c.taken))).toEqual([1])
    expect((await db().selectFrom('outbox').select('id').execute()).length).toBe(2)
  }, 60_000)
})
