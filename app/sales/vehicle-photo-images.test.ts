import { describe, expect, it } from 'vitest'

import type { PhotoVariant, VehiclePhoto } from '#app/kernel/photo.ts'

import { withPhotoImages } from './vehicle-photo-images.ts'

const variant = (format: PhotoVariant['format'], width: number, hash: string): PhotoVariant => ({
  format,
  width,
  height: Math.round(width * 0.75),
  key: `${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
  bytes: 1000,
})

const photo = (
  id: string,
  position: number,
  status: VehiclePhoto['status'],
  widths: number[],
): VehiclePhoto => ({
  id,
  vehicleId: 'cart',
  position,
  alt: 'x',
  customAlt: null,
  width: 1600,
  height: 1200,
  status,
  error: null,
  variants: widths.flatMap((w) => [variant('avif', w, id), variant('jpeg', w, id)]),
  createdAt: '',
  updatedAt: '',
})

describe('withPhotoImages', () => {
  it('uses the 1200 px JPEG of each ready photo in order, else the largest', () => {
    const photos = new Map([
      [
        'cart',
        [
          photo('b', 1, 'ready', [480, 800]),
          photo('a', 0, 'ready', [480, 800, 1200, 1600]),
          photo('c', 2, 'processing', []),
        ],
      ],
    ])
    const [cart, other] = withPhotoImages(
      [
        { id: 'cart', images: ['/images/carts/a.svg'] },
        { id: 'other', images: ['/images/carts/b.svg'] },
      ],
      photos,
    )
    expect(cart?.images).toEqual(['/photos/a-1200.jpg', '/photos/b-800.jpg'])
    expect(other?.images).toEqual(['/images/carts/b.svg'])
  })
})
