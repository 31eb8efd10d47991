import { Link } from 'react-router'

import { requireUser } from '#app/.server/auth/require-user.ts'
import { adminMeta } from '#app/lib/admin-page.ts'

import type { Route } from './+types/dashboard'

export const meta = () => adminMeta('Dashboard')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  return { user }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData
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
        ]
      : []),
    { to: '/admin/account', title: 'Your account', text: 'Password, two-factor, sessions.' },
  ]
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Hello, {user.name || user.email}</h1>
      {!user.twoFactor && (
        <p className="mt-4 rounded-lg border-2 border-accent-600 bg-amber-50 p-4 text-gray-900">
          Protect your account with two-factor sign-in:{' '}
          <Link to="/admin/account/two-factor" className="font-semibold text-brand-800 underline">
            set it up now
          </Link>
          .
        </p>
      )}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-gray-300 bg-white p-6 shadow-sm hover:border-brand-700"
            >
              <h2 className="text-lg font-semibold text-brand-900">{card.title}</h2>
              <p className="mt-2 text-gray-700">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
