import { CalendarCheck, CheckCircle2, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { autoDealerJsonLd, breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { bookPath } from '#app/service/service-paths.ts'
import { readServicePrices } from '#app/site/.server/site-content/site-content.ts'
import { CallToAction } from '#app/site/components/company/call-to-action.tsx'
import { HoursCard } from '#app/site/components/company/hours-card.tsx'
import { MobileServiceCard } from '#app/site/components/company/mobile-service-card.tsx'
import { PageSection } from '#app/site/components/company/page-section.tsx'
import { ServiceCard } from '#app/site/components/company/service-card.tsx'
import { repairTurnaround, serviceReasons } from '#app/site/content/services.ts'
import { labourRateText } from '#app/site/service-prices.ts'

import type { Route } from './+types/services'

/** Every "schedule service" leads to the booking page. */
const scheduleTo = bookPath

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

export async function loader({ context }: Route.LoaderArgs) {
  const services = await readServicePrices(context.db)
  return { services, labourRate: labourRateText(services) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches)
  const labourRate = loaderData?.labourRate
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: 'Golf Cart Service, Repair & Battery Work',
    description: `Golf cart maintenance, battery service, custom modifications and warranty repairs in Northeastern Pennsylvania. ${labourRate ? `${labourRate}; most` : 'Most'} repairs done in ${repairTurnaround}. Mobile service available.`,
    path: '/services',
    keywords: [
      'golf cart repair',
      'golf cart service Pennsylvania',
      'golf cart battery replacement',
      'lithium conversion golf cart',
      'golf cart lift kit',
      'mobile golf cart service Poconos',
      'Denago warranty service',
      'Evolution warranty service',
    ],
    jsonLd: [
      autoDealerJsonLd({
        siteUrl,
        hours: hoursFrom(matches).service,
        name: `${business.name} Service Department`,
        url: `${siteUrl}/services`,
        phone: phones.service,
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
      ]),
    ],
  })
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const hours = useHours()
  const { services, labourRate } = loaderData
  return (
    <main id="main">
      <PageHero
        pageKey="/services"
        eyebrow="Service department"
        title="Golf Cart Service & Repair"
        subtitle={`Maintenance, battery work, custom upgrades and warranty repairs for electric carts of every make. Most repairs are done in ${repairTurnaround}.`}
      >
        <Link to={scheduleTo} className={buttonClass('accent', 'lg')}>
          <CalendarCheck aria-hidden="true" className="size-5" /> Schedule Service
        </Link>
        <a href={`tel:${phones.service.tel}`} className={buttonClass('ghostLight', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> Call{' '}
          <span className="whitespace-nowrap">{phones.service.display}</span>
        </a>
      </PageHero>

      <PageSection
        id="our-services"
        title="Our Services"
        intro="Bring your cart to our shop or have us pick it up. We tell you the price before we start."
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="why-us" title="Why Choose Our Service Department" band="bg-brand-50">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceReasons(labourRate).map((reason) => (
            <li key={reason.title} className="rounded-xl bg-white p-6 shadow-sm">
              <CheckCircle2 aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-bold text-gray-900">{reason.title}</h3>
              <p className="mt-2 text-gray-700">{reason.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="storage"
        title="Golf Cart Storage"
        intro="Indoor or covered outdoor storage at our showrooms, for the winter, the summer or by the month, with battery care, maintenance and pre-season preparation."
      >
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to="/storage" className={buttonClass('primary', 'md')}>
            Book storage online
          </Link>
          <Link to="/policies/storage-policy" className={buttonClass('outline', 'md')}>
            Storage prices and terms
          </Link>
        </p>
      </PageSection>

      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <MobileServiceCard />
        <HoursCard hours={hours.service} />
      </div>

      <CallToAction
        id="schedule-service"
        title="Schedule Your Service"
        phone={phones.service}
        contactTo={scheduleTo}
        contactLabel="Book Service"
      >
        <p>
          Book a free day at a showroom or a 2-hour window for a pickup or mobile service online, or
          call the service line.
        </p>
      </CallToAction>
    </main>
  )
}
