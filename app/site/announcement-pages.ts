/*
 * The groups of public pages a banner can be shown on, by the route ids of
 * `app/routes.ts` (a test checks every public page is in exactly one).
 */

export const pageGroups = [
  { key: 'home', label: 'Home page', routeIds: ['site/routes/home'] },
  {
    key: 'inventory',
    label: 'Inventory and cart pages',
    routeIds: [
      'sales/routes/inventory',
      'vehicle',
      'vehicles',
      'sales/routes/cart-hold',
      'sales/routes/cart-hold-return',
      'leads/routes/trade-in',
    ],
  },
  {
    key: 'rentals',
    label: 'Rentals and reservations',
    routeIds: [
      'rentals/routes/rentals',
      'rentals/routes/rentals-reserve',
      'rentals/routes/rental-reservation',
      'rentals/routes/town-rentals',
    ],
  },
  {
    key: 'services',
    label: 'Service',
    routeIds: [
      'site/routes/services',
      'service/routes/book',
      'service/routes/job',
      'service/routes/job-estimate',
      'service/routes/job-invoice',
    ],
  },
  {
    key: 'storage',
    label: 'Storage booking and contracts',
    routeIds: ['storage/routes/book', 'storage/routes/contract'],
  },
  {
    key: 'deliveries',
    label: 'A customer’s delivery page',
    routeIds: ['deliveries/routes/delivery-page'],
  },
  {
    key: 'contact',
    label: 'Contact',
    routeIds: ['leads/routes/contact', 'leads/routes/thank-you'],
  },
  { key: 'showroom', label: 'Showrooms', routeIds: ['site/routes/showroom'] },
  { key: 'about', label: 'About', routeIds: ['site/routes/about'] },
  {
    key: 'brands',
    label: 'Brand pages (Evolution, Denago)',
    routeIds: ['brand-evolution', 'brand-denago'],
  },
  { key: 'towns', label: 'Town pages', routeIds: ['town', 'town-landing'] },
  { key: 'eco-impact', label: 'Eco-impact calculator', routeIds: ['site/routes/eco-impact'] },
  {
    key: 'alerts',
    label: "Buyers' alert pages (asked, confirmed, managed)",
    routeIds: [
      'sales/routes/alerts',
      'sales/routes/alerts-confirm',
      'sales/routes/alerts-manage',
      'sales/routes/alerts-unsubscribe',
    ],
  },
  {
    key: 'policies',
    label: 'Policies',
    routeIds: ['policy', 'privacy', 'privacy-policy', 'terms', 'terms-of-service'],
  },
] as const

export type PageGroupKey = (typeof pageGroups)[number]['key']

export const pageGroupKeys: readonly PageGroupKey[] = pageGroups.map((group) => group.key)

export function isPageGroupKey(value: string): value is PageGroupKey {
  return (pageGroupKeys as readonly string[]).includes(value)
}

/** The group of the page made of these route matches; undefined for one in none (not found). */
export function pageGroupOf(matches: readonly { id: string }[]): PageGroupKey | undefined {
  const ids = new Set(matches.map((match) => match.id))
  return pageGroups.find((group) => group.routeIds.some((id) => ids.has(id)))?.key
}

export function pageGroupLabel(key: PageGroupKey): string {
  return pageGroups.find((group) => group.key === key)?.label ?? key
}
