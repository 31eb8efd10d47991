import { Form, NavLink } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { business } from '#app/kernel/dealer/business.ts'

type AdminHeaderProps = {
  user: { name: string; email: string; role: 'owner' | 'staff' }
  csrfToken: string
  /** new leads nobody has answered yet, shown beside Leads */
  unansweredLeads: number
  /** rental requests waiting for an answer, shown beside Rentals */
  waitingRentals: number
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded px-3 py-2 text-sm font-semibold whitespace-nowrap',
    isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-700',
  )

/** The back office's header: who is signed in, where to go, and sign out. */
export function AdminHeader({
  user,
  csrfToken,
  unansweredLeads,
  waitingRentals,
}: AdminHeaderProps) {
  const links = [
    { to: '/admin', label: 'Dashboard', end: true },
    {
      to: '/admin/leads',
      label: 'Leads',
      end: false,
      count: unansweredLeads,
      countWords: 'new, unanswered',
    },
    {
      to: '/admin/rentals',
      label: 'Rentals',
      end: false,
      count: waitingRentals,
      countWords: 'waiting for an answer',
    },
    { to: '/admin/service', label: 'Service', end: false },
    { to: '/admin/storage', label: 'Storage', end: false },
    { to: '/admin/deliveries', label: 'Deliveries', end: false },
    { to: '/admin/inventory', label: 'Inventory', end: false },
    ...(user.role === 'owner'
      ? [
          { to: '/admin/payments', label: 'Payments', end: false },
          { to: '/admin/buyer-price', label: 'Price & financing', end: false },
          { to: '/admin/staff', label: 'Staff', end: false },
          { to: '/admin/audit', label: 'Audit log', end: false },
          { to: '/admin/hours', label: 'Hours', end: false },
          { to: '/admin/service/settings', label: 'Service capacity', end: false },
          { to: '/admin/site', label: 'Services & team', end: false },
          { to: '/admin/announcements', label: 'Announcements', end: false },
          { to: '/admin/settings', label: 'Settings', end: false },
        ]
      : []),
    { to: '/admin/account', label: 'Account', end: false },
  ]
  return (
    <header className="bg-brand-800 text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <p className="font-bold">
          {business.name} <span className="font-normal">back office</span>
        </p>
        <div className="flex items-center gap-3 text-sm">
          <span>
            {user.name || user.email} ({user.role})
          </span>
          <Form method="post" action="/admin/sign-out">
            <input type="hidden" name="csrf" value={csrfToken} />
            <button
              type="submit"
              className="rounded border border-white px-3 py-1.5 font-semibold hover:bg-brand-700"
            >
              Sign out
            </button>
          </Form>
        </div>
      </div>
      <nav aria-label="Back office" className="mx-auto max-w-6xl px-4 pb-3">
        {/* one row that scrolls sideways on a phone, so the page's own content starts on the first screen */}
        <ul className="flex gap-1 overflow-x-auto sm:flex-wrap">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.label}
                {link.count !== undefined && link.count > 0 && (
                  <span className="ml-1.5 rounded-full bg-amber-300 px-2 py-0.5 text-xs text-gray-900">
                    {link.count}
                    <span className="sr-only"> {link.countWords}</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
