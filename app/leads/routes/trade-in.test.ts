import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { insertVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser, startTestSession } from '#tests/support/staff.ts'

import { action as leadAction } from './admin/leads-lead.tsx'
import { action } from './trade-in.tsx'

// the Evolution D5 Maverick 4 Plus, $12,995
const cart = seedVehicles[0]!
const settings = parseSettings({ SITE_URL: 'http://localhost:3000' })
const site = 'http://localhost:3000'

/** A small JPEG carrying EXIF (a camera and a place), as a phone would send. */
const phonePhoto = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer()

const cartFields = {
  brand: 'Club Car',
  model: 'Onward',
  year: '2019',
  serial: 'CC1234',
  battery: 'lithium',
  batteryAge: '2',
  charger: 'yes',
  modifications: 'Lift kit',
  condition: 'good',
  payoff: '',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '570-555-0100',
  message: '',
  company: '',
  vehicle: cart.id,
  town: 'middle-smithfield-township',
}

describe('the trade-in request', () => {
  const db = eachTestDatabase()
  const context = () => ({
    db: db(),
    settings,
    cspNonce: '',
    requestTime: Date.now(),
    islandScripts: { entry: '', islands: {} },
  })
  beforeEach(() => insertVehicles(db(), [cart], []))

  async function send(files: { name: string; type: string; data: Buffer }[], fields = cartFields) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    for (const file of files)
      form.append('photos', new File([new Uint8Array(file.data)], file.name, { type: file.type }))
    const answer = await action({
      request: new Request(`${site}/trade-in`, { method: 'POST', body: form }),
      context: context(),
      params: {},
    } as never)
    if (answer instanceof Response)
      return { status: answer.status, location: answer.headers.get('Location') }
    const { data, init } = answer as unknown as {
      data: { fields: Record<string, string> }
      init: ResponseInit
    }
    return { status: init.status, fields: data.fields }
  }

  const jpegs = async (count: number) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        name: `cart-${i + 1}.jpg`,
        type: 'image/jpeg',
        data: await phonePhoto(20 * i),
      })),
    )

  it('becomes a "Trade-in" lead with the cart wanted and its photos, stripped of their metadata', async () => {
    expect(await send(await jpegs(2))).toEqual({ status: 302, location: '/thank-you' })
    const lead = await db().selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow()
    expect(lead).toMatchObject({ interest: 'trade-in', vehicle_id: cart.id, status: 'received' })
    expect(lead.message).toContain('Trade-in: 2019 Club Car Onward, lithium battery (2 years old)')
    const tradeIn = await db().selectFrom('trade_ins').selectAll().executeTakeFirstOrThrow()
    expect(tradeIn).toMatchObject({
      lead_id: lead.id,
      town: 'middle-smithfield-township',
      serial: 'CC1234',
    })
    const photos = await db()
      .selectFrom('trade_in_photos')
      .selectAll()
      .orderBy('position')
      .execute()
    expect(photos).toHaveLength(2)
    const meta = await sharp(Buffer.from(photos[0]!.data, 'base64')).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
    // the dealer's e-mail is queued with the lead
    const outbox = await db().selectFrom('outbox').select(['kind', 'message_id']).execute()
    expect(outbox).toContainEqual({ kind: 'dealer', message_id: lead.id })
  })

  it('refuses a ninth photo, and stores nothing', async () => {
    expect(await send(await jpegs(9))).toEqual({
      status: 400,
      fields: { photos: 'Add at most 8 photos: you chose 9.' },
    })
    expect(await db().selectFrom('contact_messages').selectAll().execute()).toEqual([])
  })

  it('refuses a file that is not an image, by its content', async () => {
    const answer = await send([
      { name: 'cart.jpg', type: 'image/jpeg', data: Buffer.from('not a photo at all') },
    ])
    expect(answer.status).toBe(400)
    expect(answer.fields?.photos).toMatch(/^cart\.jpg: /)
    expect(await db().selectFrom('trade_ins').selectAll().execute()).toEqual([])
  })

  it('names each wrong field of the cart', async () => {
    const answer = await send(await jpegs(1), {
      ...cartFields,
      year: '1890',
      condition: 'mint',
      battery: '',
    })
    expect(answer).toEqual({
      status: 400,
      fields: {
        year: `Enter the model year, from 1980 to ${new Date().getUTCFullYear() + 1}.`,
        battery: 'Choose the battery type.',
        condition: 'Choose the condition that fits best.',
      },
    })
  })

  it('is answered by staff with a value: audited, and the buyer is e-mailed it and the price less it', async () => {
    await send(await jpegs(1))
    const lead = await db().selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()
    const user = await createStaffUser(db(), { email: 'sam@example.com' })
    const { token } = await startTestSession(db(), user.id)
    const post = (value: string) =>
      leadAction({
        request: new Request(`${site}/admin/leads/${lead.id}`, {
          method: 'POST',
          headers: {
            cookie: `staff_session=${token}`,
            origin: site,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ intent: 'trade-in-value', value }).toString(),
        }),
        context: context(),
        params: { id: lead.id },
      } as never) as unknown as Promise<{
        data: { error?: string; message?: string }
        init: ResponseInit | null
      }>

    const refused = await post('lots')
    expect(refused.init?.status).toBe(400)
    expect(refused.data.error).toBe('Enter the value in whole dollars, from 0 to 100,000.')

    const done = await post('3,500')
    expect(done.data.message).toBe('Value saved; the buyer is e-mailed it.')
    expect(
      await db().selectFrom('trade_ins').select('value_cents').executeTakeFirstOrThrow(),
    ).toEqual({
      value_cents: 350_000,
    })
    const mail = await db()
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('kind', '=', 'renter')
      .executeTakeFirstOrThrow()
    expect(mail.recipient).toBe('dana@example.com')
    // $12,995 + $150 delivery + 6% = $13,933.70, less $3,500
    expect(JSON.parse(mail.payload!).text).toContain(
      'out-the-door price $13,933.70, less your trade-in $3,500: $10,433.70.',
    )
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'lead.trade-in-value')
      .execute()
    expect(audit).toEqual([{ action: 'lead.trade-in-value', actor_id: user.id }])
  })
})
