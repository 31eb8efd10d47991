import { readdirSync } from 'node:fs'
import http from 'node:http'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { listPhotos } from '#app/kernel/.server/photos/repository.ts'
import type { VehiclePhoto } from '#app/kernel/photo.ts'
import { type PhotoApp, photoForm, staffHeader, startPhotoApp } from '#tests/support/photo-app.ts'
import { gpsMarker, heicHeader, phoneJpeg, png, pngClaiming } from '#tests/support/photos.ts'

const cart = 'evolution-d5-maverick-4-plus'
let app: PhotoApp

beforeAll(async () => {
  app = await startPhotoApp()
})
afterAll(() => app.stop())

function upload(
  body: FormData | string,
  headers: Record<string, string> = staffHeader,
  vehicle = cart,
) {
  return fetch(`${app.url}/admin/vehicles/${vehicle}/photos`, { method: 'POST', body, headers })
}

const staged = () => readdirSync(app.stagingDir).filter((name) => name.startsWith('photo-upload-'))

async function expectNothingStored(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  expect(await listPhotos(app.db, cart)).toEqual([])
  expect(staged()).toEqual([])
}

describe('POST photos (multipart)', () => {
  it('takes several photos at once, answers before processing, then serves clean variants', async () => {
    const webp = await sharp(await png(900, 600))
      .webp()
      .toBuffer()
    const response = await upload(
      photoForm([
        { name: 'IMG_0001.JPG', data: await phoneJpeg() },
        { name: 'side-view.jpg', data: await png(1200, 900) }, // a PNG named .jpg
        { name: 'rear.webp', data: webp, type: 'image/webp' },
      ]),
    )
    expect(response.status).toBe(202)
    const { photos } = (await response.json()) as { photos: VehiclePhoto[] }
    expect(photos.map((p) => [p.position, p.status, p.alt])).toEqual([
      [0, 'processing', 'Evolution D5 Maverick 4 Plus, photo 1'],
      [1, 'processing', 'Evolution D5 Maverick 4 Plus, photo 2'],
      [2, 'processing', 'Evolution D5 Maverick 4 Plus, photo 3'],
    ])
    expect(app.recorded).toEqual([
      { userId: 'staff-1', vehicleId: cart, photoIds: photos.map((p) => p.id) },
    ])

    await app.pipeline.idle()
    const stored = await listPhotos(app.db, cart)
    expect(stored.map((p) => [p.id, p.status, p.width, p.height])).toEqual([
      [photos[0]?.id, 'ready', 1500, 2000], // turned upright
      [photos[1]?.id, 'ready', 1200, 900],
      [photos[2]?.id, 'ready', 900, 600],
    ])
    expect(stored[2]?.variants.map((v) => v.width)).toEqual([
      240, 240, 240, 480, 480, 480, 800, 800, 800, 900, 900, 900,
    ])
    expect(staged()).toEqual([])

    for (const variant of stored[0]?.variants ?? []) {
      const served = await fetch(`${app.url}/photos/${variant.key}`)
      expect(served.status, variant.key).toBe(200)
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(bytes.length).toBe(variant.bytes)
      expect(bytes.includes(gpsMarker), variant.key).toBe(false)
      expect((await sharp(bytes).metadata()).exif, variant.key).toBeUndefined()
    }
  })

  it('keeps a twin upload working when one of the two is deleted', async () => {
    const data = await png(640, 480)
    const response = await upload(
      photoForm([
        { name: 'a.png', data },
        { name: 'a-again.png', data },
      ]),
      staffHeader,
      'denago-ev-city',
    )
    const { photos } = (await response.json()) as { photos: VehiclePhoto[] }
    await app.pipeline.idle()
    const [first, second] = await listPhotos(app.db, 'denago-ev-city')
    const key = first?.variants[0]?.key ?? ''
    expect(second?.variants[0]?.key).toBe(key)
    expect(await app.pipeline.removePhoto('denago-ev-city', photos[0]?.id ?? '')).toBe(true)
    expect((await fetch(`${app.url}/photos/${key}`)).status).toBe(200)
    expect(await app.pipeline.removePhoto('denago-ev-city', photos[1]?.id ?? '')).toBe(true)
    expect((await fetch(`${app.url}/photos/${key}`)).status).toBe(404)
  })
})

describe('refusals store nothing and say what to do', () => {
  beforeAll(async () => {
    // the first test's photos belong to this cart: start the refusals from none
    for (const photo of await listPhotos(app.db, cart)) {
      await app.pipeline.removePhoto(cart, photo.id)
    }
  })

  it('401 from authorize, before the body is read', async () => {
    const response = await upload(photoForm([{ name: 'a.png', data: await png() }]), {})
    expect(await response.json()).toEqual({ error: 'Sign in first.' })
    await expectNothingStored(response, 401)
  })

  it('404 for a cart that does not exist', async () => {
    const response = await upload(
      photoForm([{ name: 'a.png', data: await png() }]),
      staffHeader,
      'no-such-cart',
    )
    expect(await response.json()).toEqual({ error: 'There is no such cart.' })
    await expectNothingStored(response, 404)
  })

  it('415 for an iPhone HEIC photo, even beside a good one, naming the file', async () => {
    const response = await upload(
      photoForm([
        { name: 'good.png', data: await png() },
        { name: 'IMG_4242.HEIC', data: heicHeader(), type: 'image/heic' },
      ]),
    )
    const body = (await response.json()) as { error: string; files: { name: string }[] }
    expect(body.error).toBe(
      `"IMG_4242.HEIC": This looks like an iPhone HEIC photo. Set the camera to 'Most Compatible' (Settings > Camera > Formats) or export it as JPEG, then upload it again.`,
    )
    expect(body.files.map((f) => f.name)).toEqual(['IMG_4242.HEIC'])
    await expectNothingStored(response, 415)
  })

  it('415 for a text file named .jpg', async () => {
    const response = await upload(
      photoForm([{ name: 'notes.jpg', data: Buffer.from('not a photo at all') }]),
    )
    expect(((await response.json()) as { error: string }).error).toBe(
      '"notes.jpg": This file is not a photo we can read. Upload photos as JPEG, PNG, WebP or AVIF.',
    )
    await expectNothingStored(response, 415)
  })

  it('422 for an image whose header claims 30000 x 30000 pixels', async () => {
    const response = await upload(
      photoForm([{ name: 'bomb.png', data: pngClaiming(30000, 30000) }]),
    )
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^"bomb.png": This image is 30000 x 30000 pixels \(900 megapixels\); the limit is 50 megapixels/,
    )
    await expectNothingStored(response, 422)
  })

  it('413 for a file over 20 MB', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024)])
    const response = await upload(photoForm([{ name: 'huge.png', data: big }]))
    expect(((await response.json()) as { error: string }).error).toBe(
      '"huge.png" is larger than 20 MB. Export it at a smaller size or lower quality, then upload it again.',
    )
    await expectNothingStored(response, 413)
  })

  it('413 for more than 20 files at once', async () => {
    const data = await png(16, 16)
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.png`, data }))
    const response = await upload(photoForm(files))
    expect(await response.json()).toEqual({ error: 'Send at most 20 photos at a time.' })
    await expectNothingStored(response, 413)
  })

  it('415 for a body that is not multipart', async () => {
    const response = await upload('{"photos":[]}', {
      ...staffHeader,
      'content-type': 'application/json',
    })
    expect(await response.json()).toEqual({ error: 'Send the photos as multipart/form-data.' })
    await expectNothingStored(response, 415)
  })

  it('400 for a malformed multipart body', async () => {
    for (const [contentType, body] of [
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc',
      ],
      ['multipart/form-data; charset=utf-8', 'no boundary at all'],
      ['multipart/form-data', 'no parameters at all'],
    ]) {
      const response = await upload(body ?? '', {
        ...staffHeader,
        'content-type': contentType ?? '',
      })
      expect(await response.json(), contentType).toEqual({ error: expect.any(String) })
      await expectNothingStored(response, 400)
    }
  })

  it('400 when no file was chosen', async () => {
    const form = new FormData()
    form.append('note', 'forgot the photos')
    form.append('photos', new Blob([]), '')
    const response = await upload(form)
    expect(await response.json()).toEqual({
      error: 'Choose at least one photo: JPEG, PNG, WebP or AVIF.',
    })
    await expectNothingStored(response, 400)
  })

  it('a connection cut mid-upload leaves no staged file and no photo', async () => {
    const boundary = 'cut-short-boundary'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
    const request = http.request(`${app.url}/admin/vehicles/${cart}/photos`, {
      method: 'POST',
      headers: {
        ...staffHeader,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    })
    request.on('error', () => {})
    request.write(head)
    request.write((await png()).subarray(0, 2000))
    // the server has begun staging the file
    await vi.waitFor(() => expect(staged().length).toBe(1))
    request.destroy()
    await vi.waitFor(() => expect(staged()).toEqual([]))
    expect(await listPhotos(app.db, cart)).toEqual([])
  })
})
