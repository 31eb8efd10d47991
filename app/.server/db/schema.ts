import type { Generated } from 'kysely'
import type { PhotoStatus } from '#app/lib/photo.ts'
import type { VehicleStatus } from '#app/lib/vehicle-status.ts'

/** Row shapes of the database, as Kysely sees them. JSON columns hold text. */
export type VehicleRow = {
  id: string
  sort_order: number
  name: string
  brand: string
  category: string
  /** whole dollars; with price_on_request = 1, the manufacturer's suggested price */
  price: number
  price_on_request: number
  /** the price before the latest reduction, or null */
  previous_price: number | null
  /** the showroom whose lot holds the cart (app/content/locations.ts); null: the main showroom */
  location_id: string | null
  /** see app/lib/vehicle-status.ts */
  status: VehicleStatus
  /** counts edits, so a second editor's stale save is refused rather than overwriting */
  version: number
  description: string
  images: string
  external_url: string | null
  specifications: string
  features: string
  in_stock: number
  is_new: number
  year: number | null
  created_at: string
  updated_at: string
}

export type ContactMessageRow = {
  id: string
  received_at: string
  first_name: string
  last_name: string
  email: string
  phone: string
  interest: string
  message: string
  source_page: string | null
  vehicle_id: string | null
  /** 'received' for real leads, 'spam' for quarantined ones */
  status: string
  spam_reason: string | null
}

export type OutboxKind = 'dealer' | 'adf' | 'acknowledgement'
/** queued → sending (leased) → sent; a failed send goes back to queued until MAIL_MAX_ATTEMPTS, then failed */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed'

/** One notification to send for one contact message. */
export type OutboxRow = {
  id: string
  message_id: string
  kind: OutboxKind
  /** one address or a comma-separated list, fixed when queued */
  recipient: string
  status: OutboxStatus
  /** sends started so far, counted when claimed */
  attempts: number
  next_attempt_at: string
  /** while 'sending': after this time the send counts as interrupted and may be claimed again */
  lease_until: string | null
  /** the claim that owns the lease; a stale worker cannot record over a newer claim */
  lease_token: string | null
  last_error: string | null
  sent_at: string | null
  created_at: string
}

/** The log of every send attempt. */
export type OutboxAttemptRow = {
  id: Generated<number>
  outbox_id: string
  attempt: number
  started_at: string
  finished_at: string | null
  /** 'sending' while in flight, then 'sent', 'error' or 'interrupted' */
  outcome: string
  /** the SMTP server's answer or the error */
  detail: string | null
}

/** Every change of a cart's price: who set what, when. */
export type VehiclePriceChangeRow = {
  id: string
  vehicle_id: string
  price: number
  price_on_request: number
  /** the staff account that made the change; null for the seed and imports */
  changed_by: string | null
  changed_at: string
}

/** A rate limit's count for one client and purpose, in a fixed window. */
export type RateLimitRow = {
  /** purpose and client, e.g. "contact:203.0.113.7" */
  key: string
  hits: number
  window_ends_at: string
}

/** One photo of a cart, uploaded by staff. */
export type VehiclePhotoRow = {
  id: string
  vehicle_id: string
  /** 0 is the cover; the rest follow in order */
  position: number
  /** what staff wrote; null means the default ("<cart name>, photo <n>") */
  alt: string | null
  /** of the upright image (EXIF orientation applied); null until processed */
  width: number | null
  height: number | null
  /** SHA-256 of the uploaded file, hex */
  hash: string
  /** JSON: PhotoVariant[] (format, width, height, key, bytes) */
  variants: string
  status: PhotoStatus
  /** why processing failed, for staff */
  error: string | null
  created_at: string
  updated_at: string
}

export type Database = {
  vehicles: VehicleRow
  vehicle_price_changes: VehiclePriceChangeRow
  contact_messages: ContactMessageRow
  outbox: OutboxRow
  outbox_attempts: OutboxAttemptRow
  rate_limits: RateLimitRow
  vehicle_photos: VehiclePhotoRow
}
