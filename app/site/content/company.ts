import { brandNamesText, business } from '#app/kernel/dealer/business.ts'
import type { Town } from '#app/kernel/dealer/types.ts'

/** The about page's story, in paragraphs. */
export const companyStory: string[] = [
  `${business.name} started in ${business.founded} in a two-bay garage in Lords Valley, when our founder could not find anyone nearby to service the electric cart his family used around Hemlock Farms. Neighbours started bringing theirs, and within a year the garage had a waiting list.`,
  `Today we are an authorized ${brandNamesText} dealer with a main office in Lords Valley and showrooms in Pocono Pines and Scranton. We sell new and used carts, rent them by the day, week or month, service every make and store carts through the winter.`,
  'We are still a local, family-run business. The people who sell you a cart are the same people who deliver it, service it and answer the phone when you call.',
]

/** The headline numbers of the about page; figures come from the business identity. */
export const companyStats: { value: string; label: string }[] = [
  { value: business.yearsLabel, label: 'Years of experience' },
  { value: business.customersLabel, label: 'Happy customers' },
  { value: String(business.townsClaim), label: 'Municipalities served' },
  { value: String(business.founded), label: 'Founded' },
]

export const companyValues: { title: string; description: string }[] = [
  {
    title: 'Honest advice',
    description:
      'We recommend the cart that fits how you will use it, even when that is the less expensive one, and we tell you when a repair is not worth doing.',
  },
  {
    title: 'Service after the sale',
    description:
      'Every cart we sell is serviced by our own technicians, with warranty work handled in-house and mobile service when you cannot come to us.',
  },
  {
    title: 'Local roots',
    description:
      'We live in the lake communities and boroughs we serve, and we know their roads, their rules for carts and their seasons.',
  },
  {
    title: 'Cleaner rides',
    description:
      'Electric carts are quiet and emission-free; we help owners charge smart and recycle old batteries responsibly.',
  },
]

/**
 * Splits towns into equal regions from east to west (by longitude;
 * ties keep list order), so each region is a real stretch of the map.
 */
export function splitEastToWest<T extends Pick<Town, 'coordinates'>>(
  list: readonly T[],
  regionCount: number,
): T[][] {
  const sorted = [...list].sort((a, b) => b.coordinates.lng - a.coordinates.lng)
  const size = Math.ceil(sorted.length / regionCount)
  return Array.from({ length: regionCount }, (_, i) => sorted.slice(i * size, (i + 1) * size))
}

/** Names of the three regions, east to west, matching what splitEastToWest puts in each. */
export const regionLabels = [
  {
    name: 'Milford & the Delaware Gateway',
    description:
      'The county seat and its neighbours in the eastern corner of Pike, where Pennsylvania meets New York and New Jersey.',
  },
  {
    name: 'Delaware River Townships',
    description:
      'River towns from the Delaware Water Gap north to the Upper Delaware, with the state forest land of Porter Township.',
  },
  {
    name: 'Lords Valley & the Lake Region',
    description:
      'Our Lords Valley home base, the Lake Wallenpaupack shore and south to Middle Smithfield Township.',
  },
] as const
