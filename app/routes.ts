import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** Every URL shape of the site. */
export default [
  index('routes/home.tsx'),
  route('inventory', 'routes/inventory.tsx'),
  // one page of the inventory's cards alone, which its live filters swap in
  route('inventory/cards', 'routes/inventory-cards.tsx'),
  // every cart's filter facts, which the live filters fetch once the page has shown
  route('inventory/facts', 'routes/inventory-facts.ts'),
  route('vehicle/:id', 'routes/vehicle.tsx', { id: 'vehicle' }),
  route('vehicles/:id', 'routes/vehicle.tsx', { id: 'vehicles' }),
  route('contact', 'routes/contact.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('showroom', 'routes/showroom.tsx'),
  route('services', 'routes/services.tsx'),
  route('about', 'routes/about.tsx'),
  route('rentals', 'routes/rentals.tsx'),
  route('rentals/reserve', 'routes/rentals-reserve.tsx'),
  route('rentals/reservation/:token', 'routes/rental-reservation.tsx'),
  route('rentals/:slug', 'routes/town-rentals.tsx'),
  route('alerts', 'routes/alerts.tsx'),
  // a buyer's alert links: the secret in the address is their only key
  route('alerts/confirm/:token', 'routes/alerts-confirm.tsx'),
  route('alerts/manage/:token', 'routes/alerts-manage.tsx'),
  route('alerts/unsubscribe/:token', 'routes/alerts-unsubscribe.tsx'),
  route('evolution', 'routes/brand.tsx', { id: 'brand-evolution' }),
  route('denago', 'routes/brand.tsx', { id: 'brand-denago' }),
  route('towns/:slug', 'routes/town.tsx', { id: 'town' }),
  route('eco-impact', 'routes/eco-impact.tsx'),
  route('policies/:slug', 'routes/policy.tsx', { id: 'policy' }),
  route('privacy', 'routes/policy.tsx', { id: 'privacy' }),
  route('privacy-policy', 'routes/policy.tsx', { id: 'privacy-policy' }),
  route('terms', 'routes/policy.tsx', { id: 'terms' }),
  route('terms-of-service', 'routes/policy.tsx', { id: 'terms-of-service' }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('feeds/google-products.xml', 'routes/feeds/google-products.ts'),
  route('feeds/google-local-inventory.xml', 'routes/feeds/google-local-inventory.ts'),
  route('feeds/meta-catalog.csv', 'routes/feeds/meta-catalog.ts'),
  // a showroom's private calendar of handovers: the secret in the address is its only key
  route('feeds/rental-desk/:token', 'routes/feeds/rental-desk.ts'),
  route('api/vehicles', 'routes/api/vehicles.ts'),
  route('api/vehicles/:id', 'routes/api/vehicle.ts'),
  route('api/contact', 'routes/api/contact.ts'),
  // The staff back office. Before sign-in:
  layout('routes/admin/auth-layout.tsx', [
    route('admin/sign-in', 'routes/admin/sign-in.tsx'),
    route('admin/sign-in/code', 'routes/admin/sign-in-code.tsx'),
    route('admin/forgot-password', 'routes/admin/forgot-password.tsx'),
    route('admin/reset-password/:token', 'routes/admin/reset-password.tsx'),
    route('admin/invite/:token', 'routes/admin/invite.tsx'),
  ]),
  route('admin/sign-out', 'routes/admin/sign-out.tsx'),
  // resource routes of the lead inbox (each calls requireUser itself)
  route('admin/leads/updates', 'routes/admin/leads-updates.tsx'),
  route('admin/leads/export.csv', 'routes/admin/leads-export.tsx'),
  // the audit log's export (owners only, as the page)
  route('admin/audit/export.csv', 'routes/admin/audit-export.tsx'),
  // a reservation's private condition photo
  route('admin/rentals/:id/photos/:photoId', 'routes/admin/rentals-photo.tsx'),
  // Signed in (every loader and action calls requireUser first):
  layout('routes/admin/layout.tsx', { id: 'admin-layout' }, [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
    route('admin/account/two-factor', 'routes/admin/two-factor-setup.tsx'),
    route('admin/staff', 'routes/admin/staff.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
    route('admin/hours', 'routes/admin/hours.tsx'),
    route('admin/site', 'routes/admin/site.tsx'),
    route('admin/announcements', 'routes/admin/announcements.tsx'),
    route('admin/privacy', 'routes/admin/privacy.tsx'),
    route('admin/alerts', 'routes/admin/alerts.tsx'),
    route('admin/inventory', 'routes/admin/inventory.tsx'),
    route('admin/inventory/new', 'routes/admin/inventory-new.tsx'),
    route('admin/inventory/:id', 'routes/admin/inventory-edit.tsx'),
    route('admin/inventory/:id/delete', 'routes/admin/inventory-delete.tsx'),
    route('admin/leads', 'routes/admin/leads.tsx'),
    route('admin/leads/:id', 'routes/admin/leads-lead.tsx'),
    route('admin/rentals', 'routes/admin/rentals-calendar.tsx'),
    route('admin/rentals/list', 'routes/admin/rentals.tsx'),
    route('admin/rentals/day', 'routes/admin/rentals-day.tsx'),
    route('admin/rentals/rates', 'routes/admin/rentals-rates.tsx'),
    route('admin/rentals/fleet', 'routes/admin/rentals-fleet.tsx'),
    route('admin/rentals/:id', 'routes/admin/rentals-reservation.tsx'),
  ]),
  // Town landing pages are "/{slug}-golf-carts": one segment, matched after
  // every static route; anything else lands on the not-found screen.
  route(':landing', 'routes/town.tsx', { id: 'town-landing' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
