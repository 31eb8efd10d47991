import { photoUrl, type PhotoVariant } from '#app/kernel/photo.ts'

/** The back office's small picture of a photo: its narrowest JPEG, or undefined before processing. */
export function thumbnailOf(variants: readonly PhotoVariant[]) {
  const small = variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width)[0]
  return small ? { src: photoUrl(small.key), width: small.width, height: small.height } : undefined
}
