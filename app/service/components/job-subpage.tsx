import type { ReactNode } from 'react'

import { jobPagePath } from '#app/service/service-paths.ts'

/** The frame of a page beside the customer's job page (its estimate, its invoice): the cart, the part, the way back. */
export function JobSubpage({
  cart,
  token,
  children,
}: {
  cart: string
  token: string
  children: ReactNode
}) {
  return (
    <main id="main">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
        <h1 className="text-3xl font-bold text-gray-900">Service of your {cart}</h1>
        {children}
        <p>
          <a className="text-brand-800 underline" href={jobPagePath(token)}>
            Your job’s page
          </a>
        </p>
      </div>
    </main>
  )
}
