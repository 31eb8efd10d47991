/**
 * The two brands the dealer sells, as shown on /evolution and /denago.
 *
 * Prices here are the manufacturers' suggested retail prices (MSRP), taken
 * from the manufacturers' published brand-page figures. The dealer's own prices live
 * with the inventory (the database seed) and may differ; label these as MSRP.
 */

export type BrandId = 'evolution' | 'denago'

export type CartSeats = 2 | 4 | 6 | 8

export type CartColor = 'white' | 'black' | 'blue' | 'red' | 'green' | 'silver'

/** Path of the drawn cart artwork for a brand, seat count and color. */
export function cartImage(brand: BrandId, seats: CartSeats, color: CartColor): string {
  return `/images/carts/${brand}-${seats}-${color}.svg`
}

export const cartPlaceholderImage = '/images/carts/placeholder.svg'

export type SeriesCard = {
  title: string
  description: string
  image: string
  features: string[]
  /** model names, as written on model cards and in the inventory */
  vehicles: string[]
  /** lowest MSRP in the series, whole dollars */
  startingPrice: number
}

export type ModelCard = {
  name: string
  /** title of the SeriesCard this model belongs to */
  series: string
  image: string
  /** manufacturer's suggested retail price (MSRP), whole dollars */
  price: number
  features: string[]
  specs: {
    seats: CartSeats
    range: string
    topSpeed: string
    driveType: string
  }
}

export type Brand = {
  id: BrandId
  name: string
  tagline: string
  description: string
  heroImage?: string
  series: SeriesCard[]
  models: ModelCard[]
  websiteUrl: string
}

/**
 * The link slug of a model: its name lowercased and hyphenated. For Evolution
 * the word "evolution" is dropped, as the site's link rule has it
 * ('Evolution D6 Max XT4' -> 'd6-max-xt4').
 */
export function modelSlug(brand: BrandId, modelName: string): string {
  const words = modelName
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
  const kept = brand === 'evolution' ? words.filter((word) => word !== 'evolution') : words
  return kept.join('-')
}

/** Detail page of a model card: /vehicles/{slug}, resolved by the inventory as `${brand}-${slug}`. */
export function modelPath(brand: BrandId, model: ModelCard | string): string {
  const name = typeof model === 'string' ? model : model.name
  return `/vehicles/${modelSlug(brand, name)}`
}

/**
 * Starting price and vehicle list of each series, computed from the model
 * cards, so a series can never advertise a price its models do not have.
 */
function seriesFromModels(
  series: Omit<SeriesCard, 'startingPrice' | 'vehicles'>[],
  models: ModelCard[],
): SeriesCard[] {
  return series.map((card) => {
    const members = models.filter((model) => model.series === card.title)
    if (members.length === 0) throw new Error(`Series ${card.title} has no model cards`)
    return {
      ...card,
      vehicles: members.map((model) => model.name),
      startingPrice: Math.min(...members.map((model) => model.price)),
    }
  })
}

const evolutionModels: ModelCard[] = [
  {
    name: 'Evolution Classic 2 Plus',
    series: 'Classic',
    image: cartImage('evolution', 2, 'white'),
    price: 6995,
    features: [
      'Maintenance-free lithium battery',
      'LED headlights and tail lights',
      'Folding tinted windshield',
      'Rear bag rack with sweater basket',
    ],
    specs: {
      seats: 2,
      range: '35-40 miles',
      topSpeed: '25 mph',
      driveType: 'Rear-wheel drive, AC motor',
    },
  },
  {
    name: 'Evolution Forester 4 Plus',
    series: 'Forester',
    image: cartImage('evolution', 4, 'green'),
    price: 9995,
    features: [
      'Factory lift with 14" all-terrain tires',
      'Flip-flop rear seat with cargo deck',
      'LED light bar and turn signals',
      'Bluetooth radio',
    ],
    specs: {
      seats: 4,
      range: '40-45 miles',
      topSpeed: '25 mph',
      driveType: 'Rear-wheel drive, AC motor',
    },
  },
  {
    name: 'Evolution D5 Ranger 4 Plus',
    series: 'D5 Ranger',
    image: cartImage('evolution', 4, 'silver'),
    price: 10995,
    features: [
      'Lifted D5 chassis with 14" off-road tires',
      '10" touchscreen with backup camera',
      'Four-wheel hydraulic disc brakes',
      'Forward-facing rear seats',
    ],
    specs: {
      seats: 4,
      range: '40-50 miles',
      topSpeed: '25 mph',
      driveType: 'Rear-wheel drive, AC motor',
    },
  },
  {
    name: 'Evolution D5 Maverick 4 Plus',
    series: 'D5 Maverick',
    image: cartImage('evolution', 4, 'blue'),
    price: 11995,
    features: [
      'Low-profile D5 chassis with 14" street tires',
      '10" touchscreen with Apple CarPlay',
      'Automotive-style LED lighting',
      'Two-tone premium seats',
    ],
    specs: {
      seats: 4,
      range: '40-50 miles',
      topSpeed: '25 mph',
      driveType: 'Rear-wheel drive, AC motor',
    },
  },
  {
    name: 'Evolution Carrier 6 Plus',
    series: 'Carrier',
    image: cartImage('evolution', 6, 'red'),
    price: 12995,
    features: [
      'Three forward-facing rows',
      'Extended roof with grab handles',
      'Four-wheel hydraulic brakes',
      'Seat belts on every row',
    ],
    specs: {
      seats: 6,
      range: '35-45 miles',
      topSpeed: '25 mph',
      driveType: 'Rear-wheel drive, AC motor',
    },
  },
  {
    name: 'Evolution D6 Max XT4',
    series: 'D6 Max',
    image: cartImage('evolution', 4, 'black'),
    price: 15595,
    features: [
      'Lifted D6 chassis with independent suspension',
      '14" alloy wheels on all-terrain tires',
      '10" touchscreen, CarPlay and backup camera',
      'Premium captain-style seats',
    ],
    specs: {
      seats: 4,
      range: '45-50 miles',
      topSpeed: '25 mph',
      driveType: 'Rear-wheel drive, AC motor',
    },
  },
]

const evolution: Brand = {
  id: 'evolution',
  name: 'Evolution',
  tagline: 'Lithium-powered carts built for every path',
  description:
    'Evolution Electric Vehicles builds lithium-powered golf carts and personal transport vehicles, from the traditional two-seat Classic to the lifted D6 Max. Every model comes with a maintenance-free lithium battery, an efficient AC drive and hydraulic brakes.',
  websiteUrl: 'https://www.evolutionevs.com',
  models: evolutionModels,
  series: [
    {
      title: 'Classic',
      description:
        'The familiar golf-cart shape with modern lithium power: light, quiet and easy to drive on the course or around the lake community.',
      image: cartImage('evolution', 2, 'white'),
      features: [
        'Lithium battery standard',
        'LED lighting',
        'Folding windshield',
        'Rear seat kit available',
      ],
      vehicles: ['Evolution Classic 2 Plus', 'Evolution Classic 4 Plus'],
      startingPrice: 6695,
    },
    {
      title: 'Turfman',
      description:
        'Work carts with a steel cargo bed for properties, campgrounds and maintenance crews who haul more than people.',
      image: cartImage('evolution', 2, 'green'),
      features: [
        'Steel dump bed with tailgate',
        'Heavy-duty rear suspension',
        'Rear receiver hitch',
        'Work lights',
      ],
      vehicles: ['Evolution Turfman 800', 'Evolution Turfman 1000'],
      startingPrice: 8495,
    },
    {
      title: 'Forester',
      description:
        'Lifted from the factory with all-terrain tires for gravel roads, trails and hunting camps, yet comfortable for the whole family.',
      image: cartImage('evolution', 4, 'green'),
      features: ['Factory lift kit', 'All-terrain tires', 'Flip-flop rear seat', 'LED light bar'],
      vehicles: ['Evolution Forester 4 Plus', 'Evolution Forester 6 Plus'],
      startingPrice: 9495,
    },
    {
      title: 'D5 Ranger',
      description:
        'The lifted version of the D5 platform: more ground clearance and off-road tires with the D5 touchscreen and comfort.',
      image: cartImage('evolution', 4, 'silver'),
      features: ['Lifted D5 chassis', '10" touchscreen', 'Backup camera', 'Four-wheel disc brakes'],
      vehicles: ['Evolution D5 Ranger 4 Plus', 'Evolution D5 Ranger 6 Plus'],
      startingPrice: 10495,
    },
    {
      title: 'Carrier',
      description:
        'Multi-row people movers for large families, resorts and campgrounds, with forward-facing seats and an extended roof.',
      image: cartImage('evolution', 6, 'red'),
      features: [
        'Six or eight seats',
        'Extended roof',
        'Seat belts on every row',
        'Hydraulic brakes',
      ],
      vehicles: ['Evolution Carrier 6 Plus', 'Evolution Carrier 8 Plus'],
      startingPrice: 10995,
    },
    {
      title: 'D5 Maverick',
      description:
        'The street-styled D5: low stance, automotive lighting and a touchscreen dash for neighborhood cruising and town errands.',
      image: cartImage('evolution', 4, 'blue'),
      features: [
        'Low-profile D5 chassis',
        '10" touchscreen with CarPlay',
        'Automotive LED lighting',
        'Premium seats',
      ],
      vehicles: ['Evolution D5 Maverick 4 Plus', 'Evolution D5 Maverick 6 Plus'],
      startingPrice: 11495,
    },
    {
      title: 'D6 Max',
      description:
        "Evolution's flagship: independent suspension, alloy wheels and the most standard equipment in the line-up, in four and six seats.",
      image: cartImage('evolution', 4, 'black'),
      features: [
        'Independent suspension',
        '14" alloy wheels',
        'Touchscreen and backup camera',
        'Captain-style seats',
      ],
      vehicles: ['Evolution D6 Max XT4', 'Evolution D6 Max GT4', 'Evolution D6 Max XT6'],
      startingPrice: 13595,
    },
  ],
}

const denagoModels: ModelCard[] = [
  {
    name: 'EV City',
    series: 'EV City',
    image: cartImage('denago', 2, 'white'),
    price: 15000,
    features: [
      'Compact two-seat body, easy to park in town',
      'Automotive-style LED lighting',
      '9" touchscreen display',
      'Rear cargo box',
    ],
    specs: { seats: 2, range: '50-60 miles', topSpeed: '25 mph', driveType: 'Rear-wheel drive' },
  },
  {
    name: 'EV Nomad',
    series: 'EV Nomad',
    image: cartImage('denago', 4, 'red'),
    price: 8495,
    features: [
      'Flip-flop rear seat',
      'LED headlights and turn signals',
      '9" touchscreen with Bluetooth',
      'Lithium battery with onboard charger',
    ],
    specs: { seats: 4, range: '40-50 miles', topSpeed: '25 mph', driveType: 'Rear-wheel drive' },
  },
  {
    name: 'Nomad XL',
    series: 'EV Nomad',
    image: cartImage('denago', 4, 'blue'),
    price: 8495,
    features: [
      'Lifted stance with 14" all-terrain tires',
      'Flip-flop rear seat',
      '9" touchscreen with Bluetooth',
      'Front and rear LED lighting',
    ],
    specs: { seats: 4, range: '45-55 miles', topSpeed: '25 mph', driveType: 'Rear-wheel drive' },
  },
  {
    name: 'Rover XL',
    series: 'EV Rover',
    image: cartImage('denago', 6, 'black'),
    price: 9995,
    features: [
      'Lifted chassis with all-terrain tires',
      'Three rows of seating',
      'Extended roof',
      '9" touchscreen with backup camera',
    ],
    specs: { seats: 6, range: '40-50 miles', topSpeed: '25 mph', driveType: 'Rear-wheel drive' },
  },
  {
    name: 'Rover XL6',
    series: 'EV Rover',
    image: cartImage('denago', 6, 'silver'),
    price: 11995,
    features: [
      'Forward-facing six-passenger layout',
      'Lifted chassis with 14" alloy wheels',
      'Four-wheel hydraulic brakes',
      '9" touchscreen with backup camera',
    ],
    specs: { seats: 6, range: '40-50 miles', topSpeed: '25 mph', driveType: 'Rear-wheel drive' },
  },
  {
    name: 'Rover XXL',
    series: 'EV Rover',
    image: cartImage('denago', 8, 'green'),
    price: 11995,
    features: [
      'Eight seats in four rows',
      'Long-wheelbase lifted chassis',
      'Extended roof with grab handles',
      'Seat belts on every row',
    ],
    specs: { seats: 8, range: '40-45 miles', topSpeed: '25 mph', driveType: 'Rear-wheel drive' },
  },
]

const denago: Brand = {
  id: 'denago',
  name: 'Denago',
  tagline: 'Electric carts with an automotive feel',
  description:
    'Denago EV builds lithium-powered electric carts with touches you expect from a car: touchscreen displays, LED lighting and lifted stances. The range runs from the two-seat EV City to the eight-passenger Rover XXL.',
  websiteUrl: 'https://www.denagoev.com',
  models: denagoModels,
  // The source's series prices disagreed with its model prices; computed here instead.
  series: seriesFromModels(
    [
      {
        title: 'EV City',
        description:
          'A compact two-seater for errands, downtown streets and lake-community roads, with room for groceries behind the seat.',
        image: cartImage('denago', 2, 'white'),
        features: ['Two seats', 'Compact footprint', 'Touchscreen display', 'Rear cargo box'],
      },
      {
        title: 'EV Nomad',
        description:
          'Four-passenger family carts, in standard height for smooth paths or lifted as the Nomad XL for gravel and grass.',
        image: cartImage('denago', 4, 'blue'),
        features: [
          'Four seats',
          'Flip-flop rear seat',
          'Standard or lifted',
          'Bluetooth touchscreen',
        ],
      },
      {
        title: 'EV Rover',
        description:
          'Lifted six- and eight-passenger carts for big families, campgrounds and rental fleets that need room and ground clearance.',
        image: cartImage('denago', 6, 'black'),
        features: ['Six or eight seats', 'Lifted chassis', 'All-terrain tires', 'Backup camera'],
      },
    ],
    denagoModels,
  ),
}

export const brands: Record<BrandId, Brand> = { evolution, denago }

export const brandIds: readonly BrandId[] = ['evolution', 'denago']
