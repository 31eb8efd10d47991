import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** Every URL shape of the site. */
export default [
  index('routes/home.tsx'),
  route('inventory', 'routes/inventory.tsx'),
  route('vehicle/:id', 'routes/vehicle.tsx', { id: 'vehicle' }),
  route('vehicles/:id', 'routes/vehicle.tsx', { id: 'vehicles' }),
  route('contact', 'routes/contact.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('showroom', 'routes/showroom.tsx'),
  route('services', 'routes/services.tsx'),
  route('about', 'routes/about.tsx'),
  route('rentals', 'routes/rentals.tsx'),
  route('rentals/:slug', 'routes/town-rentals.tsx'),
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
  // Signed in (every loader and action calls requireUser first):
  layout('routes/admin/layout.tsx', { id: 'admin-layout' }, [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
    route('admin/account/two-factor', 'routes/admin/two-factor-setup.tsx'),
    route('admin/staff', 'routes/admin/staff.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
    route('admin/inventory', 'routes/admin/inventory.tsx'),
    route('admin/inventory/new', 'routes/admin/inventory-new.tsx'),
    route('admin/inventory/:id', 'routes/admin/inventory-edit.tsx'),
    route('admin/inventory/:id/delete', 'routes/admin/inventory-delete.tsx'),
    route('admin/leads', 'routes/admin/leads.tsx'),
    route('admin/leads/:id', 'routes/admin/leads-lead.tsx'),
  ]),
  // Town landing pages are "/{slug}-golf-carts": one segment, matched after
  // every static route; anything else lands on the not-found screen.
  route(':landing', 'routes/town.tsx', { id: 'town-landing' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
