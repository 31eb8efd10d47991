import '#app/app.css'

import { type ReactNode, useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import { isBackOfficePath } from '#app/kernel/admin-page.ts'
import { startIslands } from '#app/kernel/islands/start.ts'
import { useNonce } from '#app/kernel/nonce-provider.tsx'
import { pageEnhancements } from '#app/kernel/page-enhancements.ts'
import { pageHydrates, pageIslands } from '#app/kernel/page-handle.ts'
import { unendedAnnouncements } from '#app/site/.server/announcements/read-announcements.ts'
import { pageGroupOf } from '#app/site/announcement-pages.ts'
import { announcementFor } from '#app/site/announcements.ts'
import { GeneralErrorBoundary } from '#app/site/components/error-boundary.tsx'
import { AnnouncementBanner } from '#app/site/components/layout/announcement-banner.tsx'
import { ScrollToTop } from '#app/site/components/layout/scroll-to-top.tsx'
import { SiteFooter } from '#app/site/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/site/components/layout/site-header.tsx'
import { townGroups } from '#app/site/town-lookup.server.ts'

import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date(context.requestTime)
  const announcements = isBackOfficePath(new URL(request.url).pathname)
    ? []
    : await unendedAnnouncements(context.db, now)
  return {
    siteUrl: context.settings.SITE_URL,
    townGroups,
    islandScripts: context.islandScripts,
    // every page's sets of hours, with today's state (the footer, contact, showroom…)
    hours: (await currentHours(context.db, now)).sets,
    // only when there are any: a page that hydrates carries this data, and without banners it is sent as before
    ...(announcements.length > 0 && { banners: { announcements, at: now.toISOString() } }),
  }
}

/** The site URL and town list are fixed at start, and pages with hours are whole documents: never fetch them again (keeps live filters free of requests). */
export function shouldRevalidate() {
  return false
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  // undefined only when the root loader itself failed
  const rootData = useRouteLoaderData<typeof loader>('root')
  // the staff back office has its own header and no public footer
  const backOffice = isBackOfficePath(useLocation().pathname)
  // a page that needs no React in the browser is sent without its scripts
  const matches = useMatches()
  const hydrates = pageHydrates(matches)
  const islands = pageIslands(matches)
  const banners = backOffice ? undefined : rootData?.banners
  const banner =
    banners && announcementFor(banners.announcements, pageGroupOf(matches), new Date(banners.at))
  return (
    <html lang="en-US" data-static={hydrates || islands.length > 0 ? undefined : true}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166534" />
        {/* every back-office document, its error pages too, is kept out of search engines */}
        {backOffice && <meta name="robots" content="noindex" />}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        <a
          href="#main"
          className="sr-only z-[60] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {banner && <AnnouncementBanner announcement={banner} />}
        {!backOffice && <SiteHeader />}
        <div className="flex-1">{children}</div>
        {!backOffice && (
          <SiteFooter areas={rootData?.townGroups ?? []} hours={rootData?.hours.showroom} />
        )}
        <ScrollToTop />
        <HydrationMarker />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: pageEnhancements }}
        />
        {islands.length > 0 && rootData && (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: startIslands(rootData.islandScripts, islands) }}
          />
        )}
        {hydrates && <Scripts nonce={nonce} />}
      </body>
    </html>
  )
}

/** Marks the document once React has hydrated (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
