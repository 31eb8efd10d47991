/**
 * Copy of the eco-impact page: the Why Choose Electric? cards and the
 * Environmental Facts figures. Figures the calculator also uses come from its
 * constants, so the page and the calculator can never disagree.
 */
import { formatPrice } from '#app/kernel/format.ts'
import { ecoConstants } from '#app/site/eco-impact.ts'

/** Typical share of energy turned into motion (published figures for gas and electric drive). */
export const efficiency = { electricMotorPercent: 90, gasEnginePercent: 25 } as const

/** Typical yearly saving of a cart in regular use: fuel plus the upkeep a gas engine needs. */
export const averageAnnualSavings = 1200

export type EcoIcon = 'zero-emissions' | 'efficiency' | 'forest' | 'materials' | 'climate' | 'air'

export type WhyElectricCard = { title: string; description: string; icon: EcoIcon }

export const whyElectric: WhyElectricCard[] = [
  {
    title: 'Zero Emissions',
    icon: 'zero-emissions',
    description:
      'An electric cart has no tailpipe. Nothing is burned and nothing is exhausted on the course, the campground or your street.',
  },
  {
    title: 'Energy Efficient',
    icon: 'efficiency',
    description: `An electric motor turns about ${efficiency.electricMotorPercent}% of its energy into motion; a small gas engine manages around ${efficiency.gasEnginePercent}% and loses the rest as heat.`,
  },
  {
    title: 'Forest Protection',
    icon: 'forest',
    description: `Every ton of CO2 you avoid is a ton that ${ecoConstants.treesPerTonCo2} trees would otherwise need a year to absorb, leaving Pennsylvania's woods to do other work.`,
  },
  {
    title: 'Sustainable Materials',
    icon: 'materials',
    description:
      'Lithium batteries outlast lead-acid packs by years and are recyclable at the end of their life. No motor oil, filters or spark plugs to throw away.',
  },
  {
    title: 'Climate Action',
    icon: 'climate',
    description:
      'Switching one cart from gas to electric cuts the carbon of every mile you drive, and charging from solar or a green-power plan cuts it further.',
  },
  {
    title: 'Clean Air',
    icon: 'air',
    description:
      'No exhaust fumes or gasoline smell around children, pets and neighbors, and a quiet ride that does not disturb the clubhouse or the wildlife.',
  },
]

export type EnvironmentalFact = { figure: string; label: string; detail: string }

export const environmentalFacts: EnvironmentalFact[] = [
  {
    figure: `${ecoConstants.co2LbsPerGallon} lbs`,
    label: 'CO2 per gallon of gas',
    detail: 'Burning one gallon of gasoline releases this much carbon dioxide into the air.',
  },
  {
    figure: `${efficiency.electricMotorPercent}% vs ${efficiency.gasEnginePercent}%`,
    label: 'Electric motor vs gas engine efficiency',
    detail: 'More of every unit of energy moves the cart instead of heating the engine bay.',
  },
  {
    figure: `${formatPrice(averageAnnualSavings)}+`,
    label: 'Average annual savings',
    detail: 'Fuel plus the oil changes, filters, belts and tune-ups a gas cart needs every year.',
  },
  {
    figure: String(ecoConstants.treesPerTonCo2),
    label: 'Trees per ton of CO2',
    detail: 'The number of trees it takes a year to absorb one ton of carbon dioxide.',
  },
]
