import type { Generated } from 'kysely'

import type { DeliveryKind, DeliveryStatus } from '#app/deliveries/delivery-kinds.ts'
import type { BatteryType } from '#app/kernel/dealer/cart-battery.ts'
import type { PhotoStatus } from '#app/kernel/photo.ts'
import type {
  PaymentActor,
  PaymentKind,
  PaymentMethod,
  PaymentPurpose,
  PaymentStatus,
  PaymentSubject,
} from '#app/payments/ledger.ts'
import type { CartHoldStatus } from '#app/sales/cart-hold.ts'
import type { PriceChangeKind } from '#app/sales/cart-sale.ts'
import type { VehicleStatus } from '#app/sales/vehicle-status.ts'
import type {
  EstimateDecision,
  EstimateLineKind,
  EstimateStatus,
} from '#app/service/service-estimate.ts'
import type { ServiceKind, ServiceStage, ServiceVisit } from '#app/service/service-stages.ts'
import type { StorageOfferName } from '#app/storage/storage-offers.ts'
import type {
  StorageContractStatus,
  StorageHandover,
  StorageKind,
  StoragePlan,
} from '#app/storage/storage-plans.ts'

/** Row shapes of the database, as Kysely sees them. JSON columns hold text. */
export type VehicleRow = {
  id: string
  sort_order: number
  /** 1: pinned by the dealer, shown on the home page and first in the inventory */
  featured: number
  name: string
  brand: string
  category: string
  /** whole dollars; with price_on_request = 1, the manufacturer's suggested price */
  price: number
  price_on_request: number
  /** whole dollars while a sale is set (see app/sales/cart-sale.ts); null: no sale */
  sale_price: number | null
  /** the sale's start and end (ISO-8601 UTC; no end: until the dealer ends it) */
  sale_starts_at: string | null
  sale_ends_at: string | null
  /** JSON list of promotion tags (app/sales/promotion-tags.ts) */
  tags: string
  /** the showroom whose lot holds the cart (app/kernel/dealer/locations.ts); null: the main showroom */
  location_id: string | null
  /** see app/sales/vehicle-status.ts */
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
  /** the phone's digits (phoneDigits), for finding a person's other messages through an index */
  phone_digits: string
  interest: string
  message: string
  source_page: string | null
  vehicle_id: string | null
  /** 'received' for real leads, 'spam' for quarantined ones */
  status: string
  spam_reason: string | null
  /** where the lead stands in the sales process; see LeadStage */
  stage: Generated<LeadStage>
  /** the staff member who owns the lead; null while nobody has taken it */
  assigned_to: string | null
  /** when the first response is due (the promise counted in sales hours); null: no clock (spam, leads before the inbox) */
  due_at: string | null
  /** the first move to contacted, or the first logged call or e-mail */
  first_response_at: string | null
}

/** new → contacted → quoted → won or lost */
export type LeadStage = 'new' | 'contacted' | 'quoted' | 'won' | 'lost'

/**
 * A lead's history. note, call, email: `body` holds what staff wrote;
 * stage, assigned: `from_value` → `to_value`; spam, not_spam, resent: what happened.
 */
export type LeadEventKind =
  'note' | 'call' | 'email' | 'stage' | 'assigned' | 'spam' | 'not_spam' | 'resent'

export type LeadEventRow = {
  id: string
  message_id: string
  kind: LeadEventKind
  body: string | null
  from_value: string | null
  to_value: string | null
  /** staff user id; null for the command line */
  actor_id: string | null
  created_at: string
}

/**
 * A reminder or digest claimed for sending: `key` is "reminder:<message id>"
 * or "digest:<Monday of the week, YYYY-MM-DD>"; present means sent (queued) once.
 */
export type LeadNoticeRow = {
  key: string
  /** the lead a reminder is about; null for a digest */
  message_id: string | null
  created_at: string
}

/**
 * 'staff': an e-mail to a staff member (invitation, password reset); 'renter':
 * a reservation's news to its renter; 'alert': a buyer's alert (its
 * confirmation or a digest). These carry their content in `payload`.
 */
export type OutboxKind = 'dealer' | 'adf' | 'acknowledgement' | 'staff' | 'renter' | 'alert'
/** queued → sending (leased) → sent; a failed send goes back to queued until MAIL_MAX_ATTEMPTS, then failed */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed'

/** One e-mail to send: a notification of a contact message, or a written e-mail (staff, renter, alert). */
export type OutboxRow = {
  id: string
  /** the contact message; null for written e-mails */
  message_id: string | null
  kind: OutboxKind
  /** written e-mails: JSON {subject, text, …}; erased once sent (it may hold a one-time link) */
  payload: string | null
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
  /** see PriceChangeKind; for a sale, `price` is the sale price from `sale_starts_at` to `sale_ends_at` */
  kind: Generated<PriceChangeKind>
  sale_starts_at: string | null
  sale_ends_at: string | null
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

export type StaffRole = 'owner' | 'staff'

export type StaffUserRow = {
  id: string
  /** lowercased, unique */
  email: string
  name: string
  role: StaffRole
  /** argon2id PHC string; null until the invitation is accepted */
  password_hash: string | null
  /** 1 while the account may sign in */
  active: number
  /** base32 TOTP secret once two-factor is confirmed */
  totp_secret: string | null
  /** a secret being set up, until its first code confirms it */
  totp_pending_secret: string | null
  /** the last 30-second step a code was accepted for: a code is never accepted twice */
  totp_last_step: number | null
  created_at: string
  updated_at: string
}

export type StaffSessionRow = {
  /** SHA-256 (hex) of the cookie's random id: a database copy cannot be replayed */
  id_hash: string
  user_id: string
  /** random, sent in forms as a fallback when a browser sends no Origin */
  csrf_token: string
  /** 1 after the password while a two-factor code is still owed */
  pending_2fa: number
  created_at: string
  last_seen_at: string
  /** absolute end, fixed at sign-in */
  expires_at: string
  ip: string | null
  user_agent: string | null
}

export type StaffTokenPurpose = 'invite' | 'reset'

/** One-time links: invitations and password resets. */
export type StaffTokenRow = {
  token_hash: string
  purpose: StaffTokenPurpose
  user_id: string
  created_by: string | null
  expires_at: string
  used_at: string | null
  created_at: string
}

export type StaffRecoveryCodeRow = {
  code_hash: string
  user_id: string
  used_at: string | null
  created_at: string
}

/**
 * A browser that completed a sign-in of an account (record 020, "Guessing"):
 * its attempts are counted on their own, not with strangers'.
 */
export type StaffDeviceRow = {
  /** SHA-256 (hex) of the device cookie's random value: a database copy cannot be replayed */
  device_hash: string
  user_id: string
  /** the last complete sign-in of the account in this browser */
  signed_in_at: string
}

/** Attempts per key ("account:<email>", "ip:<address>", see guessing-limits.ts). */
export type AuthThrottleRow = {
  key: string
  failures: number
  next_allowed_at: string
  updated_at: string
}

/** Small settings the owners change at run time. */
export type AppSettingRow = {
  key: string
  value: string
  updated_at: string
}

/** One row (id 1): bumped by triggers whenever a cart or a cart's photo changes. */
export type InventoryVersionRow = {
  id: number
  version: number
}

/** One weekday of one of the dealer's weeks (showroom, service, delivery, storage). */
export type HoursDayRow = {
  week: string
  /** 0 Sunday … 6 Saturday */
  weekday: number
  /** "HH:MM"; both null on a closed day */
  opens: string | null
  closes: string | null
  /** 0/1: listed on a row of its own even when its hours equal the day before's */
  own_row: number
  updated_at: string
}

/** A dated closure (opens/closes null) or special hours, for one week or all (week null). */
export type HoursExceptionRow = {
  id: string
  week: string | null
  starts_on: string
  ends_on: string
  opens: string | null
  closes: string | null
  note: string
  created_at: string
}

/** A service of the services page and its price, in `position` order. */
export type ServicePriceRow = {
  id: string
  position: number
  name: string
  /** fixed, from or call */
  kind: string
  /** whole dollars; null for call */
  amount: number | null
  /** the unit after the amount ("hour"), or '' */
  per: string
  note: string
  updated_at: string
}

/** A team member of the about page, in `position` order. */
export type TeamMemberRow = {
  id: string
  position: number
  name: string
  role: string
  bio: string
  updated_at: string
}

export type AnnouncementRow = {
  id: string
  text: string
  link_url: string | null
  link_text: string | null
  tone: string
  /** JSON: "all" or the page groups' keys */
  pages: string
  starts_at: string
  ends_at: string
  created_at: string
  updated_at: string
}

export type AuditLogRow = {
  id: string
  at: string
  /** staff user id; null for anonymous events (failed sign-ins) and the command line */
  actor_id: string | null
  /** the e-mail as typed or known, kept when the account is gone */
  actor_email: string | null
  action: string
  entity: string | null
  entity_id: string | null
  /** JSON */
  before: string | null
  /** JSON */
  after: string | null
  ip: string | null
}

export type Database = {
  vehicles: VehicleRow
  vehicle_price_changes: VehiclePriceChangeRow
  contact_messages: ContactMessageRow
  lead_events: LeadEventRow
  lead_notices: LeadNoticeRow
  outbox: OutboxRow
  outbox_attempts: OutboxAttemptRow
  rate_limits: RateLimitRow
  vehicle_photos: VehiclePhotoRow
  staff_users: StaffUserRow
  staff_sessions: StaffSessionRow
  staff_tokens: StaffTokenRow
  staff_recovery_codes: StaffRecoveryCodeRow
  auth_throttle: AuthThrottleRow
  staff_devices: StaffDeviceRow
  app_settings: AppSettingRow
  audit_log: AuditLogRow
  inventory_version: InventoryVersionRow
  backup_runs: BackupRunRow
  hours_days: HoursDayRow
  hours_exceptions: HoursExceptionRow
  service_prices: ServicePriceRow
  team_members: TeamMemberRow
  announcements: AnnouncementRow
  rental_rates: RentalRateRow
  rental_rate_changes: RentalRateChangeRow
  rental_carts: RentalCartRow
  rental_reservations: RentalReservationRow
  rental_reservation_events: RentalReservationEventRow
  rental_handover_photos: RentalHandoverPhotoRow
  rental_maintenance: RentalMaintenanceRow
  rental_calendar_feeds: RentalCalendarFeedRow
  alert_addresses: AlertAddressRow
  alert_subscriptions: AlertSubscriptionRow
  alert_links: AlertLinkRow
  alert_ended_links: AlertEndedLinkRow
  alert_seen: AlertSeenRow
  alert_priced_out: AlertPricedOutRow
  alert_digests: AlertDigestRow
  alert_events: AlertEventRow
  inventory_imports: InventoryImportRow
  payments: PaymentRow
  stripe_events: StripeEventRow
  cart_holds: CartHoldRow
  service_jobs: ServiceJobRow
  service_job_events: ServiceJobEventRow
  service_capacity: ServiceCapacityRow
  service_zone_fees: ServiceZoneFeeRow
  service_slot_counts: ServiceSlotCountRow
  service_job_photos: ServiceJobPhotoRow
  service_estimates: ServiceEstimateRow
  service_estimate_lines: ServiceEstimateLineRow
  service_estimate_decisions: ServiceEstimateDecisionRow
  service_invoices: ServiceInvoiceRow
  trade_ins: TradeInRow
  trade_in_photos: TradeInPhotoRow
  storage_spaces: StorageSpacesRow
  storage_contracts: StorageContractRow
  storage_contract_events: StorageContractEventRow
  storage_invoices: StorageInvoiceRow
  storage_delinquency_steps: StorageDelinquencyStepRow
  storage_contract_once: StorageContractOnceRow
  storage_offers: StorageOfferRow
  storage_offer_changes: StorageOfferChangeRow
  delivery_trucks: DeliveryTruckRow
  delivery_window_counts: DeliveryWindowCountRow
  delivery_jobs: DeliveryJobRow
  delivery_job_events: DeliveryJobEventRow
  delivery_fees: DeliveryFeeRow
}

/** An owner's previewed inventory file, until confirmed or expired (app/sales/.server/inventory/inventory-import.ts). */
export type InventoryImportRow = {
  id: string
  owner_id: string
  file_name: string
  /** JSON: the ImportPlan shown, with the options it was made with */
  plan: string
  created_at: string
  expires_at: string
}

/** One movement of money (app/payments/ledger.ts; record 060). */
export type PaymentRow = {
  id: string
  kind: PaymentKind
  method: PaymentMethod
  /** positive integer cents; the kind says the direction */
  amount_cents: number
  /** lower-case ISO 4217, as Stripe writes it: 'usd' */
  currency: string
  status: PaymentStatus
  subject_type: PaymentSubject
  subject_id: string
  purpose: PaymentPurpose
  stripe_checkout_session_id: string | null
  stripe_payment_intent_id: string | null
  stripe_charge_id: string | null
  stripe_refund_id: string | null
  /** JSON: the Stripe write this row stands for, sent again as it was until Stripe answers */
  stripe_request: string | null
  /** unique: `ledger-<id>` for a Stripe write, the form's key for a desk entry */
  idempotency_key: string
  actor: PaymentActor
  /** the staff member who acted, when actor is 'staff' */
  actor_user_id: string | null
  created_at: string
  /** when the row reached its final status */
  settled_at: string | null
  /** a pending row: when the scheduler next asks Stripe about it */
  recheck_at: string | null
  /** why Stripe refused it, in Stripe's words */
  failure: string | null
  note: string | null
}

/** A Stripe event, stored once by its id; handled_at once its handlers ran. */
export type StripeEventRow = {
  id: string
  type: string
  received_at: string
  handled_at: string | null
  /** the event's JSON as received (the edge gate bounds it to 64 KB); cut to its ids after 30 days */
  payload: string
  /** when the payload was cut to the event's id, type and object id (retention, a privacy request) */
  trimmed_at: string | null
}

/** An address with buyers' alerts (lower case); its rows go with it. */
export type AlertAddressRow = { email: string; created_at: string; updated_at: string }

/**
 * search: new matches of inventory filters; price: one cart's price below the
 * price seen; stock: a cart like a sold or pending one, buyable now.
 */
export type AlertKind = 'search' | 'price' | 'stock'
/** pending until the confirmation link is followed; paused sends nothing */
export type AlertStatus = 'pending' | 'active' | 'paused'

export type AlertSubscriptionRow = {
  id: string
  email: string
  kind: AlertKind
  /** the inventory's query string ("brand=denago&price=under-15k"), read by parseFilters */
  filters: string
  /** price and stock: the cart the buyer asked from */
  vehicle_id: string | null
  /** price: today's price the buyer saw, then the last price they were told of */
  price_seen: number | null
  status: Generated<AlertStatus>
  /** SHA-256 of the confirmation link's secret; null once confirmed */
  confirm_token_hash: string | null
  created_at: string
  confirmed_at: string | null
  updated_at: string
}

/** A manage or unsubscribe link of an address: SHA-256 of its random secret. */
export type AlertLinkRow = { token_hash: string; email: string; created_at: string }

/** A link whose address's alerts all ended: its hash alone, kept a year (no address). */
export type AlertEndedLinkRow = { token_hash: string; ended_at: string }

/** A cart a subscription has told of (or that matched when it was confirmed: digest_id null). */
export type AlertSeenRow = {
  subscription_id: string
  vehicle_id: string
  digest_id: string | null
  at: string
}

/** A cart a search saw above its price range (so its fall into the range is told as one). */
export type AlertPricedOutRow = { subscription_id: string; vehicle_id: string; at: string }

/** One digest per address and dealer's day ("YYYY-MM-DD"). */
export type AlertDigestRow = {
  id: string
  email: string
  day: string
  carts: number
  created_at: string
}

export type AlertEventKind = 'subscribed' | 'confirmed' | 'changed' | 'digest' | 'unsubscribed'

/** Counts for the dashboard, without the address. */
export type AlertEventRow = { id: string; kind: AlertEventKind; at: string }

/** One price of a rate card: pickup at a showroom, or delivery to a town. */
export type RentalRateRow = {
  card: 'pickup' | 'delivery'
  cart_type: string
  plan: string
  price: number
  recommended: number
  updated_at: string
}

export type RentalRateChangeRow = {
  id: string
  card: string
  cart_type: string
  plan: string
  old_price: number
  new_price: number
  changed_by: string | null
  changed_at: string
}

export type RentalCartState = 'in-service' | 'retired'

/**
 * A rental cart of the fleet: one unit a reservation holds. Its maintenance
 * is in `rental_maintenance` (the table's old `maintenance_from`/`_to`
 * columns are left unused since migration 072).
 */
export type RentalCartRow = {
  id: string
  cart_type: string
  name: string
  home_location_id: string
  state: Generated<RentalCartState>
  /** when a return left it to be charged and cleaned; null once staff mark it ready */
  readying_since: string | null
  created_at: string
  updated_at: string
  version: Generated<number>
}

/** Days a rental cart is out of service (a block), with why. */
export type RentalMaintenanceRow = {
  id: string
  cart_id: string
  /** first and last day out of service, both inclusive ("YYYY-MM-DD", the dealer's calendar) */
  first_day: string
  last_day: string
  reason: string
  created_by: string | null
  created_at: string
}

/** A showroom's private calendar feed of handovers: only the hash of its secret is kept. */
export type RentalCalendarFeedRow = {
  id: string
  location_id: string
  token_hash: string
  created_by: string | null
  created_at: string
  revoked_at: string | null
}

/** A scheduled backup's day: claimed by one server, then done or failed. */
export type BackupRunRow = {
  day: string
  status: 'running' | 'done' | 'failed'
  started_at: string
  lease_until: string
  finished_at: string | null
  backup_id: string | null
  bytes: number | null
  rows: number | null
  photos: number | null
  /** why the run failed */
  error: string | null
  /** a finished run's photos the store could not read, one line */
  unreadable_photos: string | null
  attempts: number
}

/**
 * held (waiting for staff) → confirmed → out (checked out) → returned (checked in);
 * or declined, cancelled, expired (a hold nobody answered) or no_show (a confirmed
 * rental nobody collected in time).
 */
export type ReservationStatus =
  'held' | 'confirmed' | 'out' | 'returned' | 'declined' | 'cancelled' | 'expired' | 'no_show'

export type RentalReservationRow = {
  id: string
  /** the renter's link: /rentals/reservation/{token} */
  token: string
  cart_id: string
  cart_type: string
  status: ReservationStatus
  start_at: string
  end_at: string
  /** minutes since 1970: the cart is held from the start to the end plus the turnaround */
  hold_from: number
  hold_until: number
  days: number
  handover: 'pickup' | 'delivery'
  location_id: string | null
  town_slug: string | null
  address: string | null
  extra_drivers: number
  /** JSON of the quote's lines as the renter saw them */
  quote: string
  total: number
  deposit: number
  first_name: string
  last_name: string
  email: string
  phone: string
  terms_accepted_at: string
  terms_ip: string | null
  terms_effective_date: string
  hold_expires_at: string | null
  received_at: string
  due_at: string | null
  first_response_at: string | null
  decline_reason: string | null
  created_at: string
  updated_at: string
  version: Generated<number>
  checked_out_at: string | null
  /** JSON of the handover (`CheckoutRecord`) */
  checkout: string | null
  returned_at: string | null
  /** JSON of the return (`CheckinRecord`) */
  checkin: string | null
  /** JSON of the final statement (`FinalStatement`), as it was written */
  statement: string | null
  /** when the one overdue reminder to staff was claimed */
  overdue_notice_at: string | null
  /** when one scheduler pass claimed holding the deposit on the saved card */
  deposit_hold_claimed_at: string | null
  /** the last four digits of the card the deposit is held on */
  deposit_card_last4: string | null
  /** when the card's authorisation of the deposit lapses (Stripe's capture_before) */
  deposit_capture_before: string | null
  /** when the one warning to staff of that lapse was claimed */
  deposit_lapse_warned_at: string | null
}

/** A condition photo taken at check-out or check-in: private, shown only to staff. */
export type RentalHandoverPhotoRow = {
  id: string
  reservation_id: string
  stage: 'out' | 'in'
  /** base64 of a JPEG re-encoded without metadata */
  data: string
  width: number
  height: number
  created_at: string
}

/** One entry of a reservation's history. */
export type RentalReservationEventRow = {
  id: string
  reservation_id: string
  at: string
  actor_id: string | null
  actor_email: string | null
  /** requested, confirmed, declined, changed, cancelled, expired, e-mailed… */
  kind: string
  /** JSON */
  detail: string | null
}

/** A cart held for a buyer with a refundable deposit (app/sales/cart-hold.ts; record 065). */
export type CartHoldRow = {
  id: string
  vehicle_id: string
  status: CartHoldStatus
  first_name: string
  last_name: string
  email: string
  phone: string
  /** the deposit, integer cents, as the owners' setting said when the Checkout started */
  amount_cents: number
  /** the deposit's ledger row (a charge, purpose cart_hold) */
  payment_id: string
  /** the refund's ledger row, once one is due */
  refund_payment_id: string | null
  /** the lead the paid hold created in the inbox */
  lead_id: string | null
  created_at: string
  paid_at: string | null
  /** an active hold lapses (and is refunded) at this instant */
  ends_at: string | null
  ended_at: string | null
}

/** A service job, from booking to the cart back with its owner (app/service/; record 069). */
export type ServiceJobRow = {
  id: string
  /** the customer's page: /service/{token} */
  token: string
  stage: ServiceStage
  kind: ServiceKind
  visit: ServiceVisit
  /** online: the customer booked; staff: opened at the counter or on the phone */
  source: 'online' | 'staff'
  first_name: string
  last_name: string
  email: string
  phone: string
  /** a drop-off's showroom */
  showroom: string | null
  /** a pickup's or mobile visit's address */
  street: string | null
  town: string | null
  zip: string | null
  /** the pickup or mobile fee of the town's zone, when booked */
  fee_cents: number
  /** the shop's day, YYYY-MM-DD in America/New_York */
  visit_day: string
  /** a pickup's or mobile visit's window, minutes after that day's midnight */
  window_start: number | null
  window_end: number | null
  cart_brand: string
  cart_model: string
  cart_year: number | null
  cart_serial: string | null
  battery_type: BatteryType
  battery_voltage: number | null
  battery_age_years: number | null
  description: string
  booked_at: string
  first_response_at: string | null
  checked_in_at: string | null
  approved_at: string | null
  ready_at: string | null
  collected_at: string | null
  cancelled_at: string | null
  updated_at: string
}

export type ServiceJobEventRow = {
  id: string
  job_id: string
  at: string
  actor_id: string | null
  actor_email: string | null
  /** booked, checked_in, estimate_sent, approved, declined, ready, e-mailed, note… */
  kind: string
  /** JSON */
  detail: string | null
}

/** What the shop takes on one weekday for one visit (record 070). */
export type ServiceCapacityRow = {
  /** 0 Sunday … 6 Saturday */
  weekday: number
  visit: ServiceVisit
  /** a drop-off's per day, a pickup's or mobile visit's per 2-hour window */
  places: number
  /** how many of the places may be booked online */
  online_places: number
  updated_at: string
}

/** The pickup and mobile fees of one town zone (the delivery data's zones), in cents. */
export type ServiceZoneFeeRow = {
  zone: 'home-county' | 'free-zone' | 'per-mile'
  pickup_cents: number
  mobile_cents: number
  updated_at: string
}

/** The places taken of one day (a drop-off, window_start 0) or 2-hour window. */
export type ServiceSlotCountRow = {
  visit: ServiceVisit
  visit_day: string
  window_start: number
  taken: number
}

/** A photo the customer sent with a booking: a JPEG without metadata, base64. */
export type ServiceJobPhotoRow = {
  id: string
  job_id: string
  data: string
  width: number
  height: number
  created_at: string
}

/** One version of a job's estimate (record 071): a draft staff edit, then sent and never changed. */
export type ServiceEstimateRow = {
  id: string
  job_id: string
  version: number
  status: EstimateStatus
  labour_rate_cents: number
  tax_basis_points: number
  /** the job's pickup or mobile visit fee, a taxable line of its own */
  fee_cents: number
  subtotal_cents: number | null
  tax_cents: number | null
  total_cents: number | null
  /** sha-256 of the exact lines and rates, fixed when sent */
  lines_hash: string | null
  created_at: string
  sent_at: string | null
  decided_at: string | null
}

export type ServiceEstimateLineRow = {
  id: string
  estimate_id: string
  position: number
  kind: EstimateLineKind
  description: string
  tenths: number | null
  quantity: number | null
  unit_cents: number | null
  claim_number: string | null
}

/** The customer's approval or decline of one version, once. */
export type ServiceEstimateDecisionRow = {
  id: string
  job_id: string
  estimate_id: string
  decision: EstimateDecision
  /** the name the customer typed */
  signed_name: string
  at: string
  ip: string | null
  lines_hash: string
  /** JSON: the lines and totals decided on */
  snapshot: string
}

/** A job's invoice, issued when the cart is ready, paid once. */
export type ServiceInvoiceRow = {
  id: string
  job_id: string
  estimate_id: string | null
  subtotal_cents: number
  tax_cents: number
  total_cents: number
  issued_at: string
  paid_at: string | null
  payment_id: string | null
}

/** A buyer's cart offered in trade, kept with its lead (app/leads/.server/trade-in/). */
export type TradeInRow = {
  lead_id: string
  /** the cart the buyer wants, when asked from its page */
  vehicle_id: string | null
  /** the served town the buyer picked, for the out-the-door price */
  town: string | null
  brand: string
  model: string
  year: number
  serial: string | null
  battery: 'lead-acid' | 'lithium' | 'unknown'
  battery_age_years: number | null
  /** 0 or 1: the charger comes with it */
  charger: number
  modifications: string | null
  condition: 'excellent' | 'good' | 'fair' | 'needs-work'
  payoff_cents: number | null
  /** staff's answer, once given */
  value_cents: number | null
  valued_at: string | null
  valued_by: string | null
}

/** A photo of a trade-in: private, shown only to staff. */
export type TradeInPhotoRow = {
  id: string
  lead_id: string
  position: number
  /** base64 of a JPEG re-encoded without metadata */
  data: string
  width: number
  height: number
  created_at: string
}

/** How many spaces of one kind a showroom has (app/storage/; record 074). */
export type StorageSpacesRow = {
  /** a showroom's place id (app/kernel/dealer/places.ts) */
  showroom: string
  kind: StorageKind
  spaces: number
  updated_at: string
}

/** One cart stored, from the booking to the space given back (record 074). */
export type StorageContractRow = {
  id: string
  /** the customer's page: /storage/{token} */
  token: string
  status: StorageContractStatus
  plan: StoragePlan
  kind: StorageKind
  showroom: string
  source: 'online' | 'staff'
  /** the first and last days the space is held, YYYY-MM-DD in America/New_York */
  start_day: string
  /** null: a monthly contract with no notice given */
  end_day: string | null
  /** a pending contract lets its space go at this instant */
  hold_expires_at: string | null
  first_name: string
  last_name: string
  email: string
  phone: string
  handover: StorageHandover
  street: string | null
  town: string | null
  zip: string | null
  cart_brand: string
  cart_model: string
  cart_serial: string | null
  battery_type: BatteryType
  /** a package's whole price, or the monthly rate, agreed at booking */
  price_cents: number
  /** the maintenance add-on a month; 0 when not taken */
  maintenance_cents: number
  /** the pre-season preparation; 0 when not taken */
  preparation_cents: number
  /** the pickup fee; 0 for a drop-off */
  pickup_fee_cents: number
  terms_accepted_at: string
  terms_ip: string | null
  /** the storage policy's effective date the terms were accepted under */
  policy_effective: string
  /** monthly: consent to charge the saved card on the 1st */
  billing_consent_at: string | null
  notice_given_at: string | null
  booked_at: string
  activated_at: string | null
  ended_at: string | null
  cancelled_at: string | null
  updated_at: string
  /** monthly: the Stripe customer and card the months are charged to (saved on Checkout) */
  card_customer: string | null
  card_payment_method: string | null
}

/** One of storage's offers as the owners set it (record 075): a price per kind of space, in cents. */
export type StorageOfferRow = {
  offer: StorageOfferName
  indoor_cents: number
  outdoor_cents: number
  /** a package's season and the last day it can start, MM-DD; null for the others */
  season_start: string | null
  season_end: string | null
  last_start: string | null
  updated_at: string
}

/** One field of an offer changed by an owner: the offers' price history. */
export type StorageOfferChangeRow = {
  id: string
  offer: StorageOfferName
  field: string
  old_value: string | null
  new_value: string | null
  changed_by: string | null
  changed_by_email: string | null
  changed_at: string
}

export type StorageContractEventRow = {
  id: string
  contract_id: string
  at: string
  actor_id: string | null
  actor_email: string | null
  /** booked, paid, notice, ended, invoice, late_fee, delinquency, e-mailed, note… */
  kind: string
  /** JSON */
  detail: string | null
}

/** One month of a monthly contract, invoiced once (record 076). */
export type StorageInvoiceRow = {
  id: string
  contract_id: string
  /** YYYY-MM */
  month: string
  /** the days billed, both included, YYYY-MM-DD */
  first_day: string
  last_day: string
  /** JSON: StorageInvoiceLine[] (app/storage/monthly-invoice.ts) */
  lines: string
  subtotal_cents: number
  tax_cents: number
  late_fee_cents: number
  /** subtotal + tax + late fee */
  total_cents: number
  due_day: string
  issued_at: string
  charge_payment_id: string | null
  checkout_payment_id: string | null
  charge_failed_at: string | null
  late_fee_at: string | null
  paid_at: string | null
  payment_id: string | null
}

/** A delinquency step (30, 60, 90, 120 days) reached by a contract's oldest unpaid invoice, once. */
export type StorageDelinquencyStepRow = {
  invoice_id: string
  contract_id: string
  step: number
  reached_at: string
}

/** Something done once for a contract: an e-mail sent, a service job made. */
export type StorageContractOnceRow = {
  contract_id: string
  what: string
  at: string
}

/** A truck (or crew) of a showroom and the weekdays it works (record 077). */
export type DeliveryTruckRow = {
  id: string
  showroom: string
  name: string
  /** digits 0 Sunday … 6 Saturday: "123456" is Monday to Saturday */
  weekdays: string
  /** 0 or 1 */
  active: number
  updated_at: string
}

/** The places taken of one showroom's 2-hour window on a day. */
export type DeliveryWindowCountRow = {
  showroom: string
  day: string
  window_start: number
  taken: number
}

/** One delivery, pickup or return in a window on a truck, whichever business it serves. */
export type DeliveryJobRow = {
  id: string
  token: string
  kind: DeliveryKind
  /** what the job serves: rental_reservation, cart_sale, service_job, storage_contract */
  subject_type: string
  subject_id: string
  showroom: string
  day: string
  window_start: number
  window_end: number
  truck_id: string
  status: DeliveryStatus
  customer_name: string
  email: string
  phone: string
  address: string
  town: string
  items: string
  access_confirmed_at: string
  leave_at: string
  /** 0 or 1 */
  white_glove: number
  /** 0 or 1 */
  rush: number
  rush_cents: number
  white_glove_cents: number
  distance_cents: number
  proof_photo: string | null
  proof_name: string | null
  failure_reason: string | null
  booked_at: string
  on_the_way_at: string | null
  arrived_at: string | null
  done_at: string | null
  failed_at: string | null
  cancelled_at: string | null
  updated_at: string
}

export type DeliveryJobEventRow = {
  id: string
  job_id: string
  at: string
  actor_id: string | null
  actor_email: string | null
  /** booked, moved, on_the_way, arrived, done, failed, cancelled, charged… */
  kind: string
  /** JSON */
  detail: string | null
}

export type DeliveryFeeRow = {
  id: string
  job_id: string
  kind: 'same_day_cancellation' | 'missed_appointment'
  cents: number
  status: 'charged' | 'due' | 'paid' | 'waived'
  charge_payment_id: string | null
  checkout_payment_id: string | null
  charge_failed_at: string | null
  payment_id: string | null
  waive_reason: string | null
  created_at: string
  settled_at: string | null
  updated_at: string
}
