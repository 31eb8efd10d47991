import { mailSetupNotice } from '#app/kernel/.server/mail/mail-setup.ts'
import { adminMeta } from '#app/kernel/admin-page.ts'
import { PageLinks } from '#app/kernel/components/admin/page-links.tsx'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { activeStaff, inbox, inboxUpdates } from '#app/leads/.server/inbox.ts'
import { LeadFilters } from '#app/leads/components/admin/lead-filters.tsx'
import { LeadTable } from '#app/leads/components/admin/lead-table.tsx'
import { NewLeadWatcher } from '#app/leads/components/admin/new-lead-watcher.tsx'
import { StageTabs } from '#app/leads/components/admin/stage-tabs.tsx'
import { leadFilterQuery, parseLeadFilter } from '#app/leads/lead-filter.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { MailSetupWarning } from '#app/staff/components/mail-setup-warning.tsx'

import type { Route } from './+types/leads'

export const meta = () => adminMeta('Leads')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const filter = parseLeadFilter(new URL(request.url).searchParams)
  const [page, staff, latest] = await Promise.all([
    inbox(context.db, filter, user.id),
    activeStaff(context.db),
    inboxUpdates(context.db, ''),
  ])
  const mail = mailSetupNotice(context.settings, user.role)
  return { filter, staff, newest: latest.newest, mail, ...page }
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, staff, leads, counts, total, pages, newest } = loaderData
  const exportHref = `/admin/leads/export.csv${leadFilterQuery(filter, { page: 1 })}`
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">Leads</h1>
        <a href={exportHref} className={buttonClass('outline', 'sm')} download>
          Export these leads as CSV
        </a>
      </div>
      <MailSetupWarning notice={loaderData.mail} />
      <NewLeadWatcher newest={newest} />
      <StageTabs filter={filter} counts={counts} />
      <LeadFilters key={leadFilterQuery(filter)} filter={filter} staff={staff} />
      <div className="mt-4 sm:mt-6">
        {leads.length === 0 ? (
          <p className="text-gray-700">No lead matches these filters.</p>
        ) : (
          <LeadTable rows={leads} />
        )}
      </div>
      <PageLinks
        page={filter.page}
        pages={pages}
        total={{ count: total, noun: 'lead' }}
        to={(n) => `/admin/leads${leadFilterQuery(filter, { page: n })}`}
        texts={{ previous: 'Newer leads', next: 'Older leads' }}
      />
    </>
  )
}
