import { formatPrice } from '#app/lib/format.ts'

import { brandNamesText } from './business.ts'

/** The shop's hourly labour rate for maintenance and battery work, in US dollars. */
export const serviceLaborRate = 155

/** How long most repairs take once the cart is in the shop. */
export const repairTurnaround = '24-48 hours'

export const laborRateText = `Starting at ${formatPrice(serviceLaborRate)}/hour`

export type ServiceCard = {
  /** stable key; the page picks the card's icon by it */
  id: 'maintenance' | 'battery' | 'custom' | 'warranty'
  title: string
  description: string
  features: string[]
  priceText: string
}

/** The four service cards of the services page, in the order shown. */
export const serviceCards: ServiceCard[] = [
  {
    id: 'maintenance',
    title: 'Maintenance & Repairs',
    description:
      'Seasonal tune-ups and fixes for electric carts of every make, so your cart is ready for the first warm weekend and safe on hills all summer.',
    features: [
      'Brake inspection and adjustment',
      'Tire rotation, pressure check and replacement',
      'Steering, suspension and alignment check',
      'Controller and motor diagnostics',
      `Most repairs completed in ${repairTurnaround}`,
    ],
    priceText: laborRateText,
  },
  {
    id: 'battery',
    title: 'Battery Service & Upgrades',
    description:
      'Testing, watering and replacement of lead-acid packs, and conversions to lithium for longer range, faster charging and no maintenance.',
    features: [
      'Battery load testing and health report',
      'Terminal cleaning and water top-up',
      'Charger testing and replacement',
      'Lithium conversion kits installed',
      'Winter storage preparation',
    ],
    priceText: laborRateText,
  },
  {
    id: 'custom',
    title: 'Custom Modifications',
    description:
      'Make the cart yours: lift kits for gravel lake roads, lights for evening rides, extra seats for the family and accessories that suit how you use it.',
    features: [
      'Lift kits, wheels and all-terrain tires',
      'LED headlights, turn signals and light bars',
      'Rear flip seats and seat upgrades',
      'Enclosures, windshields and mirrors',
      'Sound systems and USB charging',
    ],
    priceText: 'Priced by quote',
  },
  {
    id: 'warranty',
    title: 'Warranty Service',
    description: `As an authorized ${brandNamesText} dealer we handle factory warranty claims here, with genuine parts and the paperwork done for you.`,
    features: [
      `Authorized ${brandNamesText} warranty center`,
      'Genuine factory parts',
      'Claims filed with the manufacturer for you',
      'Recall and service bulletin updates',
    ],
    priceText: 'Covered by your warranty',
  },
]

/** Reasons to bring a cart to our shop (services page). */
export const serviceReasons: { title: string; description: string }[] = [
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
    description: `Labour is ${laborRateText.toLowerCase()}; custom work is quoted before we start and warranty work costs you nothing.`,
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
