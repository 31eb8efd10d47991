import { crc32 } from 'node:zlib'

import sharp from 'sharp'

/** A string written into the GPS block of `phoneJpeg`; it must not survive processing. */
export const gpsMarker = 'WGS-84 41.3179N 74.8034W'

/**
 * A phone-style JPEG: stored landscape (2000 x 1500) with EXIF orientation 6
 * (shows portrait), a camera name and a GPS position.
 */
export function phoneJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f7d4f' } })
    .composite([{ input: Buffer.from(arrowSvg(width, height)), top: 0, left: 0 }])
    .withExif({
      IFD0: { Make: 'KeystoneCam', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 19/1 466/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 48/1 1224/100',
        GPSMapDatum: gpsMarker,
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** A red bar along the stored image's top edge: after orientation 6 it is on the right. */
function arrowSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${Math.round(height / 10)}" fill="#ff0000"/></svg>`
}

/** A PNG, optionally with a transparent background. */
export function png(width = 1000, height = 800, transparent = false): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 4,
      background: transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : '#3366aa',
    },
  })
    .png()
    .toBuffer()
}

/**
 * A camera-like photo of about `megapixels` (4:3): smooth shapes plus fine
 * grain, so encoders work about as hard as on a real photo.
 */
export async function cameraPhoto(megapixels = 12, seed = 0): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3))
  const height = Math.round((width * 3) / 4)
  const blobs = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#000000', // the types ask for it; noise replaces it
      noise: { type: 'gaussian', mean: 110 + (seed % 40), sigma: 60 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .blur(8)
    .png()
    .toBuffer()
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer()
  return sharp(blobs)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** The start of an iPhone HEIC file: enough for content detection to call it HEIC. */
export function heicHeader(): Buffer {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypheic', 4, 'latin1')
  ftyp.writeUInt32BE(0, 12)
  ftyp.write('mif1heic', 16, 'latin1')
  return Buffer.concat([ftyp, Buffer.alloc(200)])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A tiny PNG whose header claims `width` x `height` pixels (a decompression
 * bomb's shape): a valid IHDR and almost no image data.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(2, 9) // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
