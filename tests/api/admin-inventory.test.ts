import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { csrfFrom, getPage, invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { gpsMarker, phoneJpeg } from '#tests/support/photos.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * A cart's life through the back office against the real server: created
 * as a draft, published with photos, pending, then sold, and what the
 * public pages, the API, the sitemap and the three feeds show at each step.
 */

let server: TestServer
let photoDir: string
let staff: string
const feeds = [
  '/feeds/google-products.xml',
  '/feeds/google-local-inventory.xml',
  '/feeds/meta-catalog.csv',
]

beforeAll(async () => {
  photoDir = mkdtempSync(path.join(tmpdir(), 'inventory-photos-'))
  server = await startServer({ PHOTO_DIR: photoDir })
  const invite = await invitePath(server.databaseUrl, 'sam@example.com', 'staff')
  const accepted = await post(invite, {
    name: 'Sam Staff',
    password: 'harbor lantern quiet meadow',
  })
  expect(accepted.status).toBe(302)
  staff = sessionPair(accepted.headers.get('set-cookie'))
})
afterAll(async () => {
  await server.stop()
  rmSync(photoDir, { recursive: true, force: true })
})

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postForm(server.url, path, fields, { cookie })

const get = (path: string, cookie?: string) => getPage(server.url, path, cookie)

const cartForm = {
  name: 'Denago Rover XL Test Cart',
  brand: 'Denago',
  category: 'Rover',
  year: '2026',
  price: '13995',
  description: 'A lifted six-seat cart with lithium battery, ready for the lake roads.',
  seatingCapacity: '6',
  features: 'LED lights\nBluetooth speaker',
  isNew: 'on',
  inStock: 'on',
  locationId: '',
  version: '0',
}

let cartId = ''

async function editPage() {
  const response = await get(`/admin/inventory/${cartId}`, staff)
  expect(response.status).toBe(200)
  return response.text()
}

async function setStatus(status: string, extra: Record<string, string> = {}, answer = 302) {
  const html = await editPage()
  // the status the page shows, which the change must start from
  const expected = /name="expected" value="(\w+)"/.exec(html)?.[1] ?? ''
  const response = await post(
    `/admin/inventory/${cartId}`,
    { intent: 'status', status, expected, csrf: csrfFrom(html), ...extra },
    staff,
  )
  expect(response.status).toBe(answer)
  return response
}

/** The cart's audit rows of one action. */
const auditRows = (action: string) =>
  server.query<{ action: string }>(
    'select action from audit_log where entity_id = ? and action = ?',
    cartId,
    action,
  )

async function inFeeds(): Promise<boolean[]> {
  return Promise.all(feeds.map(async (feed) => (await (await get(feed)).text()).includes(cartId)))
}

async function photoForm(origin: string | undefined, cookie: string | undefined) {
  const body = new FormData()
  body.append('photos', new Blob([new Uint8Array(await phoneJpeg(1600, 1200))]), 'gps.jpg')
  return fetch(`${server.url}/admin/inventory/${cartId}/photos`, {
    method: 'POST',
    headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
    body,
  })
}

describe('a cart from draft to sold', () => {
  it('creates a draft that the public cannot see', async () => {
    const page = await (await get('/admin/inventory/new', staff)).text()
    const created = await post('/admin/inventory/new', { ...cartForm, csrf: csrfFrom(page) }, staff)
    expect(created.status).toBe(302)
    cartId = /\/admin\/inventory\/([^?]+)/.exec(created.headers.get('location') ?? '')?.[1] ?? ''
    expect(cartId).toBe('denago-rover-xl-test-cart')
    expect((await get(`/vehicle/${cartId}`)).status).toBe(404)
    const audit = await server.query<{ action: string }>(
      'select action from audit_log where entity_id = ?',
      cartId,
    )
    expect(audit.map((row) => row.action)).toEqual(['vehicle.create'])
  })

  it('lists it in the back office with its feed problems in words', async () => {
    const html = await (await get('/admin/inventory?q=rover+xl+test', staff)).text()
    expect(html).toContain(cartForm.name)
    expect(html).toContain('No photo yet')
    expect(html).toContain('No photo</span>')
  })

  it('publishes it: its page, the API, /inventory and all three feeds', async () => {
    // without a ready photo it asks first, and nothing changes until told
    const asked = await setStatus('available', {}, 200)
    expect(await asked.text()).toContain('This cart has no photo ready yet.')
    expect((await get(`/vehicle/${cartId}`)).status).toBe(404)
    await setStatus('available', { withoutPhotos: '1' })
    expect((await get(`/vehicle/${cartId}`)).status).toBe(200)
    const api = (await (await get('/api/vehicles')).json()) as { id: string }[]
    expect(api.map((v) => v.id)).toContain(cartId)
    expect(await (await get('/inventory')).text()).toContain(cartForm.name)
    expect(await inFeeds()).toEqual([true, true, true])
  })

  it('refuses uploads without a session or from another site', async () => {
    const anonymous = await photoForm(server.url, undefined)
    expect(anonymous.status).toBe(401)
    const crossSite = await photoForm('https://evil.example', staff)
    expect(crossSite.status).toBe(403)
    const noOrigin = await photoForm(undefined, staff)
    expect(noOrigin.status).toBe(403)
    expect(
      await server.query('select id from vehicle_photos where vehicle_id = ?', cartId),
    ).toEqual([])
  })

  it('takes three photos, processes them without GPS, and shows them as <picture>', async () => {
    const body = new FormData()
    body.append('photos', new Blob([new Uint8Array(await phoneJpeg(1600, 1200))]), 'gps.jpg')
    for (const color of ['#aa3322', '#2233aa']) {
      const jpeg = await sharp({
        create: { width: 1400, height: 1050, channels: 3, background: color },
      })
        .jpeg()
        .toBuffer()
      body.append('photos', new Blob([new Uint8Array(jpeg)]), `${color.slice(1)}.jpg`)
    }
    const uploaded = await fetch(`${server.url}/admin/inventory/${cartId}/photos`, {
      method: 'POST',
      headers: { origin: server.url, cookie: staff },
      body,
    })
    expect(uploaded.status).toBe(202)
    expect(((await uploaded.json()) as { photos: unknown[] }).photos).toHaveLength(3)

    const deadline = Date.now() + 60_000
    let statuses: string[] = []
    // shown in WebP and JPEG first, each photo gets its AVIF once no photo waits
    const complete = (row: { status: string; variants: string | null }) =>
      row.status !== 'processing' && (row.status !== 'ready' || row.variants?.includes('"avif"'))
    while (Date.now() < deadline) {
      const rows = await server.query<{ status: string; variants: string | null }>(
        'select status, variants from vehicle_photos where vehicle_id = ? order by position',
        cartId,
      )
      statuses = rows.map((row) => row.status)
      if (rows.every(complete)) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(statuses).toEqual(['ready', 'ready', 'ready'])

    for (const page of ['/inventory', `/vehicle/${cartId}`]) {
      const html = await (await get(page)).text()
      expect(html, page).toMatch(/<source type="image\/avif" srcSet="\/photos\//i)
      expect(html, page).toMatch(/<source type="image\/webp" srcSet="\/photos\//i)
    }
    const vehicle = (await (await get(`/api/vehicles/${cartId}`)).json()) as { images: string[] }
    expect(vehicle.images).toHaveLength(3)
    for (const image of vehicle.images) expect(image).toMatch(/^\/photos\/.+\.jpg$/)
    const feed = await (await get(feeds[0] ?? '')).text()
    expect(feed).toContain(`${'https://www.keystone-golfcarts.example'}${vehicle.images[0]}`)

    // no variant of any photo carries the GPS position
    const rows = await server.query<{ variants: string }>(
      'select variants from vehicle_photos where vehicle_id = ?',
      cartId,
    )
    const keys = rows.flatMap((row) =>
      (JSON.parse(row.variants) as { key: string }[]).map((v) => v.key),
    )
    expect(keys.length).toBeGreaterThanOrEqual(9)
    for (const key of keys) {
      const bytes = Buffer.from(await (await get(`/photos/${key}`)).arrayBuffer())
      expect(bytes.length, key).toBeGreaterThan(0)
      expect(bytes.includes(gpsMarker), key).toBe(false)
      expect((await sharp(bytes).metadata()).exif, key).toBeUndefined()
    }
    const audit = await auditRows('vehicle.photos.add')
    expect(audit).toHaveLength(1)
  })

  it('a plain form post of photos comes back to the edit page', async () => {
    const body = new FormData()
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#777' },
    })
      .jpeg()
      .toBuffer()
    body.append('photos', new Blob([new Uint8Array(jpeg)]), 'grey.jpg')
    const response = await fetch(`${server.url}/admin/inventory/${cartId}/photos`, {
      method: 'POST',
      headers: { origin: server.url, cookie: staff, accept: 'text/html,*/*;q=0.8' },
      body,
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/admin/inventory/${cartId}?photos=1#photos`)
    const empty = await fetch(`${server.url}/admin/inventory/${cartId}/photos`, {
      method: 'POST',
      headers: { origin: server.url, cookie: staff, accept: 'text/html' },
      body: new FormData(),
      redirect: 'manual',
    })
    expect(empty.status).toBe(303)
    expect(empty.headers.get('location')).toMatch(/\?photoError=.+#photos$/)
  })

  it('a stale save does not overwrite: it warns and lists the other values', async () => {
    const html = await editPage()
    const csrf = csrfFrom(html)
    const version = /name="version" value="(\d+)"/.exec(html)?.[1] ?? ''
    const first = await post(
      `/admin/inventory/${cartId}`,
      { ...cartForm, price: '12995', version, intent: 'save', csrf },
      staff,
    )
    expect(first.status).toBe(302)
    const stale = await post(
      `/admin/inventory/${cartId}`,
      { ...cartForm, price: '11500', version, intent: 'save', csrf },
      staff,
    )
    expect(stale.status).toBe(409)
    const text = await stale.text()
    expect(text).toContain('Someone else saved this cart while you were editing')
    expect(text).toContain('12995')
    expect(text).toMatch(/name="price"[^>]*value="11500"/)
    expect(text).toContain(`name="version" value="${Number(version) + 1}"`)
    const [row] = await server.query<{ price: number }>(
      'select price from vehicles where id = ?',
      cartId,
    )
    expect(row?.price).toBe(12995)
    // the audit row of the save keeps only what changed
    const [update] = await server.query<{ before: string; after: string }>(
      "select before, after from audit_log where entity_id = ? and action = 'vehicle.update'",
      cartId,
    )
    // a correction: the price alone changed, nothing is struck through
    expect(JSON.parse(update?.before ?? '{}')).toEqual({ price: 13995 })
    expect(JSON.parse(update?.after ?? '{}')).toEqual({ price: 12995 })
  })

  it('refuses a sale that breaks a rule with 400 and its reason, storing nothing', async () => {
    const html = await editPage()
    const csrf = csrfFrom(html)
    const version = /name="version" value="(\d+)"/.exec(html)?.[1] ?? ''
    const today = calendarDay(new Date(), business.timeZone)
    const refusals: [Record<string, string>, string][] = [
      [{ salePrice: '12500' }, 'more than 5%'],
      [{ salePrice: '1000' }, 'less than 90%'],
      [{ salePrice: '13995' }, 'below the regular price'],
      [
        { salePrice: '9995', saleStarts: addDays(today, 5), saleEnds: addDays(today, 2) },
        'cannot end before it starts',
      ],
      [
        { salePrice: '9995', saleStarts: addDays(today, -9), saleEnds: addDays(today, -2) },
        'The end day has passed',
      ],
      [{ salePrice: '9995', tags: 'bogus' }, 'Choose known tags'],
    ]
    for (const [fields, reason] of refusals) {
      const response = await post(
        `/admin/inventory/${cartId}`,
        { ...cartForm, price: '12995', onSale: 'on', ...fields, version, intent: 'save', csrf },
        staff,
      )
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(reason)
    }
    const [row] = await server.query<{ sale_price: number | null; version: number }>(
      'select sale_price, version from vehicles where id = ?',
      cartId,
    )
    expect(row).toEqual({ sale_price: null, version: Number(version) })
  })

  it('marks it pending: badge on its page, out of stock in the feeds', async () => {
    await setStatus('pending')
    expect(await (await get(`/vehicle/${cartId}`)).text()).toContain('Sale pending')
    const local = await (await get('/feeds/google-local-inventory.xml')).text()
    const item = local.split('<item>').find((part) => part.includes(cartId)) ?? ''
    expect(item).toMatch(/availability>out_of_stock</)
  })

  it('marks it sold: its page stays with a notice, and it leaves every list', async () => {
    await setStatus('sold')
    const page = await get(`/vehicle/${cartId}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('has found its owner')
    expect(await (await get('/inventory')).text()).not.toContain(cartForm.name)
    expect(await (await get('/api/vehicles')).text()).not.toContain(cartId)
    expect(await (await get('/sitemap.xml')).text()).not.toContain(cartId)
    expect(await inFeeds()).toEqual([false, false, false])
    const audit = await auditRows('vehicle.status')
    expect(audit).toHaveLength(3)
  })

  it('duplicates it as a draft without photos, then deletes it with its photos after asking', async () => {
    const html = await editPage()
    const copied = await post(
      `/admin/inventory/${cartId}`,
      { intent: 'duplicate', csrf: csrfFrom(html) },
      staff,
    )
    expect(copied.status).toBe(302)
    expect(copied.headers.get('location')).toBe(`/admin/inventory/${cartId}-copy?saved=duplicated`)

    const rows = await server.query<{ variants: string }>(
      'select variants from vehicle_photos where vehicle_id = ?',
      cartId,
    )
    const keys = rows.flatMap((row) =>
      (JSON.parse(row.variants) as { key: string }[]).map((v) => v.key),
    )
    const confirm = await get(`/admin/inventory/${cartId}/delete`, staff)
    const page = await confirm.text()
    expect(page).toContain('Delete this cart for good?')
    const deleted = await post(`/admin/inventory/${cartId}/delete`, { csrf: csrfFrom(page) }, staff)
    expect(deleted.status).toBe(302)
    expect((await get(`/vehicle/${cartId}`)).status).toBe(404)
    expect((await get(`/admin/inventory/${cartId}`, staff)).status).toBe(404)
    for (const key of keys.slice(0, 3)) expect((await get(`/photos/${key}`)).status).toBe(404)
    const audit = await server.query<{ action: string }>(
      "select action from audit_log where entity_id = ? and action in ('vehicle.delete', 'vehicle.duplicate')",
      cartId,
    )
    expect(audit.map((row) => row.action)).toEqual(['vehicle.delete'])
    expect(
      await server.query(
        "select action from audit_log where entity_id = ? and action = 'vehicle.duplicate'",
        `${cartId}-copy`,
      ),
    ).toHaveLength(1)
  })
})
