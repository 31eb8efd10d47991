import { Outlet } from 'react-router'

import { requireUser } from '#app/.server/auth/require-user.ts'
import { unansweredCount } from '#app/.server/leads/inbox.ts'
import { waitingRequests } from '#app/.server/rentals/staff-list.ts'
import { AdminHeader } from '#app/components/admin/admin-header.tsx'
import { adminLayoutHeaders } from '#app/lib/admin-page.ts'

import type { Route } from './+types/layout'

export const headers = adminLayoutHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  // each page checks again (loaders run in parallel); this one feeds the header
  const { user, csrfToken } = await requireUser(request, context, { allowWithoutTwoFactor: true })
  const [unansweredLeads, waitingRentals] = await Promise.all([
    unansweredCount(context.db),
    waitingRequests(context.db),
  ])
  return { user, csrfToken, unansweredLeads, waitingRentals }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-gray-50">
      <AdminHeader
        user={loaderData.user}
        csrfToken={loaderData.csrfToken}
        unansweredLeads={loaderData.unansweredLeads}
        waitingRentals={loaderData.waitingRentals}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  )
}
