import { describe, expect, it } from 'vitest'

import type { PhotoFormat, PhotoVariant, VehiclePhoto } from './photo'
import { photoPicture, vehiclePictures } from './photo-picture'

const formats: PhotoFormat[] = ['avif', 'webp', 'jpeg']
const ext = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

function variants(widths: number[], ratio = 0.75): PhotoVariant[] {
  // listed largest first and mixed, as nothing promises an order
  return [...widths].reverse().flatMap((width) =>
    formats.map((format) => ({
      format,
      width,
      height: Math.round(width * ratio),
      key: `00000000000000aa-${width}.${ext[format]}`,
      bytes: width * 10,
    })),
  )
}

function photo(change: Partial<VehiclePhoto> = {}): VehiclePhoto {
  return {
    id: 'p1',
    vehicleId: 'evolution-d5-maverick-4-plus',
    position: 0,
    alt: 'Evolution D5 Maverick 4 Plus, photo 1',
    customAlt: null,
    width: 4000,
    height: 3000,
    status: 'ready',
    error: null,
    variants: variants([480, 800, 1200, 1600]),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...change,
  }
}

describe('photoPicture', () => {
  it('gives AVIF then WebP sources, a JPEG fallback, the size and the alt', () => {
    expect(photoPicture(photo(), { sizes: '(min-width: 1024px) 50vw, 100vw' })).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/photos/00000000000000aa-480.avif 480w, /photos/00000000000000aa-800.avif 800w, /photos/00000000000000aa-1200.avif 1200w, /photos/00000000000000aa-1600.avif 1600w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/photos/00000000000000aa-480.webp 480w, /photos/00000000000000aa-800.webp 800w, /photos/00000000000000aa-1200.webp 1200w, /photos/00000000000000aa-1600.webp 1600w',
        },
      ],
      src: '/photos/00000000000000aa-800.jpg',
      srcSet:
        '/photos/00000000000000aa-480.jpg 480w, /photos/00000000000000aa-800.jpg 800w, /photos/00000000000000aa-1200.jpg 1200w, /photos/00000000000000aa-1600.jpg 1600w',
      sizes: '(min-width: 1024px) 50vw, 100vw',
      width: 1600,
      height: 1200,
      alt: 'Evolution D5 Maverick 4 Plus, photo 1',
    })
  })

  it('falls back to the largest JPEG when the photo is smaller than the fallback width', () => {
    const small = photoPicture(photo({ variants: variants([300]) }))
    expect(small?.src).toBe('/photos/00000000000000aa-300.jpg')
    expect(small).toMatchObject({ width: 300, height: 225, sizes: '100vw' })
  })

  it('has nothing for a photo that is not ready or has no JPEG', () => {
    expect(photoPicture(photo({ status: 'processing', variants: [] }))).toBeUndefined()
    expect(photoPicture(photo({ status: 'failed' }))).toBeUndefined()
    const noJpeg = variants([480]).filter((v) => v.format !== 'jpeg')
    expect(photoPicture(photo({ variants: noJpeg }))).toBeUndefined()
  })
})

describe('vehiclePictures', () => {
  it('lists ready photos cover first and skips the rest', () => {
    const pictures = vehiclePictures([
      photo({ id: 'b', position: 2, alt: 'side' }),
      photo({ id: 'x', position: 1, status: 'processing', variants: [] }),
      photo({ id: 'a', position: 0, alt: 'front' }),
    ])
    expect(pictures.map((p) => p.alt)).toEqual(['front', 'side'])
  })

  it('is empty without photos, so the page keeps its illustration', () => {
    expect(vehiclePictures([])).toEqual([])
  })
})
