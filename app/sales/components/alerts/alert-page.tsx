import type { ReactNode } from 'react'

import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { GeneralErrorBoundary } from '#app/site/components/error-boundary.tsx'

/** The frame of the buyers' alert pages: a hero and one narrow column. */
export function AlertPage({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <main id="main">
      <PageHero pageKey="/alerts" eyebrow="Cart alerts" title={title} subtitle={subtitle} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">{children}</div>
    </main>
  )
}

/** An alert link that opens nothing (made up, altered, used or out of time): what happened, in words. */
export function AlertLinkBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (error) => (
          <AlertLinkProblem
            message={typeof error.data === 'string' ? error.data : 'This link is not valid.'}
          />
        ),
      }}
    />
  )
}

/** What an alert link that opens nothing says. */
export function AlertLinkProblem({ message }: { message: string }) {
  return (
    <AlertPage title="This link does not work">
      <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
        {message}
      </p>
      <a href="/inventory" className="text-brand-800 underline">
        Browse the inventory
      </a>
    </AlertPage>
  )
}
