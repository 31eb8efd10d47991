import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { townNotFound } from '#app/lib/town-page.ts'

/**
 * The town routes' own boundary, so their meta function runs for a 404 and
 * the not-found page gets a title (the root boundary's route has no meta).
 */
export function TownErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    const title = typeof error.data === 'string' ? error.data : undefined
    return (
      <NotFound
        title={title}
        message={
          title === townNotFound
            ? 'We have no page for a town by that name. Check the spelling, or pick your town from the list of municipalities we serve at the foot of this page.'
            : undefined
        }
      />
    )
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-gray-700">
        We could not show this page just now. Please try again in a moment, or call us.
      </p>
    </main>
  )
}
