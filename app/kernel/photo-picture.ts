import { type PhotoFormat, photoUrl, type PhotoVariant, type VehiclePhoto } from './photo'

/** A `<source>` of a `<picture>`: one modern format at every width. */
export type PictureSource = { type: string; srcSet: string }

/**
 * Everything a `<picture>` needs for one photo:
 * `<picture>{sources.map(s => <source type srcSet sizes />)}<img src srcSet sizes width height alt /></picture>`.
 */
export type PictureData = {
  /** AVIF first, then WebP: the browser takes the first type it supports */
  sources: PictureSource[]
  /** JPEG, for browsers that support neither */
  src: string
  srcSet: string
  sizes: string
  /** of the largest variant, so the browser reserves the right box before loading */
  width: number
  height: number
  alt: string
}

const modernFormats: { format: PhotoFormat; type: string }[] = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
]

function byWidth(variants: readonly PhotoVariant[], format: PhotoFormat): PhotoVariant[] {
  return variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width)
}

function srcSet(variants: readonly PhotoVariant[]): string {
  return variants.map((v) => `${photoUrl(v.key)} ${v.width}w`).join(', ')
}

/**
 * The `<picture>` data of a ready photo; undefined for one still processing,
 * failed, or without JPEG variants. `sizes` says how wide the image shows
 * (default: the full viewport); `fallbackWidth` picks the JPEG `src` for
 * browsers without `srcset` (the smallest variant at least that wide).
 */
export function photoPicture(
  photo: VehiclePhoto,
  options: { sizes?: string; fallbackWidth?: number } = {},
): PictureData | undefined {
  if (photo.status !== 'ready') return undefined
  const jpegs = byWidth(photo.variants, 'jpeg')
  const largest = jpegs.at(-1)
  if (!largest) return undefined
  const fallbackWidth = options.fallbackWidth ?? 800
  const fallback = jpegs.find((v) => v.width >= fallbackWidth) ?? largest
  const sources = modernFormats.flatMap(({ format, type }) => {
    const list = byWidth(photo.variants, format)
    return list.length > 0 ? [{ type, srcSet: srcSet(list) }] : []
  })
  return {
    sources,
    src: photoUrl(fallback.key),
    srcSet: srcSet(jpegs),
    sizes: options.sizes ?? '100vw',
    width: largest.width,
    height: largest.height,
    alt: photo.alt,
  }
}

/** The pictures of a cart's ready photos, cover first; empty means: show the illustration. */
export function vehiclePictures(
  photos: readonly VehiclePhoto[],
  options?: { sizes?: string; fallbackWidth?: number },
): PictureData[] {
  return [...photos]
    .sort((a, b) => a.position - b.position)
    .flatMap((photo) => photoPicture(photo, options) ?? [])
}
