import { brandNamesText, business } from '#app/kernel/dealer/business.ts'
import type { ServicePrice, TeamMember } from '#app/site/service-prices.ts'

/*
 * The services' prices and the team the site opened with, which migration
 * 078 wrote to the database: owners change them at /admin/site, never here
 * (a shipped migration must keep writing the same rows).
 */

/** The four services of the services page, in the order shown; their ids key their copy. */
export const servicePriceSeed: ServicePrice[] = [
  {
    id: 'maintenance',
    name: 'Maintenance & Repairs',
    kind: 'from',
    amount: 155,
    per: 'hour',
    note: '',
  },
  {
    id: 'battery',
    name: 'Battery Service & Upgrades',
    kind: 'from',
    amount: 155,
    per: 'hour',
    note: '',
  },
  {
    id: 'custom',
    name: 'Custom Modifications',
    kind: 'call',
    amount: null,
    per: '',
    note: 'Priced by quote',
  },
  {
    id: 'warranty',
    name: 'Warranty Service',
    kind: 'call',
    amount: null,
    per: '',
    note: 'Covered by your warranty',
  },
]

/** The about page's team, in the order shown. */
export const teamSeed: TeamMember[] = [
  {
    id: 'mark-delaney',
    name: 'Mark Delaney',
    role: 'Founder & Owner',
    bio: `Opened the Lords Valley garage in ${business.founded} and still test-drives every used cart before it goes on the lot.`,
  },
  {
    id: 'lisa-romano',
    name: 'Lisa Romano',
    role: 'Sales Manager',
    bio: 'Matches buyers with the right cart and financing, and knows the rules of nearly every lake community in Pike County.',
  },
  {
    id: 'tom-brennan',
    name: 'Tom Brennan',
    role: 'Service Manager',
    bio: `Factory-trained on ${brandNamesText} carts; leads the shop, the mobile service van and lithium conversions.`,
  },
  {
    id: 'jenna-kowalski',
    name: 'Jenna Kowalski',
    role: 'Rentals & Customer Care',
    bio: 'Books rentals and deliveries, handles storage check-ins and makes sure every call and message gets an answer.',
  },
]
