import { addressLine } from '#app/kernel/address.ts'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { mainOffice } from '#app/kernel/dealer/locations.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { autoDealerJsonLd, breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { readTeam } from '#app/site/.server/site-content/site-content.ts'
import { CallToAction } from '#app/site/components/company/call-to-action.tsx'
import { HoursCard } from '#app/site/components/company/hours-card.tsx'
import { PageSection } from '#app/site/components/company/page-section.tsx'
import { ServiceRegions } from '#app/site/components/company/service-regions.tsx'
import { StatsStrip } from '#app/site/components/company/stats-strip.tsx'
import { TeamGrid } from '#app/site/components/company/team-grid.tsx'
import { ValuesGrid } from '#app/site/components/company/values-grid.tsx'
import { MapCard } from '#app/site/components/maps/map-card.tsx'
import { TownGroups } from '#app/site/components/towns/town-link-list.tsx'
import { companyStory } from '#app/site/content/company.ts'
import { serviceRegions, townGroups } from '#app/site/town-lookup.server.ts'

import type { Route } from './+types/about'

const address = business.mainAddress
const mainAddressLine = addressLine(address)

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

export async function loader({ context }: Route.LoaderArgs) {
  return {
    team: await readTeam(context.db),
    regions: serviceRegions,
    // beyond the Pike County regions, the Scranton side's own list
    otherAreas: townGroups.filter((group) => group.id !== 'pike'),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: 'About Us - Family-Run Golf Cart Dealer Since 2010',
    description: `${business.name} has sold and serviced electric golf carts in Northeastern Pennsylvania since ${business.founded}: ${business.yearsLabel} years, ${business.customersLabel} customers and ${business.townsClaim} municipalities served. Meet our team.`,
    path: '/about',
    keywords: [
      'about Keystone Electric Golf Carts',
      'golf cart dealer Pike County',
      'golf cart dealer Lords Valley',
      'family golf cart business Pennsylvania',
      'Denago Evolution dealer',
    ],
    jsonLd: [
      autoDealerJsonLd({
        siteUrl,
        hours: hoursFrom(matches).showroomAbout,
        url: `${siteUrl}/about`,
        areaServed: loaderData?.regions.flatMap((r) => r.towns.map((m) => `${m.name}, PA`)),
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about' },
      ]),
    ],
  })
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const hours = useHours()
  const { regions, otherAreas, team } = loaderData
  return (
    <main id="main">
      <PageHero
        pageKey="/about"
        eyebrow={`Since ${business.founded}`}
        title={`About ${business.name}`}
        subtitle="A family-run electric golf cart dealer in the Poconos: we sell, rent, service and store carts for the lake communities and towns we call home."
      />

      <section aria-labelledby="our-story" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="our-story" title="Our Story" />
            {companyStory.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-8 text-gray-700">
                {paragraph}
              </p>
            ))}
          </div>
          <StatsStrip />
        </div>
      </section>

      <PageSection id="our-values" title="Our Values" band="bg-brand-50">
        <div className="mt-8">
          <ValuesGrid />
        </div>
      </PageSection>

      <PageSection
        id="our-team"
        title="Meet Our Team"
        intro="The same small team sells, delivers and services your cart, so you always know who to call."
      >
        <div className="mt-8">
          <TeamGrid team={team} />
        </div>
      </PageSection>

      <PageSection
        id="service-area"
        title="Our Service Area"
        band="bg-gray-50"
        intro={
          <>
            From our {business.mainAddress.city} base we serve {business.townsClaim} municipalities
            of the {business.homeCounty} area in three regions, with delivery, rentals and mobile
            service in each.
          </>
        }
      >
        <div className="mt-8">
          <ServiceRegions regions={regions} />
        </div>
      </PageSection>

      <PageSection id="find-us" title="Find Us">
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <MapCard
              label={mainOffice.name}
              address={mainAddressLine}
              coordinates={business.coordinates}
            />
          </div>
          <div className="grid content-start gap-6">
            <HoursCard hours={hours.showroomAbout} headingLevel="h3" />
            <TownGroups
              groups={otherAreas}
              look="inline"
              className="grid gap-6"
              heading={(area) => `Also serving the ${area.name}`}
            />
          </div>
        </div>
      </PageSection>

      <CallToAction id="get-in-touch" title="Come Say Hello" phone={phones.main}>
        <p>
          Stop by a showroom, call, or send us a message. We are glad to help whether you are buying
          your first cart or keeping an old one running.
        </p>
      </CallToAction>
    </main>
  )
}
