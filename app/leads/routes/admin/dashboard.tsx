import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { deliveryDashboard } from '#app/deliveries/.server/dashboard.ts'
import { DeliveryDashboardSection } from '#app/deliveries/components/admin/delivery-dashboard-section.tsx'
import { backupStatus } from '#app/kernel/.server/backup/status.ts'
import { mailSetupNotice } from '#app/kernel/.server/mail/mail-setup.ts'
import { adminMeta } from '#app/kernel/admin-page.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { leadDashboard } from '#app/leads/.server/dashboard.ts'
import {
  LeadsByInterestChart,
  LeadsBySourceChart,
  ResponseTimeChart,
} from '#app/leads/components/admin/lead-charts.tsx'
import { paymentsSetupNotice } from '#app/payments/.server/payments-setup.ts'
import { PaymentsSetupWarning } from '#app/payments/components/payments-setup-warning.tsx'
import { fleetNumbers } from '#app/rentals/.server/fleet-numbers.ts'
import { overdueReturnCount } from '#app/rentals/.server/overdue.ts'
import { rentalRequestCounts } from '#app/rentals/.server/request-stats.ts'
import {
  RentalRevenueChart,
  UtilisationChart,
} from '#app/rentals/components/admin/rental-charts.tsx'
import { alertCounts } from '#app/sales/.server/alerts/counts.ts'
import { serviceDashboard } from '#app/service/.server/dashboard.ts'
import { ServiceDashboardSection } from '#app/service/components/admin/service-dashboard-section.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { BackupCard } from '#app/staff/components/backup-card.tsx'
import { MailSetupWarning } from '#app/staff/components/mail-setup-warning.tsx'
import { storageDashboard } from '#app/storage/.server/dashboard.ts'
import { StorageDashboardSection } from '#app/storage/components/admin/storage-dashboard-section.tsx'

import type { Route } from './+types/dashboard'

export const meta = () => adminMeta('Dashboard')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const now = new Date()
  const [leads, rentals, overdueReturns, fleet, service, storage, deliveries, alerts, backups] =
    await Promise.all([
      leadDashboard(context.db, now),
      rentalRequestCounts(context.db, now, business.timeZone),
      overdueReturnCount(context.db, now),
      fleetNumbers(context.db, now, business.timeZone),
      serviceDashboard(context.db, now),
      storageDashboard(context.db, now),
      deliveryDashboard(context.db, now),
      alertCounts(context.db, now),
      user.role === 'owner'
        ? backupStatus(context.db, now, context.settings.BACKUP_DAILY_AT)
        : Promise.resolve(null),
    ])
  return {
    user,
    leads,
    rentals,
    overdueReturns,
    fleet,
    service,
    storage,
    deliveries,
    alerts,
    backups,
    now: now.toISOString(),
    mail: mailSetupNotice(context.settings, user.role),
    payments: paymentsSetupNotice(context.settings, user.role),
  }
}

/** A card of the dashboard, the whole of it a link. */
function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-xl border border-gray-300 bg-white p-6 shadow-sm hover:border-brand-700"
      >
        {children}
      </Link>
    </li>
  )
}

/** A count of the dashboard with nothing behind it to open. */
function Count({ count, label }: { count: number; label: string }) {
  return (
    <li className="rounded-xl border border-gray-300 bg-white p-6 shadow-sm">
      <span className="block text-4xl font-bold text-gray-900 tabular-nums">{count}</span>
      <span className="mt-1 block font-semibold text-brand-900">{label}</span>
    </li>
  )
}

function LeadCount({ to, count, label }: { to: string; count: number; label: string }) {
  return (
    <CardLink to={to}>
      <span className="block text-4xl font-bold text-gray-900 tabular-nums">{count}</span>
      <span className="mt-1 block font-semibold text-brand-900">{label}</span>
    </CardLink>
  )
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, leads, rentals, fleet } = loaderData
  const cards = [
    { to: '/admin/inventory', title: 'Inventory', text: 'Carts, prices and photos.' },
    ...(user.role === 'owner'
      ? [
          {
            to: '/admin/staff',
            title: 'Staff',
            text: 'Invite people, change roles, disable accounts.',
          },
          { to: '/admin/audit', title: 'Audit log', text: 'Who did what, and when.' },
          {
            to: '/admin/payments',
            title: 'Payments',
            text: 'The day’s and month’s money, every movement.',
          },
          {
            to: '/admin/alerts',
            title: "Buyers' alerts",
            text: "Look up and delete an address's cart alerts.",
          },
        ]
      : []),
    { to: '/admin/account', title: 'Your account', text: 'Password, two-factor, sessions.' },
  ]
  const weeks = leads.byInterest.length
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Hello, {user.name || user.email}</h1>
      <MailSetupWarning notice={loaderData.mail} />
      <PaymentsSetupWarning notice={loaderData.payments} />
      {!user.twoFactor && (
        <p className="mt-4 rounded-lg border-2 border-accent-600 bg-amber-50 p-4 text-gray-900">
          Protect your account with two-factor sign-in:{' '}
          <Link to="/admin/account/two-factor" className="font-semibold text-brand-800 underline">
            set it up now
          </Link>
          .
        </p>
      )}
      <section aria-labelledby="leads-heading" className="mt-8">
        <h2 id="leads-heading" className="text-2xl font-bold text-gray-900">
          Leads
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <LeadCount to="/admin/leads?received=today" count={leads.newToday} label="New today" />
          <LeadCount
            to="/admin/leads?status=overdue"
            count={leads.overdue}
            label={leads.overdue === 1 ? 'Overdue lead' : 'Overdue leads'}
          />
          <LeadCount
            to="/admin/leads?spam=only"
            count={leads.spamThisWeek}
            label="Spam quarantined this week"
          />
        </ul>
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          <ResponseTimeChart thisWeek={leads.thisWeek} lastWeek={leads.lastWeek} />
          <LeadsByInterestChart weeks={leads.byInterest} />
          <LeadsBySourceChart
            pages={leads.bySourcePage}
            other={leads.otherSourcePages}
            weeks={weeks}
          />
        </div>
      </section>
      <section aria-labelledby="rentals-heading" className="mt-10">
        <h2 id="rentals-heading" className="text-2xl font-bold text-gray-900">
          Rentals
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <LeadCount
            to="/admin/rentals/list?status=held"
            count={rentals.newToday}
            label="New today"
          />
          <LeadCount
            to="/admin/rentals/list?status=held"
            count={rentals.waiting}
            label="Waiting for an answer"
          />
          <LeadCount
            to="/admin/rentals/list?status=held"
            count={rentals.overdue}
            label={rentals.overdue === 1 ? 'Overdue request' : 'Overdue requests'}
          />
          <LeadCount
            to="/admin/rentals/list?status=out"
            count={loaderData.overdueReturns}
            label={
              loaderData.overdueReturns === 1 ? 'Cart not back in time' : 'Carts not back in time'
            }
          />
        </ul>
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          <UtilisationChart months={fleet.months} cells={fleet.utilisation} />
          <RentalRevenueChart months={fleet.months} cells={fleet.revenue} />
        </div>
      </section>
      <ServiceDashboardSection service={loaderData.service} />
      <StorageDashboardSection storage={loaderData.storage} />
      <DeliveryDashboardSection weeks={loaderData.deliveries} />
      <section aria-labelledby="alerts-heading" className="mt-10">
        <h2 id="alerts-heading" className="text-2xl font-bold text-gray-900">
          Buyers&apos; alerts
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <Count count={loaderData.alerts.subscribers} label="Subscribed addresses" />
          <Count count={loaderData.alerts.digests} label="Alert e-mails, last 30 days" />
          <Count count={loaderData.alerts.unsubscribes} label="Alerts ended, last 30 days" />
        </ul>
      </section>
      {loaderData.backups && (
        <section aria-labelledby="backups-heading" className="mt-10">
          <h2 id="backups-heading" className="text-2xl font-bold text-gray-900">
            Backups
          </h2>
          <BackupCard status={loaderData.backups} now={new Date(loaderData.now)} />
        </section>
      )}
      <h2 className="mt-10 text-2xl font-bold text-gray-900">Back office</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <CardLink key={card.to} to={card.to}>
            <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
            <p className="mt-2 text-gray-700">{card.text}</p>
          </CardLink>
        ))}
      </ul>
    </>
  )
}
