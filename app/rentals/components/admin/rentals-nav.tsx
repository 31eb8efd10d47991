import { NavLink } from 'react-router'

import { cn } from '#app/kernel/cn.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded px-3 py-1.5 text-sm font-semibold',
    isActive ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50',
  )

/** The rentals section's own links: the calendar, reservations and day sheet for everyone, the fleet and the rates for owners. */
export function RentalsNav({ role }: { role: 'owner' | 'staff' }) {
  const links = [
    { to: '/admin/rentals', label: 'Calendar', end: true },
    { to: '/admin/rentals/list', label: 'Reservations', end: false },
    { to: '/admin/rentals/day', label: 'Day sheet', end: false },
    ...(role === 'owner'
      ? [
          { to: '/admin/rentals/fleet', label: 'Fleet', end: false },
          { to: '/admin/rentals/rates', label: 'Rates', end: false },
        ]
      : []),
  ]
  return (
    <nav aria-label="Rentals" className="mb-4 print:hidden">
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
