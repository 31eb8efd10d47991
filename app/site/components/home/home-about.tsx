import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { addressLine } from '#app/kernel/address.ts'
import { TermList } from '#app/kernel/components/ui/term-list.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { mainOffice } from '#app/kernel/dealer/locations.ts'
import { MapCard } from '#app/site/components/maps/map-card.tsx'
import { homeAbout } from '#app/site/content/home.ts'

const stats = [
  { value: String(business.founded), label: 'Founded' },
  { value: business.yearsLabel, label: 'Years of experience' },
  { value: business.customersLabel, label: 'Happy customers' },
  {
    value: String(business.townsClaim),
    label: `${business.homeCounty} area municipalities`,
  },
]

/** Who the dealer is, a few figures, and the main office on a map that loads only on request. */
export function HomeAbout() {
  const address = addressLine(mainOffice)
  return (
    <section aria-labelledby="about-heading" className="bg-gray-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-2">
        <div>
          <h2 id="about-heading" className="text-3xl font-bold text-gray-900 sm:text-4xl">
            {homeAbout.title}
          </h2>
          {homeAbout.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-8 text-gray-700">
              {paragraph}
            </p>
          ))}
          <TermList
            look="statCard"
            className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4"
            items={stats.map((stat) => ({ term: stat.label, detail: stat.value }))}
          />
          <Link
            to="/about"
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
          >
            Read our story <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <MapCard
          label={`${business.name}, ${mainOffice.name}`}
          address={address}
          coordinates={mainOffice.coordinates}
        />
      </div>
    </section>
  )
}
