import type { Vehicle } from '#app/sales/vehicle.ts'
import { cartPlaceholderImage } from '#app/site/content/brands.ts'

/**
 * Images the feeds can use: Google and Meta take JPEG or WebP, not SVG, at
 * least 800 px wide. Photos are used as they are; the drawn artwork is
 * rendered at build time to a 1200 x 900 JPEG beside its SVG
 * (scripts/build-feed-images.ts), so a cart without photos still has an image.
 */
export function rasterOf(path: string): string {
  return path.endsWith('.svg') ? `${path.slice(0, -'.svg'.length)}.jpg` : path
}

export function feedImages(vehicle: Pick<Vehicle, 'images'>) {
  const images = vehicle.images.length > 0 ? vehicle.images : [cartPlaceholderImage]
  const [main = cartPlaceholderImage, ...additional] = images.map(rasterOf)
  return { main, additional, photo: images.some((path) => !path.endsWith('.svg')) }
}
