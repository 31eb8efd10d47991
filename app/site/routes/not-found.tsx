import { data } from 'react-router'

import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, notFoundSeo, siteUrlFrom } from '#app/kernel/seo.ts'
import { NotFound } from '#app/site/components/not-found.tsx'

import type { Route } from './+types/not-found'

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

export function loader() {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  notFoundSeo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
    path: location.pathname,
  })

export default function NotFoundRoute() {
  return <NotFound />
}

// its own boundary, so this route's meta names the page that was not found
export { GeneralErrorBoundary as ErrorBoundary } from '#app/site/components/error-boundary.tsx'
