import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { gpsMarker, phoneJpeg } from '#tests/support/photos.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import {
  firstFreeSlot,
  nextSunday,
  offeredSlotsIn,
  postBooking,
} from '#tests/support/service-booking-http.ts'

/*
 * Booking service against the built server: the page without scripts, the
 * town refused with the towns listed, a mobile visit booked with a photo and
 * its page at the customer's link, the refusals (a sixth photo, Sunday, a
 * full window) keeping what was typed, and cancelling before check-in.
 */

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, 120_000)
afterAll(() => server.stop())

const page = (path: string) => fetch(`${server.url}${path}`)
const count = async (sql: string) => Number((await server.query<{ n: number }>(sql))[0]?.n ?? -1)

describe('the booking page', () => {
  it('asks where first, and sends no script', async () => {
    const response = await page('/services/book')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('1. Where we work on your cart')
    expect(html).toContain('Mobile service at your address')
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).toContain('href="tel:+15705550101"')
  })

  it('opens filled in for the person staff book for (a message’s “book it” link)', async () => {
    const query =
      'visit=drop_off&name=Dana%20Lee%20Miller&email=dana%40example.com&phone=570-555-0199'
    const html = await (await page(`/services/book?${query}`)).text()
    expect(html).toContain('name="firstName" value="Dana"')
    expect(html).toContain('name="lastName" value="Lee Miller"')
    expect(html).toContain('name="email" value="dana@example.com"')
    // carried through the first step when the visit is changed
    expect(html).toContain('<input type="hidden" name="phone" value="570-555-0199"/>')
  })

  it('refuses a town outside the area with the towns listed', async () => {
    const html = await (await page('/services/book?visit=mobile&town=Philadelphia')).text()
    expect(html).toContain('We do not come to that town. We serve: Milford, Hawley,')
    expect(html).not.toContain('2. Your cart and your window')
  })

  it('shows the zone fee and the free windows of a town served', async () => {
    const html = await (await page('/services/book?visit=mobile&town=carbondale')).text()
    expect(html).toContain('Mobile service fee to Carbondale: $119')
    const slots = offeredSlotsIn(html)
    expect(slots.length).toBeGreaterThan(10)
    expect(slots.every((s) => /@\d+$/.test(s.value))).toBe(true)
    expect(html).toContain('Sunday: emergencies only, call')
  })
})

describe('booking a mobile visit', () => {
  let jobPagePath = ''

  it('books it with a photo and sends the customer to the job’s page', async () => {
    const slot = await firstFreeSlot(server.url, 'mobile', 'Carbondale')
    const response = await postBooking(server.url, { slot }, [await phoneJpeg(1600, 1200)])
    expect(response.status).toBe(303)
    jobPagePath = response.headers.get('location') ?? ''
    expect(jobPagePath).toMatch(/^\/service\/[A-Za-z0-9_-]{32}$/)
    expect(await count(`select count(*) as n from service_jobs where fee_cents = 11900`)).toBe(1)
    expect(await count(`select count(*) as n from outbox where kind = 'renter'`)).toBe(1)
    expect(await count(`select count(*) as n from outbox where kind = 'staff'`)).toBe(1)
  })

  it('shows the request, the slot, the stage and the photo at the link, never indexed', async () => {
    const response = await page(jobPagePath)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toContain('noindex, nofollow')
    expect(html).toContain('Now: Booked')
    expect(html).toContain('The cart stops after ten minutes of driving.')
    expect(html).toContain('12 Lake Road, Carbondale, PA 18407')
    expect(html).toContain('Mobile service fee: $119')
    const photo = /src="(\/service\/[^"]+\/photos\/[^"]+)"/.exec(html)?.[1] ?? ''
    const image = await page(photo)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await image.arrayBuffer()).includes(gpsMarker)).toBe(false)
  })

  it('answers 404 for an unknown link and a photo of another job', async () => {
    expect((await page('/service/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    const [photo] = await server.query<{ id: string }>('select id from service_job_photos')
    expect(
      (await page(`/service/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/photos/${photo?.id}`)).status,
    ).toBe(404)
  })

  it('refuses a sixth photo, Sunday and a full window, keeping what was typed, storing nothing', async () => {
    const before = await count('select count(*) as n from service_jobs')
    const slot = await firstFreeSlot(server.url, 'mobile', 'Carbondale')
    const photo = await phoneJpeg(400, 300)
    const sixth = await postBooking(server.url, { slot, brand: 'Club Car' }, Array(6).fill(photo))
    expect(sixth.status).toBe(400)
    const sixthHtml = await sixth.text()
    expect(sixthHtml).toContain('Add at most 5 photos. Choose your photos again.')
    expect(sixthHtml).toContain('value="Club Car"')

    const sunday = await postBooking(server.url, {
      visit: 'drop_off',
      showroom: 'scranton',
      town: '',
      slot: nextSunday(),
    })
    expect(sunday.status).toBe(400)
    expect(await sunday.text()).toContain(
      'Sunday is for emergencies only: call us at (570) 555-0101.',
    )

    // the window booked above had its one online place
    const [booked] = await server.query<{ day: string; start: number }>(
      'select visit_day as day, window_start as start from service_jobs',
    )
    const full = await postBooking(server.url, {
      slot: `${booked?.day}@${booked?.start}`,
      email: 'late@example.com',
    })
    expect(full.status).toBe(400)
    const fullHtml = await full.text()
    expect(fullHtml).toContain(
      'That window is full: another customer has just taken its last place.',
    )
    expect(fullHtml).toContain('value="late@example.com"')
    expect(await count('select count(*) as n from service_jobs')).toBe(before)
  })

  it('cancels before check-in, once, and gives the window back', async () => {
    const form = new URLSearchParams({ intent: 'cancel' })
    const post = () =>
      fetch(`${server.url}${jobPagePath}`, {
        method: 'POST',
        body: form,
        headers: { origin: server.url },
        redirect: 'manual',
      })
    const cancelled = await post()
    expect(cancelled.status).toBe(303)
    expect(await (await page(jobPagePath)).text()).toContain('This booking is cancelled.')
    const again = await post()
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This booking can no longer be cancelled here')
    expect(await count('select sum(taken) as n from service_slot_counts')).toBe(0)
  })
})

/** The pickup picker's radio buttons, as sent. */
const slotInputs = (html: string) =>
  [...html.matchAll(/<input[^>]*name="slot"[^>]*>/g)].map((match) => match[0])

describe('booking a pickup on the trucks', () => {
  it('offers the trucks’ windows with the access fields, and a refusal keeps every value, storing nothing', async () => {
    const html = await (await page('/services/book?visit=pickup&town=carbondale')).text()
    expect(html).toContain('Pickup window (2 hours)')
    expect(html).toContain('Distance fee to your town: $89.')
    expect(html).toContain('Where the cart is')
    const free = slotInputs(html).find((input) => !input.includes('disabled'))
    const window = /value="([^"]+)"/.exec(free ?? '')?.[1] ?? ''
    expect(window).not.toBe('')
    const jobs = await count('select count(*) as n from service_jobs')
    const trips = await count('select count(*) as n from delivery_jobs')

    const refused = await postBooking(server.url, {
      visit: 'pickup',
      slot: window,
      leaveAt: 'Behind the shed',
      email: 'pickup@example.com',
    })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('Confirm the path to where the cart goes is at least 8 ft wide')
    expect(refusedHtml).toContain('value="Behind the shed"')
    expect(refusedHtml).toContain('value="pickup@example.com"')
    const chosen = slotInputs(refusedHtml).find((input) => input.includes(`value="${window}"`))
    expect(chosen).toContain('checked=""')
    expect(await count('select count(*) as n from service_jobs')).toBe(jobs)
    expect(await count('select count(*) as n from delivery_jobs')).toBe(trips)

    const booked = await postBooking(server.url, {
      visit: 'pickup',
      slot: window,
      accessConfirmed: 'yes',
      leaveAt: 'Behind the shed',
      email: 'pickup@example.com',
    })
    expect(booked.status).toBe(303)
    const jobHtml = await (await page(booked.headers.get('location') ?? '')).text()
    expect(jobHtml).toContain('Service pickup: Scheduled')
    expect(jobHtml).toMatch(/href="\/delivery\/[A-Za-z0-9_-]+"[^>]*>Follow the service pickup/)
  })
})
