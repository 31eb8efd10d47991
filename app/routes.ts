import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** Every URL shape of the site. */
export default [
  index('site/routes/home.tsx'),
  route('inventory', 'sales/routes/inventory.tsx'),
  // one page of the inventory's cards alone, which its live filters swap in
  route('inventory/cards', 'sales/routes/inventory-cards.tsx'),
  // every cart's filter facts, which the live filters fetch once the page has shown
  route('inventory/facts', 'sales/routes/inventory-facts.ts'),
  route('vehicle/:id', 'sales/routes/vehicle.tsx', { id: 'vehicle' }),
  route('vehicles/:id', 'sales/routes/vehicle.tsx', { id: 'vehicles' }),
  // a buyer holds a cart with a refundable deposit, and comes back from Stripe's page
  route('vehicle/:id/hold', 'sales/routes/cart-hold.tsx'),
  route('holds/:id', 'sales/routes/cart-hold-return.tsx'),
  route('contact', 'leads/routes/contact.tsx'),
  route('thank-you', 'leads/routes/thank-you.tsx'),
  // a buyer's cart offered in trade, with its photos: a lead of interest "Trade-in"
  route('trade-in', 'leads/routes/trade-in.tsx'),
  route('showroom', 'site/routes/showroom.tsx'),
  route('services', 'site/routes/services.tsx'),
  route('services/book', 'service/routes/book.tsx'),
  route('service/:token', 'service/routes/job.tsx'),
  route('delivery/:token', 'deliveries/routes/delivery-page.tsx'),
  route('service/:token/photos/:photoId', 'service/routes/job-photo.tsx'),
  // storage booked online, and the customer's contract by its link
  route('storage', 'storage/routes/book.tsx'),
  route('storage/:token', 'storage/routes/contract.tsx'),
  route('about', 'site/routes/about.tsx'),
  route('rentals', 'rentals/routes/rentals.tsx'),
  route('rentals/reserve', 'rentals/routes/rentals-reserve.tsx'),
  route('rentals/reservation/:token', 'rentals/routes/rental-reservation.tsx'),
  route('rentals/:slug', 'rentals/routes/town-rentals.tsx'),
  // a service job's estimate approved or declined, and its invoice paid, by the customer's link
  route('service/:token/estimate', 'service/routes/job-estimate.tsx'),
  route('service/:token/invoice', 'service/routes/job-invoice.tsx'),
  route('alerts', 'sales/routes/alerts.tsx'),
  // a buyer's alert links: the secret in the address is their only key
  route('alerts/confirm/:token', 'sales/routes/alerts-confirm.tsx'),
  route('alerts/manage/:token', 'sales/routes/alerts-manage.tsx'),
  route('alerts/unsubscribe/:token', 'sales/routes/alerts-unsubscribe.tsx'),
  route('evolution', 'site/routes/brand.tsx', { id: 'brand-evolution' }),
  route('denago', 'site/routes/brand.tsx', { id: 'brand-denago' }),
  route('towns/:slug', 'site/routes/town.tsx', { id: 'town' }),
  route('eco-impact', 'site/routes/eco-impact.tsx'),
  route('policies/:slug', 'site/routes/policy.tsx', { id: 'policy' }),
  route('privacy', 'site/routes/policy.tsx', { id: 'privacy' }),
  route('privacy-policy', 'site/routes/policy.tsx', { id: 'privacy-policy' }),
  route('terms', 'site/routes/policy.tsx', { id: 'terms' }),
  route('terms-of-service', 'site/routes/policy.tsx', { id: 'terms-of-service' }),
  route('sitemap.xml', 'site/routes/sitemap.ts'),
  route('robots.txt', 'site/routes/robots.ts'),
  route('feeds/google-products.xml', 'sales/routes/feeds/google-products.ts'),
  route('feeds/google-local-inventory.xml', 'sales/routes/feeds/google-local-inventory.ts'),
  route('feeds/meta-catalog.csv', 'sales/routes/feeds/meta-catalog.ts'),
  // a showroom's private calendar of handovers: the secret in the address is its only key
  route('feeds/rental-desk/:token', 'rentals/routes/feeds/rental-desk.ts'),
  route('api/vehicles', 'sales/routes/api/vehicles.ts'),
  route('api/vehicles/:id', 'sales/routes/api/vehicle.ts'),
  route('api/contact', 'leads/routes/api/contact.ts'),
  // Stripe's events: signed, raw JSON, POST only (the edge gate's webhook policy)
  route('webhooks/stripe', 'payments/routes/webhooks/stripe.ts'),
  // The staff back office. Before sign-in:
  layout('staff/routes/admin/auth-layout.tsx', [
    route('admin/sign-in', 'staff/routes/admin/sign-in.tsx'),
    route('admin/sign-in/code', 'staff/routes/admin/sign-in-code.tsx'),
    route('admin/forgot-password', 'staff/routes/admin/forgot-password.tsx'),
    route('admin/reset-password/:token', 'staff/routes/admin/reset-password.tsx'),
    route('admin/invite/:token', 'staff/routes/admin/invite.tsx'),
  ]),
  route('admin/sign-out', 'staff/routes/admin/sign-out.tsx'),
  // resource routes of the lead inbox (each calls requireUser itself)
  route('admin/leads/updates', 'leads/routes/admin/leads-updates.tsx'),
  route('admin/leads/export.csv', 'leads/routes/admin/leads-export.tsx'),
  // the audit log's export (owners only, as the page)
  route('admin/audit/export.csv', 'staff/routes/admin/audit-export.tsx'),
  route('admin/inventory/export.csv', 'sales/routes/admin/inventory-export.tsx'),
  // the payments ledger's export (owners only, as the page)
  route('admin/payments/export.csv', 'payments/routes/admin/payments-export.tsx'),
  // a trade-in's private photo
  route('admin/leads/:id/trade-in-photos/:photoId', 'leads/routes/admin/trade-in-photo.tsx'),
  // a reservation's private condition photo
  route('admin/rentals/:id/photos/:photoId', 'rentals/routes/admin/rentals-photo.tsx'),
  // Signed in (every loader and action calls requireUser first):
  layout('staff/routes/admin/layout.tsx', { id: 'admin-layout' }, [
    route('admin', 'leads/routes/admin/dashboard.tsx'),
    route('admin/account', 'staff/routes/admin/account.tsx'),
    route('admin/account/two-factor', 'staff/routes/admin/two-factor-setup.tsx'),
    route('admin/staff', 'staff/routes/admin/staff.tsx'),
    route('admin/audit', 'staff/routes/admin/audit.tsx'),
    route('admin/settings', 'staff/routes/admin/settings.tsx'),
    route('admin/hours', 'site/routes/admin/hours.tsx'),
    route('admin/site', 'site/routes/admin/site.tsx'),
    route('admin/announcements', 'site/routes/admin/announcements.tsx'),
    route('admin/privacy', 'privacy/routes/admin/privacy.tsx'),
    route('admin/payments', 'payments/routes/admin/payments.tsx'),
    route('admin/alerts', 'sales/routes/admin/alerts.tsx'),
    route('admin/buyer-price', 'sales/routes/admin/buyer-price.tsx'),
    route('admin/inventory', 'sales/routes/admin/inventory.tsx'),
    route('admin/inventory/new', 'sales/routes/admin/inventory-new.tsx'),
    route('admin/inventory/import', 'sales/routes/admin/inventory-import.tsx'),
    route('admin/inventory/:id', 'sales/routes/admin/inventory-edit.tsx'),
    route('admin/inventory/:id/delete', 'sales/routes/admin/inventory-delete.tsx'),
    route('admin/leads', 'leads/routes/admin/leads.tsx'),
    route('admin/leads/:id', 'leads/routes/admin/leads-lead.tsx'),
    route('admin/deliveries', 'deliveries/routes/admin/deliveries-week.tsx'),
    route('admin/deliveries/day', 'deliveries/routes/admin/deliveries-day.tsx'),
    route('admin/deliveries/trucks', 'deliveries/routes/admin/deliveries-trucks.tsx'),
    route('admin/rentals', 'rentals/routes/admin/rentals-calendar.tsx'),
    route('admin/rentals/list', 'rentals/routes/admin/rentals.tsx'),
    route('admin/rentals/day', 'rentals/routes/admin/rentals-day.tsx'),
    route('admin/rentals/rates', 'rentals/routes/admin/rentals-rates.tsx'),
    route('admin/service/settings', 'service/routes/admin/service-settings.tsx'),
    route('admin/storage/offers', 'storage/routes/admin/storage-offers.tsx'),
    route('admin/storage/spaces', 'storage/routes/admin/storage-spaces.tsx'),
    route('admin/rentals/fleet', 'rentals/routes/admin/rentals-fleet.tsx'),
    route('admin/rentals/:id', 'rentals/routes/admin/rentals-reservation.tsx'),
    route('admin/service', 'service/routes/admin/service-board.tsx'),
    route('admin/service/new', 'service/routes/admin/service-new.tsx'),
    route('admin/service/:id', 'service/routes/admin/service-job.tsx'),
    route('admin/service/:id/lien-notice', 'service/routes/admin/service-lien-notice.tsx'),
    route('admin/storage', 'storage/routes/admin/storage.tsx'),
    route('admin/storage/contracts/:id', 'storage/routes/admin/storage-contract.tsx'),
  ]),
  // Town landing pages are "/{slug}-golf-carts": one segment, matched after
  // every static route; anything else lands on the not-found screen.
  route(':landing', 'site/routes/town.tsx', { id: 'town-landing' }),
  route('*', 'site/routes/not-found.tsx'),
] satisfies RouteConfig
