import { brandNamesText } from '#app/kernel/dealer/business.ts'

/** How long most repairs take once the cart is in the shop. */
export const repairTurnaround = '24-48 hours'

export const serviceCopyKeys = ['maintenance', 'battery', 'custom', 'warranty'] as const
export type ServiceCopyKey = (typeof serviceCopyKeys)[number]

/** What one of the shop's own services is and includes; its name and price are owners' data. */
export type ServiceCopy = { id: ServiceCopyKey; description: string; features: string[] }

/**
 * The copy of the four services the site opened with, by the id of their
 * price line (`servicePriceSeed`); a service owners add has none.
 */
export const serviceCopy: ServiceCopy[] = [
  {
    id: 'maintenance',
    description:
      'Seasonal tune-ups and fixes for electric carts of every make, so your cart is ready for the first warm weekend and safe on hills all summer.',
    features: [
      'Brake inspection and adjustment',
      'Tire rotation, pressure check and replacement',
      'Steering, suspension and alignment check',
      'Controller and motor diagnostics',
      `Most repairs completed in ${repairTurnaround}`,
    ],
  },
  {
    id: 'battery',
    description:
      'Testing, watering and replacement of lead-acid packs, and conversions to lithium for longer range, faster charging and no maintenance.',
    features: [
      'Battery load testing and health report',
      'Terminal cleaning and water top-up',
      'Charger testing and replacement',
      'Lithium conversion kits installed',
      'Winter storage preparation',
    ],
  },
  {
    id: 'custom',
    description:
      'Make the cart yours: lift kits for gravel lake roads, lights for evening rides, extra seats for the family and accessories that suit how you use it.',
    features: [
      'Lift kits, wheels and all-terrain tires',
      'LED headlights, turn signals and light bars',
      'Rear flip seats and seat upgrades',
      'Enclosures, windshields and mirrors',
      'Sound systems and USB charging',
    ],
  },
  {
    id: 'warranty',
    description: `As an authorized ${brandNamesText} dealer we handle factory warranty claims here, with genuine parts and the paperwork done for you.`,
    features: [
      `Authorized ${brandNamesText} warranty center`,
      'Genuine factory parts',
      'Claims filed with the manufacturer for you',
      'Recall and service bulletin updates',
    ],
  },
]

/** Reasons to bring a cart to our shop (services page), quoting the labour rate when there is one. */
export const serviceReasons = (
  labourRate: string | undefined,
): { title: string; description: string }[] => [
  {
    title: 'Factory-trained technicians',
    description: `Our technicians are trained on ${brandNamesText} carts and service most other electric makes too.`,
  },
  {
    title: 'Quick turnaround',
    description: `Most repairs are done in ${repairTurnaround}, so you lose as little riding time as possible.`,
  },
  {
    title: 'Genuine parts in stock',
    description:
      'We keep common parts, batteries and tires on the shelf instead of waiting on shipments.',
  },
  {
    title: 'Clear prices up front',
    description: `${labourRate ? `Labour is ${labourRate.toLowerCase()}; custom` : 'Custom'} work is quoted before we start and warranty work costs you nothing.`,
  },
]

/** Mobile service: we come to the cart when the cart can't come to us. */
export const mobileService = {
  title: 'Mobile Service',
  description:
    'Cart will not start, or no trailer to bring it in? Our service van comes to homes, lake communities and campgrounds across our service area.',
  points: [
    'On-site diagnostics, battery checks and minor repairs',
    'Pick-up and return for repairs that need the shop',
    'Spring start-ups and fall winterizing at your home',
    'Call the service line to book; we confirm a visit window when you call',
  ],
} as const
