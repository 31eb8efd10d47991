import { NavLink } from 'react-router'

import { cn } from '#app/kernel/cn.ts'

import { deliveriesWeekPath, driverDayPath, trucksPath } from '../delivery-paths.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded px-3 py-1.5 text-sm font-semibold',
    isActive ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50',
  )

/** The deliveries section's own links: the week, the driver's day and the trucks. */
export function DeliveriesNav() {
  const links = [
    { to: deliveriesWeekPath, label: 'Week', end: true },
    { to: driverDayPath, label: 'Driver’s day', end: false },
    { to: trucksPath, label: 'Trucks', end: false },
  ]
  return (
    <nav aria-label="Deliveries" className="mb-4 print:hidden">
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
