import { MessageSquare, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { brandNamesText, business, phones } from '#app/kernel/dealer/business.ts'
import { locations } from '#app/kernel/dealer/locations.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { autoDealerJsonLd, breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { AreasWeServe } from '#app/site/components/company/areas-we-serve.tsx'
import { CallToAction } from '#app/site/components/company/call-to-action.tsx'
import { LocationCard } from '#app/site/components/company/location-card.tsx'
import { PageSection } from '#app/site/components/company/page-section.tsx'
import { ShowroomServices } from '#app/site/components/company/showroom-services.tsx'

import type { Route } from './+types/showroom'

const physical = locations.filter((l) => l.type === 'physical')
const cities = physical.map((l) => l.city)

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: `Golf Cart Showrooms in ${cities.join(' & ')}, PA`,
    description: `Visit ${business.name} showrooms in ${cities.join(' and ')}, PA, or buy online anywhere in Pennsylvania. Test drives, expert advice and financing on ${brandNamesText} golf carts.`,
    path: '/showroom',
    keywords: [
      'golf cart showroom Pennsylvania',
      'golf cart dealer Pocono Pines',
      'golf cart dealer Scranton',
      'golf cart test drive',
      'Denago showroom',
      'Evolution golf carts showroom',
    ],
    jsonLd: [
      ...physical.map((l) =>
        autoDealerJsonLd({
          siteUrl,
          hours: hoursFrom(matches).showroom,
          name: `${business.name} - ${l.name}`,
          url: `${siteUrl}/showroom`,
          phone: l.phone,
          address: { street: l.street, city: l.city, region: l.region, postalCode: l.postalCode },
          coordinates: l.coordinates,
        }),
      ),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Showroom', path: '/showroom' },
      ]),
    ],
  })
}

export default function ShowroomPage() {
  const hours = useHours()
  return (
    <main id="main">
      <PageHero
        pageKey="/showroom"
        eyebrow="Come see the carts"
        title="Visit Our Showrooms"
        subtitle={`Sit in, drive and compare ${brandNamesText} golf carts at our ${cities.join(' and ')} showrooms, or shop online from anywhere in Pennsylvania.`}
      >
        <Link to="/contact" className={buttonClass('accent', 'lg')}>
          <MessageSquare aria-hidden="true" className="size-5" /> Schedule a Visit
        </Link>
        <a href={`tel:${phones.main.tel}`} className={buttonClass('ghostLight', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> Call {phones.main.display}
        </a>
      </PageHero>

      <PageSection
        id="locations"
        title="Our Locations"
        intro="Walk-ins are welcome during showroom hours; call ahead and we will have the cart you want charged and ready for a test drive."
      >
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {locations.map((location) => (
            <li key={location.id} className="flex">
              <LocationCard location={location} hours={hours.showroom} />
            </li>
          ))}
        </ul>
      </PageSection>

      <ShowroomServices />
      <AreasWeServe />

      <CallToAction id="plan-visit" title="Plan Your Visit" phone={phones.main}>
        <p>
          Tell us which carts you would like to see and when you are coming, or just call. We are
          happy to help before you make the drive.
        </p>
      </CallToAction>
    </main>
  )
}
