import { Outlet } from 'react-router'

import { adminLayoutHeaders } from '#app/kernel/admin-page.ts'
import { AdminHeader } from '#app/kernel/components/admin/admin-header.tsx'
import { unansweredCount } from '#app/leads/.server/inbox.ts'
import { waitingRequests } from '#app/rentals/.server/staff-list.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

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
