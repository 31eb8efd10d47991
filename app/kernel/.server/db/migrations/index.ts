import type { Migration } from 'kysely'

import { vehicles } from './001-vehicles'
import { contactMessages } from './002-contact-messages'
import { outbox } from './003-outbox'
import { rateLimits } from './004-rate-limits'
import { priceOnRequest } from './005-price-on-request'
import { vehicleStatus } from './006-vehicle-status'
import { staffAuth } from './020-staff-auth'
import { outboxStaffMail } from './021-outbox-staff-mail'
import { vehiclePhotos } from './030-vehicle-photos'
import { leadWorkflow } from './040-lead-workflow'
import { leadNotices } from './041-lead-notices'
import { leadInboxOrder } from './042-lead-inbox-order'
import { inventoryVersion } from './045-inventory-version'
import { staffDevices } from './046-staff-devices'
import { featuredCarts } from './050-featured-carts'
import { settingsRefreshPublicPages } from './051-settings-refresh-public-pages'
import { rentals } from './060-rentals'
import { backupRuns } from './070-backup-runs'
import { rentalDesk } from './071-rental-desk'
import { rentalMaintenance } from './072-rental-maintenance'
import { siteHours } from './073-site-hours'
import { cartSales } from './075-cart-sales'
import { cartReadying } from './076-cart-readying'
import { announcements } from './077-announcements'
import { siteContent } from './078-site-content'
import { buyerAlerts } from './079-buyer-alerts'
import { alertPricedOut } from './080-alert-priced-out'
import { alertEndedLinks } from './081-alert-ended-links'
import { rentalHoldBigint } from './082-rental-hold-bigint'
import { staffPageIndexes } from './083-staff-page-indexes'
import { inventoryListIndexes } from './084-inventory-list-indexes'
import { backupUnreadablePhotos } from './085-backup-unreadable-photos'
import { leadSearch } from './086-lead-search'
import { inventoryImports } from './087-inventory-imports'
import { jobIndexes } from './088-job-indexes'
import { paymentsLedger } from './089-payments-ledger'
import { dashboardIndexes } from './090-dashboard-indexes'
import { paymentPurposes } from './091-payment-purposes'
import { oneLiveRentHold } from './092-one-live-rent-hold'
import { rentalDepositHolds } from './093-rental-deposit-holds'
import { cartHolds } from './094-cart-holds'
import { scalePassIndexes } from './095-scale-pass-indexes'
import { stripeEventRetention } from './096-stripe-event-retention'
import { serviceJobs } from './097-service-jobs'
import { serviceBooking } from './099-service-booking'
import { serviceEstimates } from './100-service-estimates'
import { serviceClockIndexes } from './101-service-clock-indexes'
import { tradeIns } from './102-trade-ins'
import { storageContracts } from './103-storage-contracts'
import { storageOffers } from './104-storage-offers'
import { storageBilling } from './105-storage-billing'
import { deliverySchedule } from './106-delivery-schedule'
import { deliveryFees } from './107-delivery-fees'
import { storageListIndexes } from './108-storage-list-indexes'

/**
 * Every migration by the name the databases record it under, in the order
 * they run: Kysely's Migrator runs them sorted by name, and the files are
 * numbered the same way. Add new ones; never edit one that has shipped. One
 * set serves SQLite and PostgreSQL: new columns take their type from
 * `columnType` (ids, ISO-8601 UTC timestamps and JSON are text; booleans are
 * integers 0/1); an integer key the database counts up uses
 * `autoIncrementKey(db)`.
 */
export const migrations: Record<string, Migration> = {
  '001_vehicles': vehicles,
  '002_contact_messages': contactMessages,
  '003_outbox': outbox,
  '004_rate_limits': rateLimits,
  '005_price_on_request': priceOnRequest,
  '006_vehicle_status': vehicleStatus,
  '020_staff_auth': staffAuth,
  '021_outbox_staff_mail': outboxStaffMail,
  '030_vehicle_photos': vehiclePhotos,
  '040_lead_workflow': leadWorkflow,
  '041_lead_notices': leadNotices,
  '042_lead_inbox_order': leadInboxOrder,
  '045_inventory_version': inventoryVersion,
  '046_staff_devices': staffDevices,
  '050_featured_carts': featuredCarts,
  '051_settings_refresh_public_pages': settingsRefreshPublicPages,
  '060_rentals': rentals,
  '070_backup_runs': backupRuns,
  '071_rental_desk': rentalDesk,
  '072_rental_maintenance': rentalMaintenance,
  '073_site_hours': siteHours,
  '075_cart_sales': cartSales,
  '076_cart_readying': cartReadying,
  '077_announcements': announcements,
  '078_site_content': siteContent,
  '079_buyer_alerts': buyerAlerts,
  '080_alert_priced_out': alertPricedOut,
  '081_alert_ended_links': alertEndedLinks,
  '082_rental_hold_bigint': rentalHoldBigint,
  '083_staff_page_indexes': staffPageIndexes,
  '084_inventory_list_indexes': inventoryListIndexes,
  '085_backup_unreadable_photos': backupUnreadablePhotos,
  '086_lead_search': leadSearch,
  '087_inventory_imports': inventoryImports,
  '088_job_indexes': jobIndexes,
  '089_payments_ledger': paymentsLedger,
  '090_dashboard_indexes': dashboardIndexes,
  '091_payment_purposes': paymentPurposes,
  '092_one_live_rent_hold': oneLiveRentHold,
  '093_rental_deposit_holds': rentalDepositHolds,
  '094_cart_holds': cartHolds,
  '095_scale_pass_indexes': scalePassIndexes,
  '096_stripe_event_retention': stripeEventRetention,
  '097_service_jobs': serviceJobs,
  '099_service_booking': serviceBooking,
  '100_service_estimates': serviceEstimates,
  '101_service_clock_indexes': serviceClockIndexes,
  '102_trade_ins': tradeIns,
  '103_storage_contracts': storageContracts,
  '104_storage_offers': storageOffers,
  '105_storage_billing': storageBilling,
  '106_delivery_schedule': deliverySchedule,
  '107_delivery_fees': deliveryFees,
  '108_storage_list_indexes': storageListIndexes,
}
