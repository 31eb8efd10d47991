/** The product feeds, with where each one is pasted (routes in app/routes.ts). */
export const productFeeds = [
  {
    path: '/feeds/google-products.xml',
    name: 'Google Merchant Center: products',
    where: 'Merchant Center → Products → Feeds → Add a primary feed → Scheduled fetch',
  },
  {
    path: '/feeds/google-local-inventory.xml',
    name: 'Google Merchant Center: local inventory',
    where: 'Merchant Center → Products → Feeds → Local inventory feed → Scheduled fetch',
  },
  {
    path: '/feeds/meta-catalog.csv',
    name: 'Meta catalog (Facebook and Instagram)',
    where: 'Commerce Manager → Catalog → Data sources → Data feed → Scheduled feed',
  },
] as const
