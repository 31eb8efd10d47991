import { Link } from 'react-router'

import { dealerTime } from '#app/kernel/dealer-clock.ts'
import type { ServiceDashboard } from '#app/service/service-numbers.ts'

import {
  ApprovalRateChart,
  RepairTimeChart,
  ServiceJobsChart,
  ServiceRevenueChart,
} from './service-charts'

function CountCard({ to, count, label }: { to: string; count: number; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-xl border border-gray-300 bg-white p-6 shadow-sm hover:border-brand-700"
      >
        <span className="block text-4xl font-bold text-gray-900 tabular-nums">{count}</span>
        <span className="mt-1 block font-semibold text-brand-900">{label}</span>
      </Link>
    </li>
  )
}

/** The dashboard's service section: what is overdue now, the carts whose lien notice is due, and the charts. */
export function ServiceDashboardSection({ service }: { service: ServiceDashboard }) {
  const { overdueBookings, overdueRepairs, lienDue } = service
  return (
    <section aria-labelledby="service-heading" className="mt-10">
      <h2 id="service-heading" className="text-2xl font-bold text-gray-900">
        Service
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        <CountCard
          to="/admin/service"
          count={overdueBookings}
          label={
            overdueBookings === 1
              ? 'Booking waiting past the promise'
              : 'Bookings waiting past the promise'
          }
        />
        <CountCard
          to="/admin/service"
          count={overdueRepairs}
          label={
            overdueRepairs === 1
              ? 'Repair past the 24-48 hour promise'
              : 'Repairs past the 24-48 hour promise'
          }
        />
        <CountCard
          to="/admin/service"
          count={lienDue.length}
          label={lienDue.length === 1 ? 'Cart uncollected 30 days' : 'Carts uncollected 30 days'}
        />
      </ul>
      {lienDue.length > 0 && (
        <div className="mt-4 rounded-xl border-2 border-accent-600 bg-amber-50 p-4 text-gray-900">
          <h3 className="font-semibold">Lien notice due</h3>
          <ul className="mt-2 space-y-1">
            {lienDue.map((job) => (
              <li key={job.id}>
                {job.name}, {job.cart}: ready since{' '}
                <time dateTime={job.readyAt}>{dealerTime(job.readyAt)}</time> ({job.days} days).{' '}
                <Link
                  to={`/admin/service/${job.id}/lien-notice`}
                  className="font-semibold text-brand-800 underline"
                >
                  Print the lien notice<span className="sr-only"> for {job.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ServiceJobsChart weeks={service.weeks} />
        <RepairTimeChart weeks={service.weeks} />
        <ApprovalRateChart weeks={service.weeks} />
        <ServiceRevenueChart months={service.months} />
      </div>
    </section>
  )
}
