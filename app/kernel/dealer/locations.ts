import { business, phones } from './business.ts'
import { places } from './places.ts'
import type { Location, PhoneNumber } from './types.ts'

/** A Google Maps search link; it needs no API key and loads nothing until clicked. */
function mapsSearchUrl(query: string): string {
  const url = new URL('https://www.google.com/maps/search/')
  url.searchParams.set('api', '1')
  url.searchParams.set('query', query)
  return url.toString()
}

function addressQuery(street: string, city: string, postalCode: string): string {
  return `${street}, ${city}, PA ${postalCode}`
}

const websiteUrl = `https://${business.website}`
const facebookUrl = 'https://www.facebook.com/keystonegolfcarts'
const youtubeUrl = 'https://www.youtube.com/@keystonegolfcarts'

type Place = {
  id: string
  name: string
  street: string
  city: string
  postalCode: string
  phone: PhoneNumber
  coordinates: { lat: number; lng: number }
  storeCode?: string
}

/** A place with a street address: its map link and its reviews follow from the address. */
function physical({ id, name, street, city, postalCode, phone, coordinates, storeCode }: Place) {
  const location: Location = {
    id,
    name,
    type: 'physical',
    street,
    city,
    region: 'PA',
    postalCode,
    phone,
    coordinates,
    mapUrl: mapsSearchUrl(addressQuery(street, city, postalCode)),
    facebookUrl,
    youtubeUrl,
    websiteUrl,
    reviewUrl: mapsSearchUrl(`${business.name} ${city}`),
  }
  return storeCode ? { ...location, storeCode } : location
}

/** The showroom cards, in the order the site shows them: two showrooms, then online sales. */
export const locations: Location[] = [
  physical({
    ...places.poconoPines,
    street: '2150 Route 940',
    city: 'Pocono Pines',
    postalCode: '18350',
    phone: phones.poconoPines,
    coordinates: { lat: 41.1076, lng: -75.4566 },
  }),
  physical({
    ...places.scranton,
    street: '800 Keyser Avenue',
    city: 'Scranton',
    postalCode: '18508',
    phone: phones.scranton,
    coordinates: { lat: 41.433, lng: -75.678 },
  }),
  {
    // statewide online sales: no street address, so no map or directions
    id: 'online',
    name: 'Online Sales - Pennsylvania',
    type: 'online',
    city: 'Pennsylvania',
    region: 'PA',
    phone: phones.main,
    youtubeUrl,
    websiteUrl,
    reviewUrl: mapsSearchUrl(business.name),
  },
]

/** The Lords Valley main office: not a showroom card, but the nearest base for most of Pike County. */
export const mainOffice: Location = physical({
  ...places.lordsValley,
  street: business.mainAddress.street,
  city: business.mainAddress.city,
  postalCode: business.mainAddress.postalCode,
  phone: phones.main,
  coordinates: business.coordinates,
})

const allLocations: readonly Location[] = [mainOffice, ...locations]

/** Any location by id, the main office included (town pages point to it). */
export function locationById(id: string): Location | undefined {
  return allLocations.find((location) => location.id === id)
}

/** The showrooms whose lots hold carts, in order: the first is the main one. */
export const showrooms = locations.filter((location) => location.storeCode !== undefined)

/** The showroom that holds a cart (its own, else the main showroom). */
export function showroomOf(locationId: string | null | undefined): Location {
  const main = showrooms[0]
  if (!main) throw new Error('No showroom has a store code')
  return showrooms.find((location) => location.id === locationId) ?? main
}
