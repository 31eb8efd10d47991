import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { tempFolder } from '#tests/support/photo-files.ts'
import { gpsMarker, phoneJpeg, png } from '#tests/support/photos.ts'

import { processPhoto, variantKey, variantWidths } from './process'

const folder = tempFolder()
afterAll(() => folder.remove())

describe('variantWidths', () => {
  it('makes the usual widths and never upscales', () => {
    expect(variantWidths(4000)).toEqual([240, 480, 800, 1200, 1600])
    expect(variantWidths(1500)).toEqual([240, 480, 800, 1200, 1500])
    expect(variantWidths(800)).toEqual([240, 480, 800])
    expect(variantWidths(300)).toEqual([240, 300])
  })
})

describe('variantKey', () => {
  it('names a variant by its content, width and format', () => {
    const key = variantKey(Buffer.from('abc'), 800, 'jpeg')
    // SHA-256("abc") starts ba7816bf8f01cfea
    expect(key).toBe('ba7816bf8f01cfea-800.jpg')
    expect(variantKey(Buffer.from('abd'), 800, 'jpeg')).not.toBe(key)
  })
})

describe('processPhoto', () => {
  it('turns a phone photo upright, strips GPS and makes AVIF, WebP and JPEG at each width', async () => {
    const source = await phoneJpeg(2000, 1500)
    // the fixture really carries what must be removed
    const before = await sharp(source).metadata()
    expect(before.orientation).toBe(6)
    expect(source.includes(gpsMarker)).toBe(true)

    const result = await processPhoto(folder.write('phone.jpg', source))
    // orientation 6: stored landscape, shown portrait
    expect({ width: result.width, height: result.height }).toEqual({ width: 1500, height: 2000 })
    expect(result.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      [240, 480, 800, 1200, 1500].flatMap((w) => [`avif@${w}`, `jpeg@${w}`, `webp@${w}`]).sort(),
    )

    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata()
      const label = `${variant.format}@${variant.width}`
      expect(meta.format, label).toBe(variant.format === 'avif' ? 'heif' : variant.format)
      expect({ width: meta.width, height: meta.height }, label).toEqual({
        width: variant.width,
        height: variant.height,
      })
      expect(variant.height, label).toBe(Math.round((variant.width * 2000) / 1500))
      expect(meta.exif, label).toBeUndefined()
      expect(meta.xmp, label).toBeUndefined()
      expect(meta.iptc, label).toBeUndefined()
      expect(meta.icc, label).toBeUndefined()
      expect(meta.orientation, label).toBeUndefined()
      expect(variant.data.includes(gpsMarker), label).toBe(false)
      expect(variant.data.includes('KeystoneCam'), label).toBe(false)
      expect(variant.data.includes('Exif'), label).toBe(false)
      expect(variant.data.includes('EXIF'), label).toBe(false)
      expect(variant.bytes, label).toBe(variant.data.byteLength)
      expect(variant.key, label).toBe(variantKey(variant.data, variant.width, variant.format))
    }
  })

  it('puts the top of the stored image on the right, as orientation 6 says', async () => {
    const result = await processPhoto(folder.write('phone-2.jpg', await phoneJpeg(800, 600)))
    const jpeg = result.variants.find((v) => v.format === 'jpeg' && v.width === 480)
    expect(jpeg).toBeDefined()
    const { data, info } = await sharp(jpeg?.data).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels
      return [data[at], data[at + 1], data[at + 2]] as number[]
    }
    const mid = Math.floor(info.height / 2)
    const [rightRed = 0, rightGreen = 0] = pixel(info.width - 3, mid)
    const [leftRed = 0] = pixel(2, mid)
    expect(rightRed).toBeGreaterThan(200)
    expect(rightGreen).toBeLessThan(80)
    expect(leftRed).toBeLessThan(100)
  })

  it('never makes a variant wider than a small original', async () => {
    const result = await processPhoto(folder.write('small.png', await png(200, 150)))
    expect(result.variants.map((v) => v.width)).toEqual([200, 200, 200])
    expect(result.variants.map((v) => v.format)).toEqual(['avif', 'webp', 'jpeg'])
  })

  it('lays a transparent PNG on white for JPEG and keeps transparency in WebP', async () => {
    const result = await processPhoto(folder.write('clear.png', await png(500, 400, true)))
    const jpeg = result.variants.find((v) => v.format === 'jpeg')
    const webp = result.variants.find((v) => v.format === 'webp')
    const corner = await sharp(jpeg?.data)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer()
    expect([...corner].every((channel) => channel > 245)).toBe(true)
    expect((await sharp(webp?.data).metadata()).hasAlpha).toBe(true)
  })

  it('refuses to decode past the pixel limit', async () => {
    const file = folder.write('big.png', await png(1000, 800))
    await expect(processPhoto(file, 500_000)).rejects.toThrow(/pixel limit/i)
  })
})
