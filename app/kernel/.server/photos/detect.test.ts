import { afterAll, describe, expect, it } from 'vitest'

import { tempFolder } from '#tests/support/photo-files.ts'
import { cameraPhoto, heicHeader, png, pngClaiming } from '#tests/support/photos.ts'

import { inspectPhoto } from './detect'

const folder = tempFolder()
afterAll(() => folder.remove())

describe('inspectPhoto', () => {
  it('takes a PNG named .jpg as the PNG it is', async () => {
    const file = folder.write('really-a-png.jpg', await png(640, 480))
    expect(await inspectPhoto(file)).toEqual({
      ok: true,
      photo: { format: 'png', mime: 'image/png', width: 640, height: 480 },
    })
  })

  it('takes JPEG, WebP and AVIF by their content, whatever the name', async () => {
    const jpeg = await cameraPhoto(0.3)
    const sharp = (await import('sharp')).default
    const webp = await sharp(jpeg).webp().toBuffer()
    const avif = await sharp(jpeg).avif({ effort: 0 }).toBuffer()
    for (const [data, format] of [
      [jpeg, 'jpg'],
      [webp, 'webp'],
      [avif, 'avif'],
    ] as const) {
      const result = await inspectPhoto(folder.write(`upload-${format}.bin`, data))
      expect(result.ok && result.photo.format).toBe(format)
    }
  })

  it('refuses a text file named .jpg with 415 and says what to upload', async () => {
    const file = folder.write('notes.jpg', 'Golf cart notes: check the batteries.\n')
    expect(await inspectPhoto(file)).toEqual({
      ok: false,
      status: 415,
      message: 'This file is not a photo we can read. Upload photos as JPEG, PNG, WebP or AVIF.',
    })
  })

  it('refuses an iPhone HEIC photo and says how to send JPEG instead', async () => {
    const result = await inspectPhoto(folder.write('IMG_0042.jpg', heicHeader()))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(415)
    expect(result.message).toMatch(/iPhone HEIC photo/)
    expect(result.message).toMatch(/Most Compatible/)
    expect(result.message).toMatch(/JPEG/)
  })

  it('names other formats it refuses', async () => {
    const sharp = (await import('sharp')).default
    const gif = await sharp(await png(20, 20))
      .gif()
      .toBuffer()
    const result = await inspectPhoto(folder.write('anim.jpg', gif))
    expect(result).toMatchObject({ ok: false, status: 415, message: expect.stringMatching(/GIF/) })
  })

  it('refuses a 30000 x 30000 header before decoding it', async () => {
    const bomb = pngClaiming(30000, 30000)
    expect(bomb.length).toBeLessThan(100)
    const started = performance.now()
    const result = await inspectPhoto(folder.write('bomb.png', bomb))
    expect(result).toEqual({
      ok: false,
      status: 422,
      message:
        'This image is 30000 x 30000 pixels (900 megapixels); the limit is 50 megapixels. Resize it, then upload it again.',
    })
    // decoding 900 megapixels would take seconds and gigabytes
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses a file that starts like a JPEG but is not one with 422', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])
    expect(await inspectPhoto(folder.write('damaged.jpg', fake))).toEqual({
      ok: false,
      status: 422,
      message:
        'This JPG file could not be read; it may be damaged. Open it in your photo app and export it as JPEG, then upload it again.',
    })
  })
})
