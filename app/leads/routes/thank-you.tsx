import { CalendarDays, Home, Phone, Search, Wrench } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { locations } from '#app/kernel/dealer/locations.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { responsePromiseMinutes } from '#app/leads/.server/due.ts'
import { NextSteps } from '#app/leads/components/contact/next-steps.tsx'
import { OtherLocations } from '#app/leads/components/contact/other-locations.tsx'
import { responsePromiseSentence } from '#app/leads/response-promise.ts'
import { HoursCard } from '#app/site/components/company/hours-card.tsx'

import type { Route } from './+types/thank-you'

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

/** The promise the response clock keeps (an owner's setting). */
export async function loader({ context }: Route.LoaderArgs) {
  return { promise: responsePromiseSentence(await responsePromiseMinutes(context.db)) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Thank You - Message Received',
    description:
      `Thank you for contacting ${business.name}. ${loaderData?.promise ?? ''}`.trimEnd(),
    path: '/thank-you',
    keywords: ['golf cart dealer contact', 'message received', business.name],
  }),
  // a confirmation page: useful to visitors, not to search results
  { name: 'robots', content: 'noindex, follow' },
]

const showrooms = locations.filter((l) => l.type === 'physical')

const nextLinks = [
  { to: '/inventory', label: 'Browse Inventory', icon: Search, variant: 'primary' },
  { to: '/rentals', label: 'View Rentals', icon: CalendarDays, variant: 'outline' },
  { to: '/services', label: 'Our Services', icon: Wrench, variant: 'outline' },
  { to: '/', label: 'Back to Home', icon: Home, variant: 'outline' },
] as const

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const hours = useHours()
  return (
    <main id="main">
      <PageHero
        pageKey="/thank-you"
        eyebrow="Message received"
        title="Thank You!"
        subtitle={`Your message is on its way to our team. ${loaderData.promise}`}
      />

      <section aria-labelledby="sooner" className="bg-brand-50">
        <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-12 md:grid-cols-2">
          <div>
            <SectionHeading id="sooner" title="Need an answer sooner?" look="card" />
            <p className="mt-3 text-gray-800">
              Call us during business hours and we can help right away: check a cart's availability,
              book a test drive or schedule service.
            </p>
            <a href={`tel:${phones.main.tel}`} className={`${buttonClass('primary', 'lg')} mt-6`}>
              <Phone aria-hidden="true" className="size-5" /> Call {phones.main.display}
            </a>
          </div>
          <HoursCard hours={hours.showroom} title="Business Hours" headingLevel="h3" />
        </div>
      </section>

      <NextSteps promise={loaderData.promise} />

      <section aria-labelledby="locations" className="bg-gray-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <SectionHeading id="locations" title="Visit a Showroom" />
          <p className="mt-2 mb-8 text-gray-700">
            See the carts in person and take one for a test drive at either of our showrooms.
          </p>
          <OtherLocations locations={showrooms} />
        </div>
      </section>

      <nav
        aria-labelledby="keep-exploring"
        className="mx-auto max-w-5xl px-4 py-12 text-center sm:py-16"
      >
        <SectionHeading id="keep-exploring" title="While You Wait" look="card" />
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {nextLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={buttonClass(link.variant)}>
                <link.icon aria-hidden="true" className="size-4" /> {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  )
}
