import { ChevronRight } from 'lucide-react'
import { data, Link } from 'react-router'

import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, notFoundSeo, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { loadRateCards } from '#app/rentals/.server/rates.ts'
import { getPolicyDocument } from '#app/site/.server/policies.ts'
import { PolicyContact } from '#app/site/components/policies/policy-contact.tsx'
import { PolicySections } from '#app/site/components/policies/policy-sidebar.tsx'
import { PrintButton } from '#app/site/components/policies/print-button.tsx'
import { RelatedPolicies } from '#app/site/components/policies/related-policies.tsx'
import {
  findPolicyByPath,
  policyEffectiveDate,
  policyEffectiveDateIso,
} from '#app/site/content/policies.ts'
import { loadStorageOffers } from '#app/storage/.server/offers.ts'

import type { Route } from './+types/policy'

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

/**
 * One module for every policy URL: /policies/:slug and the legal pages
 * /privacy, /privacy-policy, /terms, /terms-of-service. Aliases render the
 * same page and name the main path as canonical. The rental policy shows
 * the pickup card's prices, and the storage policy the storage offers, as
 * the owners last set them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = findPolicyByPath(new URL(request.url).pathname)
  if (!page) throw data('Policy Not Found', { status: 404 })
  const [cards, storage] = await Promise.all([
    loadRateCards(context.db),
    loadStorageOffers(context.db),
  ])
  return { page, text: getPolicyDocument(page, cards, storage) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches)
  if (!loaderData)
    return notFoundSeo({
      siteUrl,
      dealerHours: hoursFrom(matches).showroom,
      title: 'Policy Not Found',
      path: location.pathname,
    })
  const { page, text } = loaderData
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    path: page.path,
    type: 'article',
    extra: [{ property: 'article:modified_time', content: policyEffectiveDateIso }],
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: text.title, path: page.path },
      ]),
    ],
  })
}

// Strips the hero's picture and dark tint on paper, leaving black text.
const printableHero =
  'print:text-black print:[&_img]:hidden print:[&_section]:bg-white print:[&_section]:text-black print:[&_section>div]:bg-none print:[&_section>div]:py-4 print:[&_p]:text-gray-800'

// Tables stay compact on phones; a table still too wide scrolls inside its box, not the page.
const policyTables =
  '[&_.table-scroll]:mb-4 [&_.table-scroll]:overflow-x-auto [&_.table-scroll>table]:mb-0 [&_table]:leading-6 [&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3'

export default function PolicyRoute({ loaderData }: Route.ComponentProps) {
  const { page, text } = loaderData
  return (
    <main id="main">
      <div className={printableHero}>
        <PageHero
          pageKey={page.path}
          eyebrow={page.group}
          title={text.title}
          subtitle={text.summary}
        />
      </div>
      <div className="mx-auto grid max-w-7xl gap-x-14 gap-y-8 px-4 py-10 print:gap-y-2 print:py-4 lg:grid-cols-[minmax(0,1fr)_17rem] lg:grid-rows-[auto_1fr]">
        <div className="max-w-3xl min-w-0 lg:col-start-1 lg:row-start-1">
          <nav aria-label="Breadcrumb" className="no-print text-sm text-gray-600">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link to="/" className="hover:text-brand-800 hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-gray-900">
                {text.title}
              </li>
            </ol>
          </nav>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-4">
            <p className="text-gray-700">
              <span className="font-semibold text-gray-900">Effective date:</span>{' '}
              <time dateTime={policyEffectiveDateIso}>{policyEffectiveDate}</time>
            </p>
            <PrintButton />
          </div>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PolicySections headings={text.headings} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <article
            className={`prose-policy max-w-3xl [&_h2]:scroll-mt-24 [&>h2:first-child]:mt-0 ${policyTables}`}
            // Rendered from our own Markdown files on the server (app/site/.server/policies.ts).
            dangerouslySetInnerHTML={{ __html: text.html }}
          />
          <div className="max-w-3xl">
            <PolicyContact title={text.title} />
            <RelatedPolicies current={page} />
          </div>
        </div>
      </div>
    </main>
  )
}
