import type { ReactElement } from 'react'
import { type ErrorResponse, isRouteErrorResponse, useRouteError } from 'react-router'

import { LinkParagraph } from '#app/kernel/components/ui/link-paragraph.tsx'
import { NotFound } from '#app/site/components/not-found.tsx'
import { notFoundHint } from '#app/site/not-found.ts'

type StatusHandler = (error: ErrorResponse) => ReactElement

/** What the visitor reads for an error status; anything else is the generic 500 text. */
export const errorMessages: Readonly<Record<number, string>> = {
  400: 'The request could not be understood. Please check the address or the form and try again.',
  405: 'This page cannot be used that way. Please go back and try again.',
  413: 'What you sent is too large. Please shorten it and try again.',
  429: 'Too many requests from your connection. Please wait a minute and try again.',
  500: 'We could not show this page just now. Please try again in a moment, or call us.',
  503: 'Part of the site is briefly unavailable. Please try again in a moment, or call us.',
}

function SomethingWentWrong({ status }: { status: number }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-gray-700">{errorMessages[status] ?? errorMessages[500]}</p>
    </main>
  )
}

/** A 404 names what was not found (the thrown text) and, for known cases, where to look instead. */
const notFound: StatusHandler = (error) => {
  const title = typeof error.data === 'string' && error.data ? error.data : undefined
  return <NotFound title={title} message={notFoundHint(title)} />
}

/** A 403: the back office refused a page of another role, or a form not sent from this site. */
const notAllowed: StatusHandler = (error) => (
  <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
    <h1 className="text-3xl font-bold">Not allowed</h1>
    <p className="mt-4 text-gray-700">
      {typeof error.data === 'string' && error.data ? error.data : 'You cannot open this page.'}
    </p>
    <LinkParagraph to="/admin" reloadDocument>
      Back to the dashboard
    </LinkParagraph>
  </main>
)

/**
 * The site's one error screen. The root uses it, and routes whose meta must
 * run for an error (a not-found title) export it as their own boundary;
 * a route may replace the screen of a status it knows better.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultHandler = (status) => <SomethingWentWrong status={status} />,
}: {
  /** a route's own screen for one status */
  statusHandlers?: Partial<Record<number, StatusHandler>>
  /** a route's own screen for every other status (else 404 is not-found, the rest the generic text) */
  defaultHandler?: (status: number) => ReactElement
}) {
  const error = useRouteError()
  // an unexpected error has been logged on the server (handleError); the visitor gets a 500 screen
  if (!isRouteErrorResponse(error)) return defaultHandler(500)
  const handler = statusHandlers?.[error.status]
  if (handler) return handler(error)
  if (error.status === 404) return notFound(error)
  if (error.status === 403) return notAllowed(error)
  return defaultHandler(error.status)
}
