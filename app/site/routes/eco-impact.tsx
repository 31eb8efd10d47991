import { ArrowRight, Calculator, MessageCircle } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { Island } from '#app/kernel/islands/island.tsx'
import { islandPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { calculatorState } from '#app/site/components/eco/calculator-state.ts'
import { EcoCalculator } from '#app/site/components/eco/eco-calculator.tsx'
import { EnvironmentalFacts } from '#app/site/components/eco/environmental-facts.tsx'
import { WhyElectric } from '#app/site/components/eco/why-electric.tsx'

import type { Route } from './+types/eco-impact'

// Only the calculator runs in the browser (without React); the rest of the page is HTML.
export const handle = islandPage('eco-calculator')

/**
 * A submitted form (without JavaScript) or a shared link is computed here, on
 * the server; the calculator computes its own submissions in the browser.
 */
export function loader({ request }: Route.LoaderArgs) {
  return calculatorState(new URL(request.url).searchParams)
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: 'Eco-Impact Calculator: Electric vs Gas Golf Cart Savings',
    description:
      'Estimate the gasoline, CO2 and money you save by driving an electric golf cart instead of a gas one. Enter your weekly miles, how you use your cart and a time frame.',
    // One canonical page, whatever inputs the URL carries.
    path: '/eco-impact',
    keywords: [
      'electric golf cart savings',
      'golf cart CO2 calculator',
      'electric vs gas golf cart',
      'golf cart fuel cost',
      'eco-friendly golf carts Pennsylvania',
    ],
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Eco-Impact Calculator', path: '/eco-impact' },
      ]),
    ],
  })
}

export default function EcoImpactPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        pageKey="/eco-impact"
        eyebrow="Electric vs gas"
        title="Eco-Impact Calculator"
        subtitle="Gasoline, carbon dioxide and money: estimate what an electric golf cart saves you compared with a gas cart driven the same miles."
      >
        <a href="#calculator" className={buttonClass('accent', 'lg')}>
          <Calculator aria-hidden="true" className="size-5" /> Calculate Your Impact
        </a>
      </PageHero>

      <section
        id="calculator"
        aria-labelledby="calculator-heading"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16"
      >
        <SectionHeading id="calculator-heading" title="Calculate your impact" look="plain" />
        <p className="mt-3 mb-8 max-w-3xl text-gray-700">
          Tell us how far you drive and how you use your cart. We compare the fuel a gas cart would
          burn with the electricity an electric cart needs for the same miles.
        </p>
        <Island
          name="eco-calculator"
          component={EcoCalculator}
          props={loaderData}
          browserProps={{}}
        />
      </section>

      <WhyElectric />
      <EnvironmentalFacts />

      <section aria-labelledby="eco-cta" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center">
          <SectionHeading id="eco-cta" title="Ready to make the switch?" look="onDark" />
          <p className="mx-auto mt-3 max-w-2xl text-lg text-gray-100">
            Every cart we sell is electric. Browse what is in stock, or ask us which model fits the
            way you drive.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/inventory" className={buttonClass('accent', 'lg')}>
              Browse Electric Golf Carts <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/contact" className={buttonClass('ghostLight', 'lg')}>
              <MessageCircle aria-hidden="true" className="size-5" /> Get Expert Advice
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}
