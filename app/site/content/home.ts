import { brandNamesText, business, financingOffer } from '#app/kernel/dealer/business.ts'

import { type BrandId, cartImage } from './brands.ts'

/** Words of the home page. Figures come from business.ts so a claim is written once. */

export const homeHero = {
  eyebrow: 'Authorized Denago & Evolution dealer',
  title: 'Electric golf carts for Pennsylvania lake roads, campgrounds and courses',
  subtitle: `New and used carts, rentals, certified service and delivery across ${business.serviceAreaText}. Serving the region since ${business.founded}.`,
  financingNote: financingOffer,
} as const

export type WhyChooseIcon = 'percent' | 'calendar' | 'users' | 'shield' | 'wrench' | 'truck'

export type WhyChooseItem = { icon: WhyChooseIcon; title: string; text: string }

export const whyChoose: WhyChooseItem[] = [
  {
    icon: 'percent',
    title: financingOffer,
    text: 'Apply online in minutes and ride home sooner. We will walk you through the offers that fit your budget.',
  },
  {
    icon: 'calendar',
    title: `${business.yearsLabel} years of experience`,
    text: `Selling and servicing electric carts in Northeastern Pennsylvania since ${business.founded}: we know the hills, the lakes and the winters.`,
  },
  {
    icon: 'users',
    title: `${business.customersLabel} happy customers`,
    text: 'Lake communities, campgrounds, farms and golf courses across the region ride carts we sold and look after.',
  },
  {
    icon: 'shield',
    title: 'Factory warranties',
    text: `Every new ${brandNamesText} cart carries its full manufacturer warranty, handled here, not by mail.`,
  },
  {
    icon: 'wrench',
    title: 'Certified service',
    text: 'Factory-trained technicians for batteries, brakes, lift kits and upgrades, with most repairs done in 24-48 hours.',
  },
  {
    icon: 'truck',
    title: 'Delivery to your door',
    text: `Carts delivered, set up and explained at your home, campsite or course across ${business.townsClaim} Pike County area municipalities and beyond.`,
  },
]

export const homeAbout = {
  title: `Your local golf cart dealer since ${business.founded}`,
  paragraphs: [
    `From our main office in ${business.mainAddress.city}, ${business.name} has sold, rented, serviced and stored electric carts since ${business.founded} for families, campgrounds, businesses and courses across ${business.serviceAreaText}.`,
    `We sell the two brands we service ourselves, ${brandNamesText}, both backed by factory warranties. Visit a showroom for a test drive, or call and we will help you choose the right cart for your roads and your family.`,
  ],
} as const

/** The artwork on the two brand cards of the home page. */
export const brandCardImages: Readonly<Record<BrandId, string>> = {
  evolution: cartImage('evolution', 4, 'black'),
  denago: cartImage('denago', 4, 'blue'),
}
