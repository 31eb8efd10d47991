import type { Vehicle } from '#app/sales/vehicle.ts'
import { type BrandId, brands, cartImage } from '#app/site/content/brands.ts'

/**
 * The dealer's starting inventory, loaded into an empty database.
 *
 * Prices are the dealer's, not the manufacturers' (brand pages show MSRP).
 * The first three entries are the featured carts (featuredSeedIds): the home
 * page shows them, and they lead the inventory and the town pages' lists. Every model card of the brand pages has a cart
 * here with id `${brand}-${modelSlug}`, so its /vehicles/{slug} link resolves.
 */

const lithium = '48V lithium-ion (LiFePO4)'
const motors: Record<BrandId, string> = { evolution: '6.3 kW AC', denago: '5 kW AC' }

/** Range, seats and payload always; the rest when the cart differs from most. */
type CartSpecifications = {
  range: string
  seatingCapacity: number
  payload: string
  topSpeed?: string
  batteryType?: string
  chargingTime?: string
  motor?: string
  [more: string]: string | number | undefined
}

/** A seed cart: what sets it apart; the rest is what most carts on the lot share. */
type CartSeed = Pick<Vehicle, 'id' | 'name' | 'category' | 'price' | 'description' | 'images'> &
  Pick<Vehicle, 'features' | 'updatedAt'> &
  Partial<Pick<Vehicle, 'priceOnRequest' | 'inStock' | 'isNew' | 'year'>> & {
    brand: BrandId
    /** the cart page links to the manufacturer's site, kept once in app/site/content/brands.ts */
    linksToMaker?: true
    specifications: CartSpecifications
  }

function cart({ brand, linksToMaker, specifications, ...seed }: CartSeed): Vehicle {
  const { topSpeed, range, seatingCapacity, batteryType, chargingTime, payload, motor, ...more } =
    specifications
  return {
    id: seed.id,
    name: seed.name,
    brand: brands[brand].name,
    category: seed.category,
    price: seed.price,
    priceOnRequest: seed.priceOnRequest ?? false,
    status: 'available',
    description: seed.description,
    images: seed.images,
    ...(linksToMaker ? { externalUrl: brands[brand].websiteUrl } : {}),
    // the order of the specifications is the order the cart page lists them in
    specifications: {
      topSpeed: topSpeed ?? '25 mph',
      range,
      seatingCapacity,
      batteryType: batteryType ?? lithium,
      chargingTime: chargingTime ?? '4-6 hours',
      payload,
      motor: motor ?? motors[brand],
      ...more,
    },
    features: seed.features,
    inStock: seed.inStock ?? true,
    isNew: seed.isNew ?? true,
    year: seed.year ?? 2025,
    updatedAt: seed.updatedAt,
  }
}

export const seedVehicles: Vehicle[] = [
  // Featured carts first.
  cart({
    id: 'evolution-d5-maverick-4-plus',
    name: 'Evolution D5 Maverick 4 Plus',
    brand: 'evolution',
    category: 'Maverick',
    price: 12995,
    description:
      'The street-styled D5 with a low stance, automotive LED lighting and a 10" touchscreen. A comfortable four-seater for lake-community roads and trips into town.',
    images: [cartImage('evolution', 4, 'blue')],
    linksToMaker: true,
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      brakes: 'Four-wheel hydraulic disc',
      tires: '14" street tires on alloy wheels',
      color: 'Caribbean Blue',
    },
    features: [
      '10" touchscreen with Apple CarPlay',
      'Backup camera',
      'Automotive-style LED lighting',
      'Two-tone premium seats',
      'USB charging ports',
    ],
    updatedAt: '2025-05-02T14:00:00.000Z',
  }),
  cart({
    id: 'evolution-d6-max-xt4',
    name: 'Evolution D6 Max XT4',
    brand: 'evolution',
    category: 'D6 Max',
    price: 16995,
    description:
      'Evolution\'s lifted flagship with independent suspension and 14" alloy wheels on all-terrain tires. Equally at home on gravel lanes and paved paths.',
    images: [
      cartImage('evolution', 4, 'black'),
      cartImage('evolution', 4, 'silver'),
      cartImage('evolution', 4, 'white'),
    ],
    linksToMaker: true,
    specifications: {
      range: '45-50 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      suspension: 'Independent front and rear',
      brakes: 'Four-wheel hydraulic disc',
      tires: '14" alloy wheels, all-terrain tires',
    },
    features: [
      'Factory lift with independent suspension',
      '10" touchscreen with CarPlay and backup camera',
      'Captain-style seats',
      'LED light bar',
      'Bluetooth sound bar',
      'Rear seat belts',
    ],
    updatedAt: '2025-05-02T14:00:00.000Z',
  }),
  cart({
    id: 'denago-ev-city',
    name: 'Denago EV City',
    brand: 'denago',
    category: 'City',
    price: 11995,
    description:
      'A compact two-seater for errands and downtown streets, easy to park and quick to charge. The rear cargo box takes a week of groceries.',
    images: [cartImage('denago', 2, 'white')],
    linksToMaker: true,
    specifications: {
      range: '50-60 miles',
      seatingCapacity: 2,
      payload: '600 lbs',
      brakes: 'Front disc, rear drum',
      tires: '12" street tires',
    },
    features: [
      '9" touchscreen display',
      'Automotive-style LED lighting',
      'Rear cargo box',
      'Seat belts',
      'Onboard charger',
    ],
    updatedAt: '2025-05-02T14:00:00.000Z',
  }),

  // New Evolution carts.
  cart({
    id: 'evolution-classic-2-plus',
    name: 'Evolution Classic 2 Plus',
    brand: 'evolution',
    category: 'Classic',
    price: 7495,
    description:
      'The traditional two-seat golf cart with a maintenance-free lithium battery. Light, quiet and ready for the course or the campground.',
    images: [cartImage('evolution', 2, 'white')],
    linksToMaker: true,
    specifications: {
      range: '35-40 miles',
      seatingCapacity: 2,
      payload: '600 lbs',
      brakes: 'Rear drum',
      tires: '10" turf tires',
    },
    features: ['Folding tinted windshield', 'LED headlights', 'Rear bag rack', 'Sweater basket'],
    updatedAt: '2025-04-18T13:30:00.000Z',
  }),
  cart({
    id: 'evolution-classic-4-plus',
    name: 'Evolution Classic 4 Plus',
    brand: 'evolution',
    category: 'Classic',
    price: 8995,
    description:
      'The Classic with a flip-flop rear seat that turns into a cargo deck. A simple, dependable family cart at an easy price.',
    images: [cartImage('evolution', 4, 'silver')],
    specifications: {
      range: '35-40 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      brakes: 'Rear drum',
      tires: '10" turf tires',
    },
    features: ['Flip-flop rear seat', 'Folding windshield', 'LED headlights', 'Rear grab bar'],
    year: 2024,
    updatedAt: '2025-03-10T15:00:00.000Z',
  }),
  cart({
    id: 'evolution-forester-4-plus',
    name: 'Evolution Forester 4 Plus',
    brand: 'evolution',
    category: 'Forester',
    price: 10995,
    description:
      'Lifted from the factory on all-terrain tires for gravel roads and wooded lots. The flip-flop rear seat hauls firewood as easily as passengers.',
    images: [cartImage('evolution', 4, 'green')],
    linksToMaker: true,
    specifications: {
      range: '40-45 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      suspension: 'Lifted, heavy-duty leaf springs',
      tires: '14" all-terrain tires',
    },
    features: [
      'Factory lift kit',
      'Flip-flop rear seat with cargo deck',
      'LED light bar and turn signals',
      'Bluetooth radio',
      'Side mirrors',
    ],
    updatedAt: '2025-04-18T13:30:00.000Z',
  }),
  cart({
    id: 'evolution-forester-6-plus',
    name: 'Evolution Forester 6 Plus',
    brand: 'evolution',
    category: 'Forester',
    price: 13995,
    description:
      'The lifted Forester with three rows of seats, for big families and hunting camps. All-terrain tires and an extended roof come standard.',
    images: [cartImage('evolution', 6, 'green')],
    specifications: {
      range: '35-45 miles',
      seatingCapacity: 6,
      payload: '1,100 lbs',
      suspension: 'Lifted, heavy-duty leaf springs',
      tires: '14" all-terrain tires',
    },
    features: [
      'Factory lift kit',
      'Extended roof',
      'Three rows of seats',
      'LED light bar',
      'Seat belts on every row',
    ],
    updatedAt: '2025-04-18T13:30:00.000Z',
  }),
  cart({
    id: 'evolution-turfman-800',
    name: 'Evolution Turfman 800',
    brand: 'evolution',
    category: 'Turfman',
    price: 9495,
    description:
      'A two-seat work cart with a steel dump bed for properties, marinas and maintenance crews. Quiet enough to work early without waking the neighbors.',
    images: [cartImage('evolution', 2, 'green')],
    linksToMaker: true,
    specifications: {
      topSpeed: '20 mph',
      range: '35-40 miles',
      seatingCapacity: 2,
      payload: '800 lbs',
      bed: 'Steel dump bed with tailgate',
      suspension: 'Heavy-duty rear leaf springs',
    },
    features: [
      'Steel dump bed',
      'Rear receiver hitch',
      'Work lights',
      'Heavy-duty rear suspension',
    ],
    updatedAt: '2025-02-20T16:00:00.000Z',
  }),
  cart({
    id: 'evolution-turfman-1000',
    name: 'Evolution Turfman 1000',
    brand: 'evolution',
    category: 'Turfman',
    price: 10995,
    description:
      'The heavy-duty Turfman with a larger bed and a 1,000 lb payload. On order for spring; reserve one now.',
    images: [],
    specifications: {
      topSpeed: '20 mph',
      range: '35-40 miles',
      seatingCapacity: 2,
      payload: '1,000 lbs',
      bed: 'Large steel dump bed with tailgate',
      towing: '1,200 lbs',
    },
    features: [
      'Large steel dump bed',
      'Rear receiver hitch',
      'Work lights',
      'Heavy-duty rear suspension',
      'Bed liner',
    ],
    inStock: false,
    year: 2026,
    updatedAt: '2025-05-20T12:00:00.000Z',
  }),
  cart({
    id: 'evolution-d5-ranger-4-plus',
    name: 'Evolution D5 Ranger 4 Plus',
    brand: 'evolution',
    category: 'Ranger',
    price: 11495,
    description:
      'The lifted D5 with off-road tires and the D5 touchscreen dash. Built for dirt roads, lake access trails and everything in between.',
    images: [cartImage('evolution', 4, 'silver')],
    linksToMaker: true,
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      suspension: 'Lifted, front independent',
      brakes: 'Four-wheel hydraulic disc',
      tires: '14" off-road tires',
    },
    features: [
      '10" touchscreen with backup camera',
      'Factory lift',
      'Forward-facing rear seats',
      'LED lighting',
      'USB charging ports',
    ],
    updatedAt: '2025-04-30T10:00:00.000Z',
  }),
  cart({
    id: 'evolution-d5-ranger-6-plus',
    name: 'Evolution D5 Ranger 6 Plus',
    brand: 'evolution',
    category: 'Ranger',
    price: 14495,
    description:
      'Six seats on the lifted D5 chassis, with room for the whole crew on the way to the lake. Off-road tires and a touchscreen come standard.',
    images: [cartImage('evolution', 6, 'black')],
    specifications: {
      range: '40-45 miles',
      seatingCapacity: 6,
      payload: '1,100 lbs',
      suspension: 'Lifted, front independent',
      brakes: 'Four-wheel hydraulic disc',
    },
    features: [
      '10" touchscreen with backup camera',
      'Factory lift',
      'Three forward-facing rows',
      'Extended roof',
      'Seat belts on every row',
    ],
    updatedAt: '2025-04-30T10:00:00.000Z',
  }),
  cart({
    id: 'evolution-d5-maverick-6-plus',
    name: 'Evolution D5 Maverick 6 Plus',
    brand: 'evolution',
    category: 'Maverick',
    price: 15495,
    description:
      'The street-styled D5 Maverick stretched to six seats. A smooth, low ride for neighborhood cruising with the whole family.',
    images: [cartImage('evolution', 6, 'red')],
    linksToMaker: true,
    specifications: {
      range: '40-45 miles',
      seatingCapacity: 6,
      payload: '1,100 lbs',
      brakes: 'Four-wheel hydraulic disc',
      tires: '14" street tires on alloy wheels',
    },
    features: [
      '10" touchscreen with Apple CarPlay',
      'Automotive-style LED lighting',
      'Three forward-facing rows',
      'Extended roof',
      'Two-tone premium seats',
    ],
    updatedAt: '2025-04-30T10:00:00.000Z',
  }),
  cart({
    id: 'evolution-carrier-6-plus',
    name: 'Evolution Carrier 6 Plus',
    brand: 'evolution',
    category: 'Carrier',
    price: 13495,
    description:
      'A six-passenger people mover with three forward-facing rows and an extended roof. Popular with campgrounds, resorts and large families.',
    images: [cartImage('evolution', 6, 'red')],
    specifications: {
      range: '35-45 miles',
      seatingCapacity: 6,
      payload: '1,100 lbs',
      brakes: 'Four-wheel hydraulic',
      tires: '12" street tires',
    },
    features: [
      'Three forward-facing rows',
      'Extended roof with grab handles',
      'Seat belts on every row',
      'LED lighting',
    ],
    inStock: false,
    updatedAt: '2025-05-12T09:00:00.000Z',
  }),
  cart({
    id: 'evolution-carrier-8-plus',
    name: 'Evolution Carrier 8 Plus',
    brand: 'evolution',
    category: 'Carrier',
    price: 15995,
    description:
      'Eight seats in four rows for shuttles, events and the biggest families. The long roof keeps every row in the shade.',
    images: [cartImage('evolution', 8, 'blue')],
    linksToMaker: true,
    specifications: {
      range: '35-40 miles',
      seatingCapacity: 8,
      chargingTime: '5-7 hours',
      payload: '1,400 lbs',
      brakes: 'Four-wheel hydraulic',
      tires: '12" street tires',
    },
    features: [
      'Four forward-facing rows',
      'Full-length roof',
      'Seat belts on every row',
      'LED lighting',
      'Rear-view mirror',
    ],
    updatedAt: '2025-03-28T11:00:00.000Z',
  }),
  cart({
    id: 'evolution-d6-max-gt4',
    name: 'Evolution D6 Max GT4',
    brand: 'evolution',
    category: 'D6 Max',
    price: 17995,
    priceOnRequest: true,
    description:
      'The street-height D6 Max with independent suspension and premium seats. New model year arriving soon; call for price and availability.',
    images: [cartImage('evolution', 4, 'silver')],
    linksToMaker: true,
    specifications: {
      range: '45-50 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      suspension: 'Independent front and rear',
      tires: '14" alloy wheels, street tires',
    },
    features: [
      'Independent suspension',
      '10" touchscreen with CarPlay and backup camera',
      'Captain-style seats',
      'Automotive-style LED lighting',
    ],
    inStock: false,
    year: 2026,
    updatedAt: '2025-05-20T12:00:00.000Z',
  }),
  cart({
    id: 'evolution-d6-max-xt6',
    name: 'Evolution D6 Max XT6',
    brand: 'evolution',
    category: 'D6 Max',
    price: 19495,
    description:
      'The lifted D6 Max with three rows of seats and independent suspension. A premium six-seater for families who go off the pavement.',
    images: [cartImage('evolution', 6, 'blue')],
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 6,
      chargingTime: '5-7 hours',
      payload: '1,100 lbs',
      suspension: 'Independent front and rear',
      tires: '14" alloy wheels, all-terrain tires',
    },
    features: [
      'Factory lift with independent suspension',
      '10" touchscreen with CarPlay and backup camera',
      'Three forward-facing rows',
      'Captain-style seats',
      'Bluetooth sound bar',
    ],
    updatedAt: '2025-04-12T10:00:00.000Z',
  }),
  cart({
    id: 'evolution-d6-max-xt6-street-legal-custom',
    name: 'Evolution D6 Max XT6 Street-Legal Custom',
    brand: 'evolution',
    category: 'D6 Max',
    price: 29495,
    description:
      'A custom-built, street-legal low-speed vehicle (LSV) on the D6 Max XT6: DOT glass, lighting and VIN, titled and registered for roads posted 35 mph or less. Custom red paint, two-tone upholstery and upgraded audio.',
    images: [cartImage('evolution', 6, 'red')],
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 6,
      batteryType: `${lithium}, upgraded 160 Ah`,
      chargingTime: '6-8 hours',
      payload: '1,100 lbs',
      suspension: 'Independent, 6" lift',
      tires: '15" alloy wheels, all-terrain tires',
      street: 'LSV title and registration included',
    },
    features: [
      'DOT-approved windshield, mirrors, lighting and horn',
      'Seat belts on every row',
      'Custom paint and two-tone upholstery',
      'Upgraded Bluetooth audio with sub',
      'Enclosure for year-round use',
      '10" touchscreen with backup camera',
    ],
    updatedAt: '2025-05-15T17:00:00.000Z',
  }),

  // New Denago carts.
  cart({
    id: 'denago-ev-nomad',
    name: 'Denago EV Nomad',
    brand: 'denago',
    category: 'Nomad',
    price: 8995,
    description:
      'A four-passenger family cart with a flip-flop rear seat and a Bluetooth touchscreen. An easy first cart for the neighborhood or the campground.',
    images: [cartImage('denago', 4, 'red')],
    linksToMaker: true,
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      brakes: 'Four-wheel hydraulic',
      tires: '12" street tires',
    },
    features: [
      'Flip-flop rear seat',
      '9" touchscreen with Bluetooth',
      'LED headlights and turn signals',
      'Onboard charger',
    ],
    updatedAt: '2025-04-05T12:00:00.000Z',
  }),
  cart({
    id: 'denago-nomad-xl',
    name: 'Denago Nomad XL',
    brand: 'denago',
    category: 'Nomad',
    price: 9495,
    description:
      'The lifted Nomad on 14" all-terrain tires, for gravel drives and grassy lots. Seats four with a flip-flop rear seat.',
    images: [cartImage('denago', 4, 'blue')],
    specifications: {
      range: '45-55 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      suspension: 'Lifted',
      tires: '14" all-terrain tires',
    },
    features: [
      'Lifted stance',
      'Flip-flop rear seat',
      '9" touchscreen with Bluetooth',
      'Front and rear LED lighting',
      'Side mirrors',
    ],
    updatedAt: '2025-04-05T12:00:00.000Z',
  }),
  cart({
    id: 'denago-rover-xl',
    name: 'Denago Rover XL',
    brand: 'denago',
    category: 'Rover',
    price: 10995,
    description:
      'A lifted six-passenger Rover with all-terrain tires and an extended roof. Room for the family and the beach gear.',
    images: [cartImage('denago', 6, 'black')],
    linksToMaker: true,
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 6,
      payload: '1,000 lbs',
      suspension: 'Lifted',
      tires: '14" all-terrain tires',
    },
    features: [
      'Three rows of seating',
      'Extended roof',
      '9" touchscreen with backup camera',
      'LED light bar',
      'Seat belts',
    ],
    updatedAt: '2025-04-22T12:00:00.000Z',
  }),
  cart({
    id: 'denago-rover-xl6',
    name: 'Denago Rover XL6',
    brand: 'denago',
    category: 'Rover',
    price: 12995,
    description:
      'Six forward-facing seats on a lifted chassis with 14" alloy wheels. The next delivery is on its way; call to reserve one.',
    images: [cartImage('denago', 6, 'silver')],
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 6,
      payload: '1,000 lbs',
      brakes: 'Four-wheel hydraulic disc',
      tires: '14" alloy wheels, all-terrain tires',
    },
    features: [
      'Forward-facing six-passenger layout',
      'Lifted chassis',
      '9" touchscreen with backup camera',
      'Four-wheel hydraulic brakes',
      'Extended roof',
    ],
    inStock: false,
    updatedAt: '2025-05-12T09:00:00.000Z',
  }),
  cart({
    id: 'denago-rover-xxl',
    name: 'Denago Rover XXL',
    brand: 'denago',
    category: 'Rover',
    price: 13495,
    description:
      'Eight seats in four rows on a long, lifted chassis. Made for big families, campgrounds and rental fleets.',
    images: [cartImage('denago', 8, 'green')],
    linksToMaker: true,
    specifications: {
      range: '40-45 miles',
      seatingCapacity: 8,
      chargingTime: '5-7 hours',
      payload: '1,400 lbs',
      suspension: 'Lifted, long wheelbase',
      tires: '14" all-terrain tires',
    },
    features: [
      'Eight seats in four rows',
      'Extended roof with grab handles',
      'Seat belts on every row',
      '9" touchscreen with backup camera',
      'LED lighting',
    ],
    updatedAt: '2025-04-22T12:00:00.000Z',
  }),
  cart({
    id: 'denago-rover-xxl-lifted-custom',
    name: 'Denago Rover XXL Lifted Custom',
    brand: 'denago',
    category: 'Rover',
    price: 26995,
    description:
      'A shop-built Rover XXL with a 6" lift, 15" wheels, a full weather enclosure and an upgraded lithium pack for longer days. Eight seats, ready for the lake house.',
    images: [cartImage('denago', 8, 'black')],
    specifications: {
      range: '50-60 miles',
      seatingCapacity: 8,
      batteryType: `${lithium}, upgraded 210 Ah`,
      chargingTime: '6-8 hours',
      payload: '1,400 lbs',
      suspension: '6" lift kit',
      tires: '15" alloy wheels, 23" all-terrain tires',
    },
    features: [
      '6" lift with 15" alloy wheels',
      'Full weather enclosure',
      'Upgraded lithium battery',
      'Marine-grade Bluetooth audio',
      'Underbody and roof LED lighting',
      'Custom two-tone seats',
    ],
    updatedAt: '2025-05-15T17:00:00.000Z',
  }),

  // Pre-owned carts.
  cart({
    id: 'evolution-d5-ranger-4-plus-2023',
    name: 'Evolution D5 Ranger 4 Plus',
    brand: 'evolution',
    category: 'Ranger',
    price: 8995,
    description:
      'Used 2023 D5 Ranger, one owner, serviced and inspected in our shop with a healthy lithium battery. Photos coming soon.',
    images: [],
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      condition: 'Pre-owned, shop inspected',
      tires: '14" off-road tires',
    },
    features: ['Factory lift', '10" touchscreen', 'Backup camera', 'New rear seat cushions'],
    isNew: false,
    year: 2023,
    updatedAt: '2025-05-18T15:00:00.000Z',
  }),
  cart({
    id: 'evolution-forester-4-plus-2022',
    name: 'Evolution Forester 4 Plus',
    brand: 'evolution',
    category: 'Forester',
    price: 7995,
    description:
      'Pre-owned 2022 Forester, traded in locally, with new all-terrain tires and a fresh service. A lifted four-seater at a used-cart price.',
    images: [cartImage('evolution', 4, 'black')],
    specifications: {
      range: '35-40 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      condition: 'Pre-owned, new tires',
      suspension: 'Lifted, leaf springs',
    },
    features: ['Factory lift', 'Flip-flop rear seat', 'New all-terrain tires', 'LED light bar'],
    isNew: false,
    year: 2022,
    updatedAt: '2025-05-01T15:00:00.000Z',
  }),
  cart({
    id: 'evolution-classic-4-plus-2021',
    name: 'Evolution Classic 4 Plus',
    brand: 'evolution',
    category: 'Classic',
    price: 5995,
    description:
      'Used 2021 Classic four-seater in good running order, just in on trade. Photos coming after detailing.',
    images: [],
    specifications: {
      range: '30-35 miles',
      seatingCapacity: 4,
      chargingTime: '5-7 hours',
      payload: '800 lbs',
      condition: 'Pre-owned, as traded',
    },
    features: ['Flip-flop rear seat', 'Folding windshield', 'Headlights', 'Charger included'],
    isNew: false,
    year: 2021,
    updatedAt: '2025-05-19T15:00:00.000Z',
  }),
  cart({
    id: 'evolution-turfman-800-2022',
    name: 'Evolution Turfman 800',
    brand: 'evolution',
    category: 'Turfman',
    price: 6495,
    description:
      'Used 2022 Turfman work cart with a steel dump bed, from a local campground fleet. Sale pending; ask about similar carts.',
    images: [cartImage('evolution', 2, 'green')],
    specifications: {
      topSpeed: '20 mph',
      range: '30-35 miles',
      seatingCapacity: 2,
      payload: '800 lbs',
      condition: 'Pre-owned, fleet maintained',
      bed: 'Steel dump bed with tailgate',
    },
    features: ['Steel dump bed', 'Rear receiver hitch', 'Work lights', 'Fleet service records'],
    inStock: false,
    isNew: false,
    year: 2022,
    updatedAt: '2025-05-08T15:00:00.000Z',
  }),
  cart({
    id: 'evolution-d5-maverick-4-plus-2024',
    name: 'Evolution D5 Maverick 4 Plus',
    brand: 'evolution',
    category: 'Maverick',
    price: 10995,
    description:
      'Pre-owned 2024 D5 Maverick with low hours and the balance of the factory warranty. Like new, for less.',
    images: [cartImage('evolution', 4, 'red')],
    linksToMaker: true,
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      condition: 'Pre-owned, low hours',
      warranty: 'Balance of factory warranty',
    },
    features: [
      '10" touchscreen with Apple CarPlay',
      'Backup camera',
      'Automotive-style LED lighting',
      'Two-tone premium seats',
    ],
    isNew: false,
    year: 2024,
    updatedAt: '2025-05-10T15:00:00.000Z',
  }),
  cart({
    id: 'denago-ev-nomad-2023',
    name: 'Denago EV Nomad',
    brand: 'denago',
    category: 'Nomad',
    price: 6995,
    description:
      'Used 2023 EV Nomad, garage kept and serviced by our technicians. A four-seat family cart at a friendly price.',
    images: [cartImage('denago', 4, 'white')],
    specifications: {
      range: '40-45 miles',
      seatingCapacity: 4,
      payload: '800 lbs',
      condition: 'Pre-owned, garage kept',
    },
    features: [
      'Flip-flop rear seat',
      '9" touchscreen with Bluetooth',
      'LED lighting',
      'New windshield',
    ],
    isNew: false,
    year: 2023,
    updatedAt: '2025-04-25T15:00:00.000Z',
  }),
  cart({
    id: 'denago-rover-xl-2024',
    name: 'Denago Rover XL',
    brand: 'denago',
    category: 'Rover',
    price: 9495,
    description:
      'Pre-owned 2024 Rover XL, a one-season rental fleet cart, fully serviced with a battery health report. Six seats on a lifted chassis.',
    images: [cartImage('denago', 6, 'silver')],
    linksToMaker: true,
    specifications: {
      range: '40-50 miles',
      seatingCapacity: 6,
      payload: '1,000 lbs',
      condition: 'Pre-owned, ex-rental fleet',
      tires: '14" all-terrain tires',
    },
    features: [
      'Three rows of seating',
      'Lifted chassis',
      '9" touchscreen with backup camera',
      'Battery health report',
      'Seat belts',
    ],
    isNew: false,
    year: 2024,
    updatedAt: '2025-05-05T15:00:00.000Z',
  }),
]

/** The carts the dealer starts with as featured: the home page's three. */
export const featuredSeedIds: readonly string[] = seedVehicles.slice(0, 3).map((v) => v.id)
