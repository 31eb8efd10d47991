import { Home, Search } from 'lucide-react'
import { Link, useLocation } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'

/** The Page Not Found screen, with the path that did not match as a hint. */
export function NotFound({
  title = 'Page Not Found',
  message,
}: {
  title?: string
  message?: string
}) {
  const { pathname } = useLocation()
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-4 text-gray-700">
        {message ?? 'The page you are looking for does not exist or has moved.'}
      </p>
      <p className="mt-2 text-sm text-gray-600">
        No route matches <code className="rounded bg-gray-100 px-1.5 py-0.5">{pathname}</code>.
        Check the address for typos, or start again from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          <Home aria-hidden="true" className="size-4" /> Back to Home
        </Link>
        <Link to="/inventory" className={buttonClass('outline')}>
          <Search aria-hidden="true" className="size-4" /> Browse Inventory
        </Link>
      </div>
    </main>
  )
}
