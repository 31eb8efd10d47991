import { index, route, type RouteConfig } from '@react-router/dev/routes'

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
  // Town landing pages are "/{slug}-golf-carts": one segment, matched after
  // every static route; anything else lands on the not-found screen.
  route(':landing', 'routes/town.tsx', { id: 'town-landing' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
