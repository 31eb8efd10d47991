/** Photos of a cart as the pages and the back office see them (browser-safe types). */

export type PhotoFormat = 'avif' | 'webp' | 'jpeg'

/** 'processing' until every variant is stored; only 'ready' photos are shown to visitors */
export type PhotoStatus = 'processing' | 'ready' | 'failed'

/** One stored rendition of a photo: served at `/photos/<key>`. */
export type PhotoVariant = {
  format: PhotoFormat
  width: number
  height: number
  /** content-hashed file name, e.g. "3f9a0c1d2e4b5a69-800.webp" */
  key: string
  bytes: number
}

export type VehiclePhoto = {
  id: string
  vehicleId: string
  /** 0 is the cover */
  position: number
  /** the text to show: what staff wrote, or "<cart name>, photo <n>" */
  alt: string
  /** what staff wrote, or null when the default is used */
  customAlt: string | null
  /** of the upright image; null until processed */
  width: number | null
  height: number | null
  status: PhotoStatus
  /** why processing failed, for staff */
  error: string | null
  variants: PhotoVariant[]
  createdAt: string
  updatedAt: string
}

/** Where the server answers a stored variant. */
export function photoUrl(key: string): string {
  return `/photos/${key}`
}

/** The alt text a photo gets until staff write one. */
export function defaultPhotoAlt(vehicleName: string, position: number): string {
  return `${vehicleName}, photo ${position + 1}`
}
